import { describe, expect, it } from "vitest";
import { AuditEvent, CalendarEvent, LegalCase, Notification } from "~/models/index.server";
import * as caseRoute from "~/routes/api.cases.$caseId";
import * as limitationRoute from "~/routes/api.cases.$caseId.limitation";
import * as eventRoute from "~/routes/api.calendar.events.$eventId";
import * as eventsRoute from "~/routes/api.calendar.events";
import * as computeRoute from "~/routes/api.deadlines.compute";
import * as limitationsRoute from "~/routes/api.limitations";
import { buildCase } from "../../tests/factories/cases";
import { callApi } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";
import { buildUser } from "../../tests/factories/users";

/*
 * The calls of issue 38 (dates): a case's facts and limitation date, deadline counting, the
 * limitation table's look-up and the calendar's events, each with its access rules: another
 * attorney's case, its client, no session.
 */

async function json(response: Response) {
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: text ? (JSON.parse(text) as any) : null };
}

async function world() {
  const attorney = await signedIn("staff");
  const otherAttorney = await signedIn("staff");
  const client = await signedIn("client");
  const otherClient = await signedIn("client");
  const admin = await signedIn("admin");
  const legalCase = await buildCase({ client: client.user, staffId: attorney.user.id });
  return { attorney, otherAttorney, client, otherClient, admin, legalCase };
}

const patchCase = (cookie: string | undefined, caseId: number, body: unknown) =>
  callApi(caseRoute, "PATCH", `/api/cases/${caseId}`, {
    cookie,
    body,
    params: { caseId: String(caseId) },
  }).then(json);

const getCase = (cookie: string | undefined, caseId: number) =>
  callApi(caseRoute, "GET", `/api/cases/${caseId}`, {
    cookie,
    params: { caseId: String(caseId) },
  }).then(json);

const decide = (cookie: string | undefined, caseId: number, body: unknown) =>
  callApi(limitationRoute, "POST", `/api/cases/${caseId}/limitation`, {
    cookie,
    body,
    params: { caseId: String(caseId) },
  }).then(json);

const FACTS = { incidentDate: "2026-03-01", jurisdiction: "CA", claimType: "personal_injury" };

