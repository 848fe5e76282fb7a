import type { QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * The staff dashboard's lists read the newest rows across the whole firm: recent activity (case
 * events and form submissions by date), the metrics list (by recorded date) and the Completed
 * column (by when tasks were completed). Each needs its own index to stay a short read.
 */
const INDEXES: Array<[table: string, columns: string[], name: string]> = [
  ["case_events", ["created_at"], "case_events_created_at"],
  ["form_submissions", ["created_at"], "form_submissions_created_at"],
  ["performance_metrics", ["recorded_at"], "performance_metrics_recorded_at"],
  ["tasks", ["status", "updated_at"], "tasks_status_updated"],
];

export async function up({ context: qi }: Params) {
  for (const [table, columns, name] of INDEXES) await qi.addIndex(table, columns, { name });
}

export async function down({ context: qi }: Params) {
  for (const [table, , name] of [...INDEXES].reverse()) await qi.removeIndex(table, name);
}
