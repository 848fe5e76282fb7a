import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * Administration (issue 10): an administrator can disable an account (it keeps its records and
 * history; it cannot sign in, and its sessions end), and reads the audit log newest first over
 * every action, so that order has an index of its own.
 */
export async function up({ context: qi }: Params) {
  await qi.addColumn("users", "disabled_at", { type: DataTypes.DATE(3), allowNull: true });
  await qi.addIndex("audit_events", ["created_at"], { name: "audit_events_created_at" });
}

export async function down({ context: qi }: Params) {
  await qi.removeIndex("audit_events", "audit_events_created_at");
  await qi.sequelize.query("ALTER TABLE users DROP COLUMN disabled_at");
}
