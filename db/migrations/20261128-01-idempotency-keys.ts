import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * Idempotency keys (issue 18): a JSON call that creates something, sent again with the same
 * Idempotency-Key by the same caller within 24 hours, answers what the first did. Kept in the
 * database so that it holds across app servers; expired keys are pruned by the housekeeping.
 */
export async function up({ context: qi }: Params) {
  await qi.createTable("idempotency_keys", {
    id: { type: DataTypes.STRING(64), primaryKey: true },
    fingerprint: { type: DataTypes.STRING(64), allowNull: false },
    status: { type: DataTypes.INTEGER, allowNull: true },
    body: { type: DataTypes.TEXT, allowNull: true },
    expires_at: { type: DataTypes.DATE(3), allowNull: false },
    created_at: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex("idempotency_keys", ["expires_at"], { name: "idempotency_keys_expires_at" });
}

export async function down({ context: qi }: Params) {
  await qi.dropTable("idempotency_keys");
}
