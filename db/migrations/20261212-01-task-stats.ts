import type { QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

import { addToDailyStats } from "./20261211-01-daily-stats";
import {
  addToRollup,
  rollupTable,
  createTriggers,
  dayOf,
  differs,
  dropTriggers,
  selectWhere,
  triggerDialect,
  type Dialect,
  type Trigger,
  type TriggerRow,
} from "../triggers";

type Params = MigrationParams<QueryInterface>;

/**
 * The tasks' rollups (issue 39), for the Performance tab: it counted every attorney's open tasks
 * on the tasks themselves, three times a request, and the overdue and completed ones over the
 * firm's tasks, so its cost grew with how much work the firm had open.
 *
 * - `task_status_counts` (staff_id, status) → n: the tasks in each status now, `staff_id` 0 the
 *   whole firm's, -1 those no one is assigned, else the assignee's (as case_status_counts).
 * - `daily_stats`, dimension `task_done`: the completed tasks by the UTC day of their last change
 *   (when they were completed, as the tab has always read it) and value `on_time`, `late` (that
 *   day after the due date) or `no_due`.
 * - `daily_stats`, dimension `task_due`: the open tasks by due date, so the overdue ones are the
 *   days before today, a row a day however many tasks fall due on it.
 * - `open_work` (staff_id) → cases, tasks: each attorney's open cases (active, pending, on hold)
 *   and open tasks now, one row each, so the tab reads one row an attorney instead of five, and
 *   its charts' top ten walk an index of the counts.
 *
 * Triggers keep them in the transaction of the change; `npm run rollups:rebuild` counts them again.
 */

const COMPLETED = "'completed'";
const OPEN_CASE = "('active', 'pending', 'on_hold')";

/** Adds a row's open case (`cases` 1) or open task (`tasks` 1) to its holder's open_work row. */
function openWork(
  dialect: Dialect,
  holder: string,
  open: string,
  counts: { cases: number; tasks: number },
) {
  return addToRollup(dialect, "open_work", { key: ["staff_id"], counts: ["cases", "tasks"] }, [
    selectWhere(
      dialect,
      `${holder} AS k, ${counts.cases} AS c, ${counts.tasks} AS t`,
      `${holder} IS NOT NULL AND ${open}`,
    ),
  ]);
}

const keysOf = (row: string) => ["0", `COALESCE(${row}.assigned_to, -1)`];

/** How a completed task came out, from its row's columns (`prefix` "NEW." or ""). */
const outcomeOf = (dialect: Dialect, prefix: string) =>
  `CASE WHEN ${prefix}due_date IS NULL THEN 'no_due'
    WHEN ${dayOf(dialect, `${prefix}updated_at`)} <= ${prefix}due_date THEN 'on_time'
    ELSE 'late' END`;

/** What one task row counts for, with `sign` +1 (it is there) or -1 (it was). */
function taskRows(dialect: Dialect, row: TriggerRow, sign: 1 | -1) {
  const rows = keysOf(row).flatMap((key) => [
    selectWhere(
      dialect,
      `${key} AS k, 'task_done' AS dim, ${dayOf(dialect, `${row}.updated_at`)} AS d, ${outcomeOf(dialect, `${row}.`)} AS v, ${sign} AS c`,
      `${row}.status = ${COMPLETED}`,
    ),
    selectWhere(
      dialect,
      `${key}, 'task_due', ${row}.due_date, '', ${sign}`,
      `${row}.status <> ${COMPLETED} AND ${row}.due_date IS NOT NULL`,
    ),
  ]);
  const statuses = keysOf(row).map((key) =>
    selectWhere(dialect, `${key} AS k, ${row}.status AS s, ${sign} AS c`),
  );
  return [
    addToDailyStats(dialect, rows),
    openWork(dialect, `${row}.assigned_to`, `${row}.status <> ${COMPLETED}`, {
      cases: 0,
      tasks: sign,
    }),
    addToRollup(
      dialect,
      "task_status_counts",
      { key: ["staff_id", "status"], counts: ["n"] },
      statuses,
    ),
  ];
}

function triggers(dialect: Dialect): Trigger[] {
  const moved = (column: string) => differs(dialect, `OLD.${column}`, `NEW.${column}`);
  return [
    {
      name: "tasks_stats_insert",
      timing: "AFTER INSERT",
      table: "tasks",
      body: taskRows(dialect, "NEW", 1),
    },
    {
      name: "tasks_stats_update",
      timing: "AFTER UPDATE",
      table: "tasks",
      when: [
        ...["assigned_to", "status", "due_date"].map(moved),
        `((OLD.status = ${COMPLETED} OR NEW.status = ${COMPLETED}) AND ${differs(dialect, dayOf(dialect, "OLD.updated_at"), dayOf(dialect, "NEW.updated_at"))})`,
      ].join(" OR "),
      body: [...taskRows(dialect, "OLD", -1), ...taskRows(dialect, "NEW", 1)],
    },
    {
      name: "tasks_stats_delete",
      timing: "AFTER DELETE",
      table: "tasks",
      body: taskRows(dialect, "OLD", -1),
    },
    ...caseTriggers(dialect),
  ];
}

/** A case's part of open_work (the cases' other rollups are migration 20261211-01's). */
function caseTriggers(dialect: Dialect): Trigger[] {
  const open = (row: TriggerRow, sign: 1 | -1) =>
    openWork(dialect, `${row}.staff_id`, `${row}.status IN ${OPEN_CASE}`, {
      cases: sign,
      tasks: 0,
    });
  return [
    { name: "cases_work_insert", timing: "AFTER INSERT", table: "cases", body: [open("NEW", 1)] },
    {
      name: "cases_work_update",
      timing: "AFTER UPDATE",
      table: "cases",
      when: ["staff_id", "status"]
        .map((c) => differs(dialect, `OLD.${c}`, `NEW.${c}`))
        .join(" OR "),
      body: [open("OLD", -1), open("NEW", 1)],
    },
    { name: "cases_work_delete", timing: "AFTER DELETE", table: "cases", body: [open("OLD", -1)] },
  ];
}

/** The tasks' daily_stats rows counted from the tasks (the first fill and the rebuild). */
export function taskStatsSelect(dialect: Dialect) {
  const done = dayOf(dialect, "updated_at");
  const outcome = outcomeOf(dialect, "");
  return ["0", "COALESCE(assigned_to, -1)"]
    .flatMap((key) => {
      // A constant is no GROUP BY term (MariaDB reads 0 as a column, SQLite as a position).
      const by = key === "0" ? "" : `${key}, `;
      return [
        `SELECT ${key}, 'task_done', ${done}, ${outcome}, COUNT(*) FROM tasks
          WHERE status = ${COMPLETED} GROUP BY ${by}${done}, ${outcome}`,
        `SELECT ${key}, 'task_due', due_date, '', COUNT(*) FROM tasks
          WHERE status <> ${COMPLETED} AND due_date IS NOT NULL GROUP BY ${by}due_date`,
      ];
    })
    .join(" UNION ALL ");
}

/** Every attorney's open_work row counted from the cases and tasks. */
export function openWorkSelect() {
  return `SELECT staff_id, SUM(cases), SUM(tasks) FROM (
      SELECT staff_id, COUNT(*) AS cases, 0 AS tasks FROM cases
        WHERE staff_id IS NOT NULL AND status IN ${OPEN_CASE} GROUP BY staff_id
      UNION ALL
      SELECT assigned_to, 0, COUNT(*) FROM tasks
        WHERE assigned_to IS NOT NULL AND status <> ${COMPLETED} GROUP BY assigned_to
    ) AS held GROUP BY staff_id`;
}

export function taskStatusCountsSelect() {
  return [
    "SELECT 0, status, COUNT(*) FROM tasks GROUP BY status",
    "SELECT COALESCE(assigned_to, -1), status, COUNT(*) FROM tasks GROUP BY COALESCE(assigned_to, -1), status",
  ].join(" UNION ALL ");
}

export async function up({ context: qi }: Params) {
  const dialect = triggerDialect(qi);
  const query = (sql: string) => qi.sequelize.query(sql);
  await query(
    rollupTable(
      dialect,
      "task_status_counts",
      ["staff_id INTEGER NOT NULL", "status VARCHAR(32) NOT NULL", "n INTEGER NOT NULL"],
      ["staff_id", "status"],
    ),
  );
  await query(`CREATE TABLE open_work (
    staff_id INTEGER NOT NULL PRIMARY KEY,
    cases INTEGER NOT NULL,
    tasks INTEGER NOT NULL
  )`);
  // The charts' ten with the most: a walk down either count.
  await qi.addIndex("open_work", ["cases", "staff_id"], { name: "open_work_cases" });
  await qi.addIndex("open_work", ["tasks", "staff_id"], { name: "open_work_tasks" });
  await createTriggers(qi, triggers(dialect));
  await query(`INSERT INTO open_work (staff_id, cases, tasks) ${openWorkSelect()}`);
  await query(
    `INSERT INTO daily_stats (staff_id, dimension, day, value, n) ${taskStatsSelect(dialect)}`,
  );
  await query(`INSERT INTO task_status_counts (staff_id, status, n) ${taskStatusCountsSelect()}`);
}

export async function down({ context: qi }: Params) {
  await dropTriggers(qi, triggers(triggerDialect(qi)));
  await qi.sequelize.query("DELETE FROM daily_stats WHERE dimension IN ('task_done', 'task_due')");
  await qi.dropTable("task_status_counts");
  await qi.dropTable("open_work");
}
