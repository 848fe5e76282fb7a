import { realDay } from "~/utils/dates";

/**
 * Whole days as `YYYY-MM-DD` strings, read and named in UTC: a deadline must not depend on the
 * time zone of the machine that computes it (a browser in Honolulu and the server give one day).
 */

/**
 * The holiday table begins in 1971, when the Uniform Monday Holiday Act moved Washington's
 * Birthday, Memorial Day, Columbus Day and Veterans Day to Mondays; before it they fell on other
 * days, and a count run over them with today's rules would be wrong rather than approximate.
 */
export const FIRST_CALENDAR_YEAR = 1971;
/** The last year a trigger may be in: the last year the app's date fields accept (dates.ts). */
export const LAST_TRIGGER_YEAR = 2100;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Year, month (1-12) and day of the month of a `YYYY-MM-DD` day. */
export function dayParts(day: string): { year: number; month: number; date: number } {
  const [year, month, date] = day.split("-").map(Number);
  return { year: year!, month: month!, date: date! };
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: string): number {
  const { year, month, date } = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** "Saturday", for saying why a day does not count. */
export function weekdayName(day: string): string {
  return WEEKDAYS[weekdayOf(day)]!;
}

export function isWeekend(day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6;
}

/** "Fri Nov 27, 2026", or "Fri Nov 27" where the year is plain from what came before. */
export function dayLabel(day: string, withYear = true): string {
  const { year, month, date } = dayParts(day);
  const words = `${weekdayName(day).slice(0, 3)} ${MONTHS[month - 1]} ${date}`;
  return withYear ? `${words}, ${year}` : words;
}

/** "Feb": for naming a day a month does not have ("no Feb 29 in 2025"). */
export function monthShort(month: number): string {
  return MONTHS[month - 1]!;
}

/**
 * The day itself when `text` is a real `YYYY-MM-DD` day from 1971 to `lastYear`, else a
 * RangeError naming `label`: the API checks its input first, but a wrong day must never become a
 * deadline.
 */
export function checkedDay(text: unknown, label: string, lastYear = LAST_TRIGGER_YEAR): string {
  const match = typeof text === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!match || realDay(Number(match[1]), Number(match[2]), Number(match[3])) !== text) {
    throw new RangeError(`${label} must be a day written YYYY-MM-DD, such as 2026-11-20`);
  }
  const year = Number(match[1]);
  if (year < FIRST_CALENDAR_YEAR) {
    throw new RangeError(
      `${label} must be in ${FIRST_CALENDAR_YEAR} or later, not ${text}: the holiday table begins with the Monday holidays of ${FIRST_CALENDAR_YEAR}`,
    );
  }
  if (year > lastYear) {
    throw new RangeError(`${label} must be in ${lastYear} or earlier, not ${text}`);
  }
  return text as string;
}
