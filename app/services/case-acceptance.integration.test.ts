import { describe, expect, it } from "vitest";
import {
  AuditEvent,
  CaseEvent,
  Communication,
  LegalCase,
  Notification,
  sequelize,
} from "~/models/index.server";
import * as acceptRoute from "~/routes/api.cases.$caseId.accept";
import * as declineRoute from "~/routes/api.cases.$caseId.decline";
import * as caseRoute from "~/routes/api.cases.$caseId";
import { action as casePageAction, loader as casePageLoader } from "~/screens/case-page.server";
import { toPublicUser } from "~/services/auth.server";
import { DECLINED_MESSAGE } from "~/services/case-acceptance.server";
import { getCaseDetail } from "~/services/cases.server";
import { decideConflict } from "~/services/conflict-checks.server";
import { completeIntake, sendIntakeMessage, startIntake } from "~/services/intake/intake.server";
import { writeParty } from "~/services/parties.server";
import { buildCase } from "../../tests/factories/cases";
import { callApi, callRoute, formRequest, getRequest } from "../../tests/factories/requests";
import { sessionCookieFor, signedIn } from "../../tests/factories/sessions";
import { buildUser } from "../../tests/factories/users";

/**
 * The AI intake behind the firm's gate (issue 36): a completed intake's case awaits acceptance;
 * the attorney accepts it (not while its conflict check is undecided) or declines it with a
 * reason the client never reads; a second intake for the same incident is flagged on both.
 */

const STORY = "I was rear-ended at a stoplight and my neck has hurt ever since.";

/** A signed-in client's whole intake through the service, completed into its case. */
async function intakeCase(
  client: Awaited<ReturnType<typeof buildUser>>,
  options: { when: string; otherSide?: string; attorney?: { id: number } },
) {
  const user = toPublicUser(client);
  const { sessionId } = await startIntake(user);
  for (const content of [
    "415-555-0132",
    options.otherSide ?? "No one",
    STORY,
    options.when,
    "Whiplash",
    "Urgent care",
    "Keystone Mutual",
    "Email",
  ]) {
    await sendIntakeMessage(user, sessionId, { content });
  }
  const { case: opened } = await completeIntake(user, sessionId);
  if (options.attorney) {
    await LegalCase.update({ staffId: options.attorney.id }, { where: { id: opened.id } });
  }
  return opened;
}

const accept = (caseId: number, cookie: string) =>
  callApi(acceptRoute, "POST", `/api/cases/${caseId}/accept`, {
    cookie,
    params: { caseId: String(caseId) },
  });
const decline = (caseId: number, cookie: string, body: unknown) =>
  callApi(declineRoute, "POST", `/api/cases/${caseId}/decline`, {
    cookie,
    body,
    params: { caseId: String(caseId) },
  });

describe("a completed AI intake awaits the firm's acceptance", () => {
  it("opens its case awaiting acceptance, in the account's name and email, and tells the client so", async () => {
    const client = await buildUser({ role: "client", firstName: "Casey", lastName: "Rivera" });
    const opened = await intakeCase(client, { when: "11/20/2026 on Main Street" });
    expect(opened.status).toBe("awaiting_acceptance");
    expect(opened.title).toBe("Personal Injury matter – Casey Rivera");
    const row = await LegalCase.findByPk(opened.id);
    expect(row?.incidentDate).toBe("2026-11-20");
    const told = await Communication.findOne({ where: { caseId: opened.id, type: "system" } });
    expect(told?.content).toMatch(/will review it and accept it/);
    expect(told?.content).not.toMatch(/has been opened/);
  });
});

