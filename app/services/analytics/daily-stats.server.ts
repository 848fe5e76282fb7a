import { QueryTypes, type Sequelize, type Transaction } from "sequelize";
import {
  dailyStatsSelect,
  sourceOf,
  statusCountsSelect,
} from "../../../db/migrations/20261211-01-daily-stats";
import {
  answeredStatements,
  dailyResponsesSelect,
} from "../../../db/migrations/20261211-03-response-stats";
import { awaitingSinceOf } from "../../../db/migrations/20261212-02-awaiting-reply";
import { eventHoldersRecount } from "../../../db/migrations/20261212-03-event-holders";
import { calendarDayCountsSelect } from "../../../db/migrations/20261212-04-calendar-day-counts";
import {
  openWorkSelect,
  taskStatsSelect,
  taskStatusCountsSelect,
} from "../../../db/migrations/20261212-01-task-stats";
import { dialectOf } from "~/db.server";
import { sequelize } from "~/models/index.server";

/**
 * The analytics' rollups (issue 39, made and kept by migration 20261211-01-daily-stats): per-day
 * counts by attorney and category, read by the screen in place of the cases, submissions and
 * intakes themselves. Every read here is a range of the rollup's key (staff, dimension, day), so
 * its cost follows the days and categories in the period, never how many cases the firm has had.
 */

export type Dimension =
  | "case_type"
  | "case_status"
  | "case_priority"
  | "case_source"
  | "case_closed"
  | "submission"
  | "intake"
  | "task_done"
  | "task_due";

/** The rollups' key for the whole firm (0) or one attorney. */
export const staffKey = (staffId: number | null) => staffId ?? 0;

const day = (date: Date) => date.toISOString().slice(0, 10);

interface Period {
  from: Date;
  /** Exclusive. */
  to: Date;
}

async function rows<T extends object>(sql: string, replacements: Record<string, unknown>) {
  return sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT });
}

/** How many of `dimension` in [from, to): the cases opened, closed, the submissions made. */
export async function periodTotal(staffId: number | null, dimension: Dimension, period: Period) {
  const [row] = await rows<{ n: number | string | null }>(
    `SELECT SUM(n) AS n FROM daily_stats
     WHERE staff_id = :key AND dimension = :dimension AND day >= :from AND day < :to`,
    { key: staffKey(staffId), dimension, from: day(period.from), to: day(period.to) },
  );
  return Number(row?.n ?? 0);
}

/** How many of `dimension` the firm has ever had (one row a day: never the rows themselves). */
export async function firmTotal(dimension: Dimension) {
  const [row] = await rows<{ n: number | string | null }>(
    "SELECT SUM(n) AS n FROM daily_stats WHERE staff_id = 0 AND dimension = :dimension",
    { dimension },
  );
  return Number(row?.n ?? 0);
}

/** The period's count of each value of `dimension` (the cases opened by type, say). */
export async function periodBreakdown(
  staffId: number | null,
  dimension: Dimension,
  period: Period,
): Promise<Array<{ k: string; n: number }>> {
  const found = await rows<{ k: string; n: number | string }>(
    `SELECT value AS k, SUM(n) AS n FROM daily_stats
     WHERE staff_id = :key AND dimension = :dimension AND day >= :from AND day < :to
     GROUP BY value HAVING SUM(n) <> 0`,
    { key: staffKey(staffId), dimension, from: day(period.from), to: day(period.to) },
  );
  return found.map((row) => ({ k: row.k, n: Number(row.n) }));
}

/** Each month's (YYYY-MM) count of `dimension` from `from` on. */
export async function monthlyTotals(
  staffId: number | null,
  dimension: Dimension,
  from: Date,
): Promise<Map<string, number>> {
  const month =
    dialectOf(sequelize) === "sqlite" ? "substr(day, 1, 7)" : "DATE_FORMAT(day, '%Y-%m')";
  const found = await rows<{ k: string; n: number | string }>(
    `SELECT ${month} AS k, SUM(n) AS n FROM daily_stats
     WHERE staff_id = :key AND dimension = :dimension AND day >= :from
     GROUP BY ${month}`,
    { key: staffKey(staffId), dimension, from: day(from) },
  );
  return new Map(found.map((row) => [row.k, Number(row.n)]));
}

