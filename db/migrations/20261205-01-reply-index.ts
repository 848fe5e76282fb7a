import type { QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * A client message's answer (issue 13's response times) is the firm's first message on the same
 * case after it: one read by case, type and time. Without this index SQLite answered it through
 * (type, created_at), reading every later reply of the firm's until one was on that case: the
 * analytics Overview took 9 s on the bench's 20,000 messages instead of milliseconds.
 */
export async function up({ context: qi }: Params) {
  await qi.addIndex("communications", ["case_id", "type", "created_at"], {
    name: "communications_case_type_created",
  });
}

export async function down({ context: qi }: Params) {
  await qi.removeIndex("communications", "communications_case_type_created");
}
