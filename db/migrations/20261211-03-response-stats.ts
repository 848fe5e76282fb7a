import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

import {
  addToRollup,
  rollupTable,
  createTriggers,
  dayOf,
  triggerDialect,
  differs,
  dropTriggers,
  selectWhere,
  type Dialect,
  type TriggerRow,
  type Trigger,
} from "../triggers";

type Params = MigrationParams<QueryInterface>;

/**
 * The firm's response times as per-day histograms (issue 39), so the median and 90th percentile
 * of a period come from a few hundred counts instead of every message in it.
 *
 * - `communications.answered_at` (a client's message) and `intake_sessions.answered_at` (a
 *   completed intake): when the firm first answered, written when the firm's message is (the
 *   Communication model's hooks, answered.server.ts). A consultation request's is its
 *   `reviewed_at`.
 * - `daily_responses` (channel, day, bucket) → n, seconds: the things asked on `day` (UTC) whose
 *   first response took a duration in `bucket`, and those durations' sum. A bucket is a duration
 *   rounded down to two significant figures (59 s, 1,200 s, 37,000 s); -1 holds the ones not
 *   answered yet. A percentile is read as the mean of its bucket: exact when the bucket holds one
 *   duration, never further off than the bucket's width (under 10%).
 *
 * Triggers keep it in the transaction of the change that moves it; the rebuild
 * (`npm run rollups:rebuild`) counts it again from the rows.
 */

const CONSULTATION_FORM_ID = 1;

/** Seconds from `from` to `to` to the nearest whole one, never below 0. */
export function secondsBetween(dialect: Dialect, from: string, to: string) {
  return dialect === "sqlite"
    ? `MAX(0, CAST(ROUND((julianday(${to}) - julianday(${from})) * 86400) AS INTEGER))`
    : `GREATEST(0, ROUND(TIMESTAMPDIFF(MICROSECOND, ${from}, ${to}) / 1000000))`;
}

/** A duration rounded down to two significant figures. */
export function bucketOf(d: string) {
  const widths = [100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000]
    .map((below) => `WHEN ${d} < ${below} THEN ${below / 100}`)
    .join(" ");
  return `(${d} - ${d} % (CASE ${widths} ELSE 1000000 END))`;
}

/** What each channel's rows are: which rows count, when they were asked and answered. */
export const CHANNEL_ROWS = {
  message: {
    table: "communications",
    where: "type = 'sent'",
    asked: "created_at",
    answered: "answered_at",
  },
  intake: {
    table: "intake_sessions",
    where: "status = 'complete'",
    asked: "updated_at",
    answered: "answered_at",
  },
  consultation: {
    table: "form_submissions",
    where: `form_id = ${CONSULTATION_FORM_ID}`,
    asked: "created_at",
    answered: "reviewed_at",
  },
} as const;
type Channel = keyof typeof CHANNEL_ROWS;

/** Adds one row's sample (with `sign`) to daily_responses. */
function sampleOf(dialect: Dialect, channel: Channel, row: TriggerRow, sign: 1 | -1) {
  const rows = CHANNEL_ROWS[channel];
  const d = secondsBetween(dialect, `${row}.${rows.asked}`, `${row}.${rows.answered}`);
  const answered = `${row}.${rows.answered} IS NOT NULL`;
  const where = rows.where.replace(/^(\w+)/, `${row}.$1`);
  const sample = selectWhere(
    dialect,
    `'${channel}' AS ch, ${dayOf(dialect, `${row}.${rows.asked}`)} AS d,
      CASE WHEN ${answered} THEN ${bucketOf(d)} ELSE -1 END AS b, ${sign} AS c,
      CASE WHEN ${answered} THEN ${sign} * ${d} ELSE 0 END AS s`,
    where,
  );
  return addToRollup(
    dialect,
    "daily_responses",
    { key: ["channel", "day", "bucket"], counts: ["n", "seconds"] },
    [sample],
  );
}

function triggers(dialect: Dialect): Trigger[] {
  return (Object.keys(CHANNEL_ROWS) as Channel[]).flatMap((channel) => {
    const rows = CHANNEL_ROWS[channel];
    const column = rows.where.match(/^\w+/)![0];
    const when = [column, rows.asked, rows.answered]
      .map((c) => differs(dialect, `OLD.${c}`, `NEW.${c}`))
      .join(" OR ");
    return [
      {
        name: `${rows.table}_responses_insert`,
        timing: "AFTER INSERT",
        table: rows.table,
        body: [sampleOf(dialect, channel, "NEW", 1)],
      },
      {
        name: `${rows.table}_responses_update`,
        timing: "AFTER UPDATE",
        table: rows.table,
        when,
        body: [sampleOf(dialect, channel, "OLD", -1), sampleOf(dialect, channel, "NEW", 1)],
      },
      {
        name: `${rows.table}_responses_delete`,
        timing: "AFTER DELETE",
        table: rows.table,
        body: [sampleOf(dialect, channel, "OLD", -1)],
      },
    ];
  });
}

