/** Dates are shown in the firm's time zone setting; UTC until an administrator changes it. */
const TIME_ZONES: Record<string, string> = {
  UTC: "UTC",
  EST: "America/New_York",
  PST: "America/Los_Angeles",
};

export function formatDateTime(iso: string | Date, timeZone = "UTC"): string {
  return new Date(iso).toLocaleString("en-US", {
    timeZone: TIME_ZONES[timeZone] ?? "UTC",
    dateStyle: "medium",
    timeStyle: "short",
  });
}

export function formatDate(iso: string | Date, timeZone = "UTC"): string {
  return new Date(iso).toLocaleDateString("en-US", {
    timeZone: TIME_ZONES[timeZone] ?? "UTC",
    dateStyle: "medium",
  });
}

/** The bell's badge: the count, or 9+ above 9 (spec section 9). */
export function badgeCount(count: number): string {
  return count > 9 ? "9+" : String(count);
}

/** A calendar day (YYYY-MM-DD, e.g. a due date) as it is written, whatever the time zone. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    dateStyle: "medium",
  });
}

/** A count with its noun: "1 view", "3 views". */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}

/** A file size for people: "840 bytes", "124 KB", "2.3 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return plural(bytes, "byte");
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
