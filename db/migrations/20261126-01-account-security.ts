import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * Account security (issue 11): two-factor sign-in with an authenticator app. The shared secret is
 * stored encrypted (AES-256-GCM, key derived from SESSION_SECRET); a secret being set up waits in
 * its own column until a code confirms it; the last accepted time step stops a code being used
 * twice. Recovery codes are kept only as salted scrypt hashes, each good once.
 */
export async function up({ context: qi }: Params) {
  await qi.addColumn("users", "two_factor_secret", {
    type: DataTypes.STRING(200),
    allowNull: true,
  });
  await qi.addColumn("users", "two_factor_pending_secret", {
    type: DataTypes.STRING(200),
    allowNull: true,
  });
  await qi.addColumn("users", "two_factor_enabled_at", {
    type: DataTypes.DATE(3),
    allowNull: true,
  });
  await qi.addColumn("users", "two_factor_last_step", {
    type: DataTypes.BIGINT,
    allowNull: true,
  });
  await qi.addColumn("users", "password_changed_at", {
    type: DataTypes.DATE(3),
    allowNull: true,
  });
  await qi.createTable("recovery_codes", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: "users", key: "id" },
      onDelete: "CASCADE",
    },
    code_hash: { type: DataTypes.STRING(120), allowNull: false },
    used_at: { type: DataTypes.DATE(3), allowNull: true },
    created_at: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex("recovery_codes", ["user_id"], { name: "recovery_codes_user_id" });
}

export async function down({ context: qi }: Params) {
  await qi.dropTable("recovery_codes");
  for (const column of [
    "password_changed_at",
    "two_factor_last_step",
    "two_factor_enabled_at",
    "two_factor_pending_secret",
    "two_factor_secret",
  ]) {
    await qi.sequelize.query(`ALTER TABLE users DROP COLUMN ${column}`);
  }
}
