import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * The local intake engine keeps its reading of a conversation on the session (issue 35): what it
 * has gathered, how often it asked each thing, what it asked last and how many messages it has
 * read. A turn then reads only the question and the answer that came since, instead of the whole
 * conversation again. Sessions from before have none: their next turn reads them from the start.
 */
export async function up({ context: qi }: Params) {
  await qi.addColumn("intake_sessions", "reading_state", { type: DataTypes.JSON, allowNull: true });
}

/** Dropped with SQL both databases take (SQLite's table copy trips on foreign keys). */
export async function down({ context: qi }: Params) {
  await qi.sequelize.query("ALTER TABLE intake_sessions DROP COLUMN reading_state");
}
