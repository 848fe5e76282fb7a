import { QueryTypes } from "sequelize";
import { firstJoin } from "~/db.server";
import { sequelize } from "~/models/index.server";
import { asDate } from "~/models/named-columns.server";
import { EVENT_TYPE_LABELS, NEEDS_YOU_DAYS, type CalendarEventType } from "~/utils/calendar";
import { caseUrl, injuryFileUrl } from "~/utils/case-urls";
import { dashboardUrl } from "~/utils/dashboard-url";
import { OPEN_CASE_STATUSES, type CaseStatus } from "~/utils/domain";
import { OVERDUE_AFTER_DAYS, type RequestedItems } from "~/utils/injury";
import { waitedWords } from "~/utils/format";
import { authorize } from "~/utils/policy";
import { addDays, dayIn, dayStart } from "~/utils/zone-calendar";
import type { PublicUser } from "./auth.server";
import { mineSql } from "./calendar/events.server";
import { overdueRecordRequests } from "./injury/record-requests.server";
import { getSettings } from "./settings.server";

/**
 * "Needs you" (issue 36 item 7): what waits for this attorney today, first on their dashboard and
 * at `GET /api/dashboard/needs-you`. Each group is one statement on an index, bounded (its first
 * NEEDS_YOU_LIMIT, oldest or soonest first, and how many there are), and reads only what is
 * still open: answered messages, completed or closed cases, reviewed requests, decided conflicts,
 * completed tasks and past events (the firm's history) are never read, so its cost stays the
 * same as that history grows. Its dates (issue 38) are the calendar's within NEEDS_YOU_DAYS.
 */

/** Each group shows at most this many, with "and N more" linking to the full list. */
export const NEEDS_YOU_LIMIT = 10;
/** Tasks due within this many days of today (and the overdue ones). */
export const TASK_HORIZON_DAYS = 7;
/** Case events (hearings, filings…) dated within this many days of today. */
export const EVENT_HORIZON_DAYS = 14;

/** An AI intake's case waiting for its attorney to accept it (issue 36 item 2). */
const AWAITING_ACCEPTANCE: CaseStatus = "awaiting_acceptance";

export interface NeedsYouGroup<Item> {
  items: Item[];
  /** How many there are in all; `items` holds the first NEEDS_YOU_LIMIT. */
  total: number;
  /** Where all of them are listed ("and N more"). */
  moreHref: string;
}

/** A client's message on one of the attorney's cases that no firm message has answered yet. */
export interface WaitingMessage {
  caseId: number;
  caseTitle: string;
  clientName: string;
  /** The client's first message since the firm's last one: the wait began then. */
  since: string;
  /** The client's latest message. */
  latestAt: string;
  /** How long it has waited, in words ("2 days"). */
  waited: string;
  href: string;
}

/**
 * A consultation request (or a built form's submission) its form assigns to this attorney, not
 * yet reviewed nor made a case. Requests on a form that assigns no one are the firm's queue
 * (the Pending reviews figure and /submissions), not any one attorney's.
 */
export interface WaitingConsultation {
  submissionId: number;
  submitterName: string;
  formTitle: string;
  receivedAt: string;
  href: string;
}

/** An AI intake's case assigned to the attorney, waiting for them to accept it. */
export interface WaitingIntake {
  caseId: number;
  caseTitle: string;
  clientName: string;
  createdAt: string;
  href: string;
}

/** A potential conflict on the attorney's case or request, waiting for their decision. */
export interface WaitingConflict {
  key: string;
  /** "Case #4: Doe v. Example" or "Consultation request from Ana Lopez". */
  label: string;
  matchCount: number;
  flaggedAt: string;
  href: string;
}

/** An open task of the attorney's due within the horizon, or overdue. */
export interface DueTask {
  taskId: number;
  title: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  overdue: boolean;
  priority: string;
  caseId: number | null;
  href: string;
}

/** A dated event on one of the attorney's cases within the horizon (a hearing, a filing). */
export interface UpcomingEvent {
  eventId: number;
  title: string;
  eventType: string;
  at: string;
  caseId: number;
  caseTitle: string;
  href: string;
}