describe("POST /api/cases/{id}/accept and /decline", () => {
  it("refuses to accept while the conflict check is undecided (409), then accepts once it is cleared", async () => {
    const attorney = await signedIn("staff");
    const former = await buildCase({
      client: await buildUser({ role: "client", firstName: "Noor", lastName: "Haddad" }),
    });
    await sequelize.transaction((transaction) =>
      writeParty({ caseId: former.id, name: "Dale Whitaker", role: "client" }, transaction),
    );
    const client = await buildUser({ role: "client", firstName: "Tobias", lastName: "Lindqvist" });
    const opened = await intakeCase(client, {
      when: "yesterday",
      otherSide: "Dale Whitaker",
      attorney: attorney.user,
    });
    const detail = await getCaseDetail(toPublicUser(attorney.user), opened.id);
    expect(detail.conflict?.status).toBe("potential");

    const refused = await accept(opened.id, attorney.cookie);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      "This intake may be a conflict of interest: decide on the conflict check (clear it, or waive it with a note) before accepting it.",
    );
    expect((await LegalCase.findByPk(opened.id))?.status).toBe("awaiting_acceptance");

    // The case page's button is the same service: the same refusal, nothing changed.
    const screen = (await callRoute(
      casePageAction,
      formRequest(`/cases/${opened.id}`, { intent: "accept-case" }, attorney.cookie),
      { caseId: String(opened.id) },
    )) as { data: { result: { error?: Record<string, string[]> } }; init: { status: number } };
    expect(screen.init.status).toBe(409);
    expect(screen.data.result.error?.[""]?.[0]).toMatch(/decide on the conflict check/);

    await decideConflict(
      toPublicUser(attorney.user),
      { caseId: opened.id },
      { decision: "cleared" },
    );
    const accepted = await accept(opened.id, attorney.cookie);
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).case).toMatchObject({ id: opened.id, status: "active" });
    const note = await CaseEvent.findOne({ where: { caseId: opened.id, title: "Case accepted" } });
    expect(note?.sharedWithClient).toBe(true);
    expect(
      await Notification.count({ where: { userId: client.id, relatedCaseId: opened.id } }),
    ).toBeGreaterThan(0);
    expect(
      await AuditEvent.count({ where: { action: "case_accepted", targetId: String(opened.id) } }),
    ).toBe(1);
    // Accepted once: a second acceptance has nothing to accept.
    expect((await accept(opened.id, attorney.cookie)).status).toBe(409);
  });

  it("declines with a reason the client never reads, closing the case; no reason is 400", async () => {
    const attorney = await signedIn("staff");
    const client = await buildUser({ role: "client", firstName: "Aiko", lastName: "Tanaka" });
    const opened = await intakeCase(client, { when: "last week", attorney: attorney.user });

    const blank = await decline(opened.id, attorney.cookie, {});
    expect(blank.status).toBe(400);
    expect((await blank.json()).fieldErrors).toEqual({ reason: ["Give the reason for declining"] });
    expect((await LegalCase.findByPk(opened.id))?.status).toBe("awaiting_acceptance");

    const reason = "Statute of limitations ran; the firm's policy is not to take it.";
    const declined = await decline(opened.id, attorney.cookie, { reason });
    expect(declined.status).toBe(200);
    expect((await declined.json()).case.status).toBe("closed");
    const note = await CaseEvent.findOne({
      where: { caseId: opened.id, title: "Intake declined" },
    });
    expect(note?.sharedWithClient).toBe(false);
    expect(note?.description).toContain(reason);
    // What the client reads: the firm cannot take it on, never why.
    const told = await Communication.findAll({ where: { caseId: opened.id } });
    expect(told.map((row) => row.content)).toContain(DECLINED_MESSAGE);
    expect(told.some((row) => row.content.includes("Statute"))).toBe(false);
    const notes = await Notification.findAll({
      where: { userId: client.id, relatedCaseId: opened.id },
    });
    expect(notes.some((row) => row.message.includes("Statute"))).toBe(false);
    expect(notes.some((row) => row.title === "The firm cannot take on your request")).toBe(true);
    expect((await decline(opened.id, attorney.cookie, { reason })).status).toBe(409);
  });

  it("is the case's attorney's or an administrator's: a client is 403, another attorney 404", async () => {
    const attorney = await signedIn("staff");
    const client = await buildUser({ role: "client", firstName: "Priya", lastName: "Raman" });
    const opened = await intakeCase(client, { when: "today", attorney: attorney.user });
    const clientCookie = await sessionCookieFor(client);
    expect((await accept(opened.id, clientCookie)).status).toBe(403);
    expect((await decline(opened.id, clientCookie, { reason: "No thanks" })).status).toBe(403);
    const other = await signedIn("staff");
    expect((await accept(opened.id, other.cookie)).status).toBe(404);
    expect((await decline(opened.id, other.cookie, { reason: "Not ours" })).status).toBe(404);
    expect((await LegalCase.findByPk(opened.id))?.status).toBe("awaiting_acceptance");
    const admin = await signedIn("admin");
    expect((await accept(opened.id, admin.cookie)).status).toBe(200);
  });

  it("will not change an intake's status around the gate (PATCH), nor put a case back behind it", async () => {
    const attorney = await signedIn("staff");
    const opened = await intakeCase(
      await buildUser({ role: "client", firstName: "Emeka", lastName: "Okafor" }),
      {
        when: "today",
        attorney: attorney.user,
      },
    );
    const patch = (caseId: number, body: unknown) =>
      callApi(caseRoute, "PATCH", `/api/cases/${caseId}`, {
        cookie: attorney.cookie,
        body,
        params: { caseId: String(caseId) },
      });
    const around = await patch(opened.id, { status: "active" });
    expect(around.status).toBe(409);
    expect((await around.json()).message).toMatch(/accept or decline it/);
    const active = await buildCase({ staffId: attorney.user.id });
    expect((await patch(active.id, { status: "awaiting_acceptance" })).status).toBe(409);
  });
});

