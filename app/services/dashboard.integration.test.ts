import { describe, expect, it } from "vitest";
import { CaseEvent, FormSubmission } from "~/models/index.server";
import { buildConsultationForm } from "../../tests/factories/forms";
import { buildUser } from "../../tests/factories/users";
import { toPublicUser } from "./auth.server";
import { recentActivity } from "./dashboard.server";
import { buildCase } from "../../tests/factories/cases";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("recent activity", () => {
  it("merges case events and submissions newest first and keeps the latest ones", async () => {
    const legalCase = await buildCase();
    await buildConsultationForm();
    const event = (title: string, minutes: number) =>
      CaseEvent.create({
        caseId: legalCase.id,
        title,
        description: "",
        eventType: "note",
        createdAt: minutesAgo(minutes),
      });
    const submission = (name: string, minutes: number) =>
      FormSubmission.create({
        formId: 1,
        submitterEmail: "x@example.test",
        submitterName: name,
        data: {},
        reviewedAt: null,
        createdAt: minutesAgo(minutes),
      });
    await event("Oldest event", 90);
    await submission("Middle Person", 60);
    await event("Newer event", 30);
    await submission("Newest Person", 5);

    const staff = toPublicUser(await buildUser({ role: "staff" }));
    const items = await recentActivity(staff, 3);
    expect(items.map((item) => [item.kind, item.title])).toEqual([
      ["submission", "New submission from Newest Person"],
      ["case_event", "Newer event"],
      ["submission", "New submission from Middle Person"],
    ]);
    expect(items[1].detail).toBe(`Case #${legalCase.id}: ${legalCase.title}`);
  });

  it("is the staff's: the service itself refuses anyone else", async () => {
    for (const role of ["client", "admin"] as const) {
      const user = toPublicUser(await buildUser({ role }));
      await expect(recentActivity(user)).rejects.toMatchObject({ status: 403 });
    }
  });
});
