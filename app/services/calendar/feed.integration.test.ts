import { beforeAll, describe, expect, it } from "vitest";
import { AuditEvent, CalendarFeed, SystemSetting, User } from "~/models/index.server";
import { toPublicUser } from "~/services/auth.server";
import { forgetSettings } from "~/services/settings.server";
import { DEFAULT_SETTINGS } from "~/utils/settings";
import { addDays, dayIn, wallClockInstant, wallClockOf } from "~/utils/zone-calendar";
import { buildCalendarEvent } from "../../../tests/factories/calendar";
import { buildCase } from "../../../tests/factories/cases";
import { buildUser } from "../../../tests/factories/users";
import {
  FEED_EVENT_LIMIT,
  calendarFeedState,
  createFeed,
  eventIcs,
  feedFor,
  feedSummary,
  revokeFeed,
} from "./feed.server";

/** Issue 38 item 6: an attorney's private calendar feed, and an event's .ics download. */

const ZONE = "America/Chicago";
const SECRET = "Counted 30 days after service, FRCP 6(a)(1)(C)";

/** The text as a reader sees it: folded lines (RFC 5545 3.1) joined again. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");
const tokenOf = (url: string) => /\/calendar\/feed\/([^/]+)\.ics$/.exec(url)![1]!;
/** `20261215T093000` from a day and a time. */
const icsLocal = (day: string, time: string) =>
  `${day.replaceAll("-", "")}T${time.replace(":", "")}00`;

let owner: User;
let other: User;
let client: User;
let admin: User;
const ids = {} as Record<
  "hearing" | "deadline" | "limitation" | "attended" | "othersCase" | "tooLate" | "tooEarly",
  number
>;
let caseA: number;
let today: string;

beforeAll(async () => {
  await SystemSetting.upsert({ ...DEFAULT_SETTINGS, id: 1, timeZone: ZONE });
  forgetSettings();
  today = dayIn(ZONE);
  [owner, other, client, admin] = await Promise.all([
    buildUser({ role: "staff", firstName: "Ada", lastName: "Owner" }),
    buildUser({ role: "staff", firstName: "Ben", lastName: "Other" }),
    buildUser({ role: "client", firstName: "Cora", lastName: "Clientname" }),
    buildUser({ role: "admin" }),
  ]);
  const mine = await buildCase({ client, staffId: owner.id, title: "Clientname v. Big Store" });
  const theirs = await buildCase({ staffId: other.id, title: "Someone v. Else" });
  caseA = mine.id;
  const at = (days: number, time: string) => wallClockInstant(addDays(today, days), time, ZONE);
  const day = (days: number) => new Date(`${addDays(today, days)}T00:00:00.000Z`);
  // What the owner's feed holds (hearing, deadline, limitation, attended) and what it must not.
  const plan: Record<keyof typeof ids, Parameters<typeof buildCalendarEvent>[0]> = {
    hearing: {
      caseId: mine.id,
      title: "Hearing on the motion to compel",
      startsAt: at(2, "09:30"),
      endsAt: at(2, "11:00"),
      location: "Courtroom 4B",
      sharedWithClient: true,
    },
    deadline: {
      caseId: mine.id,
      type: "deadline",
      title: "Answer due",
      startsAt: day(10),
      allDay: true,
      explanation: SECRET,
    },
    limitation: {
      caseId: mine.id,
      type: "limitation",
      title: "Statute of limitations",
      startsAt: day(200),
      allDay: true,
      confirmed: false,
    },
    attended: {
      caseId: theirs.id,
      type: "deposition",
      title: "Deposition of the store manager",
      startsAt: at(5, "14:00"),
      attendeeIds: [owner.id],
    },
    othersCase: {
      caseId: theirs.id,
      type: "mediation",
      title: "Mediation the owner does not attend",
      startsAt: at(3, "10:00"),
    },
    tooLate: { caseId: mine.id, title: "Trial next year", startsAt: day(400) },
    tooEarly: { caseId: mine.id, title: "Old hearing", startsAt: at(-45, "09:00") },
  };
  for (const [key, event] of Object.entries(plan)) {
    ids[key as keyof typeof ids] = (await buildCalendarEvent(event)).id;
  }
});