/** How many rows of `rollup`'s table are in `statuses` now, the firm's or one attorney's. */
async function inStatusesNow(
  rollup: "case_status_counts" | "task_status_counts",
  staffId: number | null,
  statuses: readonly string[],
) {
  const [row] = await rows<{ n: number | string | null }>(
    `SELECT SUM(n) AS n FROM ${rollup} WHERE staff_id = :key AND status IN (:statuses)`,
    { key: staffKey(staffId), statuses },
  );
  return Number(row?.n ?? 0);
}

/** How many cases are in `statuses` now, the firm's or one attorney's. */
export const casesNow = (staffId: number | null, statuses: readonly string[]) =>
  inStatusesNow("case_status_counts", staffId, statuses);

/** How many tasks are in `statuses` now, the firm's or one assignee's. */
export const tasksNow = (staffId: number | null, statuses: readonly string[]) =>
  inStatusesNow("task_status_counts", staffId, statuses);

/** How many of `dimension` fall on days before `day` (the open tasks due before today, say). */
export async function totalBefore(staffId: number | null, dimension: Dimension, before: Date) {
  const [row] = await rows<{ n: number | string | null }>(
    `SELECT SUM(n) AS n FROM daily_stats
     WHERE staff_id = :key AND dimension = :dimension AND day < :before`,
    { key: staffKey(staffId), dimension, before: day(before) },
  );
  return Number(row?.n ?? 0);
}

/**
 * Counts every rollup again from the rows (`npm run rollups:rebuild`): each case's source and
 * since when its client awaits a reply, each event's attorney, when the firm first answered each
 * message and intake, then the rollups, in one transaction. The triggers keep them; this is for a
 * database whose rollups are in doubt (one restored by hand, or users deleted in SQL: MariaDB's
 * foreign-key actions fire no triggers).
 */
export async function rebuildDailyStats(
  options: { sequelize?: Sequelize; transaction?: Transaction } = {},
) {
  const db = options.sequelize ?? sequelize;
  const dialect = dialectOf(db);
  const run = async (transaction: Transaction) => {
    const query = (sql: string) => db.query(sql, { transaction });
    // The triggers move the rollups as sources change; they are counted again below all the same.
    const source = sourceOf("cases.id");
    await query(`UPDATE cases SET source = ${source} WHERE source <> ${source}`);
    await query(`UPDATE cases SET awaiting_since = ${awaitingSinceOf(dialect, "cases.id")}`);
    for (const statement of eventHoldersRecount()) await query(statement);
    await query("DELETE FROM daily_stats");
    await query("DELETE FROM case_status_counts");
    await query("DELETE FROM task_status_counts");
    await query("DELETE FROM open_work");
    await query("DELETE FROM calendar_day_counts");
    for (const select of [dailyStatsSelect(dialect), taskStatsSelect(dialect)])
      await query(`INSERT INTO daily_stats (staff_id, dimension, day, value, n) ${select}`);
    await query(`INSERT INTO case_status_counts (staff_id, status, n) ${statusCountsSelect()}`);
    await query(`INSERT INTO task_status_counts (staff_id, status, n) ${taskStatusCountsSelect()}`);
    await query(`INSERT INTO open_work (staff_id, cases, tasks) ${openWorkSelect()}`);
    await query(`INSERT INTO calendar_day_counts (day, type, n) ${calendarDayCountsSelect()}`);
    // When the firm first answered, from the messages, then the histograms from that.
    for (const statement of answeredStatements(dialect, null, false)) await query(statement);
    await query("DELETE FROM daily_responses");
    await query(
      `INSERT INTO daily_responses (channel, day, bucket, n, seconds) ${dailyResponsesSelect(dialect)}`,
    );
  };
  if (options.transaction) await run(options.transaction);
  else await db.transaction(run);
}

/** The rollups' tables: counted from the rows, so a backup leaves them out. */
export const ROLLUP_TABLES = [
  "daily_stats",
  "case_status_counts",
  "task_status_counts",
  "open_work",
  "daily_responses",
  "calendar_day_counts",
] as const;
