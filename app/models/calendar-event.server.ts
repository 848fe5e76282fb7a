import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { CalendarEventType } from "~/utils/calendar-words";
import type { LegalCase } from "./case.server";
import type { User } from "./user.server";

/**
 * A dated thing on a case (issue 38): a hearing, a deposition, a deadline, or the case's
 * limitation date. All-day events start at 00:00 UTC of their day (a day, not an instant).
 */
export class CalendarEvent extends Model<
  InferAttributes<CalendarEvent>,
  InferCreationAttributes<CalendarEvent>
> {
  declare id: CreationOptional<number>;
  declare caseId: ForeignKey<LegalCase["id"]>;
  declare type: CalendarEventType;
  declare title: string;
  declare startsAt: Date;
  declare endsAt: Date | null;
  declare allDay: CreationOptional<boolean>;
  declare location: string | null;
  declare sharedWithClient: CreationOptional<boolean>;
  /** False for a limitation date no attorney has confirmed. */
  declare confirmed: CreationOptional<boolean>;
  /** "7,1": the days before it that its people are reminded. */
  declare reminderDays: CreationOptional<string>;
  declare explanation: string | null;
  declare createdBy: ForeignKey<User["id"]> | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    CalendarEvent.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        type: { type: DataTypes.STRING(16), allowNull: false },
        title: { type: DataTypes.STRING(255), allowNull: false },
        startsAt: { type: DataTypes.DATE(3), allowNull: false },
        endsAt: { type: DataTypes.DATE(3), allowNull: true },
        allDay: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        location: { type: DataTypes.STRING(255), allowNull: true },
        sharedWithClient: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        confirmed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        reminderDays: { type: DataTypes.STRING(64), allowNull: false, defaultValue: "7,1" },
        explanation: { type: DataTypes.TEXT, allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "calendar_events", underscored: true },
    );
  }
}

/** A staff member attending an event. */
export class CalendarEventAttendee extends Model<
  InferAttributes<CalendarEventAttendee>,
  InferCreationAttributes<CalendarEventAttendee>
> {
  declare eventId: number;
  declare userId: number;

  static initModel(sequelize: Sequelize) {
    CalendarEventAttendee.init(
      {
        eventId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
        userId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
      },
      {
        sequelize,
        tableName: "calendar_event_attendees",
        underscored: true,
        timestamps: false,
      },
    );
  }
}
