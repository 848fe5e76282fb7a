/**
 * A month on the calendar page: `YYYY-MM` as the URL carries it, its days, the weeks of its grid
 * and its neighbours. Plain functions on `YYYY-MM-DD` text in UTC: no time zone can move a day.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month `YYYY-MM` a URL asked for, or null when it is not one (or far out of range). */
export function monthOf(text: string | null | undefined): string | null {
  const match = text ? MONTH.exec(text.trim()) : null;
  if (!match) return null;
  const year = Number(match[1]);
  return year >= 1900 && year <= 2100 ? `${match[1]}-${match[2]}` : null;
}

const dayText = (moment: Date) => moment.toISOString().slice(0, 10);

/** Every day of the month, `YYYY-MM-DD`. */
export function monthDays(month: string): string[] {
  const [year, index] = month.split("-").map(Number);
  const days: string[] = [];
  for (let date = 1; ; date += 1) {
    const moment = new Date(Date.UTC(year!, index! - 1, date));
    if (moment.getUTCMonth() !== index! - 1) return days;
    days.push(dayText(moment));
  }
}

/** The month's grid: weeks from Sunday to Saturday, the days outside the month as null. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const days = monthDays(month);
  const lead = new Date(`${days[0]}T00:00:00Z`).getUTCDay();
  const cells: Array<string | null> = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
