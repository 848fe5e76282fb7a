import { QueryTypes } from "sequelize";
import { sequelize } from "~/models/index.server";
import { asDate } from "~/models/named-columns.server";
import type { CalendarEventType, CalendarEventView } from "~/utils/calendar-words";
import type { PublicUser } from "../auth.server";
import { authorize } from "~/utils/policy";
import { firstJoin } from "~/db.server";
import { mineSql } from "./events.server";

/** The most events a day's cell shows; the rest are counted ("N more"). */
export const PER_DAY = 3;

/** What a day's cell draws of an event: the page's data carries no more (a busy month). */
export const GRID_CELL_FIELDS = [
  "id",
  "caseId",
  "type",
  "title",
  "startsAt",
  "allDay",
  "confirmed",
  "opens",
] as const;
export type GridCellEvent = Pick<GridEvent, (typeof GRID_CELL_FIELDS)[number]>;

/** An event in the grid: whether the reader may open its case is the server's to say. */
export interface GridEvent extends CalendarEventView {
  caseTitle: string;
  /** An administrator, its attorney, or attending. */
  opens: boolean;
}

type Row = Record<string, unknown>;
const instant = (value: unknown) => asDate(value)!.toISOString();
const yes = (value: unknown) => Boolean(Number(value));
// A DATEONLY column: text on both engines' drivers as Sequelize reads it raw, or a Date.
const dayText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** The columns a grid's event is drawn from, its case's and whether the reader attends it. */
const CELL_COLUMNS = `e.id, e.day, e.case_id, e.type, e.title, e.starts_at, e.ends_at, e.all_day,
  e.location, e.shared_with_client, e.confirmed, c.title AS case_title,
  c.staff_id AS case_staff_id,
  EXISTS (SELECT 1 FROM calendar_event_attendees a
    WHERE a.event_id = e.id AND a.user_id = :me) AS attending`;

type Query = { from: string; to: string; mine: boolean; types: CalendarEventType[] };

/**
 * The firm's month: each day's count from the calendar_day_counts rollup (a row a day and type),
 * then, for the days that have any, each one's first PER_DAY read as a range of the
 * calendar_events_day index (day, starts_at, id), one parenthesised LIMIT per day in a single
 * statement. Its cost follows the days shown and the events they draw, not how busy the firm is.
 */
async function firmMonth(
  me: number,
  query: Query,
): Promise<{ rows: Row[]; totals: Map<string, number> }> {
  const types = query.types.length > 0 ? { types: query.types } : {};
  const ofTypes = query.types.length > 0 ? " AND type IN (:types)" : "";
  const counted = await sequelize.query<{ day: unknown; total: number | string }>(
    `SELECT day, SUM(n) AS total FROM calendar_day_counts
     WHERE day BETWEEN :from AND :to${ofTypes}
     GROUP BY day HAVING SUM(n) > 0`,
    { replacements: { from: query.from, to: query.to, ...types }, type: QueryTypes.SELECT },
  );
  const totals = new Map(counted.map((row) => [dayText(row.day), Number(row.total)]));
  if (totals.size === 0) return { rows: [], totals };
  const days = [...totals.keys()];
  const firsts = days
    .map(
      (_, i) =>
        `SELECT * FROM (SELECT id FROM calendar_events WHERE day = :d${i}${ofTypes}
         ORDER BY starts_at, id LIMIT ${PER_DAY}) d${i}`,
    )
    .join(" UNION ALL ");
  const rows = await sequelize.query<Row>(
    `SELECT ${CELL_COLUMNS}
     FROM (${firsts}) shown
     ${firstJoin(sequelize)} calendar_events e ON e.id = shown.id
     JOIN cases c ON c.id = e.case_id
     ORDER BY e.day, e.starts_at, e.id`,
    {
      replacements: { me, ...Object.fromEntries(days.map((day, i) => [`d${i}`, day])), ...types },
      type: QueryTypes.SELECT,
    },
  );
  return { rows, totals };
}

/**
 * One's own month (mineSql: the reader's cases' events and those they attend, already one
 * attorney's rows), ranked and counted by day in one statement; only the rows the grid shows
 * are then read with their case.
 */
async function ownMonth(
  me: number,
  query: Query,
): Promise<{ rows: Row[]; totals: Map<string, number> }> {
  const filters = [
    "e.day BETWEEN :from AND :to",
    ...(query.types.length > 0 ? ["e.type IN (:types)"] : []),
  ];
  const rows = await sequelize.query<Row>(
    `SELECT r.total, ${CELL_COLUMNS}
     FROM (
       SELECT e.id,
         ROW_NUMBER() OVER (PARTITION BY e.day ORDER BY e.starts_at, e.id) AS place,
         COUNT(*) OVER (PARTITION BY e.day) AS total
       FROM (${mineSql(me, query.from, query.to)}) mine ${firstJoin(sequelize)} calendar_events e ON e.id = mine.id
       WHERE ${filters.join(" AND ")}
     ) r
     JOIN calendar_events e ON e.id = r.id
     JOIN cases c ON c.id = e.case_id
     WHERE r.place <= :perDay
     ORDER BY e.day, r.place`,
    {
      replacements: {
        from: query.from,
        to: query.to,
        me,
        perDay: PER_DAY,
        ...(query.types.length > 0 ? { types: query.types } : {}),
      },
      type: QueryTypes.SELECT,
    },
  );
  return { rows, totals: new Map(rows.map((row) => [dayText(row.day), Number(row.total)])) };
}

/**
 * A month of the firm's calendar for its grid: each day's first PER_DAY events (by start, then
 * id) and how many it has; only what the grid shows comes back. `mine`: the reader's cases'
 * events and those they attend. Staff and administrators (the calendar screen's people).
 */
export async function calendarMonthGrid(
  user: PublicUser,
  query: Query,
): Promise<Record<string, { events: GridEvent[]; total: number }>> {
  authorize(user, "compute", "calendar");
  const { rows, totals } = await (query.mine ? ownMonth : firmMonth)(user.id, query);
  const days: Record<string, { events: GridEvent[]; total: number }> = {};
  for (const row of rows) {
    const day = dayText(row.day);
    const cell = (days[day] ??= { events: [], total: 0 });
    // The count and the rows are two reads: never fewer counted than shown.
    cell.total = Math.max(totals.get(day) ?? 0, cell.events.length + 1);
    cell.events.push({
      id: Number(row.id),
      caseId: Number(row.case_id),
      caseTitle: String(row.case_title),
      type: String(row.type) as CalendarEventType,
      title: String(row.title),
      startsAt: instant(row.starts_at),
      endsAt: row.ends_at ? instant(row.ends_at) : null,
      allDay: yes(row.all_day),
      day,
      location: row.location ? String(row.location) : null,
      sharedWithClient: yes(row.shared_with_client),
      confirmed: yes(row.confirmed),
      opens: user.role === "admin" || Number(row.case_staff_id) === user.id || yes(row.attending),
    });
  }
  return days;
}
