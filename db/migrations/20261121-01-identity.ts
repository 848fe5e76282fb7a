import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

const timestamps = {
  created_at: { type: DataTypes.DATE(3), allowNull: false },
  updated_at: { type: DataTypes.DATE(3), allowNull: false },
};

export async function up({ context: qi }: Params) {
  await qi.createTable("users", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
    password_hash: { type: DataTypes.STRING(100), allowNull: false },
    first_name: { type: DataTypes.STRING(100), allowNull: false },
    last_name: { type: DataTypes.STRING(100), allowNull: false },
    role: {
      type: DataTypes.ENUM("admin", "staff", "client"),
      allowNull: false,
      defaultValue: "client",
    },
    ...timestamps,
  });
  await qi.addIndex("users", ["role"], { name: "users_role" });
  await qi.addIndex("users", ["created_at"], { name: "users_created_at" });

  await qi.createTable("sessions", {
    id_hash: { type: DataTypes.STRING(64), primaryKey: true },
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: "users", key: "id" },
      onDelete: "CASCADE",
    },
    expires_at: { type: DataTypes.DATE(3), allowNull: false },
    last_seen_at: { type: DataTypes.DATE(3), allowNull: false },
    ip_address: { type: DataTypes.STRING(45), allowNull: true },
    user_agent: { type: DataTypes.STRING(255), allowNull: true },
    created_at: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex("sessions", ["user_id"], { name: "sessions_user_id" });
  await qi.addIndex("sessions", ["expires_at"], { name: "sessions_expires_at" });

  await qi.createTable("rate_limits", {
    bucket: { type: DataTypes.STRING(255), primaryKey: true },
    hits: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    reset_at: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex("rate_limits", ["reset_at"], { name: "rate_limits_reset_at" });

  await qi.createTable("audit_events", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    actor_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "users", key: "id" },
      onDelete: "SET NULL",
    },
    action: { type: DataTypes.STRING(64), allowNull: false },
    target_type: { type: DataTypes.STRING(64), allowNull: true },
    target_id: { type: DataTypes.STRING(64), allowNull: true },
    ip_address: { type: DataTypes.STRING(45), allowNull: true },
    details: { type: DataTypes.JSON, allowNull: true },
    created_at: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex("audit_events", ["actor_id", "created_at"], {
    name: "audit_events_actor_created",
  });
  await qi.addIndex("audit_events", ["action", "created_at"], {
    name: "audit_events_action_created",
  });

  await qi.createTable("system_settings", {
    id: { type: DataTypes.INTEGER, primaryKey: true },
    site_title: { type: DataTypes.STRING(120), allowNull: false },
    support_email: { type: DataTypes.STRING(254), allowNull: false },
    time_zone: { type: DataTypes.ENUM("UTC", "EST", "PST"), allowNull: false, defaultValue: "UTC" },
    session_timeout_minutes: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 60 },
    password_policy: {
      type: DataTypes.ENUM("basic", "standard", "strict"),
      allowNull: false,
      defaultValue: "standard",
    },
    two_factor: {
      type: DataTypes.ENUM("disabled", "optional", "required"),
      allowNull: false,
      defaultValue: "optional",
    },
    updated_at: { type: DataTypes.DATE(3), allowNull: false },
  });
}

export async function down({ context: qi }: Params) {
  await qi.dropTable("system_settings");
  await qi.dropTable("audit_events");
  await qi.dropTable("rate_limits");
  await qi.dropTable("sessions");
  await qi.dropTable("users");
}