/**
 * A calendar date within NEEDS_YOU_DAYS on one of the attorney's cases or that they attend: a
 * limitation date (its title marked while unconfirmed), a deadline, a hearing.
 */
export interface UpcomingDate {
  eventId: number;
  type: CalendarEventType;
  /** "Statute of limitations", "Hearing". */
  typeLabel: string;
  /** Its title, "(unconfirmed)" said for a limitation date no attorney has confirmed. */
  title: string;
  startsAt: string;
  allDay: boolean;
  /** Its day (`YYYY-MM-DD`): an all-day event's own, a timed one's in the firm's time zone. */
  day: string;
  /** False for a limitation date no attorney has confirmed. */
  confirmed: boolean;
  caseId: number;
  caseTitle: string;
  href: string;
}

/**
 * A records or bills request on one of the attorney's open cases still not received
 * OVERDUE_AFTER_DAYS days after it was sent (issue 40 item 2).
 */
export interface OverdueRequest {
  requestId: number;
  caseId: number;
  caseTitle: string;
  providerName: string;
  what: RequestedItems;
  /** YYYY-MM-DD. */
  sentOn: string;
  /** The day it became overdue: OVERDUE_AFTER_DAYS after it was sent. */
  overdueSince: string;
  href: string;
}

export interface NeedsYou {
  messages: NeedsYouGroup<WaitingMessage>;
  consultations: NeedsYouGroup<WaitingConsultation>;
  intakes: NeedsYouGroup<WaitingIntake>;
  conflicts: NeedsYouGroup<WaitingConflict>;
  tasks: NeedsYouGroup<DueTask>;
  events: NeedsYouGroup<UpcomingEvent>;
  records: NeedsYouGroup<OverdueRequest>;
  /** Its `days`: how far ahead it looks (NEEDS_YOU_DAYS). */
  dates: NeedsYouGroup<UpcomingDate> & { days: number };
  /** Everything in all groups: 0 is "Nothing needs you right now". */
  total: number;
  /** The firm's time zone, in which "today" and the horizons are counted. */
  timeZone: string;
}

type Row = Record<string, unknown> & { total: number | string };

/** SQLite answers a date as text ("2026-11-27 16:00:00.000 +00:00"), MySQL as a Date. */
const instant = (value: unknown): Date => asDate(value)!;
const iso = (value: unknown) => instant(value).toISOString();

async function rowsOf(sql: string, replacements: Record<string, unknown>): Promise<Row[]> {
  return sequelize.query<Row>(sql, {
    replacements: { ...replacements, limit: NEEDS_YOU_LIMIT },
    type: QueryTypes.SELECT,
  });
}

function group<Item>(rows: Row[], moreHref: string, item: (row: Row) => Item) {
  return { items: rows.map(item), total: Number(rows[0]?.total ?? 0), moreHref };
}

