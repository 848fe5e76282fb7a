import { describe, expect, it } from "vitest";
import { buildCalendarEvent } from "../../../tests/factories/calendar";
import { buildCase } from "../../../tests/factories/cases";
import { buildUser } from "../../../tests/factories/users";
import { toPublicUser } from "../auth.server";
import { listCalendarEvents } from "./events.server";

describe("listCalendarEvents", () => {
  it("counts events against its limit, each with all its attendees, not one row per attendee", async () => {
    const attorney = toPublicUser(await buildUser({ role: "staff" }));
    const others = await Promise.all([1, 2, 3].map(() => buildUser({ role: "staff" })));
    const legalCase = await buildCase({ staffId: attorney.id });
    await buildCalendarEvent({
      caseId: legalCase.id,
      startsAt: new Date("2032-05-03T09:00:00Z"),
      title: "Deposition of the driver",
      type: "deposition",
      location: "Room 4",
      attendeeIds: others.map((other) => other.id),
    });
    await buildCalendarEvent({
      caseId: legalCase.id,
      startsAt: new Date("2032-05-04T00:00:00Z"),
      allDay: true,
      type: "deadline",
      title: "Answer due",
    });
    await buildCalendarEvent({ caseId: legalCase.id, startsAt: new Date("2032-05-05T14:30:00Z") });

    const two = await listCalendarEvents(
      attorney,
      { caseId: legalCase.id, from: "2032-05-01", to: "2032-05-31" },
      { limit: 2 },
    );
    expect(two.truncated).toBe(true);
    expect(two.events.map((event) => event.title)).toEqual([
      "Deposition of the driver",
      "Answer due",
    ]);
    const [deposition, deadline] = two.events;
    expect(deposition).toMatchObject({
      caseId: legalCase.id,
      caseTitle: legalCase.title,
      type: "deposition",
      startsAt: "2032-05-03T09:00:00.000Z",
      endsAt: null,
      allDay: false,
      location: "Room 4",
      sharedWithClient: false,
      caseStaffId: attorney.id,
      attendeeIds: others.map((other) => other.id).sort((a, b) => a - b),
    });
    expect(deadline).toMatchObject({ allDay: true, day: "2032-05-04", attendeeIds: [] });

    const all = await listCalendarEvents(attorney, {
      caseId: legalCase.id,
      from: "2032-05-01",
      to: "2032-05-31",
    });
    expect(all.truncated).toBe(false);
    expect(all.events).toHaveLength(3);
  });
});
