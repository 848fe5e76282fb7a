import type { QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * The analytics screen (issue 13) counts a period's rows: each count is a range read on an index
 * (cases by creation, by an attorney's creation, closed by their last change; intakes by
 * creation and by the case they made; submissions have theirs already), not a scan of the table.
 */
const INDEXES: Array<[table: string, columns: string[], name: string]> = [
  ["cases", ["created_at"], "cases_created_at"],
  ["cases", ["staff_id", "created_at"], "cases_staff_created"],
  ["cases", ["status", "updated_at"], "cases_status_updated"],
  ["intake_sessions", ["created_at"], "intake_sessions_created_at"],
  ["intake_sessions", ["case_id"], "intake_sessions_case_id"],
];

export async function up({ context: qi }: Params) {
  for (const [table, columns, name] of INDEXES) await qi.addIndex(table, columns, { name });
}

export async function down({ context: qi }: Params) {
  for (const [table, , name] of INDEXES) await qi.removeIndex(table, name);
}
