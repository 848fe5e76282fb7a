import type { QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * The Performance tab's open work by attorney (issue 39) reads each active attorney's name and
 * then counts their open cases and open tasks. The counts already have indexes that cover them
 * (cases_staff_status_created, tasks_assignee_status_due; the overdue count tasks_status_due);
 * the attorneys themselves were found through users_role and then each row read for
 * `disabled_at` and the name, and MariaDB read the whole users table once most users were staff.
 * This index holds all of it, in the full table's name order.
 */
const INDEXES: Array<[table: string, columns: string[], name: string]> = [
  ["users", ["role", "disabled_at", "last_name", "first_name"], "users_role_active_name"],
];

export async function up({ context: qi }: Params) {
  for (const [table, columns, name] of INDEXES) await qi.addIndex(table, columns, { name });
}

export async function down({ context: qi }: Params) {
  for (const [table, , name] of [...INDEXES].reverse()) await qi.removeIndex(table, name);
}
