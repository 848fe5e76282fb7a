import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { CalendarEvent } from "./calendar-event.server";

/**
 * One reminder of a calendar event (issue 38 item 5): `leadDays` before its day, due at 08:00 in
 * the firm's time zone. `sentAt` is the record that it went out (or was passed over, its event
 * being behind), written by the one server that claimed it (`claimedBy`).
 */
export class CalendarReminder extends Model<
  InferAttributes<CalendarReminder>,
  InferCreationAttributes<CalendarReminder>
> {
  declare id: CreationOptional<number>;
  declare eventId: ForeignKey<CalendarEvent["id"]>;
  declare leadDays: number;
  declare dueAt: Date;
  declare sentAt: CreationOptional<Date | null>;
  declare claimedBy: CreationOptional<string | null>;

  static initModel(sequelize: Sequelize) {
    CalendarReminder.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        leadDays: { type: DataTypes.INTEGER, allowNull: false },
        dueAt: { type: DataTypes.DATE(3), allowNull: false },
        sentAt: { type: DataTypes.DATE(3), allowNull: true },
        claimedBy: { type: DataTypes.STRING(64), allowNull: true },
      },
      { sequelize, tableName: "calendar_reminders", underscored: true, timestamps: false },
    );
  }
}
