import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * A form sent to a case's client (issue 36 item 8): who sent which published form, when, and the
 * submission that answered it once the client has (the answers are filed on the case:
 * form_submissions.case_id). A case's list reads newest first on (case_id, created_at).
 */
export async function up({ context: qi }: Params) {
  await qi.createTable("case_forms", {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    case_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: "cases", key: "id" },
      onDelete: "CASCADE",
    },
    form_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: "forms", key: "id" },
      onDelete: "CASCADE",
    },
    /** The form's title when it was sent (the live version's), as the client was told it. */
    form_title: { type: DataTypes.STRING(255), allowNull: false },
    sent_by: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "users", key: "id" },
      onDelete: "SET NULL",
    },
    submission_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "form_submissions", key: "id" },
      onDelete: "SET NULL",
    },
    created_at: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex("case_forms", ["case_id", "created_at"], { name: "case_forms_case_created" });
}

export async function down({ context: qi }: Params) {
  await qi.dropTable("case_forms");
}
