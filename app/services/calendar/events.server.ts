import { Op, QueryTypes, type Transaction, type WhereOptions } from "sequelize";
import { firstJoin } from "~/db.server";
import {
  CalendarEvent,
  CalendarEventAttendee,
  LegalCase,
  User,
  sequelize,
} from "~/models/index.server";
import {
  CalendarEventPatchSchema,
  type CalendarEventView,
  DEFAULT_LEAD_DAYS,
  EVENT_TYPE_LABELS,
  NewCalendarEventSchema,
  type CalendarEventType,
} from "~/utils/calendar";
import { asDate } from "~/models/named-columns.server";
import { caseUrl, portalCaseUrl } from "~/utils/case-urls";
import { formatDay } from "~/utils/format";
import { can } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import { addDays, dayIn, dayStart, wallClockInstant, wallClockOf } from "~/utils/zone-calendar";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { caseOwners, findVisibleCase } from "../cases.server";
import { notifyUsers } from "../notifications.server";
import { getSettings } from "../settings.server";
import { scheduleReminders } from "./reminders.server";

/** An event as the firm reads it; its client reads only a shared one, without the firm's fields. */
export interface PublicCalendarEvent extends CalendarEventView {
  reminderDays?: number[];
  attendeeIds?: number[];
  explanation?: string | null;
  /** The attorney on its case: whether the reader may open the case. */
  caseStaffId?: number | null;
}

type EventRow = CalendarEvent & {
  case?: Pick<LegalCase, "id" | "title" | "staffId" | "clientId">;
  attendees?: CalendarEventAttendee[];
};

/** The day an event is on in the firm's calendar: its own for an all-day one. */
export function eventDay(row: Pick<CalendarEvent, "startsAt" | "allDay">, zone: string): string {
  return row.allDay
    ? new Date(row.startsAt).toISOString().slice(0, 10)
    : wallClockOf(new Date(row.startsAt), zone).day;
}

function present(row: EventRow, zone: string, firm: boolean): PublicCalendarEvent {
  const shown: PublicCalendarEvent = {
    id: row.id,
    caseId: row.caseId,
    caseTitle: row.case?.title ?? null,
    type: row.type,
    title: row.title,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: row.endsAt ? new Date(row.endsAt).toISOString() : null,
    allDay: Boolean(row.allDay),
    day: eventDay(row, zone),
    location: row.location ?? null,
    sharedWithClient: Boolean(row.sharedWithClient),
    confirmed: Boolean(row.confirmed),
  };
  if (!firm) return shown;
  return {
    ...shown,
    reminderDays: leadDaysOf(row.reminderDays),
    attendeeIds: (row.attendees ?? []).map((attendee) => attendee.userId).sort((a, b) => a - b),
    caseStaffId: row.case?.staffId ?? null,
    explanation: row.explanation ?? null,
  };
}

export const leadDaysOf = (text: string): number[] =>
  text
    .split(",")
    .filter(Boolean)
    .map(Number)
    .filter((days) => Number.isInteger(days) && days >= 0);

/** The most events one list answers (a month of a busy firm fits; say so when it is cut). */
export const EVENT_LIST_LIMIT = 500;
/** The widest window one list reads; one case's, wider. */
const MAX_RANGE_DAYS = 400;
const CASE_RANGE_DAYS = 366 * 12;

