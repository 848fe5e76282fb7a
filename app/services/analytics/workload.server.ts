import { QueryTypes } from "sequelize";
import { periodBreakdown, totalBefore } from "./daily-stats.server";
import { pageWindow, type TableState } from "~/components/ui/table-state";
import { sequelize } from "~/models/index.server";
import type { AnalyticsFilter, Slice } from "../analytics.server";

/**
 * The attorneys' open work now (the Performance tab, issue 39): each attorney's open cases and
 * open tasks, the firm's averages over every attorney, and the charts' top few with the rest
 * counted. Each count is read from the rollups (open_work, a row an attorney, and daily_stats'
 * task_done and task_due, a row a day), so the cost follows the number of attorneys and of days,
 * not how much work the firm has open or has done.
 */

/** How many attorneys a chart draws; the others are counted and the full table linked. */
export const MAX_PEOPLE = 10;
/** The full table's page. */
export const WORKLOAD_PAGE_SIZE = 50;

export const WORKLOAD_SORTS = ["name", "cases", "tasks"] as const;
export type WorkloadSort = (typeof WORKLOAD_SORTS)[number];

export interface Workload {
  id: number;
  name: string;
  openCases: number;
  openTasks: number;
}

/** Everyone's open work: the number of attorneys, their open cases and tasks, and the averages. */
export interface FirmWorkload {
  attorneys: number;
  openCases: number;
  openTasks: number;
  averageCases: number;
  averageTasks: number;
}

/**
 * Each active attorney with their counts, as a derived table (`w`) to order or sum: their row of
 * the open_work rollup (migration 20261212-01-task-stats; none for one who holds nothing open).
 */
const EACH_ATTORNEY = `SELECT u.id, u.first_name, u.last_name,
    COALESCE(o.cases, 0) AS open_cases, COALESCE(o.tasks, 0) AS open_tasks
  FROM users u LEFT JOIN open_work o ON o.staff_id = u.id
  WHERE u.role = 'staff' AND u.disabled_at IS NULL`;

const ORDER: Record<WorkloadSort, (dir: "ASC" | "DESC") => string> = {
  name: (dir) => `last_name ${dir}, first_name ${dir}, id ${dir}`,
  cases: (dir) => `open_cases ${dir}, last_name, first_name, id`,
  tasks: (dir) => `open_tasks ${dir}, last_name, first_name, id`,
};

async function attorneys(options: {
  sort: WorkloadSort;
  dir: "asc" | "desc";
  limit: number;
  offset?: number;
  staffId?: number | null;
}): Promise<Workload[]> {
  const only = options.staffId ? " AND u.id = :staffId" : "";
  const rows = await sequelize.query<{
    id: number;
    first_name: string;
    last_name: string;
    open_cases: number | string;
    open_tasks: number | string;
  }>(
    `SELECT id, first_name, last_name, open_cases, open_tasks FROM (${EACH_ATTORNEY}${only}) w
     ORDER BY ${ORDER[options.sort](options.dir === "asc" ? "ASC" : "DESC")}
     LIMIT :limit OFFSET :offset`,
    {
      replacements: {
        staffId: options.staffId ?? null,
        limit: options.limit,
        offset: options.offset ?? 0,
      },
      type: QueryTypes.SELECT,
    },
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: `${row.first_name} ${row.last_name}`.trim(),
    openCases: Number(row.open_cases),
    openTasks: Number(row.open_tasks),
  }));
}

const average = (total: number, people: number) =>
  people === 0 ? 0 : Math.round((total / people) * 10) / 10;

/** The whole firm's open work, summed in the database over every active attorney. */
export async function firmWorkload(): Promise<FirmWorkload> {
  const [row] = await sequelize.query<{
    people: number | string;
    cases: number | string | null;
    tasks: number | string | null;
  }>(
    `SELECT COUNT(*) AS people, SUM(open_cases) AS cases, SUM(open_tasks) AS tasks
     FROM (${EACH_ATTORNEY}) w`,
    { type: QueryTypes.SELECT },
  );
  // MySQL answers SUM as a decimal string, and SUM over no rows is NULL.
  const people = Number(row?.people ?? 0);
  const openCases = Number(row?.cases ?? 0);
  const openTasks = Number(row?.tasks ?? 0);
  return {
    attorneys: people,
    openCases,
    openTasks,
    averageCases: average(openCases, people),
    averageTasks: average(openTasks, people),
  };
}

/**
 * The charts' attorneys: those with the most open cases and those with the most open tasks (or
 * just the attorney the filter names), with the firm's figures over everyone.
 */
export async function staffUtilisation(filter: AnalyticsFilter) {
  const top = (sort: WorkloadSort) =>
    attorneys({ sort, dir: "desc", limit: MAX_PEOPLE, staffId: filter.staffId });
  const [mostCases, mostTasks, firm] = await Promise.all([
    top("cases"),
    top("tasks"),
    firmWorkload(),
  ]);
  return { mostCases, mostTasks, ...firm };
}

/** A page of every attorney's open work, in the order asked for, with the firm's figures. */
export async function workloadTable(state: TableState<WorkloadSort>) {
  const firm = await firmWorkload();
  const page = pageWindow(state.page, firm.attorneys, WORKLOAD_PAGE_SIZE);
  const rows = await attorneys({ sort: state.sort, dir: state.dir, ...page });
  return { rows, page: page.page, pageCount: page.pageCount, ...firm };
}

export const TASK_OUTCOME_LABELS: Record<string, string> = {
  on_time: "Completed on time",
  late: "Completed late",
  no_due: "Completed, no due date",
  overdue: "Open and overdue",
};

/** Task completion: the period's completed tasks on time or late, and open tasks overdue now. */
export async function taskCompletion(filter: AnalyticsFilter, now = new Date()): Promise<Slice[]> {
  const [completed, overdue] = await Promise.all([
    periodBreakdown(filter.staffId, "task_done", filter),
    totalBefore(filter.staffId, "task_due", now),
  ]);
  const counts: Record<string, number> = { on_time: 0, late: 0, no_due: 0, overdue };
  for (const { k, n } of completed) counts[k] = n;
  return Object.entries(TASK_OUTCOME_LABELS).map(([key, label]) => ({
    key,
    label,
    value: counts[key],
  }));
}
