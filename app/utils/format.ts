/**
 * Dates are shown in the firm's time zone setting (an IANA zone); UTC until an administrator
 * changes it. EST and PST were saved before the full list (issue 36) and read as their cities.
 */
export const zoneName = (zone: string) =>
  zone === "EST" ? "America/New_York" : zone === "PST" ? "America/Los_Angeles" : zone;

/**
 * One formatter per zone and style, made once: `toLocaleString` builds a new Intl.DateTimeFormat on
 * every call, which was 6% of a dashboard request's time.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, withTime: boolean): Intl.DateTimeFormat {
  const timeZone = zoneName(zone);
  const key = `${timeZone} ${withTime}`;
  let made = formatters.get(key);
  if (!made) {
    try {
      made = new Intl.DateTimeFormat("en-US", {
        timeZone,
        dateStyle: "medium",
        timeStyle: withTime ? "short" : undefined,
      });
    } catch {
      // A zone this browser does not know: UTC rather than no page.
      return formatter("UTC", withTime);
    }
    formatters.set(key, made);
  }
  return made;
}

export function formatDateTime(iso: string | Date, timeZone = "UTC"): string {
  return formatter(timeZone, true).format(new Date(iso));
}

export function formatDate(iso: string | Date, timeZone = "UTC"): string {
  return formatter(timeZone, false).format(new Date(iso));
}

/** The bell's badge: the count, or 9+ above 9 (spec section 9). */
export function badgeCount(count: number): string {
  return count > 9 ? "9+" : String(count);
}

/** A calendar day (YYYY-MM-DD, e.g. a due date) as it is written, whatever the time zone. */
export function formatDay(day: string): string {
  let text = daysShown.get(day);
  if (text === undefined) {
    text = formatter("UTC", false).format(new Date(`${day}T00:00:00Z`));
    if (daysShown.size < 5000) daysShown.set(day, text);
  }
  return text;
}

/**
 * Days as formatDay wrote them: a page of the injury file shows a hundred dates, mostly the same
 * few hundred days from one request to the next, and Intl's format was a twentieth of its CPU.
 */
const daysShown = new Map<string, string>();

/** A count with its noun: "1 view", "3 views". */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}

/** A file size as people read it: 840 bytes, 482 KB, 2.3 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return plural(bytes, "byte");
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** "on_hold" reads "On hold". */
export function humanise(value: string): string {
  const text = value.replace(/_/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How long something has waited, in the largest whole unit: "5 minutes", "3 hours", "2 days". */
export function waitedWords(since: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, "hour");
  return plural(Math.floor(hours / 24), "day");
}
