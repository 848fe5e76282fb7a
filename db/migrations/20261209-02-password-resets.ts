import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * Password reset links (issue 37 item 2): the token is kept only as its SHA-256 hash; a link
 * works once, for an hour, and asking again voids the ones before it (found on user_id).
 */
export async function up({ context: qi }: Params) {
  await qi.createTable("password_resets", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: "users", key: "id" },
      onDelete: "CASCADE",
    },
    token_hash: { type: DataTypes.CHAR(64), allowNull: false, unique: true },
    expires_at: { type: DataTypes.DATE(3), allowNull: false },
    used_at: { type: DataTypes.DATE(3), allowNull: true },
    created_at: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex("password_resets", ["user_id"], { name: "password_resets_user_id" });
}

export async function down({ context: qi }: Params) {
  await qi.dropTable("password_resets");
}
