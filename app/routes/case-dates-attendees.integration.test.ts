import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AuditEvent, CalendarEvent, CalendarEventAttendee } from "~/models/index.server";
import { action as casePageAction, loader as casePageLoader } from "~/routes/cases.$caseId";
import { buildCalendarEvent } from "../../tests/factories/calendar";
import { buildCase } from "../../tests/factories/cases";
import { callRoute, formRequest, getRequest } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";
import { buildUser } from "../../tests/factories/users";

/*
 * The Dates tab's Schedule form ticks the case's team, and takes the firm's other attorneys typed
 * by name or email (resolved by the server, refused beside the box when a name means no one or
 * several): the tab never lists the whole firm.
 */

type Attending = Array<{ id: number; name: string }>;
type Refused = {
  data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
  init: { status: number };
};

async function world() {
  // Names no other test's users have, so a typed name means only this test's attorneys.
  const family = `Quill${randomUUID().slice(0, 8)}`;
  const attorney = await signedIn("staff", { firstName: "Jordan", lastName: `${family}lead` });
  const client = await signedIn("client");
  const colleague = await buildUser({ role: "staff", firstName: "Morgan", lastName: family });
  const twinA = await buildUser({ role: "staff", firstName: "Alex", lastName: `${family}twin` });
  const twinB = await buildUser({ role: "staff", firstName: "Avery", lastName: `${family}twin` });
  const bystander = await buildUser({ role: "staff", firstName: "Blake", lastName: `${family}by` });
  const legalCase = await buildCase({ client: client.user, staffId: attorney.user.id });
  const params = { caseId: String(legalCase.id) };
  const tab = async (query = "") =>
    (await callRoute(
      casePageLoader,
      getRequest(`/cases/${legalCase.id}?tab=dates${query}`, attorney.cookie),
      params,
    )) as { attending: Attending; attorneys: { staff: unknown[] } };
  const post = (fields: Record<string, string>, query = "") =>
    callRoute(
      casePageAction,
      formRequest(`/cases/${legalCase.id}?tab=dates${query}`, fields, attorney.cookie),
      params,
    );
  return { family, attorney, colleague, twinA, twinB, bystander, legalCase, tab, post };
}

const HEARING = {
  intent: "schedule-event",
  type: "hearing",
  title: "Hearing on the motion to compel",
  startsAt: "2027-02-10",
  startTime: "09:30",
  endTime: "",
  location: "Dept. 12",
  sharedWithClient: "false",
  reminderDays: "7, 1",
};

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const attendeesOf = async (eventId: number) =>
  sorted((await CalendarEventAttendee.findAll({ where: { eventId } })).map((row) => row.userId));

