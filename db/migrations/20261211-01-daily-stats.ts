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
 * The analytics' rollups (issue 39): per-day counts the screen reads instead of the raw rows, so a
 * tab's cost follows the days and categories in its period, not how many cases the firm has had.
 *
 * - `daily_stats` (staff_id, dimension, day, value) → n. `staff_id` 0 is the whole firm, -1 the
 *   cases no attorney holds, else the attorney's own. Dimensions:
 *   - `case_type`, `case_status`, `case_priority`, `case_source`: the cases opened on `day` (UTC)
 *     by each one's type, status, priority and source as they are now;
 *   - `case_closed`: the cases completed or closed now whose last change was on `day`;
 *   - `submission`, `intake`: the form submissions and AI intakes started on `day` (firm only).
 * - `case_status_counts` (staff_id, status) → n: the cases in each status now.
 * - `cases.source`: where a case came from (an AI intake, the consultation form, another built
 *   form, else staff), which analytics derived with three correlated EXISTS per case.
 *
 * Triggers keep them in the transaction of the change that moves them, whatever writes it: the
 * services, a bulk update, a restore, the bench's seed. `npm run rollups:rebuild` (the services'
 * rebuildDailyStats) counts them again from the rows.
 */

const CLOSED = "('completed', 'closed')";
const CONSULTATION_FORM_ID = 1;

/** Adds `n` to each of `rows` (k, dim, d, v, c), inserting the rows that are not there yet. */
export const addToDailyStats = (dialect: Dialect, rows: string[]) =>
  addToRollup(
    dialect,
    "daily_stats",
    { key: ["staff_id", "dimension", "day", "value"], counts: ["n"] },
    rows,
    "c <> 0",
  );

/** What one case row counts for in daily_stats, with `sign` +1 (it is there) or -1 (it was). */
function caseRows(dialect: Dialect, row: TriggerRow, sign: 1 | -1) {
  const opened = dayOf(dialect, `${row}.created_at`);
  const changed = dayOf(dialect, `${row}.updated_at`);
  const rows: string[] = [];
  for (const key of ["0", `COALESCE(${row}.staff_id, -1)`]) {
    for (const [dimension, column] of [
      ["case_type", "case_type"],
      ["case_status", "status"],
      ["case_priority", "priority"],
      ["case_source", "source"],
    ]) {
      rows.push(
        selectWhere(
          dialect,
          `${key} AS k, '${dimension}' AS dim, ${opened} AS d, ${row}.${column} AS v, ${sign} AS c`,
        ),
      );
    }
    rows.push(
      selectWhere(
        dialect,
        `${key}, 'case_closed', ${changed}, '', ${sign}`,
        `${row}.status IN ${CLOSED}`,
      ),
    );
  }
  return addToDailyStats(dialect, rows);
}

function statusCounts(dialect: Dialect, row: TriggerRow, sign: 1 | -1) {
  const rows = ["0", `COALESCE(${row}.staff_id, -1)`].map((key) =>
    selectWhere(dialect, `${key} AS k, ${row}.status AS s, ${sign} AS c`),
  );
  return addToRollup(
    dialect,
    "case_status_counts",
    { key: ["staff_id", "status"], counts: ["n"] },
    rows,
  );
}

/** One firm-wide count (a submission, an intake) on the day its row was made. */
const countedOn = (dialect: Dialect, dimension: string, row: TriggerRow, sign: 1 | -1) =>
  addToDailyStats(dialect, [
    selectWhere(
      dialect,
      `0 AS k, '${dimension}' AS dim, ${dayOf(dialect, `${row}.created_at`)} AS d, '' AS v, ${sign} AS c`,
    ),
  ]);

/** Where case `id` came from, by what points at it. */
export const sourceOf = (id: string) => `CASE
    WHEN EXISTS (SELECT 1 FROM intake_sessions i WHERE i.case_id = ${id}) THEN 'intake'
    WHEN EXISTS (SELECT 1 FROM form_submissions s WHERE s.case_id = ${id} AND s.form_id = ${CONSULTATION_FORM_ID}) THEN 'consultation'
    WHEN EXISTS (SELECT 1 FROM form_submissions s WHERE s.case_id = ${id}) THEN 'form'
    ELSE 'staff' END`;
const rederive = (id: string) =>
  `UPDATE cases SET source = ${sourceOf("cases.id")} WHERE id = ${id} AND source <> ${sourceOf("cases.id")}`;

