import type { QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * The dashboard's "Needs you" (issue 36 item 7) reads only what is still open, each group on its
 * own index, so that the firm's history (completed tasks, decided conflicts, reviewed requests,
 * closed cases) is never stepped over: an attorney's open tasks by due date, the undecided
 * conflicts by when they were flagged, each form's unreviewed requests by arrival, and an attorney's
 * cases by status (the open ones, and those waiting for acceptance, oldest first).
 */
const INDEXES: Array<[table: string, columns: string[], name: string]> = [
  ["tasks", ["assigned_to", "status", "due_date", "id"], "tasks_assignee_status_due"],
  ["conflict_checks", ["status", "updated_at"], "conflict_checks_status_updated"],
  ["form_submissions", ["form_id", "reviewed_at", "created_at"], "form_submissions_form_pending"],
  ["cases", ["staff_id", "status", "created_at"], "cases_staff_status_created"],
];

export async function up({ context: qi }: Params) {
  for (const [table, columns, name] of INDEXES) await qi.addIndex(table, columns, { name });
}

export async function down({ context: qi }: Params) {
  for (const [table, , name] of [...INDEXES].reverse()) await qi.removeIndex(table, name);
}
