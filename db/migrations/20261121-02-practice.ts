import { DataTypes, type DataType, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

const timestamps = {
  created_at: { type: DataTypes.DATE(3), allowNull: false },
  updated_at: { type: DataTypes.DATE(3), allowNull: false },
};
const createdAt = { created_at: { type: DataTypes.DATE(3), allowNull: false } };

const id = { id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true } };

/** A foreign key column. `null` as onDelete means the engine's default (refuse while referenced). */
function ref(
  table: string,
  allowNull: boolean,
  onDelete: "CASCADE" | "SET NULL" | null,
  type: DataType = DataTypes.INTEGER,
) {
  return {
    type,
    allowNull,
    references: { model: table, key: "id" },
    ...(onDelete ? { onDelete } : {}),
  };
}

// Frozen copies of the lists in app/utils/domain.ts: a migration must not change after it ships.
const PRIORITIES = ["low", "medium", "high", "urgent"];
const ROLES = ["admin", "staff", "client"];

export async function up({ context: qi }: Params) {
  await qi.createTable("cases", {
    ...id,
    client_id: ref("users", false, null),
    staff_id: ref("users", true, "SET NULL"),
    title: { type: DataTypes.STRING(255), allowNull: false },
    case_type: { type: DataTypes.STRING(64), allowNull: false },
    status: {
      type: DataTypes.ENUM("active", "pending", "on_hold", "completed", "closed"),
      allowNull: false,
      defaultValue: "active",
    },
    priority: { type: DataTypes.ENUM(...PRIORITIES), allowNull: false, defaultValue: "medium" },
    description: { type: DataTypes.TEXT, allowNull: false },
    ...timestamps,
  });
  await qi.addIndex("cases", ["client_id"], { name: "cases_client_id" });
  await qi.addIndex("cases", ["staff_id"], { name: "cases_staff_id" });
  await qi.addIndex("cases", ["status"], { name: "cases_status" });

  await qi.createTable("notifications", {
    ...id,
    user_id: ref("users", false, "CASCADE"),
    type: {
      type: DataTypes.ENUM("case_update", "deadline", "message", "system", "other"),
      allowNull: false,
      defaultValue: "other",
    },
    title: { type: DataTypes.STRING(255), allowNull: false },
    message: { type: DataTypes.TEXT, allowNull: false },
    is_read: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    action_url: { type: DataTypes.STRING(500), allowNull: true },
    related_case_id: ref("cases", true, "SET NULL"),
    ...createdAt,
  });
  await qi.addIndex("notifications", ["user_id", "is_read", "created_at"], {
    name: "notifications_user_read_created",
  });

  await qi.createTable("case_events", {
    ...id,
    case_id: ref("cases", false, "CASCADE"),
    title: { type: DataTypes.STRING(255), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: false },
    event_type: { type: DataTypes.ENUM("filed", "discovery", "hearing", "note"), allowNull: false },
    created_by: ref("users", true, "SET NULL"),
    ...createdAt,
  });
  await qi.addIndex("case_events", ["case_id", "created_at"], { name: "case_events_case_created" });

  await qi.createTable("documents", {
    ...id,
    case_id: ref("cases", false, "CASCADE"),
    file_name: { type: DataTypes.STRING(255), allowNull: false },
    file_url: { type: DataTypes.STRING(500), allowNull: false },
    file_type: { type: DataTypes.STRING(100), allowNull: false },
    file_size: { type: DataTypes.INTEGER, allowNull: false },
    storage_key: { type: DataTypes.STRING(255), allowNull: true },
    uploaded_by: ref("users", true, "SET NULL"),
    ...createdAt,
  });
  await qi.addIndex("documents", ["case_id"], { name: "documents_case_id" });

  await qi.createTable("communications", {
    ...id,
    case_id: ref("cases", false, "CASCADE"),
    type: { type: DataTypes.ENUM("received", "sent", "system"), allowNull: false },
    subject: { type: DataTypes.STRING(255), allowNull: false },
    content: { type: DataTypes.TEXT, allowNull: false },
    sender_id: ref("users", true, "SET NULL"),
    ...createdAt,
  });
  await qi.addIndex("communications", ["case_id", "created_at"], {
    name: "communications_case_created",
  });

  await qi.createTable("chat_channels", {
    ...id,
    channel_name: { type: DataTypes.STRING(100), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: true },
    is_private: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    created_by: ref("users", true, "SET NULL"),
    ...timestamps,
  });

  await qi.createTable("chat_channel_members", {
    channel_id: { ...ref("chat_channels", false, "CASCADE"), primaryKey: true },
    user_id: { ...ref("users", false, "CASCADE"), primaryKey: true },
    ...createdAt,
  });
  await qi.addIndex("chat_channel_members", ["user_id"], { name: "chat_channel_members_user_id" });

  await qi.createTable("chat_messages", {
    ...id,
    channel_id: ref("chat_channels", false, "CASCADE"),
    sender_id: ref("users", false, "CASCADE"),
    content: { type: DataTypes.TEXT, allowNull: false },
    ...createdAt,
  });
  await qi.addIndex("chat_messages", ["channel_id", "created_at"], {
    name: "chat_messages_channel_created",
  });

  await qi.createTable("tasks", {
    ...id,
    title: { type: DataTypes.STRING(255), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: true },
    priority: { type: DataTypes.ENUM(...PRIORITIES), allowNull: false, defaultValue: "medium" },
    status: {
      type: DataTypes.ENUM("pending", "in_progress", "completed"),
      allowNull: false,
      defaultValue: "pending",
    },
    due_date: { type: DataTypes.DATEONLY, allowNull: true },
    assigned_to: ref("users", true, "SET NULL"),
    case_id: ref("cases", true, "SET NULL"),
    created_by: ref("users", true, "SET NULL"),
    ...timestamps,
  });
  await qi.addIndex("tasks", ["status"], { name: "tasks_status" });
  await qi.addIndex("tasks", ["due_date"], { name: "tasks_due_date" });
  await qi.addIndex("tasks", ["assigned_to"], { name: "tasks_assigned_to" });

  await qi.createTable("knowledge_articles", {
    ...id,
    title: { type: DataTypes.STRING(255), allowNull: false },
    category: { type: DataTypes.STRING(100), allowNull: false },
    content: { type: DataTypes.TEXT, allowNull: false },
    view_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    author_id: ref("users", true, "SET NULL"),
    ...timestamps,
  });
  await qi.addIndex("knowledge_articles", ["category"], { name: "knowledge_articles_category" });
  await qi.addIndex("knowledge_articles", ["created_at"], {
    name: "knowledge_articles_created_at",
  });

  await qi.createTable("performance_metrics", {
    ...id,
    metric_type: { type: DataTypes.STRING(64), allowNull: false },
    period: { type: DataTypes.STRING(32), allowNull: false },
    value: { type: DataTypes.DECIMAL(12, 2), allowNull: false },
    recorded_at: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex("performance_metrics", ["metric_type", "recorded_at"], {
    name: "performance_metrics_type_recorded",
  });

  await qi.createTable("shared_resources", {
    ...id,
    name: { type: DataTypes.STRING(255), allowNull: false },
    category: { type: DataTypes.STRING(100), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: true },
    file_name: { type: DataTypes.STRING(255), allowNull: true },
    file_type: { type: DataTypes.STRING(100), allowNull: true },
    file_size: { type: DataTypes.INTEGER, allowNull: true },
    storage_key: { type: DataTypes.STRING(255), allowNull: true },
    download_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    uploaded_by: ref("users", true, "SET NULL"),
    ...timestamps,
  });
  await qi.addIndex("shared_resources", ["category"], { name: "shared_resources_category" });

  await qi.createTable("forms", {
    ...id,
    title: { type: DataTypes.STRING(255), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: true },
    fields: { type: DataTypes.JSON, allowNull: false },
    is_published: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    notification_settings: { type: DataTypes.JSON, allowNull: false },
    auto_assign_to: ref("users", true, "SET NULL"),
    created_by: ref("users", true, "SET NULL"),
    ...timestamps,
  });

  await qi.createTable("form_submissions", {
    ...id,
    form_id: ref("forms", false, "CASCADE"),
    submitter_email: { type: DataTypes.STRING(254), allowNull: false },
    submitter_name: { type: DataTypes.STRING(255), allowNull: false },
    data: { type: DataTypes.JSON, allowNull: false },
    reviewed_at: { type: DataTypes.DATE(3), allowNull: true },
    reviewed_by: ref("users", true, "SET NULL"),
    ip_address: { type: DataTypes.STRING(45), allowNull: true },
    ...createdAt,
  });
  await qi.addIndex("form_submissions", ["form_id", "created_at"], {
    name: "form_submissions_form_created",
  });
  await qi.addIndex("form_submissions", ["reviewed_at"], { name: "form_submissions_reviewed_at" });

  await qi.createTable("intake_sessions", {
    id: { type: DataTypes.STRING(36), primaryKey: true },
    client_id: ref("users", false, "CASCADE"),
    status: {
      type: DataTypes.ENUM("active", "complete"),
      allowNull: false,
      defaultValue: "active",
    },
    extracted_data: { type: DataTypes.JSON, allowNull: true },
    case_id: ref("cases", true, "SET NULL"),
    ...timestamps,
  });
  await qi.addIndex("intake_sessions", ["client_id"], { name: "intake_sessions_client_id" });

  await qi.createTable("intake_messages", {
    ...id,
    session_id: ref("intake_sessions", false, "CASCADE", DataTypes.STRING(36)),
    role: { type: DataTypes.ENUM("user", "assistant"), allowNull: false },
    content: { type: DataTypes.TEXT, allowNull: false },
    ...createdAt,
  });
  await qi.addIndex("intake_messages", ["session_id", "created_at"], {
    name: "intake_messages_session_created",
  });

  await qi.createTable("onboarding_flows", {
    id: { type: DataTypes.STRING(64), primaryKey: true },
    title: { type: DataTypes.STRING(255), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: false },
    user_role: { type: DataTypes.ENUM(...ROLES), allowNull: false },
    steps: { type: DataTypes.JSON, allowNull: false },
  });

  await qi.createTable("tutorials", {
    id: { type: DataTypes.STRING(64), primaryKey: true },
    title: { type: DataTypes.STRING(255), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: false },
    duration: { type: DataTypes.STRING(32), allowNull: false },
    step_count: { type: DataTypes.INTEGER, allowNull: false },
    category: { type: DataTypes.STRING(64), allowNull: false },
    user_role: { type: DataTypes.ENUM(...ROLES), allowNull: false },
    sort_order: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
  });
  await qi.addIndex("tutorials", ["user_role", "sort_order"], { name: "tutorials_role_order" });
}

export async function down({ context: qi }: Params) {
  await qi.dropTable("tutorials");
  await qi.dropTable("onboarding_flows");
  await qi.dropTable("intake_messages");
  await qi.dropTable("intake_sessions");
  await qi.dropTable("form_submissions");
  await qi.dropTable("forms");
  await qi.dropTable("shared_resources");
  await qi.dropTable("performance_metrics");
  await qi.dropTable("knowledge_articles");
  await qi.dropTable("tasks");
  await qi.dropTable("chat_messages");
  await qi.dropTable("chat_channel_members");
  await qi.dropTable("chat_channels");
  await qi.dropTable("communications");
  await qi.dropTable("documents");
  await qi.dropTable("case_events");
  await qi.dropTable("notifications");
  await qi.dropTable("cases");
}
