import type { QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * Upcoming deadlines (the dashboard) are the open tasks with the earliest due dates. Read through
 * the due-date index alone, the query stepped over every completed task due earlier, which only
 * grows as a firm works; by status and due date, each open status is a short ordered read.
 */
export async function up({ context: qi }: Params) {
  await qi.addIndex("tasks", ["status", "due_date", "id"], { name: "tasks_status_due" });
}

export async function down({ context: qi }: Params) {
  await qi.removeIndex("tasks", "tasks_status_due");
}
