import type { QueryInterface } from "sequelize";

/**
 * What the rollups' migrations (issue 39) write their triggers with, in the SQL of SQLite and of
 * MySQL/MariaDB.
 */

export type Dialect = "sqlite" | "mysql";
export type TriggerRow = "NEW" | "OLD";

export interface Trigger {
  name: string;
  /** BEFORE only on MySQL/MariaDB, to set a column of the row being written (`SET NEW.x = ...`). */
  timing: "AFTER INSERT" | "AFTER UPDATE" | "AFTER DELETE" | "BEFORE INSERT" | "BEFORE UPDATE";
  table: string;
  /** Runs only when this holds (an update that moves nothing counted is left alone). */
  when?: string;
  body: string[];
}

export const triggerDialect = (qi: QueryInterface): Dialect =>
  qi.sequelize.getDialect() === "sqlite" ? "sqlite" : "mysql";

/** A stored timestamp's UTC day. */
export const dayOf = (dialect: Dialect, column: string) =>
  dialect === "sqlite" ? `substr(${column}, 1, 10)` : `DATE(${column})`;

/** `a` and `b` differ, NULL counting as a value. */
export const differs = (dialect: Dialect, a: string, b: string) =>
  dialect === "sqlite" ? `${a} IS NOT ${b}` : `NOT (${a} <=> ${b})`;

/** A row of constants with an optional condition (MariaDB's SELECT needs a FROM for a WHERE). */
export const selectWhere = (dialect: Dialect, columns: string, condition?: string) =>
  `SELECT ${columns}${dialect === "mysql" ? " FROM DUAL" : ""}${condition ? ` WHERE ${condition}` : ""}`;

/**
 * A rollup's table, `columns` then its key: SQLite keeps the rows in the key's order (no rowid
 * table), the order the screens read them in.
 */
export const rollupTable = (dialect: Dialect, table: string, columns: string[], key: string[]) =>
  `CREATE TABLE ${table} (${[...columns, `PRIMARY KEY (${key.join(", ")})`].join(", ")})${dialect === "sqlite" ? " WITHOUT ROWID" : ""}`;

export function createTrigger(dialect: Dialect, trigger: Trigger) {
  const body = trigger.body.map((statement) => `${statement};`).join("\n");
  if (dialect === "sqlite") {
    const when = trigger.when ? ` WHEN ${trigger.when}` : "";
    return `CREATE TRIGGER ${trigger.name} ${trigger.timing} ON ${trigger.table} FOR EACH ROW${when} BEGIN\n${body}\nEND`;
  }
  const guarded = trigger.when ? `IF ${trigger.when} THEN\n${body}\nEND IF;` : body;
  return `CREATE TRIGGER ${trigger.name} ${trigger.timing} ON ${trigger.table} FOR EACH ROW BEGIN\n${guarded}\nEND`;
}

export async function createTriggers(qi: QueryInterface, triggers: Trigger[]) {
  for (const trigger of triggers) {
    await qi.sequelize.query(createTrigger(triggerDialect(qi), trigger));
  }
}

export async function dropTriggers(qi: QueryInterface, triggers: Trigger[]) {
  for (const trigger of triggers)
    await qi.sequelize.query(`DROP TRIGGER IF EXISTS ${trigger.name}`);
}

/**
 * Adds each row's count to a rollup keyed by `key`, inserting the rows that are not there yet:
 * `rows` are SELECTs of the key's columns then the count, in `columns`' order, the count last.
 */
export function addToRollup(
  dialect: Dialect,
  table: string,
  columns: { key: string[]; counts: string[] },
  rows: string[],
  where = "1 = 1",
) {
  const all = [...columns.key, ...columns.counts];
  const upsert =
    dialect === "sqlite"
      ? `ON CONFLICT (${columns.key.join(", ")}) DO UPDATE SET ${columns.counts.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(", ")}`
      : `ON DUPLICATE KEY UPDATE ${columns.counts.map((c) => `${c} = ${table}.${c} + VALUES(${c})`).join(", ")}`;
  return `INSERT INTO ${table} (${all.join(", ")})
    SELECT * FROM (${rows.join(" UNION ALL ")}) AS moved WHERE ${where} ${upsert}`;
}
