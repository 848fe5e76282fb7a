import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * Form versions (issue 12): a form's row holds the builder's working copy; each publication is an
 * immutable snapshot (title, description, fields) in `form_versions`, so submissions keep the
 * labels they were filled against. `forms.version` is the latest published version (0: never
 * published) and `has_draft_changes` whether the working copy differs from it. Forms already
 * published become version 1 of themselves.
 */
export async function up({ context: qi }: Params) {
  await qi.addColumn("forms", "version", {
    type: DataTypes.INTEGER,
    allowNull: false,
    defaultValue: 0,
  });
  await qi.addColumn("forms", "has_draft_changes", {
    type: DataTypes.BOOLEAN,
    allowNull: false,
    defaultValue: false,
  });
  await qi.addColumn("forms", "updated_by", { type: DataTypes.INTEGER, allowNull: true });
  await qi.addIndex("forms", ["updated_at"], { name: "forms_updated_at" });

  await qi.createTable("form_versions", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    form_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: "forms", key: "id" },
      onDelete: "CASCADE",
    },
    version: { type: DataTypes.INTEGER, allowNull: false },
    title: { type: DataTypes.STRING(255), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: true },
    fields: { type: DataTypes.JSON, allowNull: false },
    published_by: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "users", key: "id" },
      onDelete: "SET NULL",
    },
    created_at: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex("form_versions", ["form_id", "version"], {
    name: "form_versions_form_version",
    unique: true,
  });

  await qi.sequelize.query(
    "INSERT INTO form_versions (form_id, version, title, description, fields, published_by, created_at) " +
      "SELECT id, 1, title, description, fields, NULL, updated_at FROM forms WHERE is_published = 1",
  );
  await qi.sequelize.query("UPDATE forms SET version = 1 WHERE is_published = 1");
}

/** Columns are dropped with SQL both databases take (SQLite's table copy trips on foreign keys). */
export async function down({ context: qi }: Params) {
  await qi.dropTable("form_versions");
  await qi.removeIndex("forms", "forms_updated_at");
  await qi.sequelize.query("ALTER TABLE forms DROP COLUMN updated_by");
  await qi.sequelize.query("ALTER TABLE forms DROP COLUMN has_draft_changes");
  await qi.sequelize.query("ALTER TABLE forms DROP COLUMN version");
}
