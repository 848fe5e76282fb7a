/**
 * Months by name, and a month's neighbours, on `YYYY-MM` text in UTC: for pages that head a month
 * (the calendar, the trust reports) without the date reader of dates.ts.
 */

/** The months' names, January first. */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The month before (`-1`) or after (`1`). */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split("-").map(Number);
  return new Date(Date.UTC(year!, index! - 1 + by, 1)).toISOString().slice(0, 7);
}

/** "December 2026": read from the text, as a page draws it several times (a new Intl format each
 * time cost the calendar half a millisecond of the event loop per request). */
export function monthName(month: string): string {
  const [year, index] = month.split("-").map(Number);
  return `${MONTH_NAMES[index! - 1]} ${year}`;
}
