import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * The outbox (issue 37): every e-mail the product sends is a row written in the transaction of
 * what it tells about, delivered later by the sender (app/services/mail/sender.server.ts). A row
 * is claimed with a lease (lease_owner, lease_until) so one server delivers it; status is queued,
 * sent, failed, or kept (no SMTP_URL: shown under Administration → Outbox, never sent).
 * The sender reads due rows on (status, next_attempt_at); the Outbox tab reads newest first by
 * id, filtered by status on (status, id) or by recipient on (to_address, id).
 */
export async function up({ context: qi }: Params) {
  await qi.createTable("outbox_messages", {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    /** What the message is about: password_reset, invitation, form_submission, an alert's kind. */
    kind: { type: DataTypes.STRING(40), allowNull: false },
    recipient_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "users", key: "id" },
      onDelete: "SET NULL",
    },
    to_address: { type: DataTypes.STRING(320), allowNull: false },
    subject: { type: DataTypes.STRING(255), allowNull: false },
    body_text: { type: DataTypes.TEXT, allowNull: false },
    /** Where List-Unsubscribe points (the person's e-mail choices), for alerts. */
    unsubscribe_url: { type: DataTypes.STRING(500), allowNull: true },
    status: { type: DataTypes.STRING(10), allowNull: false },
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    next_attempt_at: { type: DataTypes.DATE(3), allowNull: false },
    lease_owner: { type: DataTypes.STRING(40), allowNull: true },
    lease_until: { type: DataTypes.DATE(3), allowNull: true },
    /** The SMTP server's last answer (its reply to the message, or why it was refused). */
    smtp_answer: { type: DataTypes.STRING(1000), allowNull: true },
    sent_at: { type: DataTypes.DATE(3), allowNull: true },
    created_at: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex("outbox_messages", ["status", "next_attempt_at"], {
    name: "outbox_messages_due",
  });
  await qi.addIndex("outbox_messages", ["status", "id"], { name: "outbox_messages_status_id" });
  await qi.addIndex("outbox_messages", ["to_address", "id"], { name: "outbox_messages_to_id" });
}

export async function down({ context: qi }: Params) {
  await qi.dropTable("outbox_messages");
}
