import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * The conflict check's result for a consultation request or a case (issue 17): clear, or a
 * potential conflict with its matches, until the assigned attorney or an administrator decides
 * (cleared, waived with a note, declined). One row per request or case, the latest check's.
 */
export async function up({ context: qi }: Params) {
  await qi.createTable("conflict_checks", {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    case_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      unique: true,
      references: { model: "cases", key: "id" },
      onDelete: "CASCADE",
    },
    submission_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      unique: true,
      references: { model: "form_submissions", key: "id" },
      onDelete: "CASCADE",
    },
    status: {
      type: DataTypes.ENUM("clear", "potential", "cleared", "waived", "declined"),
      allowNull: false,
    },
    matches: { type: DataTypes.JSON, allowNull: false },
    note: { type: DataTypes.TEXT, allowNull: true },
    decided_by: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "users", key: "id" },
      onDelete: "SET NULL",
    },
    decided_at: { type: DataTypes.DATE(3), allowNull: true },
    created_at: { type: DataTypes.DATE(3), allowNull: false },
    updated_at: { type: DataTypes.DATE(3), allowNull: false },
  });
}

export async function down({ context: qi }: Params) {
  await qi.dropTable("conflict_checks");
}
