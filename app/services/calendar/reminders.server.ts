import { hostname } from "node:os";
import { Op, type Transaction } from "sequelize";
import {
  CalendarEvent,
  CalendarEventAttendee,
  CalendarReminder,
  LegalCase,
  User,
  sequelize,
} from "~/models/index.server";
import { EVENT_TYPE_LABELS } from "~/utils/calendar";
import { caseUrl } from "~/utils/case-urls";
import { logger } from "~/utils/logger.server";
import { addDays, dayIn, wallClockInstant } from "~/utils/zone-calendar";
import { caseRef } from "../mail/alerts.server";
import { notifyUsers } from "../notifications.server";
import { getSettings } from "../settings.server";
import { eventDay, leadDaysOf, whenWords } from "./events.server";
import { placeEventsInFirmZone } from "./rezone.server";

/**
 * Reminders of the calendar's dates (issue 38 item 5). Each event has a row per lead time, due at
 * REMINDER_TIME in the firm's time zone that many days before its day, kept in step with the
 * event in the transaction that writes it. The scheduler, in each server process, claims the due
 * rows one by one, each in its own transaction that also writes the bell notifications and queues
 * the e-mail alerts: the row's sent_at is the database's record that it went out, so a reminder
 * is sent once however many servers run and however often they restart.
 */

/** The morning of the reminder's day in the firm's time zone. */
export const REMINDER_TIME = "08:00";
/** How often each server looks for due reminders. */
export const REMINDER_POLL_MS = 60_000;
const BATCH = 20;
/** Which server sent a reminder (calendar_reminders.claimed_by). */
const THIS_SERVER = `${hostname()}:${process.pid}`.slice(0, 64);

type Dated = Pick<CalendarEvent, "startsAt" | "allDay">;

/** Behind us: a timed event once it has begun, an all-day one once its day is over. */
function isPast(event: Dated, zone: string, now: Date): boolean {
  return event.allDay
    ? eventDay(event, zone) < dayIn(zone, now)
    : new Date(event.startsAt).getTime() <= now.getTime();
}

/**
 * The reminders an event gets when scheduled at `now`: each lead time whose day is today or
 * later. A lead whose day went by is left out (no "in 7 days" for an event in 3), while today's
 * stays though its hour may have passed (an event scheduled at 10:00 for tomorrow is still
 * reminded, at once); an event already behind gets none, nor a lead due after the event begins.
 */
export function reminderTimes(
  event: Dated & Pick<CalendarEvent, "reminderDays">,
  zone: string,
  now = new Date(),
): Array<{ leadDays: number; dueAt: Date }> {
  if (isPast(event, zone, now)) return [];
  const day = eventDay(event, zone);
  const today = dayIn(zone, now);
  return (
    [...new Set(leadDaysOf(event.reminderDays))]
      .map((leadDays) => ({ leadDays, on: addDays(day, -leadDays) }))
      .filter(({ on }) => on >= today)
      .map(({ leadDays, on }) => ({ leadDays, dueAt: wallClockInstant(on, REMINDER_TIME, zone) }))
      // A timed event's own morning may come after it (a 07:30 hearing): no reminder then.
      .filter(({ dueAt }) => event.allDay || dueAt.getTime() < new Date(event.startsAt).getTime())
  );
}

/**
 * Keeps an event's reminders in step with its start and lead times, in the caller's transaction
 * (creating or changing the event): the unsent ones are replaced. A sent one stays as the record
 * of what went out, unless the event moved and the same lead time falls due again.
 */
export async function scheduleReminders(
  event: Dated & Pick<CalendarEvent, "id" | "reminderDays">,
  transaction: Transaction,
  now = new Date(),
  /** The event did not move (the firm's clocks did): what went out stays the record. */
  options: { keepSent?: boolean } = {},
): Promise<void> {
  const { timeZone } = await getSettings();
  const wanted = new Map(
    reminderTimes(event, timeZone, now).map(({ leadDays, dueAt }) => [leadDays, dueAt]),
  );
  const rows = await CalendarReminder.findAll({
    where: { eventId: event.id },
    lock: transaction.LOCK.UPDATE,
    transaction,
  });
  const replaced: number[] = [];
  for (const row of rows) {
    const dueAt = wanted.get(row.leadDays);
    if (dueAt && dueAt.getTime() === new Date(row.dueAt).getTime()) {
      wanted.delete(row.leadDays); // as it was, sent or not
    } else if (row.sentAt && options.keepSent) {
      wanted.delete(row.leadDays);
    } else if (!row.sentAt || dueAt) {
      replaced.push(row.id);
    }
  }
  if (replaced.length > 0) {
    await CalendarReminder.destroy({ where: { id: replaced }, transaction });
  }
  if (wanted.size > 0) {
    await CalendarReminder.bulkCreate(
      [...wanted].map(([leadDays, dueAt]) => ({ eventId: event.id, leadDays, dueAt })),
      { transaction },
    );
  }
}

/**
 * Takes the reminder for this server, in its transaction: no other server's transaction can then
 * take it, and it is taken for good when the transaction commits. MariaDB/MySQL pass over a row
 * another server holds (SKIP LOCKED) rather than wait for it; SQLite writes one transaction at a
 * time, and the conditional update finds the row already sent.
 */
async function claim(id: number, server: string, now: Date, transaction: Transaction) {
  if (sequelize.getDialect() !== "sqlite") {
    const free = await CalendarReminder.findOne({
      attributes: ["id"],
      where: { id, sentAt: null },
      lock: transaction.LOCK.UPDATE,
      skipLocked: true,
      transaction,
    });
    if (!free) return false;
  }
  const [claimed] = await CalendarReminder.update(
    { sentAt: now, claimedBy: server },
    { where: { id, sentAt: null }, transaction },
  );
  return claimed === 1;
}

