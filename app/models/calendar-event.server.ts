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
import { wallClockOf } from "~/utils/zone-calendar";
import type { LegalCase } from "./case.server";
import type { User } from "./user.server";

/**
 * Where an event sits on the firm's calendar: an all-day one on its own day (kept at 00:00 UTC),
 * a timed one on the day the firm's clocks read when it starts.
 */
export function calendarPlace(
  event: { startsAt: Date; allDay?: boolean | null },
  zone: string,
): { day: string; zone: string } {
  const start = new Date(event.startsAt);
  return {
    day: event.allDay ? start.toISOString().slice(0, 10) : wallClockOf(start, zone).day,
    zone,
  };
}

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
  /** Its day on the firm's calendar, `YYYY-MM-DD` (placed in `zone`; an all-day event's own). */
  declare day: CreationOptional<string>;
  /** The firm's time zone when its day was placed. */
  declare zone: CreationOptional<string>;
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
        day: { type: DataTypes.DATEONLY, allowNull: false },
        zone: { type: DataTypes.STRING(64), allowNull: false },
        location: { type: DataTypes.STRING(255), allowNull: true },
        sharedWithClient: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        confirmed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        reminderDays: { type: DataTypes.STRING(64), allowNull: false, defaultValue: "7,1" },
        explanation: { type: DataTypes.TEXT, allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      {
        sequelize,
        tableName: "calendar_events",
        underscored: true,
        hooks: {
          // Its day on the firm's calendar follows its start, wherever it is written.
          beforeValidate: async (event: CalendarEvent) => {
            if (!event.startsAt) return;
            const moved = event.isNewRecord || event.changed("startsAt") || event.changed("allDay");
            if (!moved && event.day && event.zone) return;
            const { getSettings } = await import("~/services/settings.server");
            const { timeZone } = await getSettings();
            Object.assign(event, calendarPlace(event, timeZone));
          },
        },
      },
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
