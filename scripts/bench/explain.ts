import { QueryTypes, type Sequelize } from "sequelize";

/**
 * The query plan of one SELECT as lines to print: on SQLite `EXPLAIN QUERY PLAN`'s steps, on
 * MySQL/MariaDB each table's access type, the index it uses (key) and the rows it expects.
 */
export async function explainPlan(sequelize: Sequelize, sql: string): Promise<string[]> {
  const statement = sql.replace(/;\s*$/, "");
  if (sequelize.getDialect() === "sqlite") {
    const steps = await sequelize.query<{ detail: string }>(`EXPLAIN QUERY PLAN ${statement}`, {
      type: QueryTypes.SELECT,
    });
    return steps.map((step) => step.detail);
  }
  const rows = await sequelize.query<Record<string, unknown>>(`EXPLAIN ${statement}`, {
    type: QueryTypes.SELECT,
  });
  return rows.map((row) =>
    `${row.table ?? ""} ${row.type ?? ""} key=${row.key ?? "-"} rows=${row.rows ?? "?"} ${row.Extra ?? ""}`.trim(),
  );
}

/** Whether a plan reads through an index whose name starts with `prefix` (the table's name). */
export function usesIndex(plan: string[], prefix: string): boolean {
  return plan.some((line) => new RegExp(`(?:USING (?:COVERING )?INDEX |key=)${prefix}`).test(line));
}

/** The tables whose rows grow with the firm's history: no analytics statement may scan them. */
export const HISTORY_TABLES = [
  "cases",
  "communications",
  "form_submissions",
  "intake_sessions",
  "tasks",
  "case_events",
  "daily_stats",
  "daily_responses",
];

/**
 * What is wrong with a plan, in words: a full scan of a history table, or a sort of its rows
 * (SQLite: `SCAN t` with no covering index, a temp B-tree; MySQL: `type=ALL`, `Using filesort`).
 * A rollup's rows (daily_stats, daily_responses) may be grouped in a temp B-tree: those are a
 * period's days, not the firm's cases.
 */
export function planFaults(plan: string[]): string[] {
  const faults: string[] = [];
  const history = new RegExp(`\\b(${HISTORY_TABLES.join("|")})\\b`);
  for (const line of plan) {
    const table = line.match(history)?.[1];
    if (/^SCAN /.test(line) && table && !/USING (COVERING )?INDEX/.test(line)) {
      faults.push(`full scan of ${table}`);
    }
    if (/^\S+ ALL /.test(line) && table) faults.push(`full scan of ${table}`);
    if (/Using filesort/.test(line) && table && !/^daily_/.test(line)) {
      faults.push(`filesort over ${table}`);
    }
  }
  return faults;
}
