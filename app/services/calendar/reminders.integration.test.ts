import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Op } from "sequelize";
import {
  CalendarEvent,
  CalendarReminder,
  DigestItem,
  LegalCase,
  Notification,
  OutboxMessage,
  SystemSetting,
  sequelize,
} from "~/models/index.server";
import { DEFAULT_SETTINGS } from "~/utils/settings";
import { addDays, dayIn, wallClockInstant } from "~/utils/zone-calendar";
import { buildCase } from "../../../tests/factories/cases";
import { buildUser } from "../../../tests/factories/users";
import { toPublicUser } from "../auth.server";
import { forgetSettings } from "../settings.server";
import { createCalendarEvent, deleteCalendarEvent, updateCalendarEvent } from "./events.server";
import { syncLimitationEvent } from "./limitation.server";
import { REMINDER_TIME, sendDueReminders } from "./reminders.server";

/** The firm's clock: 08:00 here is 13:00 (or 12:00 in summer) UTC. */
const ZONE = "America/New_York";
const MINUTE = 60_000;

beforeAll(async () => {
  await SystemSetting.upsert({ id: 1, ...DEFAULT_SETTINGS, timeZone: ZONE });
  forgetSettings();
});

afterAll(async () => {
  await SystemSetting.destroy({ where: { id: 1 } });
  forgetSettings();
});

// Each test's reminders are its own: the scheduler reads the whole table.
beforeEach(async () => {
  await CalendarReminder.destroy({ where: {} });
  await OutboxMessage.destroy({ where: {} });
  await DigestItem.destroy({ where: {} });
});

const today = () => dayIn(ZONE);
const dueOn = (day: string) => wallClockInstant(day, REMINDER_TIME, ZONE);

async function attorneyWithCase(title = "Rivera v. Keystone") {
  const attorney = await buildUser({ role: "staff", firstName: "Jordan", lastName: "Lee" });
  const legalCase = await buildCase({ staffId: attorney.id, title });
  return { attorney, user: toPublicUser(attorney), legalCase };
}

/** An all-day deadline `inDays` from the firm's today, reminded at `reminderDays`. */
function deadline(
  user: ReturnType<typeof toPublicUser>,
  caseId: number,
  inDays: number,
  reminderDays: number[],
  extra: Record<string, unknown> = {},
) {
  return createCalendarEvent(user, {
    caseId,
    type: "deadline",
    title: "Expert disclosures due",
    startsAt: addDays(today(), inDays),
    allDay: true,
    reminderDays,
    ...extra,
  });
}

const remindersOf = async (eventId: number) =>
  (
    await CalendarReminder.findAll({
      where: { eventId },
      order: [["leadDays", "DESC"]],
    })
  ).map((row) => ({
    leadDays: row.leadDays,
    dueAt: new Date(row.dueAt).toISOString(),
    sent: row.sentAt !== null,
  }));

const reminderNotifications = (caseId: number) =>
  Notification.findAll({
    where: { relatedCaseId: caseId, title: { [Op.like]: "Reminder:%" } },
    order: [["userId", "ASC"]],
  });

/** Saves the case's facts and its calendar's limitation date, as the case's services do. */
const saveCase = (row: LegalCase) =>
  sequelize.transaction(async (transaction) => {
    await row.save({ transaction });
    await syncLimitationEvent(row, transaction);
  });

/** The limitation date `inDays` from today on a new case, set by the attorney, unconfirmed. */
async function limitationCase(inDays: number) {
  const { attorney, legalCase } = await attorneyWithCase("Ortiz v. City Transit");
  const row = (await LegalCase.findByPk(legalCase.id))!;
  row.limitationDate = addDays(today(), inDays);
  row.limitationSetBy = "attorney";
  row.limitationReason = "Notice of claim period";
  await saveCase(row);
  const event = (await CalendarEvent.findOne({ where: { caseId: row.id, type: "limitation" } }))!;
  return { attorney, row, event };
}

