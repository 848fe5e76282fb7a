import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/** The foreign key from a submission to the client account that sent it (MySQL's name for it). */
const SUBMITTED_BY_KEY = "form_submissions_submitted_by_fk";

/**
 * Clients fill in published forms (issue 12): a submission remembers the version of the form it
 * answered (so its answers keep their labels after the form changes) and the client account that
 * sent it (staff filter submissions by form on the existing form_id, created_at index). A
 * form's file fields keep their files in storage, one row per file with its storage key (the
 * backup copies the bytes with every other stored file). Submissions made before versions existed
 * answered version 1 of a published form.
 */
export async function up({ context: qi }: Params) {
  const sqlite = qi.sequelize.getDialect() === "sqlite";
  await qi.addColumn("form_submissions", "form_version", {
    type: DataTypes.INTEGER,
    allowNull: true,
  });
  await qi.sequelize.query(
    "UPDATE form_submissions SET form_version = 1 WHERE form_id IN (SELECT id FROM forms WHERE is_published = 1)",
  );
  // SQLite takes the key in the column's definition (a column-level key can be dropped again);
  // MySQL gets a named constraint, so that going down can drop it first.
  await qi.addColumn("form_submissions", "submitted_by", {
    type: DataTypes.INTEGER,
    allowNull: true,
    ...(sqlite ? { references: { model: "users", key: "id" }, onDelete: "SET NULL" } : {}),
  });
  if (!sqlite) {
    await qi.addConstraint("form_submissions", {
      type: "foreign key",
      name: SUBMITTED_BY_KEY,
      fields: ["submitted_by"],
      references: { table: "users", field: "id" },
      onDelete: "SET NULL",
      onUpdate: "CASCADE",
    });
  }

  await qi.createTable("form_submission_files", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    submission_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: "form_submissions", key: "id" },
      onDelete: "CASCADE",
    },
    field_id: { type: DataTypes.STRING(40), allowNull: false },
    storage_key: { type: DataTypes.STRING(64), allowNull: false },
    file_name: { type: DataTypes.STRING(255), allowNull: false },
    file_type: { type: DataTypes.STRING(100), allowNull: false },
    file_size: { type: DataTypes.INTEGER, allowNull: false },
    created_at: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex("form_submission_files", ["submission_id", "field_id"], {
    name: "form_submission_files_submission",
  });
}

/** Columns are dropped with SQL both databases take (SQLite's table copy trips on foreign keys). */
export async function down({ context: qi }: Params) {
  const sqlite = qi.sequelize.getDialect() === "sqlite";
  await qi.dropTable("form_submission_files");
  if (!sqlite) await qi.removeConstraint("form_submissions", SUBMITTED_BY_KEY);
  await qi.sequelize.query("ALTER TABLE form_submissions DROP COLUMN submitted_by");
  await qi.sequelize.query("ALTER TABLE form_submissions DROP COLUMN form_version");
}
