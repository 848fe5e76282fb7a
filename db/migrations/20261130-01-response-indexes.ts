import type { QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * Response times by channel (issue 13): a period's client messages are a range read by type and
 * date (each one's answer is then a read on communications by case and date), and completed
 * intakes one by status and completion, not scans of the tables.
 */
const INDEXES: Array<[table: string, columns: string[], name: string]> = [
  ["communications", ["type", "created_at"], "communications_type_created"],
  ["intake_sessions", ["status", "updated_at"], "intake_sessions_status_updated"],
];

export async function up({ context: qi }: Params) {
  for (const [table, columns, name] of INDEXES) await qi.addIndex(table, columns, { name });
}

export async function down({ context: qi }: Params) {
  for (const [table, , name] of INDEXES) await qi.removeIndex(table, name);
}
