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