const personName = (row: Row) => `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim();

/** What needs this attorney now; staff only (the service refuses anyone else, as /api does). */
export async function needsYou(user: PublicUser, now = new Date()): Promise<NeedsYou> {
  authorize(user, "read", "dashboard");
  const { timeZone } = await getSettings();
  const today = dayIn(timeZone, now);
  const me = { me: user.id };
  const [messages, consultations, intakes, conflicts, tasks, records, events, dates] =
    await Promise.all([
      waitingMessages(me, now),
      waitingConsultations(me),
      waitingIntakes(me),
      waitingConflicts(me),
      dueTasks(me, today),
      overdueRequests(me, today),
      upcomingEvents(me, now, dayStart(addDays(today, EVENT_HORIZON_DAYS), timeZone, true)!),
      upcomingDates(me, now, today, timeZone),
    ]);
  const groups = [messages, consultations, intakes, conflicts, tasks, records, events, dates];
  const total = groups.reduce((sum, part) => sum + part.total, 0);
  return {
    messages,
    consultations,
    intakes,
    conflicts,
    tasks,
    records,
    events,
    dates,
    total,
    timeZone,
  };
}

/**
 * The attorney's open cases whose client wrote last, longest waiting first: read on
 * (staff_id, awaiting_since), the waiting ones only (cases.awaiting_since, kept by triggers from
 * the messages: migration 20261212-02-awaiting-reply), then the client's latest message for the
 * ten shown. Communication types are the client's view: "sent" is the client's.
 */
async function waitingMessages(me: { me: number }, now: Date) {
  const waiting = `FROM cases k
     WHERE k.staff_id = :me AND k.awaiting_since IS NOT NULL AND k.status IN (:open)`;
  const replacements = { ...me, open: OPEN_CASE_STATUSES };
  const listed = await rowsOf(
    `SELECT w.*, u.first_name, u.last_name,
       (SELECT m.created_at FROM communications m
         WHERE m.case_id = w.case_id AND m.type = 'sent'
         ORDER BY m.created_at DESC LIMIT 1) AS last_client
     FROM (
       SELECT k.id AS case_id, k.title, k.client_id, k.awaiting_since AS since
       ${waiting}
       ORDER BY k.awaiting_since, k.status, k.id
       LIMIT :limit
     ) w JOIN users u ON u.id = w.client_id
     ORDER BY w.since, w.case_id`,
    replacements,
  );
  // Counted in the index only when there are more than are shown.
  const [counted] =
    listed.length < NEEDS_YOU_LIMIT
      ? [{ total: listed.length }]
      : await rowsOf(`SELECT COUNT(*) AS total ${waiting}`, replacements);
  const rows = listed.map((row) => ({ ...row, total: counted!.total }));
  return group(rows, "/cases", (row) => ({
    caseId: Number(row.case_id),
    caseTitle: String(row.title),
    clientName: personName(row),
    since: iso(row.since),
    latestAt: iso(row.last_client),
    waited: waitedWords(instant(row.since), now),
    href: caseUrl(Number(row.case_id), "messages"),
  }));
}

/**
 * Requests not yet reviewed nor made a case on forms that assign them to this attorney, oldest
 * first; read on the unreviewed ones' key (reviewed_at), so reviewed ones (the history) are never
 * stepped over. The `+` keeps SQLite off the case_id key: without statistics it took "case_id IS
 * NULL", every consultation never made a case (15,000 rows and 3 ms at the bench's scale 5).
 */
async function waitingConsultations(me: { me: number }) {
  const rows = await rowsOf(
    `SELECT s.id, s.submitter_name, s.created_at, f.title, COUNT(*) OVER () AS total
     FROM form_submissions s JOIN forms f ON f.id = s.form_id
     WHERE s.reviewed_at IS NULL AND +s.case_id IS NULL AND f.auto_assign_to = :me
     ORDER BY s.created_at, s.id
     LIMIT :limit`,
    me,
  );
  return group(rows, "/submissions?status=pending", (row) => ({
    submissionId: Number(row.id),
    submitterName: String(row.submitter_name),
    formTitle: String(row.title),
    receivedAt: iso(row.created_at),
    href: `/submissions/${row.id}`,
  }));
}

/** The attorney's cases from an AI intake waiting for their acceptance, oldest first. */
async function waitingIntakes(me: { me: number }) {
  const rows = await rowsOf(
    `SELECT k.id, k.title, k.created_at, u.first_name, u.last_name, COUNT(*) OVER () AS total
     FROM cases k JOIN users u ON u.id = k.client_id
     WHERE k.staff_id = :me AND k.status = :awaiting
     ORDER BY k.created_at, k.id
     LIMIT :limit`,
    { ...me, awaiting: AWAITING_ACCEPTANCE },
  );
  return group(rows, "/cases", (row) => ({
    caseId: Number(row.id),
    caseTitle: String(row.title),
    clientName: personName(row),
    createdAt: iso(row.created_at),
    href: caseUrl(Number(row.id)),
  }));
}

/**
 * Undecided potential conflicts this attorney decides (app/services/conflict-checks.server.ts):
 * on their cases, and on requests whose form assigns them; read on (status, updated_at).
 */
async function waitingConflicts(me: { me: number }) {
  const rows = await rowsOf(
    `SELECT c.id, c.case_id, c.submission_id, c.matches, c.updated_at,
       k.title AS case_title, s.submitter_name, COUNT(*) OVER () AS total
     FROM conflict_checks c
       LEFT JOIN cases k ON k.id = c.case_id
       LEFT JOIN form_submissions s ON s.id = c.submission_id
       LEFT JOIN forms f ON f.id = s.form_id
     WHERE c.status = 'potential' AND (k.staff_id = :me OR f.auto_assign_to = :me)
     ORDER BY c.updated_at, c.id
     LIMIT :limit`,
    me,
  );
  return group(rows, "/cases", (row) => {
    const matches = typeof row.matches === "string" ? JSON.parse(row.matches) : row.matches;
    const onCase = row.case_id !== null;
    return {
      key: onCase ? `case-${row.case_id}` : `submission-${row.submission_id}`,
      label: onCase
        ? `Case #${row.case_id}: ${row.case_title}`
        : `Consultation request from ${row.submitter_name}`,
      matchCount: Array.isArray(matches) ? matches.length : 0,
      flaggedAt: iso(row.updated_at),
      href: onCase ? caseUrl(Number(row.case_id), "parties") : `/submissions/${row.submission_id}`,
    };
  });
}

