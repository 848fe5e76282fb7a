/**
 * The firm's time zone is any IANA zone the runtime knows (issue 36), the US zones first. Plain
 * functions for the server: it builds the list for the Settings tab and checks a saved value
 * against it (formatting, in format.ts, stays small: it is on every page).
 */

/** The zones a US firm most often wants, first in the list (east to west). */
export const US_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
] as const;

let known: Set<string> | null = null;

/** Every zone: the US zones, UTC, then the rest as the runtime lists them. */
export function timeZoneList(): string[] {
  const all = Intl.supportedValuesOf("timeZone");
  const first: string[] = [...US_ZONES, "UTC"];
  return [...first, ...all.filter((zone) => !first.includes(zone))];
}

export function isTimeZone(zone: string): boolean {
  known ??= new Set(timeZoneList());
  return known.has(zone);
}