type EventToRemind = CalendarEvent & {
  case?: Pick<LegalCase, "id" | "staffId">;
  attendees?: CalendarEventAttendee[];
};

/**
 * Who is reminded, as things stand when it is sent: the case's attorney and the event's
 * attendees, and every administrator while a limitation date is unconfirmed; none disabled.
 */
async function recipientsOf(event: EventToRemind, transaction: Transaction): Promise<number[]> {
  const named = [
    ...(event.case?.staffId ? [event.case.staffId] : []),
    ...(event.attendees ?? []).map((attendee) => attendee.userId),
  ];
  const unconfirmed = event.type === "limitation" && !event.confirmed;
  const people = await User.findAll({
    attributes: ["id"],
    where: {
      disabledAt: null,
      [Op.or]: [{ id: named }, ...(unconfirmed ? [{ role: "admin" }] : [])],
    },
    order: [["id", "ASC"]],
    transaction,
  });
  return people.map((person) => person.id);
}

/** "today", "tomorrow", "in 30 days": from the firm's today to the event's day. */
function inDays(day: string, today: string): string {
  const days = Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);
  return days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`;
}

type Outcome = "sent" | "passedOver" | "taken";

/**
 * Claims one reminder and tells its people, in one transaction. Passed over (marked sent, no one
 * told): an event already behind, or one whose nearer reminder is due too (after the servers were
 * down, the nearest speaks alone).
 */
async function sendReminder(
  id: number,
  now: Date,
  server: string,
  transaction: Transaction,
): Promise<Outcome> {
  if (!(await claim(id, server, now, transaction))) return "taken";
  const reminder = (await CalendarReminder.findByPk(id, {
    include: [
      {
        model: CalendarEvent,
        as: "event",
        include: [
          { model: LegalCase, as: "case", attributes: ["id", "staffId"] },
          { model: CalendarEventAttendee, as: "attendees", attributes: ["userId"] },
        ],
      },
    ],
    transaction,
  })) as (CalendarReminder & { event?: EventToRemind }) | null;
  const event = reminder?.event;
  if (!reminder || !event) return "passedOver";
  const { timeZone } = await getSettings();
  if (isPast(event, timeZone, now)) return "passedOver";
  const nearer = await CalendarReminder.count({
    where: {
      eventId: event.id,
      leadDays: { [Op.lt]: reminder.leadDays },
      dueAt: { [Op.lte]: now },
    },
    transaction,
  });
  if (nearer > 0) return "passedOver";
  const recipients = await recipientsOf(event, transaction);
  if (recipients.length === 0) return "passedOver";
  const day = eventDay(event, timeZone);
  const unconfirmed = event.type === "limitation" && !event.confirmed;
  await notifyUsers(
    recipients,
    {
      type: "deadline",
      title: `Reminder: ${event.title} ${inDays(day, dayIn(timeZone, now))}`,
      message: [
        `${EVENT_TYPE_LABELS[event.type]} on ${caseRef(event.caseId)}, ${whenWords(event, timeZone)}.`,
        ...(unconfirmed ? ["No attorney has confirmed this date yet."] : []),
      ].join(" "),
      actionUrl: caseUrl(event.caseId, "dates"),
      relatedCaseId: event.caseId,
    },
    transaction,
    "reminders",
  );
  return "sent";
}

/**
 * Sends the reminders due at `now`, a small batch at a time, each claimed in its own
 * transaction. Any number of servers may run this at once: each reminder is sent by one of them.
 * Answers what this call did (taken: another server had claimed it first).
 */
export async function sendDueReminders(
  options: { now?: Date; server?: string } = {},
): Promise<Record<Outcome | "failed", number>> {
  const now = options.now ?? new Date();
  const server = options.server ?? THIS_SERVER;
  const tally = { sent: 0, passedOver: 0, taken: 0, failed: 0 };
  // What this pass could not claim or send: not tried again until the next pass.
  const leftOut: number[] = [];
  for (;;) {
    const due = await CalendarReminder.findAll({
      attributes: ["id"],
      where: {
        sentAt: null,
        dueAt: { [Op.lte]: now },
        ...(leftOut.length > 0 ? { id: { [Op.notIn]: leftOut } } : {}),
      },
      order: [
        ["dueAt", "ASC"],
        ["id", "ASC"],
      ],
      limit: BATCH,
    });
    if (due.length === 0) return tally;
    for (const { id } of due) {
      try {
        const outcome = await sequelize.transaction((transaction) =>
          sendReminder(id, now, server, transaction),
        );
        tally[outcome] += 1;
        if (outcome === "taken") leftOut.push(id);
      } catch (error) {
        tally.failed += 1;
        leftOut.push(id);
        logger.error("reminder not sent", {
          reminderId: id,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }
}

let timer: NodeJS.Timeout | null = null;
let running: Promise<unknown> | null = null;

/** One pass, never two at once in this process. */
function pass(): void {
  if (running) return;
  // Events of another time zone than the firm's are placed again before their reminders are read.
  running = placeEventsInFirmZone()
    .then(() => sendDueReminders())
    .catch((error: unknown) =>
      logger.error("reminders failed", {
        error: error instanceof Error ? error.message : String(error),
      }),
    )
    .finally(() => {
      running = null;
    });
}

/** Starts sending reminders (boot): at once, then every REMINDER_POLL_MS. */
export function startReminders(pollMs = REMINDER_POLL_MS): void {
  if (timer) return;
  timer = setInterval(pass, pollMs);
  timer.unref();
  pass();
}

/** Stops sending reminders and waits for the pass under way (shutdown, before the database closes). */
export async function stopReminders(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = null;
  await running;
}