describe("reminder rows follow the event", () => {
  it("are made with the event, due at 08:00 firm time, leaving out the leads whose day went by", async () => {
    const { user, legalCase } = await attorneyWithCase();
    const event = await deadline(user, legalCase.id, 10, [30, 7, 1, 0]);
    const day = addDays(today(), 10);
    // No late "in 30 days" for a deadline in 10.
    expect(await remindersOf(event.id)).toEqual([
      { leadDays: 7, dueAt: dueOn(addDays(day, -7)).toISOString(), sent: false },
      { leadDays: 1, dueAt: dueOn(addDays(day, -1)).toISOString(), sent: false },
      { leadDays: 0, dueAt: dueOn(day).toISOString(), sent: false },
    ]);
    expect(dueOn(day).toISOString()).toMatch(/T1[23]:00:00.000Z$/);
  });

  it("keeps today's lead though its hour has passed; none for an event behind or after it began", async () => {
    const { user, legalCase } = await attorneyWithCase();
    const tomorrow = await createCalendarEvent(user, {
      caseId: legalCase.id,
      type: "hearing",
      title: "Case management conference",
      startsAt: `${addDays(today(), 1)}T23:30`,
      allDay: false,
      reminderDays: [7, 1],
    });
    expect(await remindersOf(tomorrow.id)).toEqual([
      { leadDays: 1, dueAt: dueOn(today()).toISOString(), sent: false },
    ]);
    const past = await deadline(user, legalCase.id, -1, [7, 1, 0]);
    expect(await remindersOf(past.id)).toEqual([]);
    // Its own morning's reminder would come after a 07:30 hearing.
    const early = await createCalendarEvent(user, {
      caseId: legalCase.id,
      type: "hearing",
      title: "Early calendar call",
      startsAt: `${addDays(today(), 2)}T07:30`,
      allDay: false,
      reminderDays: [1, 0],
    });
    expect((await remindersOf(early.id)).map((reminder) => reminder.leadDays)).toEqual([1]);
  });

  it("are replaced when the start or lead times change; one sent stays unless it falls due again", async () => {
    const { user, legalCase } = await attorneyWithCase();
    const event = await deadline(user, legalCase.id, 20, [7, 1]);
    const day = addDays(today(), 20);
    await CalendarReminder.update(
      { sentAt: new Date(), claimedBy: "test" },
      { where: { eventId: event.id, leadDays: 7 } },
    );

    await updateCalendarEvent(user, event.id, { reminderDays: [14, 7, 1] });
    expect(await remindersOf(event.id)).toEqual([
      { leadDays: 14, dueAt: dueOn(addDays(day, -14)).toISOString(), sent: false },
      { leadDays: 7, dueAt: dueOn(addDays(day, -7)).toISOString(), sent: true },
      { leadDays: 1, dueAt: dueOn(addDays(day, -1)).toISOString(), sent: false },
    ]);

    // Postponed by ten days: the 7-day reminder is due again, for the new date.
    const later = addDays(day, 10);
    await updateCalendarEvent(user, event.id, { startsAt: later, allDay: true });
    expect(await remindersOf(event.id)).toEqual([
      { leadDays: 14, dueAt: dueOn(addDays(later, -14)).toISOString(), sent: false },
      { leadDays: 7, dueAt: dueOn(addDays(later, -7)).toISOString(), sent: false },
      { leadDays: 1, dueAt: dueOn(addDays(later, -1)).toISOString(), sent: false },
    ]);

    // A title alone leaves them as they are; removing the event removes them.
    const before = await CalendarReminder.findAll({ where: { eventId: event.id } });
    await updateCalendarEvent(user, event.id, { title: "Expert disclosures (amended)" });
    const after = await CalendarReminder.findAll({ where: { eventId: event.id } });
    expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
    await deleteCalendarEvent(user, event.id);
    expect(await CalendarReminder.count({ where: { eventId: event.id } })).toBe(0);
  });

  it("follow the case's limitation date at 180, 90, 30, 7 and 1 days, and go with it", async () => {
    const { row, event } = await limitationCase(100);
    const day = addDays(today(), 100);
    expect((await remindersOf(event.id)).map((reminder) => reminder.leadDays)).toEqual([
      90, 30, 7, 1,
    ]);
    row.limitationDate = addDays(today(), 200);
    await saveCase(row);
    const moved = addDays(today(), 200);
    expect(await remindersOf(event.id)).toEqual(
      [180, 90, 30, 7, 1].map((leadDays) => ({
        leadDays,
        dueAt: dueOn(addDays(moved, -leadDays)).toISOString(),
        sent: false,
      })),
    );
    expect(day).not.toBe(moved);
    row.limitationDate = null;
    await saveCase(row);
    expect(await CalendarReminder.count({ where: { eventId: event.id } })).toBe(0);
  });
});

