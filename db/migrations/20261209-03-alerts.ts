import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * E-mail alerts (issue 37 item 4). notification_preferences: a person's choice for one kind of
 * alert, where it is not the default (at once). digest_items: an alert waiting for its person's
 * morning summary (8:00, the firm's time zone), found by when it was written, then gathered and
 * removed under a lease (digest_lease) so one server sends each summary.
 */
export async function up({ context: qi }: Params) {
  await qi.createTable("notification_preferences", {
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      primaryKey: true,
      references: { model: "users", key: "id" },
      onDelete: "CASCADE",
    },
    kind: { type: DataTypes.STRING(40), allowNull: false, primaryKey: true },
    mode: { type: DataTypes.STRING(10), allowNull: false },
    updated_at: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.createTable("digest_items", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: "users", key: "id" },
      onDelete: "CASCADE",
    },
    kind: { type: DataTypes.STRING(40), allowNull: false },
    /** What is waiting, in the alert's own words ("Your legal team sent you a message about Case #12"). */
    line: { type: DataTypes.STRING(255), allowNull: false },
    link: { type: DataTypes.STRING(500), allowNull: false },
    digest_lease: { type: DataTypes.STRING(40), allowNull: true },
    created_at: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex("digest_items", ["created_at"], { name: "digest_items_created" });
  await qi.addIndex("digest_items", ["user_id", "digest_lease"], { name: "digest_items_user" });
}

export async function down({ context: qi }: Params) {
  await qi.dropTable("digest_items");
  await qi.dropTable("notification_preferences");
}