export interface CalendarQuery {
  /** First and last day, `YYYY-MM-DD` (defaults: today and 30 days on). */
  from?: string | null;
  to?: string | null;
  /** Only the events of one's own cases and those one attends. */
  mine?: boolean;
  caseId?: unknown;
  types?: CalendarEventType[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The events a user may see in a window of days, soonest first: a client, their cases' shared
 * events; staff, the firm's or (mine) their own cases' and those they attend; an administrator,
 * the firm's. With a case: that case's, under the case's rule (someone else's answers 404).
 * Bounded: `truncated` says the window held more than EVENT_LIST_LIMIT.
 */
export async function listCalendarEvents(
  user: PublicUser,
  query: CalendarQuery = {},
  /** The most it answers (the calendar feed reads a year: more than a month's page). */
  options: { limit?: number } = {},
): Promise<{ events: PublicCalendarEvent[]; truncated: boolean; from: string; to: string }> {
  const limit = options.limit ?? EVENT_LIST_LIMIT;
  const { timeZone } = await getSettings();
  const today = dayIn(timeZone);
  const from = query.from ?? today;
  const to = query.to ?? addDays(from, 30);
  for (const [name, value] of [
    ["from", from],
    ["to", to],
  ] as const) {
    if (!DAY.test(value) || !dayStart(value, timeZone)) {
      throw new ServiceError(400, `${name} must be a day, YYYY-MM-DD`, {
        [name]: [`${name} must be a day, YYYY-MM-DD`],
      });
    }
  }
  const oneCase = query.caseId !== undefined && query.caseId !== null && query.caseId !== "";
  // A case's own events are few: its page reads them years ahead (a limitation date is).
  const widest = oneCase ? CASE_RANGE_DAYS : MAX_RANGE_DAYS;
  if (to < from || addDays(from, widest) < to) {
    throw new ServiceError(400, `to must be on or after from, at most ${widest} days on`, {
      to: [`to must be on or after from, at most ${widest} days on`],
    });
  }
  const where: WhereOptions[] = [{ day: { [Op.between]: [from, to] } }];
  const caseWhere: Record<string, unknown> = {};
  let firm = user.role !== "client";
  if (oneCase) {
    const legalCase = await findVisibleCase(user, query.caseId);
    firm = readsAsFirm(user, legalCase);
    where.push({ caseId: legalCase.id });
  } else if (user.role === "client") {
    caseWhere.clientId = user.id;
  } else if (query.mine) {
    where.push({ id: { [Op.in]: await mineIds(user.id, from, to) } });
  }
  if (!firm) where.push({ sharedWithClient: true });
  if (query.types && query.types.length > 0) where.push({ type: { [Op.in]: query.types } });
  // Plain rows, one per event (the limit counts events), and the shown events' attendees after:
  // built as model instances with the attendees joined in, a case page's few events cost more of
  // the event loop than the rest of its tab, and an event with three attendees took three rows
  // of the limit.
  const rows = (await CalendarEvent.findAll({
    where: { [Op.and]: where },
    include: [
      {
        model: LegalCase,
        as: "case",
        attributes: ["id", "title", "staffId", "clientId"],
        where: caseWhere,
        required: true,
      },
    ],
    // Day first: an all-day event (00:00 UTC) sits with its day's events in any time zone.
    order: [
      ["day", "ASC"],
      ["startsAt", "ASC"],
      ["id", "ASC"],
    ],
    limit: limit + 1,
    raw: true,
    nest: true,
  })) as unknown as EventRow[];
  const truncated = rows.length > limit;
  const shown = rows.slice(0, limit);
  const attending = firm ? await attendanceOf(shown.map((row) => row.id)) : new Map();
  return {
    events: shown.map((row) =>
      present(
        {
          ...row,
          startsAt: asDate(row.startsAt)!,
          endsAt: asDate(row.endsAt),
          attendees: attending.get(row.id) ?? [],
        } as EventRow,
        timeZone,
        firm,
      ),
    ),
    truncated,
    from,
    to,
  };
}

/** Who attends each of these events, by event. */
async function attendanceOf(eventIds: number[]): Promise<Map<number, Array<{ userId: number }>>> {
  const byEvent = new Map<number, Array<{ userId: number }>>();
  if (eventIds.length === 0) return byEvent;
  const rows = (await CalendarEventAttendee.findAll({
    where: { eventId: { [Op.in]: eventIds } },
    attributes: ["eventId", "userId"],
    raw: true,
  })) as unknown as Array<{ eventId: number; userId: number }>;
  for (const row of rows) {
    const list = byEvent.get(Number(row.eventId)) ?? [];
    list.push({ userId: Number(row.userId) });
    byEvent.set(Number(row.eventId), list);
  }
  return byEvent;
}

/**
 * The ids of one's own events in a window of days: those of one's cases, a range of
 * (staff_id, day) (each event carries its case's attorney: migration 20261212-03-event-holders),
 * and those one attends in the window (from one's attendance, each event by its key). Numbers
 * and days only, checked before they reach the text.
 *
 * Read it first, as a table of its own (`FROM (mineSql) mine JOIN calendar_events e ...`, the
 * order forced by firstJoin), never as `e.id IN (mineSql)`: MariaDB cannot turn an IN over a
 * UNION into a join, so it walked the window of the firm's events and ran the UNION for each
 * (a month of /calendar "mine" took 2 s at the bench's scale 5).
 */
export function mineSql(userId: number, from: string, to: string): string {
  const me = Number(userId);
  if (!Number.isInteger(me) || !DAY.test(from) || !DAY.test(to)) throw new Error("mineSql");
  const join = firstJoin(sequelize);
  return (
    `SELECT m.id FROM calendar_events m WHERE m.staff_id = ${me} AND m.day BETWEEN '${from}' AND '${to}' ` +
    `UNION SELECT a.event_id FROM calendar_event_attendees a ${join} calendar_events x ` +
    `ON x.id = a.event_id WHERE a.user_id = ${me} AND x.day BETWEEN '${from}' AND '${to}'`
  );
}

/** The ids of one's own events in a window of days (mineSql), read on their own. */
async function mineIds(userId: number, from: string, to: string): Promise<number[]> {
  const rows = await sequelize.query<{ id: number }>(mineSql(userId, from, to), {
    type: QueryTypes.SELECT,
  });
  return rows.map((row) => Number(row.id));
}

/**
 * Does the user read a case's events as the firm (all of them, with the firm's fields) or as its
 * client (the shared ones only)?
 */
const readsAsFirm = (user: PublicUser, legalCase: LegalCase) =>
  can(user, "readNotes", "case", caseOwners(legalCase));

/**
 * One event, under its case's rule as the calendar lists it: the firm's people on the case read
 * it, its client only a shared one; anyone else's (and one that does not exist) answers 404.
 */
export async function findVisibleEvent(
  user: PublicUser,
  eventId: unknown,
): Promise<PublicCalendarEvent> {
  const id = Number(eventId);
  const row = Number.isInteger(id) && id > 0 ? await CalendarEvent.findByPk(id) : null;
  if (!row) throw new ServiceError(404, "Event not found");
  const legalCase = await findVisibleCase(user, row.caseId).catch(() => {
    throw new ServiceError(404, "Event not found");
  });
  const firm = readsAsFirm(user, legalCase);
  if (!firm && !row.sharedWithClient) throw new ServiceError(404, "Event not found");
  const { timeZone } = await getSettings();
  return present(Object.assign(row, { case: legalCase }), timeZone, firm);
}

const fieldError = (field: string, message: string) =>
  new ServiceError(400, "Please correct the highlighted fields.", { [field]: [message] });

/** A start or end as given (a day, with a time field; or an ISO date-time) placed in time. */
function place(
  value: string,
  time: string | undefined,
  allDay: boolean,
  zone: string,
  field: "startsAt" | "endsAt",
): Date {
  const day = value.slice(0, 10);
  if (allDay) return new Date(`${day}T00:00:00.000Z`);
  if (value.length > 10) {
    // An ISO date-time: with an offset it is that instant, without one the firm's wall clock.
    return /(Z|[+-]\d{2}:\d{2})$/.test(value)
      ? new Date(value)
      : wallClockInstant(day, value.slice(11, 16), zone);
  }
  if (!time) {
    throw fieldError(
      field === "startsAt" ? "startTime" : "endTime",
      field === "startsAt"
        ? "Give the start time, or choose All day"
        : "Give the end time, or leave the end out",
    );
  }
  return wallClockInstant(day, time, zone);
}

interface Placed {
  startsAt: Date;
  endsAt: Date | null;
  allDay: boolean;
}

function placeEvent(
  input: {
    startsAt: string;
    startTime?: string;
    endsAt?: string | null;
    endTime?: string;
    allDay: boolean;
  },
  zone: string,
): Placed {
  const startsAt = place(input.startsAt, input.startTime, input.allDay, zone, "startsAt");
  let endsAt: Date | null = null;
  if (input.endsAt) {
    endsAt = place(input.endsAt, input.endTime, input.allDay, zone, "endsAt");
  } else if (input.endTime && !input.allDay) {
    // An end time alone ends it on the day it starts.
    endsAt = wallClockInstant(wallClockOf(startsAt, zone).day, input.endTime, zone);
  }
  if (endsAt && endsAt < startsAt) {
    throw fieldError(input.endTime ? "endTime" : "endsAt", "The end cannot be before the start");
  }
  return { startsAt, endsAt, allDay: input.allDay };
}

/** The staff members named as attending: each must be one of the firm's attorneys. */
async function attendeesOf(ids: number[] | undefined, transaction?: Transaction) {
  const unique = [...new Set(ids ?? [])];
  if (unique.length === 0) return [];
  const found = await User.findAll({
    where: { id: unique, role: "staff" },
    attributes: ["id"],
    transaction,
  });
  if (found.length !== unique.length) {
    throw fieldError("attendeeIds", "Choose staff members of the firm who attend");
  }
  return unique;
}

/** "Tue Dec 15, 2026 at 09:30" (or the day alone, all day), as notifications say it. */
export function whenWords(placed: Pick<Placed, "startsAt" | "allDay">, zone: string): string {
  const { day, time } = wallClockOf(placed.startsAt, zone);
  return placed.allDay
    ? formatDay(placed.startsAt.toISOString().slice(0, 10))
    : `${formatDay(day)} at ${time}`;
}

/**
 * The attorney on a case (or an administrator) schedules an event on it: its attendees (the
 * firm's staff), shared with the client or the firm's own, reminded at its lead times. The client
 * is told of a shared one; one transaction with its audit event.
 */
export async function createCalendarEvent(
  user: PublicUser,
  input: unknown,
  options: { transaction?: Transaction } = {},
): Promise<PublicCalendarEvent> {
  const values = parseOrThrow(NewCalendarEventSchema, input);
  const legalCase = await findVisibleCase(user, values.caseId, { action: "update" });
  const { timeZone } = await getSettings();
  const placed = placeEvent(values, timeZone);
  const attendeeIds = await attendeesOf(values.attendeeIds);
  const run = async (transaction: Transaction) => {
    const row = await CalendarEvent.create(
      {
        caseId: legalCase.id,
        type: values.type,
        title: values.title,
        ...placed,
        location: values.location || null,
        sharedWithClient: values.sharedWithClient,
        reminderDays: (values.reminderDays ?? DEFAULT_LEAD_DAYS).join(","),
        explanation: values.explanation ?? null,
        createdBy: user.id,
      },
      { transaction },
    );
    if (attendeeIds.length > 0) {
      await CalendarEventAttendee.bulkCreate(
        attendeeIds.map((userId) => ({ eventId: row.id, userId })),
        { transaction },
      );
    }
    await scheduleReminders(row, transaction);
    if (row.sharedWithClient) {
      await notifyUsers(
        [legalCase.clientId],
        {
          type: "case_update",
          title: `${EVENT_TYPE_LABELS[row.type]} scheduled on your case`.slice(0, 255),
          message: `${row.title}, ${whenWords(placed, timeZone)}.`.slice(0, 1000),
          actionUrl: portalCaseUrl(legalCase.id),
          relatedCaseId: legalCase.id,
        },
        transaction,
        "client_event",
      );
    }
    const others = attendeeIds.filter((id) => id !== user.id);
    if (others.length > 0) {
      await notifyUsers(
        others,
        {
          type: "deadline",
          title: `You are attending a ${EVENT_TYPE_LABELS[row.type].toLowerCase()}`,
          message: `${row.title} on Case #${legalCase.id}, ${whenWords(placed, timeZone)}.`,
          actionUrl: caseUrl(legalCase.id, "timeline"),
          relatedCaseId: legalCase.id,
        },
        transaction,
      );
    }
    await audit(transaction, "calendar_event_added", user, ["calendar_event", row.id], {
      caseId: legalCase.id,
      type: row.type,
      startsAt: placed.startsAt.toISOString(),
      sharedWithClient: row.sharedWithClient,
    });
    return present(
      Object.assign(row, {
        case: legalCase,
        attendees: attendeeIds.map((userId) => ({ userId }) as CalendarEventAttendee),
      }),
      timeZone,
      true,
    );
  };
  return options.transaction ? run(options.transaction) : sequelize.transaction(run);
}

/** An event the user may change: on a case they may update; a limitation date never by hand. */
async function changeableEvent(user: PublicUser, eventId: unknown, transaction: Transaction) {
  const id = Number(eventId);
  const row = Number.isInteger(id)
    ? await CalendarEvent.findByPk(id, {
        transaction,
        lock: transaction.LOCK.UPDATE,
        include: [{ model: CalendarEventAttendee, as: "attendees", attributes: ["userId"] }],
      })
    : null;
  if (!row) throw new ServiceError(404, "Event not found");
  // Someone else's case's event answers 404, as one that does not exist.
  const legalCase = await findVisibleCase(user, row.caseId, {
    action: "update",
    transaction,
  }).catch((error: unknown) => {
    throw error instanceof ServiceError && error.status === 404
      ? new ServiceError(404, "Event not found")
      : error;
  });
  if (row.type === "limitation") {
    throw new ServiceError(
      409,
      "The limitation date follows the case's facts: change them, or confirm or set the date on the case.",
    );
  }
  return { row: row as EventRow, legalCase };
}

/** The attorney on its case (or an administrator) changes an event; what is left out stays. */
export async function updateCalendarEvent(
  user: PublicUser,
  eventId: unknown,
  input: unknown,
  /** The case page's: an event of this case only (another case's answers 404). */
  options: { caseId?: number } = {},
): Promise<PublicCalendarEvent> {
  const values = parseOrThrow(CalendarEventPatchSchema, input);
  const { timeZone } = await getSettings();
  const attendeeIds =
    values.attendeeIds === undefined ? undefined : await attendeesOf(values.attendeeIds);
  return sequelize.transaction(async (transaction) => {
    const { row, legalCase } = await changeableEvent(user, eventId, transaction);
    if (options.caseId !== undefined && row.caseId !== options.caseId) {
      throw new ServiceError(404, "Event not found");
    }
    const allDay = values.allDay ?? row.allDay;
    const timesGiven =
      values.startsAt !== undefined ||
      values.endsAt !== undefined ||
      values.startTime !== undefined ||
      values.endTime !== undefined ||
      values.allDay !== undefined;
    const wasAt = new Date(row.startsAt).getTime();
    const wasShared = Boolean(row.sharedWithClient);
    if (timesGiven) {
      const current = wallClockOf(new Date(row.startsAt), timeZone);
      const placed = placeEvent(
        {
          startsAt:
            values.startsAt ??
            (row.allDay ? new Date(row.startsAt).toISOString().slice(0, 10) : current.day),
          startTime: values.startTime ?? (values.startsAt ? undefined : current.time),
          endsAt: values.endsAt === undefined ? null : values.endsAt,
          endTime: values.endTime,
          allDay: Boolean(allDay),
        },
        timeZone,
      );
      Object.assign(row, placed);
    }
    if (values.type !== undefined) row.type = values.type;
    if (values.title !== undefined) row.title = values.title;
    if (values.location !== undefined) row.location = values.location || null;
    if (values.sharedWithClient !== undefined) row.sharedWithClient = values.sharedWithClient;
    if (values.reminderDays !== undefined) row.reminderDays = values.reminderDays.join(",");
    await row.save({ transaction });
    if (timesGiven || values.reminderDays !== undefined) await scheduleReminders(row, transaction);
    if (attendeeIds !== undefined) {
      await CalendarEventAttendee.destroy({ where: { eventId: row.id }, transaction });
      await CalendarEventAttendee.bulkCreate(
        attendeeIds.map((userId) => ({ eventId: row.id, userId })),
        { transaction },
      );
      row.attendees = attendeeIds.map((userId) => ({ userId }) as CalendarEventAttendee);
    }
    // The client hears of a shared event that moved, or of one newly shared with them.
    const moved = new Date(row.startsAt).getTime() !== wasAt;
    if (row.sharedWithClient && (moved || !wasShared)) {
      await notifyUsers(
        [legalCase.clientId],
        {
          type: "case_update",
          title: `${EVENT_TYPE_LABELS[row.type]} ${wasShared ? "moved" : "scheduled"} on your case`,
          message: `${row.title}, ${whenWords(row, timeZone)}.`.slice(0, 1000),
          actionUrl: portalCaseUrl(legalCase.id),
          relatedCaseId: legalCase.id,
        },
        transaction,
        "client_event",
      );
    }
    await audit(transaction, "calendar_event_changed", user, ["calendar_event", row.id], {
      caseId: legalCase.id,
      changed: Object.keys(values),
      clientNotified: row.sharedWithClient && (moved || !wasShared),
    });
    return present(Object.assign(row, { case: legalCase }), timeZone, true);
  });
}

/** The attorney on its case (or an administrator) removes an event. */
export async function deleteCalendarEvent(
  user: PublicUser,
  eventId: unknown,
  /** The case page's: an event of this case only (another case's answers 404). */
  options: { caseId?: number } = {},
) {
  return sequelize.transaction(async (transaction) => {
    const { row, legalCase } = await changeableEvent(user, eventId, transaction);
    if (options.caseId !== undefined && row.caseId !== options.caseId) {
      throw new ServiceError(404, "Event not found");
    }
    await row.destroy({ transaction });
    await audit(transaction, "calendar_event_removed", user, ["calendar_event", row.id], {
      caseId: legalCase.id,
      type: row.type,
      title: row.title,
    });
    return { id: row.id, caseId: legalCase.id, title: row.title, type: row.type };
  });
}

/** The most events a case's page lists (soonest first, from 30 days back). */
const CASE_EVENT_LIMIT = 100;

/**
 * The case's dated events for its page's Timeline and Dates: from 30 days ago on, soonest
 * first; its client reads only the shared ones.
 */
export async function caseCalendar(user: PublicUser, caseId: unknown) {
  const { timeZone } = await getSettings();
  const from = addDays(dayIn(timeZone), -30);
  const { events } = await listCalendarEvents(user, {
    caseId,
    from,
    to: addDays(from, CASE_RANGE_DAYS),
  });
  return events.slice(0, CASE_EVENT_LIMIT);
}

/** The most upcoming events the client's portal lists. */
const UPCOMING_LIMIT = 20;

/**
 * What is coming up on a case from today on, soonest first (the client's portal: only the events
 * the firm shared with them).
 */
export async function upcomingCaseEvents(user: PublicUser, caseId: unknown) {
  const { timeZone } = await getSettings();
  const from = dayIn(timeZone);
  const { events } = await listCalendarEvents(user, {
    caseId,
    from,
    to: addDays(from, CASE_RANGE_DAYS),
  });
  return events.slice(0, UPCOMING_LIMIT);
}