describe("the scheduler", () => {
  it("sends each due reminder once when two servers run at the same time, and not again after a restart", async () => {
    const { user, legalCase } = await attorneyWithCase();
    const events = [];
    for (let i = 0; i < 5; i += 1) events.push(await deadline(user, legalCase.id, 8, [7]));
    const notYet = await deadline(user, legalCase.id, 9, [7]);
    const now = new Date(dueOn(addDays(today(), 1)).getTime() + MINUTE);

    const [a, b] = await Promise.all([
      sendDueReminders({ now, server: "server-a" }),
      sendDueReminders({ now, server: "server-b" }),
    ]);
    expect(a.sent + b.sent).toBe(5);
    expect(a.failed + b.failed).toBe(0);
    const rows = await CalendarReminder.findAll({ where: { eventId: events.map((e) => e.id) } });
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);
    // Each row names the one server that sent it, and each server's count is its rows.
    expect(rows.filter((row) => row.claimedBy === "server-a")).toHaveLength(a.sent);
    expect(rows.filter((row) => row.claimedBy === "server-b")).toHaveLength(b.sent);
    const sent = await reminderNotifications(legalCase.id);
    expect(sent).toHaveLength(5);
    expect(await OutboxMessage.count({ where: { kind: "reminders" } })).toBe(5);

    // A restart, and another server: the database says they went out.
    const again = await sendDueReminders({ now, server: "server-c" });
    expect(again).toEqual({ sent: 0, passedOver: 0, taken: 0, failed: 0 });
    expect(await reminderNotifications(legalCase.id)).toHaveLength(5);
    expect(await OutboxMessage.count({ where: { kind: "reminders" } })).toBe(5);
    expect((await remindersOf(notYet.id))[0]!.sent).toBe(false);
  });

  it("tells the case's attorney and the attendees, in the bell and by an e-mail without the title", async () => {
    const { attorney, user, legalCase } = await attorneyWithCase();
    const colleague = await buildUser({ role: "staff", firstName: "Sam" });
    const admin = await buildUser({ role: "admin" });
    const event = await createCalendarEvent(user, {
      caseId: legalCase.id,
      type: "deposition",
      title: "Deposition of Dr. Hargrove",
      startsAt: `${addDays(today(), 7)}T10:00`,
      allDay: false,
      attendeeIds: [colleague.id],
      reminderDays: [7],
    });
    const result = await sendDueReminders({
      now: new Date(dueOn(today()).getTime() + MINUTE),
    });
    expect(result.sent).toBe(1);
    const sent = await reminderNotifications(legalCase.id);
    expect(sent.map((row) => row.userId)).toEqual(
      [attorney.id, colleague.id].sort((x, y) => x - y),
    );
    expect(sent.map((row) => row.userId)).not.toContain(admin.id);
    expect(sent[0]).toMatchObject({
      type: "deadline",
      title: "Reminder: Deposition of Dr. Hargrove in 7 days",
      actionUrl: `/cases/${legalCase.id}?tab=dates`,
    });
    expect(sent[0]!.message).toContain(`Deposition on Case #${legalCase.id}`);
    expect(sent[0]!.message).toContain("at 10:00");
    expect(event.id).toBeGreaterThan(0);

    const mail = await OutboxMessage.findAll({
      where: { kind: "reminders" },
      order: [["id", "ASC"]],
    });
    expect(mail.map((message) => message.recipientId).sort()).toEqual(
      [attorney.id, colleague.id].sort(),
    );
    for (const message of mail) {
      expect(message.subject).toContain(`A reminder for Case #${legalCase.id}`);
      expect(message.bodyText).toContain(`/cases/${legalCase.id}?tab=dates`);
      for (const secret of ["Hargrove", "Deposition", legalCase.title]) {
        expect(message.subject + message.bodyText).not.toContain(secret);
      }
    }
  });

  it("tells the active administrators of a limitation date only while it is unconfirmed", async () => {
    const admin = await buildUser({ role: "admin", firstName: "Avery" });
    const disabledAdmin = await buildUser({ role: "admin" });
    await disabledAdmin.update({ disabledAt: new Date() });
    const { attorney, row, event } = await limitationCase(7);
    const day = addDays(today(), 7);

    await sendDueReminders({ now: new Date(dueOn(today()).getTime() + MINUTE) });
    const first = await reminderNotifications(row.id);
    const told = first.map((notification) => notification.userId);
    expect(told).toContain(attorney.id);
    expect(told).toContain(admin.id);
    expect(told).not.toContain(disabledAdmin.id);
    const attorneys = first.find((notification) => notification.userId === attorney.id)!;
    expect(attorneys.title).toBe("Reminder: Statute of limitations (unconfirmed) in 7 days");
    expect(attorneys.message).toContain(`Limitation date on Case #${row.id}`);
    expect(attorneys.message).toContain("No attorney has confirmed this date yet.");
    expect(await OutboxMessage.count({ where: { kind: "reminders", recipientId: admin.id } })).toBe(
      1,
    );

    // Confirmed: the next reminder goes to the attorney alone.
    row.limitationConfirmedAt = new Date();
    row.limitationConfirmedBy = attorney.id;
    await saveCase(row);
    await Notification.destroy({ where: { relatedCaseId: row.id } });
    await sendDueReminders({ now: new Date(dueOn(addDays(day, -1)).getTime() + MINUTE) });
    const second = await reminderNotifications(row.id);
    expect(second.map((notification) => [notification.userId, notification.title])).toEqual([
      [attorney.id, "Reminder: Statute of limitations tomorrow"],
    ]);
    expect((await remindersOf(event.id)).map((reminder) => reminder.sent)).toEqual([true, true]);
  });

  it("passes over a reminder whose event is behind, and one a nearer reminder speaks for", async () => {
    const { user, legalCase } = await attorneyWithCase();
    const hearing = await createCalendarEvent(user, {
      caseId: legalCase.id,
      type: "hearing",
      title: "Motion hearing",
      startsAt: `${addDays(today(), 3)}T09:00`,
      allDay: false,
      reminderDays: [1],
    });
    const hearingStart = new Date(hearing.startsAt);
    const behind = await sendDueReminders({ now: new Date(hearingStart.getTime() + MINUTE) });
    expect(behind).toMatchObject({ sent: 0, passedOver: 1 });
    expect(await remindersOf(hearing.id)).toEqual([
      expect.objectContaining({ leadDays: 1, sent: true }),
    ]);

    // The servers were down for the 7-day reminder; the 1-day one alone is sent.
    const filing = await deadline(user, legalCase.id, 10, [7, 1]);
    const late = await sendDueReminders({
      now: new Date(dueOn(addDays(today(), 9)).getTime() + MINUTE),
    });
    expect(late).toMatchObject({ sent: 1, passedOver: 1 });
    const sent = await reminderNotifications(legalCase.id);
    expect(sent.map((notification) => notification.title)).toEqual([
      "Reminder: Expert disclosures due tomorrow",
    ]);
    expect((await remindersOf(filing.id)).map((reminder) => reminder.sent)).toEqual([true, true]);
  });
});
