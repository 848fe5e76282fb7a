import { afterEach, describe, expect, it } from "vitest";
import {
  CalendarEvent,
  CalendarEventAttendee,
  CalendarReminder,
  SystemSetting,
} from "~/models/index.server";
import { DEFAULT_SETTINGS } from "~/utils/settings";
import { buildCalendarEvent } from "../../../tests/factories/calendar";
import { buildCase } from "../../../tests/factories/cases";
import { buildUser } from "../../../tests/factories/users";
import { toPublicUser } from "../auth.server";
import { forgetSettings } from "../settings.server";
import { calendarMonthGrid } from "./month.server";
import { placeEventsInFirmZone } from "./rezone.server";

/*
 * The calendar's month grid (issue 38): each day's first three events and its count, from the
 * database, for the firm or one attorney; and the firm's time zone changed afterwards: each event
 * placed again on the firm's calendar, its unsent reminders due at 8:00 on the new clocks.
 */

async function setZone(timeZone: string) {
  await SystemSetting.upsert({ id: 1, ...DEFAULT_SETTINGS, timeZone });
  forgetSettings();
}

afterEach(async () => {
  await SystemSetting.destroy({ where: { id: 1 } });
  forgetSettings();
});

const at = (iso: string) => new Date(iso);

describe("the month grid", () => {
  it("gives each day its first three events and its count, the firm's or one attorney's", async () => {
    const attorney = toPublicUser(await buildUser({ role: "staff" }));
    const colleague = toPublicUser(await buildUser({ role: "staff" }));
    const mine = await buildCase({ staffId: attorney.id, title: "Mine v. Theirs" });
    const theirs = await buildCase({ staffId: colleague.id, title: "Theirs v. Others" });
    // A busy 9 March 2031 (five events, two of them mine), a quiet 10th, a deadline on the 11th.
    for (const [hour, legalCase] of [
      [9, mine],
      [10, theirs],
      [11, theirs],
      [12, mine],
      [13, theirs],
    ] as const) {
      await buildCalendarEvent({
        caseId: legalCase.id,
        startsAt: at(`2031-03-09T${String(hour).padStart(2, "0")}:00:00Z`),
        title: `Hearing at ${hour}`,
      });
    }
    await buildCalendarEvent({ caseId: theirs.id, startsAt: at("2031-03-10T15:00:00Z") });
    await buildCalendarEvent({
      caseId: theirs.id,
      startsAt: at("2031-03-11T00:00:00Z"),
      allDay: true,
      type: "deadline",
      title: "Response due",
      attendeeIds: [attorney.id],
    });
    // Outside the month: never read.
    await buildCalendarEvent({ caseId: mine.id, startsAt: at("2031-04-01T09:00:00Z") });

    const window = { from: "2031-03-01", to: "2031-03-31", types: [] };
    const firm = await calendarMonthGrid(attorney, { ...window, mine: false });
    expect(Object.keys(firm)).toEqual(["2031-03-09", "2031-03-10", "2031-03-11"]);
    expect(firm["2031-03-09"]!.total).toBe(5);
    expect(firm["2031-03-09"]!.events.map((event) => [event.title, event.opens])).toEqual([
      ["Hearing at 9", true],
      ["Hearing at 10", false],
      ["Hearing at 11", false],
    ]);
    // An event they attend on a colleague's case opens for them.
    expect(firm["2031-03-11"]!.events[0]).toMatchObject({
      title: "Response due",
      allDay: true,
      day: "2031-03-11",
      opens: true,
    });

    const own = await calendarMonthGrid(attorney, { ...window, mine: true });
    expect(Object.fromEntries(Object.entries(own).map(([day, cell]) => [day, cell.total]))).toEqual(
      {
        "2031-03-09": 2,
        "2031-03-11": 1,
      },
    );
    const deadlines = await calendarMonthGrid(attorney, {
      ...window,
      mine: false,
      types: ["deadline"],
    });
    expect(Object.keys(deadlines)).toEqual(["2031-03-11"]);
  });

  it("draws what the events say, whatever the day's crowd: the firm's, one's own, of some types", async () => {
    const attorney = toPublicUser(await buildUser({ role: "staff" }));
    const colleague = toPublicUser(await buildUser({ role: "staff" }));
    const mine = await buildCase({ staffId: attorney.id });
    const theirs = await buildCase({ staffId: colleague.id });
    const types = ["hearing", "deadline", "deposition"] as const;
    // May 2032, crowded on a few days (several at the same hour: the id breaks the tie), and the
    // days either side of it.
    let seed = 7;
    const below = (n: number) => (seed = (seed * 48_271) % 2_147_483_647) % n;
    const written: Array<{
      id: number;
      caseId: number;
      type: string;
      day: string;
      startsAt: Date;
    }> = [];
    for (let i = 0; i < 60; i += 1) {
      const legalCase = below(2) ? mine : theirs;
      const event = await buildCalendarEvent({
        caseId: legalCase.id,
        startsAt: new Date(Date.UTC(2032, 3, 29 + below(9), 9 + below(3))),
        type: types[below(types.length)],
        attendeeIds: legalCase === theirs && below(4) === 0 ? [attorney.id] : [],
      });
      written.push({
        id: event.id,
        caseId: legalCase.id,
        type: event.type,
        day: event.day,
        startsAt: event.startsAt,
      });
    }
    const attended = new Set(
      (await CalendarEventAttendee.findAll({ where: { userId: attorney.id } })).map(
        (a) => a.eventId,
      ),
    );
    const window = { from: "2032-05-01", to: "2032-05-31" };
    const expectedGrid = (own: boolean, only: readonly string[]) => {
      const days: Record<string, { ids: number[]; total: number }> = {};
      const shown = written
        .filter((e) => e.day >= window.from && e.day <= window.to)
        .filter((e) => only.length === 0 || only.includes(e.type))
        .filter((e) => !own || e.caseId === mine.id || attended.has(e.id))
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id);
      for (const e of shown) {
        const cell = (days[e.day] ??= { ids: [], total: 0 });
        if (cell.ids.length < 3) cell.ids.push(e.id);
        cell.total += 1;
      }
      return days;
    };
    for (const own of [false, true]) {
      for (const only of [[], ["hearing"], ["deadline", "deposition"]] as const) {
        const grid = await calendarMonthGrid(attorney, { ...window, mine: own, types: [...only] });
        const drawn = Object.fromEntries(
          Object.entries(grid).map(([day, cell]) => [
            day,
            { ids: cell.events.map((e) => e.id), total: cell.total },
          ]),
        );
        expect(drawn, `mine ${own}, types ${only.join(",")}`).toEqual(expectedGrid(own, only));
        for (const cell of Object.values(grid))
          for (const event of cell.events)
            expect(event.opens).toBe(event.caseId === mine.id || attended.has(event.id));
      }
    }
    expect(Object.values(expectedGrid(false, [])).some((cell) => cell.total > 3)).toBe(true);
  });

  it("is the firm's: a client is refused", async () => {
    const client = toPublicUser(await buildUser({ role: "client" }));
    await expect(
      calendarMonthGrid(client, { from: "2031-03-01", to: "2031-03-31", mine: false, types: [] }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe("a change of the firm's time zone", () => {
  it("places each event again and moves its unsent reminders to 8:00 on the new clocks", async () => {
    await setZone("UTC");
    const legalCase = await buildCase({ staffId: (await buildUser({ role: "staff" })).id });
    // 02:00 UTC on 20 March 2031 is still the 19th in New York.
    const event = await buildCalendarEvent({
      caseId: legalCase.id,
      startsAt: at("2031-03-20T02:00:00Z"),
    });
    expect([event.day, event.zone]).toEqual(["2031-03-20", "UTC"]);
    await CalendarReminder.destroy({ where: { eventId: event.id } });
    await CalendarReminder.bulkCreate([
      {
        eventId: event.id,
        leadDays: 7,
        dueAt: at("2031-03-13T08:00:00Z"),
        sentAt: at("2031-03-13T08:00:05Z"),
      },
      { eventId: event.id, leadDays: 1, dueAt: at("2031-03-19T08:00:00Z") },
    ]);

    await setZone("America/New_York");
    expect(await placeEventsInFirmZone()).toBeGreaterThan(0);
    const placed = await CalendarEvent.findByPk(event.id);
    expect([placed!.day, placed!.zone]).toEqual(["2031-03-19", "America/New_York"]);
    const reminders = await CalendarReminder.findAll({
      where: { eventId: event.id },
      order: [["leadDays", "DESC"]],
    });
    // The 7-day reminder went out: it stays the record. The day before is now the 18th, 8:00 EDT.
    expect(
      reminders.map((row) => [
        row.leadDays,
        new Date(row.dueAt).toISOString(),
        row.sentAt !== null,
      ]),
    ).toEqual([
      [7, "2031-03-13T08:00:00.000Z", true],
      [1, "2031-03-18T12:00:00.000Z", false],
    ]);
    // Nothing left to place: a second pass does nothing.
    expect(await placeEventsInFirmZone()).toBe(0);
  });
});