function triggers(dialect: Dialect): Trigger[] {
  const moved = (column: string) => differs(dialect, `OLD.${column}`, `NEW.${column}`);
  const caseMoved = [
    ...["staff_id", "case_type", "status", "priority", "source"].map(moved),
    differs(dialect, dayOf(dialect, "OLD.created_at"), dayOf(dialect, "NEW.created_at")),
    `((OLD.status IN ${CLOSED} OR NEW.status IN ${CLOSED}) AND ${differs(dialect, dayOf(dialect, "OLD.updated_at"), dayOf(dialect, "NEW.updated_at"))})`,
  ].join(" OR ");
  const list: Trigger[] = [
    {
      name: "cases_stats_insert",
      timing: "AFTER INSERT",
      table: "cases",
      body: [caseRows(dialect, "NEW", 1), statusCounts(dialect, "NEW", 1)],
    },
    {
      name: "cases_stats_update",
      timing: "AFTER UPDATE",
      table: "cases",
      when: caseMoved,
      body: [
        caseRows(dialect, "OLD", -1),
        caseRows(dialect, "NEW", 1),
        statusCounts(dialect, "OLD", -1),
        statusCounts(dialect, "NEW", 1),
      ],
    },
    {
      name: "cases_stats_delete",
      timing: "AFTER DELETE",
      table: "cases",
      body: [caseRows(dialect, "OLD", -1), statusCounts(dialect, "OLD", -1)],
    },
  ];
  for (const [table, dimension] of [
    ["form_submissions", "submission"],
    ["intake_sessions", "intake"],
  ]) {
    list.push(
      {
        name: `${table}_stats_insert`,
        timing: "AFTER INSERT",
        table,
        body: [countedOn(dialect, dimension, "NEW", 1), rederive("NEW.case_id")],
      },
      {
        name: `${table}_stats_update`,
        timing: "AFTER UPDATE",
        table,
        when: [
          moved("case_id"),
          ...(table === "form_submissions" ? [moved("form_id")] : []),
          differs(dialect, dayOf(dialect, "OLD.created_at"), dayOf(dialect, "NEW.created_at")),
        ].join(" OR "),
        body: [
          countedOn(dialect, dimension, "OLD", -1),
          countedOn(dialect, dimension, "NEW", 1),
          rederive("OLD.case_id"),
          rederive("NEW.case_id"),
        ],
      },
      {
        name: `${table}_stats_delete`,
        timing: "AFTER DELETE",
        table,
        body: [countedOn(dialect, dimension, "OLD", -1), rederive("OLD.case_id")],
      },
    );
  }
  return list;
}

export async function up({ context: qi }: Params) {
  const dialect = triggerDialect(qi);
  const query = (sql: string) => qi.sequelize.query(sql);
  await qi.addColumn("cases", "source", {
    type: DataTypes.STRING(16),
    allowNull: false,
    defaultValue: "staff",
  });
  await query(`UPDATE cases SET source = ${sourceOf("cases.id")}`);
  await query(
    rollupTable(
      dialect,
      "daily_stats",
      [
        "staff_id INTEGER NOT NULL",
        "dimension VARCHAR(16) NOT NULL",
        "day DATE NOT NULL",
        "value VARCHAR(64) NOT NULL",
        "n INTEGER NOT NULL",
      ],
      ["staff_id", "dimension", "day", "value"],
    ),
  );
  await query(
    rollupTable(
      dialect,
      "case_status_counts",
      ["staff_id INTEGER NOT NULL", "status VARCHAR(32) NOT NULL", "n INTEGER NOT NULL"],
      ["staff_id", "status"],
    ),
  );
  await createTriggers(qi, triggers(dialect));
  await query(
    `INSERT INTO daily_stats (staff_id, dimension, day, value, n) ${dailyStatsSelect(dialect)}`,
  );
  await query(`INSERT INTO case_status_counts (staff_id, status, n) ${statusCountsSelect()}`);
}

export async function down({ context: qi }: Params) {
  await dropTriggers(qi, triggers(triggerDialect(qi)));
  await qi.dropTable("case_status_counts");
  await qi.dropTable("daily_stats");
  await qi.sequelize.query("ALTER TABLE cases DROP COLUMN source");
}

/**
 * Every daily_stats row counted from the rows themselves (the migration's first fill; the
 * services' rebuild sends the same).
 */
export function dailyStatsSelect(dialect: Dialect) {
  const opened = dayOf(dialect, "created_at");
  const parts: string[] = [];
  for (const key of ["0", "COALESCE(staff_id, -1)"]) {
    // A constant is no GROUP BY term (MariaDB reads 0 as a column, SQLite as a position).
    const by = key === "0" ? "" : `${key}, `;
    for (const [dimension, column] of [
      ["case_type", "case_type"],
      ["case_status", "status"],
      ["case_priority", "priority"],
      ["case_source", "source"],
    ]) {
      parts.push(
        `SELECT ${key}, '${dimension}', ${opened}, ${column}, COUNT(*) FROM cases GROUP BY ${by}${opened}, ${column}`,
      );
    }
    const closed = dayOf(dialect, "updated_at");
    parts.push(
      `SELECT ${key}, 'case_closed', ${closed}, '', COUNT(*) FROM cases WHERE status IN ${CLOSED} GROUP BY ${by}${closed}`,
    );
  }
  for (const [table, dimension] of [
    ["form_submissions", "submission"],
    ["intake_sessions", "intake"],
  ]) {
    parts.push(
      `SELECT 0, '${dimension}', ${opened}, '', COUNT(*) FROM ${table} GROUP BY ${opened}`,
    );
  }
  return parts.join(" UNION ALL ");
}

export function statusCountsSelect() {
  return [
    "SELECT 0, status, COUNT(*) FROM cases GROUP BY status",
    "SELECT COALESCE(staff_id, -1), status, COUNT(*) FROM cases GROUP BY COALESCE(staff_id, -1), status",
  ].join(" UNION ALL ");
}
