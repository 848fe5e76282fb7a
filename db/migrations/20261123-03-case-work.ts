import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * What the case page (/cases/{id}) needs of the tables it works on:
 * - a timeline event is shared with the client or kept as the firm's internal note, and is dated
 *   when it happened (a hearing next month, a filing last week), not when it was typed in;
 * - a message from the client is unread until its attorney opens the case's Messages tab (the
 *   firm's own messages are read as they are written, so "unread" is `read_at IS NULL` alone);
 * - a client's telephone number, for the attorney's overview;
 * - a case's tasks are read by case (SQLite does not index a foreign key by itself).
 * Existing events stay shared (the portal showed them all) and keep their date; existing client
 * messages stay unread: no one at the firm could open them before.
 */
export async function up({ context: qi }: Params) {
  await qi.addColumn("case_events", "shared_with_client", {
    type: DataTypes.BOOLEAN,
    allowNull: false,
    defaultValue: true,
  });
  await qi.addColumn("case_events", "occurred_at", { type: DataTypes.DATE(3), allowNull: true });
  await qi.sequelize.query("UPDATE case_events SET occurred_at = created_at");
  await qi.addIndex("case_events", ["case_id", "occurred_at", "id"], {
    name: "case_events_case_occurred",
  });

  await qi.addColumn("communications", "read_at", { type: DataTypes.DATE(3), allowNull: true });
  await qi.sequelize.query("UPDATE communications SET read_at = created_at WHERE type <> 'sent'");
  await qi.addIndex("communications", ["case_id", "read_at"], { name: "communications_case_read" });

  await qi.addColumn("users", "phone", { type: DataTypes.STRING(40), allowNull: true });

  // MySQL indexes every foreign key itself (and would hand this one the key's index).
  if (qi.sequelize.getDialect() === "sqlite") {
    await qi.addIndex("tasks", ["case_id"], { name: "tasks_case_id" });
  }
}

/** Columns are dropped with SQL both databases take (SQLite's table copy trips on foreign keys). */
export async function down({ context: qi }: Params) {
  const drop = (table: string, column: string) =>
    qi.sequelize.query(`ALTER TABLE ${table} DROP COLUMN ${column}`);
  if (qi.sequelize.getDialect() === "sqlite") await qi.removeIndex("tasks", "tasks_case_id");
  await drop("users", "phone");
  await qi.removeIndex("communications", "communications_case_read");
  await drop("communications", "read_at");
  await qi.removeIndex("case_events", "case_events_case_occurred");
  await drop("case_events", "occurred_at");
  await drop("case_events", "shared_with_client");
}