/**
 * The statements that write when the firm first answered, from the messages: for the cases
 * `caseIds` names (a list of ids, bound as :caseIds) or every case (null); `onlyUnanswered`
 * leaves the ones already answered alone.
 */
export function answeredStatements(
  dialect: Dialect,
  caseIds: "bound" | null,
  onlyUnanswered: boolean,
) {
  const mine = (column: string) => (caseIds ? ` AND ${column} IN (:caseIds)` : "");
  const open = (column: string) => (onlyUnanswered ? ` AND ${column} IS NULL` : "");
  const firstReply = (caseColumn: string, after: string) =>
    `(SELECT MIN(r.created_at) FROM communications r WHERE r.case_id = ${caseColumn} AND r.type = 'received' AND r.created_at > ${after})`;
  // MySQL will not read the table an UPDATE writes in a subquery; a grouped derived table it does.
  const messages =
    dialect === "sqlite"
      ? `UPDATE communications SET answered_at = ${firstReply("communications.case_id", "communications.created_at")}
         WHERE type = 'sent'${mine("case_id")}${open("answered_at")}`
      : `UPDATE communications m LEFT JOIN (
           SELECT s.id, MIN(r.created_at) AS at FROM communications s
           JOIN communications r ON r.case_id = s.case_id AND r.type = 'received' AND r.created_at > s.created_at
           WHERE s.type = 'sent'${mine("s.case_id")}${open("s.answered_at")} GROUP BY s.id
         ) x ON x.id = m.id SET m.answered_at = x.at
         WHERE m.type = 'sent'${mine("m.case_id")}${open("m.answered_at")}`;
  const intakes = `UPDATE intake_sessions SET answered_at = ${firstReply("intake_sessions.case_id", "intake_sessions.updated_at")}
    WHERE status = 'complete'${mine("case_id")}${open("answered_at")}`;
  return [messages, intakes];
}

/** Every daily_responses row counted from the rows. */
export function dailyResponsesSelect(dialect: Dialect) {
  return (Object.keys(CHANNEL_ROWS) as Channel[])
    .map((channel) => {
      const rows = CHANNEL_ROWS[channel];
      const d = secondsBetween(dialect, rows.asked, rows.answered);
      const bucket = `CASE WHEN ${rows.answered} IS NULL THEN -1 ELSE ${bucketOf(d)} END`;
      const day = dayOf(dialect, rows.asked);
      return `SELECT '${channel}', ${day}, ${bucket}, COUNT(*), SUM(CASE WHEN ${rows.answered} IS NULL THEN 0 ELSE ${d} END)
        FROM ${rows.table} WHERE ${rows.where} GROUP BY ${day}, ${bucket}`;
    })
    .join(" UNION ALL ");
}

export async function up({ context: qi }: Params) {
  const dialect = triggerDialect(qi);
  const query = (sql: string) => qi.sequelize.query(sql);
  for (const table of ["communications", "intake_sessions"]) {
    await qi.addColumn(table, "answered_at", { type: DataTypes.DATE(3), allowNull: true });
  }
  for (const statement of answeredStatements(dialect, null, false)) await query(statement);
  await query(
    rollupTable(
      dialect,
      "daily_responses",
      [
        "channel VARCHAR(16) NOT NULL",
        "day DATE NOT NULL",
        "bucket INTEGER NOT NULL",
        "n INTEGER NOT NULL",
        "seconds BIGINT NOT NULL",
      ],
      ["channel", "day", "bucket"],
    ),
  );
  // One attorney's consultation requests, and the period's completed tasks (the Performance
  // tab's other figures), each read on an index that holds what the figures need.
  await qi.addIndex("form_submissions", ["form_id", "reviewed_by", "created_at", "reviewed_at"], {
    name: "form_submissions_reviewer_created",
  });
  await qi.addIndex("tasks", ["status", "updated_at", "due_date", "assigned_to"], {
    name: "tasks_status_updated_due",
  });
  // One attorney's completed intakes, read from their cases: SQLite would otherwise walk the
  // period's intakes for each case (MySQL reads them on case_id's foreign-key index).
  if (dialect === "sqlite") {
    await qi.addIndex("intake_sessions", ["case_id", "status", "updated_at", "answered_at"], {
      name: "intake_sessions_case_completed",
    });
  }
  await createTriggers(qi, triggers(dialect));
  await query(
    `INSERT INTO daily_responses (channel, day, bucket, n, seconds) ${dailyResponsesSelect(dialect)}`,
  );
}

export async function down({ context: qi }: Params) {
  await dropTriggers(qi, triggers(triggerDialect(qi)));
  await qi.dropTable("daily_responses");
  await qi.removeIndex("form_submissions", "form_submissions_reviewer_created");
  await qi.removeIndex("tasks", "tasks_status_updated_due");
  if (triggerDialect(qi) === "sqlite") {
    await qi.removeIndex("intake_sessions", "intake_sessions_case_completed");
  }
  for (const table of ["communications", "intake_sessions"]) {
    await qi.sequelize.query(`ALTER TABLE ${table} DROP COLUMN answered_at`);
  }
}
