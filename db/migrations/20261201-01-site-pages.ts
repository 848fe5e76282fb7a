import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * The pages a firm must publish (issue 14): terms of service, privacy policy and accessibility
 * statement, one row each by its address (`/pages/{slug}`), their text the firm's own (an
 * administrator edits it); reference data seeds templates that say they are templates.
 */
export async function up({ context: qi }: Params) {
  await qi.createTable("site_pages", {
    slug: { type: DataTypes.STRING(40), primaryKey: true },
    title: { type: DataTypes.STRING(120), allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    updated_by: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "users", key: "id" },
      onDelete: "SET NULL",
    },
    created_at: { type: DataTypes.DATE(3), allowNull: false },
    updated_at: { type: DataTypes.DATE(3), allowNull: false },
  });
}

export async function down({ context: qi }: Params) {
  await qi.dropTable("site_pages");
}
