import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * Where each user is in each tutorial (issue 14): started, the step reached, completed. On the
 * server, so a tutorial finished on one device is finished on every other; one row per user and
 * tutorial, read by its primary key (a user's rows are a prefix of it).
 */
export async function up({ context: qi }: Params) {
  await qi.createTable("tutorial_progress", {
    user_id: {
      type: DataTypes.INTEGER,
      primaryKey: true,
      references: { model: "users", key: "id" },
      onDelete: "CASCADE",
    },
    tutorial_id: {
      type: DataTypes.STRING(64),
      primaryKey: true,
      references: { model: "tutorials", key: "id" },
      onDelete: "CASCADE",
    },
    current_step: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    started_at: { type: DataTypes.DATE(3), allowNull: false },
    completed_at: { type: DataTypes.DATE(3), allowNull: true },
    updated_at: { type: DataTypes.DATE(3), allowNull: false },
  });
}

export async function down({ context: qi }: Params) {
  await qi.dropTable("tutorial_progress");
}
