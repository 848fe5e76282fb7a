import { beforeAll, describe, expect, it } from "vitest";
import { FormSubmission } from "~/models/index.server";
import { action as detailAction, loader as detailLoader } from "~/routes/submissions.$id";
import { loader as listLoader } from "~/routes/submissions._index";
import { createSubmission } from "~/services/submissions.server";
import { buildConsultationForm, consultationValues } from "../../tests/factories/forms";
import { callRoute, formRequest, getRequest, routeArgs } from "../../tests/factories/requests";
import { buildUser } from "../../tests/factories/users";
import { sessionCookieFor } from "../../tests/factories/sessions";

let submissionId: number;
beforeAll(async () => {
  await buildConsultationForm();
  const { submission } = await createSubmission(
    { formId: 1, data: consultationValues() },
    { ip: "10.60.0.1" },
  );
  submissionId = submission!.id;
});

describe("staff submissions screens", () => {
  it("list pending ones for staff and open one with its values", async () => {
    const cookie = await sessionCookieFor(await buildUser({ role: "staff" }));
    const list = await listLoader(routeArgs(getRequest("/submissions?status=pending", cookie)));
    expect(list.submissions.map((s) => s.id)).toContain(submissionId);
    const detail = await detailLoader({
      ...routeArgs(getRequest(`/submissions/${submissionId}`, cookie)),
      params: { id: String(submissionId) },
    });
    expect(detail.submission).toMatchObject({
      submitterName: "Ana Lopez",
      formTitle: "Personal Injury Consultation",
    });
    expect(detail.submission.data.incidentDescription).toBe(
      consultationValues().incidentDescription,
    );
  });

  it("mark a submission reviewed once, by whom", async () => {
    const staff = await buildUser({ role: "staff" });
    const cookie = await sessionCookieFor(staff);
    const args = {
      ...routeArgs(formRequest(`/submissions/${submissionId}`, { intent: "review" }, cookie)),
      params: { id: String(submissionId) },
    };
    const response = (await detailAction(args)) as Response;
    expect(response.status).toBe(302);
    const row = await FormSubmission.findByPk(submissionId);
    expect(row!.reviewedAt).not.toBeNull();
    expect(row!.reviewedBy).toBe(staff.id);
    const list = await listLoader(routeArgs(getRequest("/submissions?status=pending", cookie)));
    expect(list.submissions.map((s) => s.id)).not.toContain(submissionId);
  });

  it("send clients to their own home, let administrators in (they decide on conflicts), and answer 404 for an unknown id", async () => {
    const client = await sessionCookieFor(await buildUser({ role: "client" }));
    const admin = await sessionCookieFor(await buildUser({ role: "admin" }));
    const staff = await sessionCookieFor(await buildUser({ role: "staff" }));
    const asClient = (await callRoute(listLoader, getRequest("/submissions", client))) as Response;
    expect(asClient.headers.get("Location")).toBe("/client-portal");
    // Issue 17: an administrator decides on a request's potential conflict, so reads requests.
    const asAdmin = await callRoute(listLoader, getRequest("/submissions", admin));
    expect(asAdmin).not.toBeInstanceOf(Response);
    expect(
      (asAdmin as { submissions: Array<{ id: number }> }).submissions.map((s) => s.id),
    ).toContain(submissionId);
    const missing = (await callRoute(detailLoader, getRequest("/submissions/99999", staff), {
      id: "99999",
    })) as Response;
    expect(missing.status).toBe(404);
  });
});
