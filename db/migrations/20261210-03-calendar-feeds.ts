import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * Each staff member's private calendar feed (issue 38 item 6): at most one per person, found by
 * the SHA-256 hash of the token in its URL (the token itself is shown once and kept nowhere).
 * Renewing replaces the hash, so the old URL stops working; turning it off removes the row.
 */
export async function up({ context: qi }: Params) {
  await qi.createTable("calendar_feeds", {
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      primaryKey: true,
      references: { model: "users", key: "id" },
      onDelete: "CASCADE",
    },
    token_hash: { type: DataTypes.CHAR(64), allowNull: false, unique: true },
    created_at: { type: DataTypes.DATE(3), allowNull: false },
  });
}

export async function down({ context: qi }: Params) {
  await qi.dropTable("calendar_feeds");
}
