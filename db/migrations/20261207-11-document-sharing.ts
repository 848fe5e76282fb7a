import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * Private unless shared (issue 36): a case document is the firm's own until someone shares it
 * with the client; a new row is internal unless its writer says otherwise. Documents already on
 * a case stay as they were: the portal showed every one of them, their clients were notified and
 * may have downloaded them, so they stay shared (the attorney can now make one internal); hiding
 * them silently would take back from a client what the firm already gave.
 */
export async function up({ context: qi }: Params) {
  await qi.addColumn("documents", "shared_with_client", {
    type: DataTypes.BOOLEAN,
    allowNull: false,
    defaultValue: false,
  });
  await qi.sequelize.query("UPDATE documents SET shared_with_client = ?", { replacements: [true] });
}

/** Dropped with SQL both databases take (SQLite's table copy trips on foreign keys). */
export async function down({ context: qi }: Params) {
  await qi.sequelize.query("ALTER TABLE documents DROP COLUMN shared_with_client");
}
