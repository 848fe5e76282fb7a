import { Op } from "sequelize";
import { CalendarEvent, sequelize } from "~/models/index.server";
import { calendarPlace } from "~/models/calendar-event.server";
import { getSettings } from "../settings.server";
import { scheduleReminders } from "./reminders.server";

/** Events placed again per transaction. */
const BATCH = 200;

/**
 * After the firm's time zone changed (Administration → Settings), each event written under the
 * old one is placed again: a timed event's day on the firm's calendar, and the hour its unsent
 * reminders are due (8:00 on the new clocks). Done by each server's reminder pass, a batch at a
 * time on the `zone` index, so no request waits for it; answers how many were placed.
 */
export async function placeEventsInFirmZone(): Promise<number> {
  const { timeZone } = await getSettings();
  let placed = 0;
  for (;;) {
    const moved = await sequelize.transaction(async (transaction) => {
      const rows = await CalendarEvent.findAll({
        where: { zone: { [Op.ne]: timeZone } },
        order: [["id", "ASC"]],
        limit: BATCH,
        lock: transaction.LOCK.UPDATE,
        transaction,
      });
      for (const row of rows) {
        row.set(calendarPlace(row, timeZone));
        await row.save({ transaction, hooks: false });
        await scheduleReminders(row, transaction, new Date(), { keepSent: true });
      }
      return rows.length;
    });
    placed += moved;
    if (moved < BATCH) return placed;
  }
}