describe("a second intake for the same incident", () => {
  it("is flagged on both cases when the same client's incident dates are within 7 days, and not beyond", async () => {
    const attorney = await signedIn("staff");
    const client = await buildUser({ role: "client", firstName: "Sven", lastName: "Magnusson" });
    const first = await intakeCase(client, { when: "11/10/2026", attorney: attorney.user });
    const second = await intakeCase(client, { when: "Nov 16 2026", attorney: attorney.user });
    const apart = await intakeCase(client, { when: "2026-10-01", attorney: attorney.user });
    // Another client's intake on the same day is not theirs.
    await intakeCase(
      await buildUser({ role: "client", firstName: "Lucia", lastName: "Ferreira" }),
      {
        when: "11/10/2026",
        attorney: attorney.user,
      },
    );
    const staff = toPublicUser(attorney.user);
    const duplicatesOf = async (id: number) =>
      (await getCaseDetail(staff, id)).possibleDuplicates?.map((other) => other.id);
    expect(await duplicatesOf(first.id)).toEqual([second.id]);
    expect(await duplicatesOf(second.id)).toEqual([first.id]);
    expect(await duplicatesOf(apart.id)).toEqual([]);
    // The staff were told when the second arrived.
    const told = await Notification.findOne({
      where: { userId: attorney.user.id, relatedCaseId: second.id },
    });
    expect(told?.title).toBe(
      `New AI intake awaiting acceptance (possible duplicate of Case #${first.id})`,
    );
    // The client's own view carries no flag (the firm's record).
    const mine = await getCaseDetail(toPublicUser(client), first.id);
    expect(mine).not.toHaveProperty("possibleDuplicates");
    // The case page shows it to the attorney.
    const page = (await callRoute(
      casePageLoader,
      getRequest(`/cases/${second.id}`, attorney.cookie),
      { caseId: String(second.id) },
    )) as { legalCase: { possibleDuplicates: Array<{ id: number }> } };
    expect(page.legalCase.possibleDuplicates.map((other) => other.id)).toEqual([first.id]);
  });
});
