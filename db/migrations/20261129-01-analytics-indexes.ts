import type { QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * The analytics screen (issue 13) counts a period's rows: each count is a range read on an index
 * (cases by creation, by an attorney's creation, closed by their last change; intakes by
 * creation and by the case they made; submissions and completed tasks have
 * theirs already), not a scan of the table.
 */
const INDEXES: Array<[table: string, columns: string[], name: string]> = [
  ["cases", ["created_at"], "cases_created_at"],
  ["cases", ["staff_id", "created_at"], "cases_staff_created"],
  ["cases", ["status", "updated_at"], "cases_status_updated"],
  ["intake_sessions", ["created_at"], "intake_sessions_created_at"],
  ["intake_sessions", ["case_id"], "intake_sessions_case_id"],
];

/** MySQL indexes a foreign key's column itself (and will not drop an index a key needs). */
const FOREIGN_KEY_COLUMNS = new Set(["intake_sessions_case_id"]);
const wanted = (qi: QueryInterface) =>
  INDEXES.filter(
    ([, , name]) => qi.sequelize.getDialect() === "sqlite" || !FOREIGN_KEY_COLUMNS.has(name),
  );

export async function up({ context: qi }: Params) {
  for (const [table, columns, name] of wanted(qi)) await qi.addIndex(table, columns, { name });
}

export async function down({ context: qi }: Params) {
  for (const [table, , name] of wanted(qi)) await qi.removeIndex(table, name);
}
