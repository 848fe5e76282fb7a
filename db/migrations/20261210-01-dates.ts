import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * Dates as first-class records (issue 38). A case gains where it is heard and what it is a claim
 * for, and its statute of limitations: the date in effect (the table's, or one the attorney set
 * with a reason) and whether an attorney confirmed it. calendar_events: the firm's hearings,
 * depositions, deadlines and each case's limitation date, by when they start (the calendar's
 * month, the reminders) and per case; calendar_event_attendees: the staff at each.
 */
export async function up({ context: qi }: Params) {
  await qi.addColumn("cases", "jurisdiction", { type: DataTypes.STRING(16), allowNull: true });
  await qi.addColumn("cases", "claim_type", { type: DataTypes.STRING(32), allowNull: true });
  await qi.addColumn("cases", "limitation_date", { type: DataTypes.DATEONLY, allowNull: true });
  await qi.addColumn("cases", "limitation_set_by", {
    type: DataTypes.STRING(16),
    allowNull: true,
  });
  await qi.addColumn("cases", "limitation_reason", { type: DataTypes.TEXT, allowNull: true });
  // Who confirmed it, as the audit trail names them (no key: going down drops it plainly).
  await qi.addColumn("cases", "limitation_confirmed_by", {
    type: DataTypes.INTEGER,
    allowNull: true,
  });
  await qi.addColumn("cases", "limitation_confirmed_at", {
    type: DataTypes.DATE(3),
    allowNull: true,
  });
  await qi.addIndex("cases", ["limitation_date"], { name: "cases_limitation_date" });

  await qi.createTable("calendar_events", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    case_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: "cases", key: "id" },
      onDelete: "CASCADE",
    },
    type: { type: DataTypes.STRING(16), allowNull: false },
    title: { type: DataTypes.STRING(255), allowNull: false },
    starts_at: { type: DataTypes.DATE(3), allowNull: false },
    ends_at: { type: DataTypes.DATE(3), allowNull: true },
    all_day: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    /**
     * Its day on the firm's calendar (an all-day event's own day; a timed one's in `zone`, the
     * firm's time zone when it was written): the calendar's months and days are read on it.
     */
    day: { type: DataTypes.DATEONLY, allowNull: false },
    zone: { type: DataTypes.STRING(64), allowNull: false },
    location: { type: DataTypes.STRING(255), allowNull: true },
    shared_with_client: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    /** False only for a limitation date no attorney has confirmed yet. */
    confirmed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    /** Days before it that its people are reminded, e.g. "7,1". */
    reminder_days: { type: DataTypes.STRING(64), allowNull: false, defaultValue: "7,1" },
    /** How a computed deadline was counted, in words (FRCP 6(a)). */
    explanation: { type: DataTypes.TEXT, allowNull: true },
    created_by: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "users", key: "id" },
      onDelete: "SET NULL",
    },
    created_at: { type: DataTypes.DATE(3), allowNull: false },
    updated_at: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex("calendar_events", ["starts_at", "id"], { name: "calendar_events_starts" });
  await qi.addIndex("calendar_events", ["day", "starts_at", "id"], { name: "calendar_events_day" });
  await qi.addIndex("calendar_events", ["case_id", "day"], { name: "calendar_events_case_day" });
  // The events written in another time zone than the firm's (after it changed): found to be
  // placed again on the firm's calendar.
  await qi.addIndex("calendar_events", ["zone"], { name: "calendar_events_zone" });
  await qi.addIndex("calendar_events", ["case_id", "type"], { name: "calendar_events_case_type" });

  await qi.createTable("calendar_event_attendees", {
    event_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      primaryKey: true,
      references: { model: "calendar_events", key: "id" },
      onDelete: "CASCADE",
    },
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      primaryKey: true,
      references: { model: "users", key: "id" },
      onDelete: "CASCADE",
    },
  });
  await qi.addIndex("calendar_event_attendees", ["user_id", "event_id"], {
    name: "calendar_event_attendees_user",
  });
}

export async function down({ context: qi }: Params) {
  await qi.dropTable("calendar_event_attendees");
  await qi.dropTable("calendar_events");
  await qi.removeIndex("cases", "cases_limitation_date");
  for (const column of [
    "limitation_confirmed_at",
    "limitation_confirmed_by",
    "limitation_reason",
    "limitation_set_by",
    "limitation_date",
    "claim_type",
    "jurisdiction",
  ]) {
    await qi.removeColumn("cases", column);
  }
}