describe("a case's dated facts and its limitation date", () => {
  it("computes the limitation from the facts, unconfirmed until the attorney confirms it, audited", async () => {
    const { attorney, client, legalCase } = await world();
    const patched = await patchCase(attorney.cookie, legalCase.id, FACTS);
    expect(patched.status).toBe(200);
    expect(patched.body.changes).toEqual(["Dated facts changed"]);

    const read = await getCase(attorney.cookie, legalCase.id);
    expect(read.body.case).toMatchObject({ ...FACTS });
    expect(read.body.case.limitation).toMatchObject({
      // 2 years after Sun Mar 1, 2026 is Wed Mar 1, 2028: no roll.
      date: "2028-03-01",
      rule: "2 years, Cal. Civ. Proc. Code § 335.1",
      confirmed: false,
      reason: null,
    });
    expect(read.body.case.limitation.source).toMatch(/^https?:\/\//);
    // One limitation event on the calendar, marked unconfirmed.
    const events = await CalendarEvent.findAll({ where: { caseId: legalCase.id } });
    expect(events.map((event) => [event.type, event.confirmed, event.title])).toEqual([
      ["limitation", false, "Statute of limitations (unconfirmed)"],
    ]);

    // Its client reads the facts, never the firm's limitation date.
    const asClient = await getCase(client.cookie, legalCase.id);
    expect(asClient.body.case.incidentDate).toBe("2026-03-01");
    expect(asClient.body.case).not.toHaveProperty("limitation");

    const confirmed = await decide(attorney.cookie, legalCase.id, { decision: "confirm" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.limitation).toMatchObject({ date: "2028-03-01", confirmed: true });
    expect(
      await AuditEvent.count({
        where: { action: "limitation_confirmed", targetId: String(legalCase.id) },
      }),
    ).toBe(1);
    const event = await CalendarEvent.findOne({ where: { caseId: legalCase.id } });
    expect([event!.confirmed, event!.title]).toEqual([true, "Statute of limitations"]);
    // Confirming twice is refused.
    expect((await decide(attorney.cookie, legalCase.id, { decision: "confirm" })).status).toBe(409);
  });

  it("sets another date with a reason; a change of the facts counts it again, unconfirmed", async () => {
    const { attorney, legalCase } = await world();
    await patchCase(attorney.cookie, legalCase.id, FACTS);
    const refused = await decide(attorney.cookie, legalCase.id, {
      decision: "set",
      date: "2030-03-01",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.reason).toBeDefined();
    const set = await decide(attorney.cookie, legalCase.id, {
      decision: "set",
      date: "03/01/2030",
      reason: "Tolled while the client was a minor (Cal. Civ. Proc. Code § 352)",
    });
    expect(set.body.limitation).toMatchObject({
      date: "2030-03-01",
      rule: "Set by the attorney",
      confirmed: true,
      reason: "Tolled while the client was a minor (Cal. Civ. Proc. Code § 352)",
    });
    expect(await AuditEvent.count({ where: { action: "limitation_set" } })).toBeGreaterThan(0);

    await patchCase(attorney.cookie, legalCase.id, { jurisdiction: "TN" });
    const read = await getCase(attorney.cookie, legalCase.id);
    // Tennessee: one year (Tenn. Code Ann. § 28-3-104); Mon Mar 1, 2027.
    expect(read.body.case.limitation).toMatchObject({ date: "2027-03-01", confirmed: false });
    expect(read.body.case.limitation.rule).toMatch(/^1 year, Tenn\. Code Ann\. § 28-3-104/);

    // A claim the table has no period for leaves no date; nothing to confirm.
    await patchCase(attorney.cookie, legalCase.id, { claimType: "medical_malpractice" });
    expect((await getCase(attorney.cookie, legalCase.id)).body.case.limitation).toBeNull();
    expect(await CalendarEvent.count({ where: { caseId: legalCase.id } })).toBe(0);
    expect((await decide(attorney.cookie, legalCase.id, { decision: "confirm" })).status).toBe(409);
  });

  it("refuses bad facts and changes nothing", async () => {
    const { attorney, legalCase } = await world();
    const before = (await LegalCase.findByPk(legalCase.id))!.updatedAt.toISOString();
    for (const body of [
      { jurisdiction: "XX" },
      { claimType: "slip" },
      { incidentDate: "02/30/2026" },
      { incidentDate: "2999-01-01" },
    ]) {
      const answer = await patchCase(attorney.cookie, legalCase.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.fieldErrors)).toEqual(Object.keys(body));
    }
    expect((await LegalCase.findByPk(legalCase.id))!.updatedAt.toISOString()).toBe(before);
  });

  it("lets only the case's attorney or an administrator decide the limitation date", async () => {
    const { otherAttorney, client, admin, legalCase } = await world();
    await LegalCase.update(
      {
        incidentDate: "2026-03-01",
        jurisdiction: "CA",
        claimType: "personal_injury",
        limitationDate: "2028-03-01",
        limitationSetBy: "table",
      },
      { where: { id: legalCase.id } },
    );
    expect((await decide(otherAttorney.cookie, legalCase.id, { decision: "confirm" })).status).toBe(
      404,
    );
    expect((await decide(client.cookie, legalCase.id, { decision: "confirm" })).status).toBe(403);
    expect((await decide(undefined, legalCase.id, { decision: "confirm" })).status).toBe(401);
    expect((await decide(admin.cookie, legalCase.id, { decision: "confirm" })).status).toBe(200);
  });
});

describe("POST /api/deadlines/compute and GET /api/limitations", () => {
  it("counts the issue's example and refuses bad input", async () => {
    const { attorney } = await world();
    const counted = await json(
      await callApi(computeRoute, "POST", "/api/deadlines/compute", {
        cookie: attorney.cookie,
        body: {
          trigger: "2026-11-27",
          days: 30,
          direction: "after",
          count: "calendar",
          jurisdiction: "federal",
        },
      }),
    );
    expect(counted).toEqual({
      status: 200,
      body: {
        date: "2026-12-28",
        explanation:
          "30 days after Fri Nov 27, 2026 is Sun Dec 27; Sunday, so Mon Dec 28, 2026 (FRCP 6(a)(1)(C))",
      },
    });
    const bad = await json(
      await callApi(computeRoute, "POST", "/api/deadlines/compute", {
        cookie: attorney.cookie,
        body: {
          trigger: "2026-02-30",
          days: -1,
          direction: "sideways",
          count: "calendar",
          jurisdiction: "ZZ",
        },
      }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual([
      "days",
      "direction",
      "jurisdiction",
      "trigger",
    ]);
  });

  it("looks up the table, 404 where it has no period, staff and administrators only", async () => {
    const { attorney, client } = await world();
    const path =
      "/api/limitations?jurisdiction=CA&claimType=personal_injury&incidentDate=2026-03-01";
    const found = await json(
      await callApi(limitationsRoute, "GET", path, { cookie: attorney.cookie }),
    );
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      date: "2028-03-01",
      rule: "2 years, Cal. Civ. Proc. Code § 335.1",
      citation: "Cal. Civ. Proc. Code § 335.1",
    });
    // Florida's 2023 reform: 4 years before March 24, 2023, 2 after.
    const before = await json(
      await callApi(
        limitationsRoute,
        "GET",
        "/api/limitations?jurisdiction=FL&claimType=personal_injury&incidentDate=2023-01-10",
        { cookie: attorney.cookie },
      ),
    );
    const after = await json(
      await callApi(
        limitationsRoute,
        "GET",
        "/api/limitations?jurisdiction=FL&claimType=personal_injury&incidentDate=2023-06-01",
        { cookie: attorney.cookie },
      ),
    );
    expect(before.body.rule).toMatch(/^4 years/);
    expect(after.body.rule).toMatch(/^2 years/);
    const none = await json(
      await callApi(
        limitationsRoute,
        "GET",
        "/api/limitations?jurisdiction=CA&claimType=medical_malpractice&incidentDate=2026-03-01",
        { cookie: attorney.cookie },
      ),
    );
    expect(none.status).toBe(404);
    expect((await callApi(limitationsRoute, "GET", path, { cookie: client.cookie })).status).toBe(
      403,
    );
    expect((await callApi(limitationsRoute, "GET", path, {})).status).toBe(401);
  });
});

describe("the calendar's events", () => {
  const hearing = (caseId: number, overrides: Record<string, unknown> = {}) => ({
    type: "hearing",
    title: "Motion hearing",
    startsAt: "2026-12-15T09:30:00Z",
    endsAt: "2026-12-15T10:30:00Z",
    allDay: false,
    location: "Dept. 12",
    caseId,
    sharedWithClient: true,
    ...overrides,
  });
  const list = (cookie: string | undefined, query: string) =>
    callApi(eventsRoute, "GET", `/api/calendar/events?${query}`, { cookie }).then(json);
  const create = (cookie: string | undefined, body: unknown) =>
    callApi(eventsRoute, "POST", "/api/calendar/events", { cookie, body }).then(json);

  it("schedules events on a case; its client is told of a shared one and reads only those", async () => {
    const { attorney, client, otherClient, admin, legalCase } = await world();
    const colleague = await buildUser({ role: "staff" });
    const shared = await create(
      attorney.cookie,
      hearing(legalCase.id, { attendeeIds: [colleague.id] }),
    );
    expect(shared.status).toBe(201);
    expect(shared.body.event).toMatchObject({
      type: "hearing",
      day: "2026-12-15",
      startsAt: "2026-12-15T09:30:00.000Z",
      attendeeIds: [colleague.id],
      sharedWithClient: true,
    });
    const internal = await create(
      attorney.cookie,
      hearing(legalCase.id, {
        type: "deposition",
        title: "Deposition of the driver",
        sharedWithClient: false,
        startsAt: "2026-12-16",
        allDay: true,
        endsAt: null,
      }),
    );
    expect(internal.body.event).toMatchObject({ allDay: true, day: "2026-12-16" });
    // The client heard of the shared hearing only; the colleague that they attend.
    expect(
      await Notification.count({ where: { userId: client.user.id, relatedCaseId: legalCase.id } }),
    ).toBe(1);
    expect(await Notification.count({ where: { userId: colleague.id } })).toBe(1);

    const window = "from=2026-12-01&to=2026-12-31";
    const mine = await list(attorney.cookie, `${window}&mine=true`);
    expect(mine.body.events.map((event: { title: string }) => event.title)).toEqual([
      "Motion hearing",
      "Deposition of the driver",
    ]);
    const theirs = await list(client.cookie, window);
    expect(theirs.body.events.map((event: { title: string }) => event.title)).toEqual([
      "Motion hearing",
    ]);
    expect(theirs.body.events[0]).not.toHaveProperty("attendeeIds");
    expect((await list(otherClient.cookie, window)).body.events).toEqual([]);
    expect((await list(admin.cookie, `${window}&type=deposition`)).body.events).toHaveLength(1);
    expect((await list(undefined, window)).status).toBe(401);
    expect((await list(attorney.cookie, "from=2026-12-31&to=2026-12-01")).status).toBe(400);
  });

  it("keeps another attorney's and a client's hands off an event", async () => {
    const { attorney, otherAttorney, client, legalCase } = await world();
    const created = await create(attorney.cookie, hearing(legalCase.id));
    const id = String(created.body.event.id);
    const patch = (cookie: string | undefined, body: unknown) =>
      callApi(eventRoute, "PATCH", `/api/calendar/events/${id}`, {
        cookie,
        body,
        params: { eventId: id },
      }).then(json);
    const remove = (cookie: string | undefined) =>
      callApi(eventRoute, "DELETE", `/api/calendar/events/${id}`, {
        cookie,
        params: { eventId: id },
      }).then(json);
    expect((await create(otherAttorney.cookie, hearing(legalCase.id))).status).toBe(404);
    expect((await create(client.cookie, hearing(legalCase.id))).status).toBe(403);
    expect((await patch(otherAttorney.cookie, { title: "Moved" })).status).toBe(404);
    expect((await patch(client.cookie, { title: "Moved" })).status).toBe(403);
    expect((await remove(otherAttorney.cookie)).status).toBe(404);
    expect((await remove(undefined)).status).toBe(401);

    const moved = await patch(attorney.cookie, {
      startsAt: "2026-12-18T14:00:00Z",
      endsAt: null,
      title: "Hearing, continued",
    });
    expect(moved.status).toBe(200);
    // A shared hearing that moved is told to the client (scheduled, then moved).
    const told = await Notification.findAll({
      where: { userId: client.user.id, relatedCaseId: legalCase.id },
      order: [["id", "ASC"]],
    });
    expect(told.map((row) => row.title)).toEqual([
      "Hearing scheduled on your case",
      "Hearing moved on your case",
    ]);
    expect(moved.body.event).toMatchObject({
      title: "Hearing, continued",
      day: "2026-12-18",
      endsAt: null,
    });
    expect(
      (
        await patch(attorney.cookie, {
          startsAt: "2026-12-18T14:00:00Z",
          endsAt: "2026-12-18T13:00:00Z",
        })
      ).status,
    ).toBe(400);
    expect((await remove(attorney.cookie)).status).toBe(200);
    expect(await CalendarEvent.count({ where: { caseId: legalCase.id } })).toBe(0);
  });

  it("leaves the limitation date to the case's facts", async () => {
    const { attorney, legalCase } = await world();
    await patchCase(attorney.cookie, legalCase.id, FACTS);
    const event = await CalendarEvent.findOne({
      where: { caseId: legalCase.id, type: "limitation" },
    });
    const id = String(event!.id);
    const answer = await json(
      await callApi(eventRoute, "DELETE", `/api/calendar/events/${id}`, {
        cookie: attorney.cookie,
        params: { eventId: id },
      }),
    );
    expect(answer.status).toBe(409);
    expect(
      (await create(attorney.cookie, hearing(legalCase.id, { type: "limitation" }))).status,
    ).toBe(400);
  });
});
