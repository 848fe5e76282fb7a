import { zoneName } from "./format";

/**
 * Where today and this month begin in the firm's time zone (the administrator's setting), as
 * instants: "new today" in New York starts at midnight in New York, not in UTC.
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(zone: string): Intl.DateTimeFormat {
  const timeZone = zoneName(zone);
  let made = partsFormatters.get(timeZone);
  if (!made) {
    made = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partsFormatters.set(timeZone, made);
  }
  return made;
}

/** The wall-clock fields of `moment` in `zone`. */
function wallClock(moment: Date, zone: string) {
  const fields: Record<string, number> = {};
  for (const part of partsIn(zone).formatToParts(moment)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return fields as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
}

/** The instant at which this wall-clock date's midnight (or `hour` o'clock) happens in `zone`. */
function midnight(
  year: number,
  month: number,
  day: number,
  zone: string,
  hour = 0,
  minute = 0,
): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at that moment (twice: the first guess may sit across a DST change).
  let instant = asUtc;
  for (let i = 0; i < 2; i += 1) {
    const seen = wallClock(new Date(instant), zone);
    const seenAsUtc = Date.UTC(
      seen.year,
      seen.month - 1,
      seen.day,
      seen.hour,
      seen.minute,
      seen.second,
    );
    instant -= seenAsUtc - asUtc;
  }
  return new Date(instant);
}

/** When `now`'s day (`"day"`) or month (`"month"`) began in the firm's time zone. */
export function startOf(unit: "day" | "month", zone: string, now = new Date()): Date {
  const today = wallClock(now, zone);
  return midnight(today.year, today.month, unit === "day" ? today.day : 1, zone);
}

/** The instant a `YYYY-MM-DD` day begins in `zone` (`after`: the next day's start), or null. */
export function dayStart(day: string, zone: string, after = false): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCMonth() !== month - 1 || year < 1900 || year > 2100) return null;
  const next = new Date(Date.UTC(year, month - 1, date + (after ? 1 : 0)));
  return midnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), zone);
}

/**
 * The last time the clocks of `zone` read `hour`:00, at or before `now` (today's, once it has
 * come; else yesterday's): when the morning's digest of the day is due.
 */
export function lastAtHour(hour: number, zone: string, now = new Date()): Date {
  const today = wallClock(now, zone);
  const atToday = midnight(today.year, today.month, today.day, zone, hour);
  if (atToday.getTime() <= now.getTime()) return atToday;
  const yesterday = new Date(Date.UTC(today.year, today.month - 1, today.day - 1));
  return midnight(
    yesterday.getUTCFullYear(),
    yesterday.getUTCMonth() + 1,
    yesterday.getUTCDate(),
    zone,
    hour,
  );
}

/** Today's date (`YYYY-MM-DD`) on the wall calendar of `zone`. */
export function dayIn(zone: string, now = new Date()): string {
  const { year, month, day } = wallClock(now, zone);
  return [year, month, day].map((part, i) => String(part).padStart(i === 0 ? 4 : 2, "0")).join("-");
}

/** The calendar day `days` after (or before) a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}

/** The instant the clocks of `zone` read `time` ("09:30") on `day` (`YYYY-MM-DD`). */
export function wallClockInstant(day: string, time: string, zone: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  return midnight(year!, month!, date!, zone, hour, minute);
}

/** The day (`YYYY-MM-DD`) and time ("09:30") the clocks of `zone` read at `moment`. */
export function wallClockOf(moment: Date, zone: string): { day: string; time: string } {
  const { year, month, day, hour, minute } = wallClock(moment, zone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return { day: `${year}-${pad(month)}-${pad(day)}`, time: `${pad(hour)}:${pad(minute)}` };
}