describe("the Dates tab's Attending", () => {
  it("offers the case's attorney, not the firm, and schedules with their box ticked", async () => {
    const w = await world();
    const tab = await w.tab();
    expect(tab.attending).toEqual([{ id: w.attorney.user.id, name: `Jordan ${w.family}lead` }]);
    // The firm's list of attorneys is not read for this tab.
    expect(tab.attorneys.staff).toEqual([]);

    const saved = (await w.post({
      ...HEARING,
      attendeeIds: String(w.attorney.user.id),
    })) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/cases/${w.legalCase.id}?tab=dates`);
    const event = await CalendarEvent.findOne({
      where: { caseId: w.legalCase.id, title: HEARING.title },
    });
    expect(await attendeesOf(event!.id)).toEqual([w.attorney.user.id]);
  });

  it("adds attorneys typed by name or email under Other attendees", async () => {
    const w = await world();
    const saved = (await w.post({
      ...HEARING,
      attendeeIds: String(w.attorney.user.id),
      otherAttendees: `Morgan ${w.family}, ${w.bystander.email.toUpperCase()}`,
    })) as Response;
    expect(saved.status).toBe(302);
    const event = await CalendarEvent.findOne({
      where: { caseId: w.legalCase.id, title: HEARING.title },
    });
    expect(await attendeesOf(event!.id)).toEqual(
      sorted([w.attorney.user.id, w.colleague.id, w.bystander.id]),
    );
  });

  it("refuses a name that means several attorneys, or none, beside the box, and saves nothing", async () => {
    const w = await world();
    const events = await CalendarEvent.count({ where: { caseId: w.legalCase.id } });
    const audits = await AuditEvent.count({ where: { actorId: w.attorney.user.id } });
    const typed = `Morgan ${w.family}, ${w.family}twin, Nobody Atall${w.family}`;
    const refused = (await w.post({
      ...HEARING,
      attendeeIds: String(w.attorney.user.id),
      otherAttendees: typed,
    })) as Refused;
    expect(refused.init.status).toBe(400);
    const [message] = refused.data.result.error.otherAttendees;
    expect(refused.data.result.error.otherAttendees).toHaveLength(1);
    // Each name that failed is said, the several it could mean by name and email.
    expect(message).toContain(`Several attorneys match \u201c${w.family}twin\u201d`);
    expect(message).toContain(`Alex ${w.family}twin (${w.twinA.email})`);
    expect(message).toContain(`Avery ${w.family}twin (${w.twinB.email})`);
    expect(message).toContain(`No attorney matches \u201cNobody Atall${w.family}\u201d`);
    expect(message).not.toContain(`Morgan ${w.family}\u201d`);
    // What was typed comes back as typed.
    expect(refused.data.result.initialValue).toMatchObject({ otherAttendees: typed });
    expect(await CalendarEvent.count({ where: { caseId: w.legalCase.id } })).toBe(events);
    expect(await AuditEvent.count({ where: { actorId: w.attorney.user.id } })).toBe(audits);

    // With the one meant, by email, it is scheduled.
    const saved = (await w.post({
      ...HEARING,
      otherAttendees: `${w.twinB.email}`,
    })) as Response;
    expect(saved.status).toBe(302);
    const event = await CalendarEvent.findOne({
      where: { caseId: w.legalCase.id, title: HEARING.title },
    });
    expect(await attendeesOf(event!.id)).toEqual([w.twinB.id]);
  });

  it("changing an event shows its attendee from outside the team, and keeps them", async () => {
    const w = await world();
    const event = await buildCalendarEvent({
      caseId: w.legalCase.id,
      startsAt: new Date("2027-03-01T17:00:00.000Z"),
      title: "Deposition of the other driver",
      type: "deposition",
      attendeeIds: [w.attorney.user.id, w.bystander.id],
    });
    const edit = `&edit=${event.id}`;
    const tab = await w.tab(edit);
    expect(tab.attending).toEqual([
      { id: w.attorney.user.id, name: `Jordan ${w.family}lead` },
      { id: w.bystander.id, name: `Blake ${w.family}by` },
    ]);

    // The attorney's box unticked, the other's left ticked, one more typed: as posted.
    const changed = (await w.post(
      {
        ...HEARING,
        intent: "change-event",
        eventId: String(event.id),
        type: "deposition",
        title: "Deposition of the other driver",
        startsAt: "2027-03-01",
        location: "Court reporter's office",
        attendeeIds: String(w.bystander.id),
        otherAttendees: `Morgan ${w.family}`,
      },
      edit,
    )) as Response;
    expect(changed.status).toBe(302);
    expect((await CalendarEvent.findByPk(event.id))!.location).toBe("Court reporter's office");
    expect(await attendeesOf(event.id)).toEqual(sorted([w.bystander.id, w.colleague.id]));

    // A refused change leaves its attendees as they were.
    const refused = (await w.post(
      {
        ...HEARING,
        intent: "change-event",
        eventId: String(event.id),
        title: "Renamed",
        otherAttendees: `${w.family}twin`,
      },
      edit,
    )) as Refused;
    expect(refused.init.status).toBe(400);
    // The form's own message ("") and the box's, no other field's.
    expect(Object.keys(refused.data.result.error).sort()).toEqual(["", "otherAttendees"]);
    expect((await CalendarEvent.findByPk(event.id))!.title).toBe("Deposition of the other driver");
    expect(await attendeesOf(event.id)).toEqual(sorted([w.bystander.id, w.colleague.id]));
  });
});
