import type { QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * The cases list (/cases) shows an attorney's cases, or the whole firm's to an administrator,
 * latest activity first: each is a short ordered read on its own index, not a sort of every case.
 */
const INDEXES: Array<[columns: string[], name: string]> = [
  [["staff_id", "updated_at", "id"], "cases_staff_updated"],
  [["client_id", "updated_at", "id"], "cases_client_updated"],
  [["updated_at", "id"], "cases_updated"],
];

export async function up({ context: qi }: Params) {
  for (const [columns, name] of INDEXES) await qi.addIndex("cases", columns, { name });
}

export async function down({ context: qi }: Params) {
  for (const [, name] of [...INDEXES].reverse()) await qi.removeIndex("cases", name);
}