/** The attorney's open tasks due by today + the horizon, overdue first; on (assigned_to, status, due_date). */
async function dueTasks(me: { me: number }, today: string) {
  const rows = await rowsOf(
    `SELECT t.id, t.title, t.due_date, t.priority, t.case_id, COUNT(*) OVER () AS total
     FROM tasks t
     WHERE t.assigned_to = :me AND t.status IN ('pending', 'in_progress')
       AND t.due_date IS NOT NULL AND t.due_date <= :horizon
     ORDER BY t.due_date, t.id
     LIMIT :limit`,
    { ...me, horizon: addDays(today, TASK_HORIZON_DAYS) },
  );
  return group(rows, dashboardUrl({ tab: "tasks" }), (row) => {
    // SQLite answers a DATEONLY as text, MySQL as a Date or text depending on the driver.
    const dueDate =
      row.due_date instanceof Date
        ? row.due_date.toISOString().slice(0, 10)
        : String(row.due_date).slice(0, 10);
    return {
      taskId: Number(row.id),
      title: String(row.title),
      dueDate,
      overdue: dueDate < today,
      priority: String(row.priority),
      caseId: row.case_id === null ? null : Number(row.case_id),
      href:
        row.case_id === null
          ? dashboardUrl({ tab: "tasks" })
          : caseUrl(Number(row.case_id), "tasks"),
    };
  });
}

/**
 * Records and bills requests on the attorney's open cases not received OVERDUE_AFTER_DAYS days
 * after they were sent, longest waiting first: the injury file's own statement
 * (overdueRecordRequests), so the case and Needs you list the same ones. Each links to its case's
 * Treatment section, where it is marked received.
 */
async function overdueRequests(me: { me: number }, today: string) {
  const { items, total } = await overdueRecordRequests(me.me, NEEDS_YOU_LIMIT, today);
  return {
    items: items.map(({ id, providerId: _provider, followUpOn: _followUp, ...request }) => ({
      requestId: id,
      ...request,
      overdueSince: addDays(request.sentOn, OVERDUE_AFTER_DAYS),
      href: injuryFileUrl(request.caseId, "records"),
    })),
    total,
    moreHref: "/cases",
  };
}

/**
 * Events still to come on the attorney's open cases, to the end of the horizon's last day in the
 * firm's time zone. What is written as it happens (a note, "Case opened") is dated now, so it is
 * already behind and only what is deliberately dated ahead (a hearing, a deadline) shows. Read on
 * (staff_id, occurred_at): each event carries its case's attorney (migration
 * 20261212-03-event-holders), so the attorney's caseload is never walked.
 */
