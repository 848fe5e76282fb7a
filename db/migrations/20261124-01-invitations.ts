import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * A consultation becomes a case (issue 16): the submission remembers its case, and a client
 * whose account the firm made is invited to set a password through a link. The link's token is
 * kept only as its SHA-256 hash; it works once, until it expires.
 *
 * `form_submissions.case_id` is an indexed id rather than a foreign key: SQLite cannot drop a
 * column that is one, and cases are never deleted.
 */
export async function up({ context: qi }: Params) {
  await qi.createTable("invitations", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: "users", key: "id" },
      onDelete: "CASCADE",
    },
    case_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "cases", key: "id" },
      onDelete: "SET NULL",
    },
    token_hash: { type: DataTypes.CHAR(64), allowNull: false, unique: true },
    expires_at: { type: DataTypes.DATE(3), allowNull: false },
    used_at: { type: DataTypes.DATE(3), allowNull: true },
    created_by: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "users", key: "id" },
      onDelete: "SET NULL",
    },
    created_at: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex("invitations", ["user_id"], { name: "invitations_user_id" });

  await qi.addColumn("form_submissions", "case_id", { type: DataTypes.INTEGER, allowNull: true });
  await qi.addColumn("form_submissions", "converted_at", {
    type: DataTypes.DATE(3),
    allowNull: true,
  });
  await qi.addIndex("form_submissions", ["case_id"], { name: "form_submissions_case_id" });
}

export async function down({ context: qi }: Params) {
  await qi.removeIndex("form_submissions", "form_submissions_case_id");
  await qi.sequelize.query("ALTER TABLE form_submissions DROP COLUMN converted_at");
  await qi.sequelize.query("ALTER TABLE form_submissions DROP COLUMN case_id");
  await qi.dropTable("invitations");
}
