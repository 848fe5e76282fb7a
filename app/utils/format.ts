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
