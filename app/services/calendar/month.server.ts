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

/**
 * A month of the firm's calendar for its grid: each day's first PER_DAY events and how many it
 * has, in one statement ranked on the (day, starts_at, id) index. The database ranks and counts the days'
 * events; only what the grid shows comes back, so its cost in the server follows the days of the
 * month, not how busy the firm is. `mine`: the reader's cases' events and those they attend.
 * Staff and administrators (the calendar screen's people).
 */
export async function calendarMonthGrid(
  user: PublicUser,
  query: { from: string; to: string; mine: boolean; types: CalendarEventType[] },
): Promise<Record<string, { events: GridEvent[]; total: number }>> {
  authorize(user, "compute", "calendar");
  const filters = [
    "e.day BETWEEN :from AND :to",
    ...(query.types.length > 0 ? ["e.type IN (:types)"] : []),
  ];
  // One's own: read from one's cases and attendance first (mineSql), each event by its key.
  const events = query.mine
    ? `(${mineSql(user.id, query.from, query.to)}) mine ${firstJoin(sequelize)} calendar_events e ON e.id = mine.id`
    : "calendar_events e";
  const rows = await sequelize.query<Row>(
    // Ranked and counted on the (day, starts_at, id) index alone; only the rows the grid shows
    // are then read with their case.
    `SELECT r.day, r.place, r.total, e.id, e.case_id, e.type, e.title, e.starts_at, e.ends_at,
       e.all_day, e.location, e.shared_with_client, e.confirmed, c.title AS case_title,
       c.staff_id AS case_staff_id,
       EXISTS (SELECT 1 FROM calendar_event_attendees a
         WHERE a.event_id = e.id AND a.user_id = :me) AS attending
     FROM (
       SELECT e.id, e.day,
         ROW_NUMBER() OVER (PARTITION BY e.day ORDER BY e.starts_at, e.id) AS place,
         COUNT(*) OVER (PARTITION BY e.day) AS total
       FROM ${events}
       WHERE ${filters.join(" AND ")}
     ) r
     JOIN calendar_events e ON e.id = r.id
     JOIN cases c ON c.id = e.case_id
     WHERE r.place <= :perDay
     ORDER BY r.day, r.place`,
    {
      replacements: {
        from: query.from,
        to: query.to,
        me: user.id,
        perDay: PER_DAY,
        ...(query.types.length > 0 ? { types: query.types } : {}),
      },
      type: QueryTypes.SELECT,
    },
  );
  const days: Record<string, { events: GridEvent[]; total: number }> = {};
  for (const row of rows) {
    const day = dayText(row.day);
    const cell = (days[day] ??= { events: [], total: Number(row.total) });
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