describe("the calendar feed", () => {
  it("holds the owner's cases' events and those they attend, from 30 days back to a year on", async () => {
    const { url, renewed } = await createFeed(toPublicUser(owner), { origin: "http://localhost" });
    expect(renewed).toBe(false);
    expect(url).toMatch(/^http:\/\/localhost\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const text = unfold(await feedFor(tokenOf(url), { origin: "http://localhost" }));
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    const uids = [...text.matchAll(/^UID:(.+)$/gm)].map((match) => match[1]);
    expect(uids.sort()).toEqual(
      [ids.hearing, ids.deadline, ids.limitation, ids.attended]
        .map((id) => `event-${id}@localhost`)
        .sort(),
    );
    // Another attorney's case's event, and those outside the window, are not in it.
    expect(text).not.toContain("Mediation the owner does not attend");
    expect(text).not.toContain("Trial next year");
    expect(text).not.toContain("Old hearing");
  });

  it("writes titles, times, case numbers and locations, and never explanations or the client", async () => {
    const { url } = await createFeed(toPublicUser(owner), { origin: "http://localhost" });
    const text = unfold(await feedFor(tokenOf(url), { origin: "http://localhost" }));
    const hearing = eventBlock(text, ids.hearing);
    expect(hearing).toContain(`SUMMARY:Hearing on the motion to compel (Case #${caseA})\r\n`);
    expect(hearing).toContain("LOCATION:Courtroom 4B\r\n");
    expect(hearing).toContain(`URL;VALUE=URI:http://localhost/cases/${caseA}?tab=dates\r\n`);
    expect(hearing).toContain("CLASS:PRIVATE\r\n");
    // Timed: on the firm's clock, with the zone's rules in the calendar.
    expect(hearing).toContain(`DTSTART;TZID=${ZONE}:${icsLocal(addDays(today, 2), "09:30")}\r\n`);
    expect(hearing).toContain(`DTEND;TZID=${ZONE}:${icsLocal(addDays(today, 2), "11:00")}\r\n`);
    expect(text).toContain(`BEGIN:VTIMEZONE\r\nTZID:${ZONE}\r\n`);
    expect(text).toContain(`X-WR-TIMEZONE:${ZONE}\r\n`);
    // An event they attend on another attorney's case links to the calendar, not to a case page
    // that would answer them 404.
    expect(eventBlock(text, ids.attended)).toContain(
      `URL;VALUE=URI:http://localhost/calendar?month=${addDays(today, 5).slice(0, 7)}\r\n`,
    );
    // All-day: DATE values, ending the day after.
    const deadline = eventBlock(text, ids.deadline);
    expect(deadline).toContain(`DTSTART;VALUE=DATE:${addDays(today, 10).replaceAll("-", "")}\r\n`);
    expect(deadline).toContain(`DTEND;VALUE=DATE:${addDays(today, 11).replaceAll("-", "")}\r\n`);
    expect(deadline).toContain(`SUMMARY:Answer due (Case #${caseA})\r\n`);
    // An unconfirmed limitation date says so.
    expect(eventBlock(text, ids.limitation)).toContain(
      `SUMMARY:Statute of limitations (unconfirmed) (Case #${caseA})\r\n`,
    );
    for (const secret of [SECRET, "FRCP", "DESCRIPTION", "Clientname", client.email, "Big Store"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("writes UTC instants when the firm's zone is UTC", async () => {
    await SystemSetting.upsert({ ...DEFAULT_SETTINGS, id: 1, timeZone: "UTC" });
    forgetSettings();
    try {
      const { url } = await createFeed(toPublicUser(owner), { origin: "http://localhost" });
      const text = unfold(await feedFor(tokenOf(url), { origin: "http://localhost" }));
      const start = wallClockOf(wallClockInstant(addDays(today, 2), "09:30", ZONE), "UTC");
      expect(eventBlock(text, ids.hearing)).toContain(
        `DTSTART:${icsLocal(start.day, start.time)}Z\r\n`,
      );
      expect(text).not.toContain("VTIMEZONE");
    } finally {
      await SystemSetting.upsert({ ...DEFAULT_SETTINGS, id: 1, timeZone: ZONE });
      forgetSettings();
    }
  });

  it("renewing makes the old URL answer 404; turning it off makes the last one 404 too", async () => {
    const attorney = await buildUser({ role: "staff" });
    const me = toPublicUser(attorney);
    const first = await createFeed(me, { ip: "10.1.2.3" });
    expect(await feedFor(tokenOf(first.url))).toContain("BEGIN:VCALENDAR");
    const second = await createFeed(me);
    expect(second.renewed).toBe(true);
    expect(second.url).not.toBe(first.url);
    await expect(feedFor(tokenOf(first.url))).rejects.toMatchObject({ status: 404 });
    expect(await feedFor(tokenOf(second.url))).toContain("BEGIN:VCALENDAR");
    expect(await calendarFeedState(me)).toMatchObject({ active: true });
    // Only the hash is kept.
    const row = await CalendarFeed.findByPk(attorney.id);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(tokenOf(second.url));

    expect(await revokeFeed(me)).toEqual({ revoked: true });
    await expect(feedFor(tokenOf(second.url))).rejects.toMatchObject({ status: 404 });
    expect(await calendarFeedState(me)).toEqual({ active: false, createdAt: null });
    expect(await revokeFeed(me)).toEqual({ revoked: false });

    const audited = await AuditEvent.findAll({
      where: { actorId: attorney.id },
      order: [["id", "ASC"]],
    });
    expect(audited.map((row) => [row.action, row.targetType, row.targetId, row.details])).toEqual([
      ["feed_created", "user", String(attorney.id), { renewed: false }],
      ["feed_created", "user", String(attorney.id), { renewed: true }],
      ["feed_revoked", "user", String(attorney.id), null],
    ]);
    expect(audited[0]!.ipAddress).toBe("10.1.2.3");
  });

  it("answers 404 for a disabled account's feed, one no longer an attorney's, and tokens of no feed", async () => {
    const attorney = await buildUser({ role: "staff" });
    const { url } = await createFeed(toPublicUser(attorney));
    await User.update({ disabledAt: new Date() }, { where: { id: attorney.id } });
    await expect(feedFor(tokenOf(url))).rejects.toMatchObject({ status: 404 });
    await User.update({ disabledAt: null, role: "admin" }, { where: { id: attorney.id } });
    await expect(feedFor(tokenOf(url))).rejects.toMatchObject({ status: 404 });
    await User.update({ role: "staff" }, { where: { id: attorney.id } });
    expect(await feedFor(tokenOf(url))).toContain("BEGIN:VCALENDAR");
    for (const token of [undefined, "", "short", "x".repeat(43), `${tokenOf(url)}.ics`]) {
      await expect(feedFor(token)).rejects.toMatchObject({ status: 404 });
    }
  });

  it("is an attorney's own: administrators and clients have none (403)", async () => {
    for (const user of [admin, client]) {
      await expect(createFeed(toPublicUser(user))).rejects.toMatchObject({ status: 403 });
      await expect(revokeFeed(toPublicUser(user))).rejects.toMatchObject({ status: 403 });
    }
    expect(FEED_EVENT_LIMIT).toBeGreaterThanOrEqual(1000);
  });

  it("marks an unconfirmed date whose title does not say so already", () => {
    expect(feedSummary({ title: "Filing deadline", caseId: 7, confirmed: false })).toBe(
      "Filing deadline (unconfirmed) (Case #7)",
    );
    expect(
      feedSummary({ title: "Statute of limitations (unconfirmed)", caseId: 7, confirmed: false }),
    ).toBe("Statute of limitations (unconfirmed) (Case #7)");
  });
});

describe("an event's .ics download", () => {
  it("is the case's attorney's and an administrator's; another attorney's is 404", async () => {
    const { fileName, text } = await eventIcs(toPublicUser(owner), ids.deadline, {
      origin: "http://localhost",
    });
    expect(fileName).toBe(`event-${ids.deadline}.ics`);
    const unfolded = unfold(text);
    expect(unfolded).toContain(`UID:event-${ids.deadline}@localhost\r\n`);
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(unfolded).not.toContain(SECRET);
    expect(await eventIcs(toPublicUser(admin), ids.deadline)).toMatchObject({
      fileName: `event-${ids.deadline}.ics`,
    });
    await expect(eventIcs(toPublicUser(other), ids.deadline)).rejects.toMatchObject({
      status: 404,
    });
    // Attending an event on another attorney's case is not reading that case.
    await expect(eventIcs(toPublicUser(owner), ids.attended)).rejects.toMatchObject({
      status: 404,
    });
    for (const id of [999_999, "nope", -1]) {
      await expect(eventIcs(toPublicUser(owner), id)).rejects.toMatchObject({ status: 404 });
    }
  });

  it("is the client's only for a shared event of their own case, linking to their portal", async () => {
    const shared = unfold(
      (await eventIcs(toPublicUser(client), ids.hearing, { origin: "http://localhost" })).text,
    );
    expect(shared).toContain(`URL;VALUE=URI:http://localhost/client-portal?case=${caseA}\r\n`);
    await expect(eventIcs(toPublicUser(client), ids.deadline)).rejects.toMatchObject({
      status: 404,
    });
    const stranger = await buildUser({ role: "client" });
    await expect(eventIcs(toPublicUser(stranger), ids.hearing)).rejects.toMatchObject({
      status: 404,
    });
  });
});

/** One VEVENT of the text, by its event's id. */
function eventBlock(text: string, id: number): string {
  const block = text
    .split("BEGIN:VEVENT\r\n")
    .slice(1)
    .find((part) => part.includes(`UID:event-${id}@`));
  if (!block) throw new Error(`event ${id} is not in the feed`);
  return block.split("END:VEVENT")[0]!;
}
