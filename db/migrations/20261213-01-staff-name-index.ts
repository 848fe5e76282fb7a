import type { QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * The attorney pickers (issue 39) read the firm's staff by name a page at a time, all of them
 * disabled or not, and searchStaff filters that order by a typed name. users_role_active_name
 * leads with disabled_at, so it serves neither order: this index holds the staff in name order,
 * and a page of them reads only that page.
 */
export async function up({ context: qi }: Params) {
  await qi.addIndex("users", ["role", "last_name", "first_name", "id"], {
    name: "users_role_name",
  });
}

export async function down({ context: qi }: Params) {
  await qi.removeIndex("users", "users_role_name");
}