async function upcomingEvents(me: { me: number }, from: Date, to: Date) {
  const rows = await rowsOf(
    `SELECT e.id, e.title, e.event_type, e.occurred_at, k.id AS case_id, k.title AS case_title,
       COUNT(*) OVER () AS total
     FROM case_events e ${firstJoin(sequelize)} cases k ON k.id = e.case_id
     WHERE e.staff_id = :me AND e.occurred_at >= :from AND e.occurred_at < :to
       AND k.status IN (:open)
     ORDER BY e.occurred_at, e.id
     LIMIT :limit`,
    { ...me, open: OPEN_CASE_STATUSES, from, to },
  );
  return group(rows, "/cases", (row) => ({
    eventId: Number(row.id),
    title: String(row.title),
    eventType: String(row.event_type),
    at: iso(row.occurred_at),
    caseId: Number(row.case_id),
    caseTitle: String(row.case_title),
    href: caseUrl(Number(row.case_id), "timeline"),
  }));
}

/**
 * The calendar's dates from now to the end of the NEEDS_YOU_DAYS-th day (the firm's time zone) on
 * the attorney's open cases or that they attend, soonest first. A timed event counts from now,
 * an all-day one (kept at 00:00 UTC of its day) from today. Read from the attorney outward: their
 * cases' events on the window's days (the (staff_id, day) key) and the events they attend (mineSql),
 * then each event and its case by their keys, in that order (SQLite's CROSS JOIN, MySQL's
 * STRAIGHT_JOIN). Read from the window of the firm's dates instead, it cost every attorney's
 * dates of the next two weeks: 4,000 rows and 20 ms at the bench's scale 5.
 */
async function upcomingDates(me: { me: number }, now: Date, today: string, zone: string) {
  const last = addDays(today, NEEDS_YOU_DAYS);
  const to = dayStart(last, zone, true)!;
  const fromDay = new Date(`${today}T00:00:00.000Z`);
  const toDay = new Date(`${addDays(last, 1)}T00:00:00.000Z`);
  const join = firstJoin(sequelize);
  const rows = await rowsOf(
    `SELECT e.id, e.type, e.title, e.starts_at, e.all_day, e.confirmed, k.id AS case_id,
       k.title AS case_title, COUNT(*) OVER () AS total
     FROM (${mineSql(me.me, addDays(today, -1), addDays(last, 1))}) mine
       ${join} calendar_events e ON e.id = mine.id
       ${join} cases k ON k.id = e.case_id
     WHERE e.starts_at >= :lo AND e.starts_at < :hi
       AND ((e.all_day = 0 AND e.starts_at >= :now AND e.starts_at < :to)
         OR (e.all_day = 1 AND e.starts_at >= :fromDay AND e.starts_at < :toDay))
       AND k.status IN (:open)
     ORDER BY e.starts_at, e.id
     LIMIT :limit`,
    {
      ...me,
      open: OPEN_CASE_STATUSES,
      now,
      to,
      fromDay,
      toDay,
      lo: now < fromDay ? now : fromDay,
      hi: to > toDay ? to : toDay,
    },
  );
  const dates = group(rows, "/calendar?view=agenda", (row) => {
    const type = String(row.type) as CalendarEventType;
    const startsAt = instant(row.starts_at);
    const allDay = Boolean(Number(row.all_day));
    const confirmed = Boolean(Number(row.confirmed));
    const title = String(row.title);
    return {
      eventId: Number(row.id),
      type,
      typeLabel: EVENT_TYPE_LABELS[type] ?? type,
      title: confirmed || /\(unconfirmed\)/.test(title) ? title : `${title} (unconfirmed)`,
      startsAt: startsAt.toISOString(),
      allDay,
      day: allDay ? startsAt.toISOString().slice(0, 10) : dayIn(zone, startsAt),
      confirmed,
      caseId: Number(row.case_id),
      caseTitle: String(row.case_title),
      href: caseUrl(Number(row.case_id), "dates"),
    };
  });
  return { ...dates, days: NEEDS_YOU_DAYS };
}
