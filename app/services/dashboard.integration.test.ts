import { describe, expect, it } from "vitest";
import { CaseEvent, FormSubmission, sequelize } from "~/models/index.server";
import { withQueryLog } from "~/db.server";
import { explainPlan } from "../../scripts/bench/explain";
import { buildConsultationForm } from "../../tests/factories/forms";
import { buildUser } from "../../tests/factories/users";
import { toPublicUser } from "./auth.server";
import { dashboardStats, recentActivity } from "./dashboard.server";
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

describe("the stat cards", () => {
  it("counts submissions from the rollup and those awaiting review on an index, never reading the submissions", async () => {
    await buildConsultationForm();
    const staff = toPublicUser(await buildUser({ role: "staff" }));
    const before = await withQueryLog(() => dashboardStats(staff));
    const submit = (reviewedAt: Date | null) =>
      FormSubmission.create({
        formId: 1,
        submitterEmail: "x@example.test",
        submitterName: "Counted Person",
        data: { story: "A long answer ".repeat(50) },
        reviewedAt,
      });
    await submit(null);
    await submit(null);
    await submit(minutesAgo(5));
    const after = await withQueryLog(() => dashboardStats(staff));
    expect(after.result.formSubmissions).toBe(before.result.formSubmissions + 3);
    expect(after.result.pendingReviews).toBe(before.result.pendingReviews + 2);

    // The pending ones on an index that holds what it counts: no submission row is read.
    const counts = after.queries.filter((q) => /FROM `form_submissions`/.test(q));
    expect(counts).toHaveLength(1);
    const sqlite = sequelize.getDialect() === "sqlite";
    const plan = await explainPlan(sequelize, counts[0]!);
    expect(plan, `${counts[0]}\n${plan.join("\n")}`).toEqual([
      expect.stringMatching(sqlite ? /USING COVERING INDEX/ : /Using index/),
    ]);
    // The total from the per-day rollup, a range of its key: a row a day, never a submission.
    const [total] = after.queries.filter((q) => /FROM daily_stats/.test(q) && /submission/.test(q));
    const totalPlan = await explainPlan(sequelize, total!);
    expect(totalPlan.join("\n")).toMatch(
      sqlite ? /SEARCH daily_stats USING PRIMARY KEY/ : /PRIMARY/,
    );
  });
});
