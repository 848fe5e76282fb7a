import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * Reminders of the calendar's dates (issue 38 item 5): one row per event and lead time, due at
 * 08:00 in the firm's time zone that many days before the event's day. The row is the record of
 * what was sent: a server claims it by setting sent_at (and claimed_by, which server) in the
 * transaction that writes its notifications, so a reminder goes out once across several servers
 * and restarts. The scheduler reads the unsent due rows on (sent_at, due_at).
 */
export async function up({ context: qi }: Params) {
  await qi.createTable("calendar_reminders", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    event_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: "calendar_events", key: "id" },
      onDelete: "CASCADE",
    },
    lead_days: { type: DataTypes.INTEGER, allowNull: false },
    due_at: { type: DataTypes.DATE(3), allowNull: false },
    sent_at: { type: DataTypes.DATE(3), allowNull: true },
    claimed_by: { type: DataTypes.STRING(64), allowNull: true },
  });
  await qi.addIndex("calendar_reminders", ["event_id", "lead_days"], {
    name: "calendar_reminders_event_lead",
    unique: true,
  });
  await qi.addIndex("calendar_reminders", ["sent_at", "due_at"], {
    name: "calendar_reminders_due",
  });
}

export async function down({ context: qi }: Params) {
  await qi.dropTable("calendar_reminders");
}
