/**
 * The one reader of the dates people type, for every date field of every form (the consultation
 * form, timeline events, task due dates, built forms, filters), in the browser and on the server.
 * A browser with a date picker sends `2026-11-20`; one without (lynx, older phones) sends what
 * was typed, which in the United States is `11/20/2026`, `11-20-2026` or `Nov 20, 2026`. Each
 * is read as the same calendar day, written back as `YYYY-MM-DD`.
 */

import { MONTH_NAMES } from "./month-names";

/** The example every message and every date field's hint gives (DATE_HINT in control-class.ts). */
export const DATE_EXAMPLE = "11/20/2026";

/** Years a date of this practice can be in (a birth date to a far deadline). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

/** `nov`, `nov.`, `november`, `sept` → 11, 11, 11, 9; anything else 0. */
export function monthNamed(word: string): number {
  const name = word.replace(/\.$/, "").toLowerCase();
  if (name.length < 3) return 0;
  if (name === "sept") return 9;
  const index = MONTH_NAMES.findIndex((month) => {
    const full = month.toLowerCase();
    return name === full || name === full.slice(0, 3);
  });
  return index + 1;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const US_NUMBERS = /^(\d{1,2})([/-])(\d{1,2})\2(\d{2}|\d{4})$/;
/** Nov 20 2026, November 20, 2026, Nov. 20th, 2026. */
const MONTH_FIRST = /^([a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{2,4})$/i;
/** 20 Nov 2026, 20 November, 2026. */
const DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+\.?),?\s+(\d{2,4})$/i;

export type ParsedDate = { day: string } | { problem: string };

const pad = (value: number) => String(value).padStart(2, "0");

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day `YYYY-MM-DD` when the year, month and day are one on the calendar, else null. */
export function realDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A year, month and day checked against the calendar, each problem in words. */
function calendarDay(year: number, month: number, day: number, yearText: string): ParsedDate {
  if (yearText.length !== 4) {
    return { problem: `Write the year in full, for example ${DATE_EXAMPLE}` };
  }
  if (month < 1 || month > 12) {
    return {
      problem: `There is no month ${month}: write the month first, for example ${DATE_EXAMPLE}`,
    };
  }
  if (year < FIRST_YEAR || year > LAST_YEAR) {
    return { problem: `Enter a year from ${FIRST_YEAR} to ${LAST_YEAR}` };
  }
  const real = realDay(year, month, day);
  if (real === null) {
    const last = daysIn(year, month);
    return {
      problem: `There is no ${MONTH_NAMES[month - 1]} ${day}, ${year}: ${MONTH_NAMES[month - 1]} ${year} has ${last} days`,
    };
  }
  return { day: real };
}

/**
 * Reads a typed date: `2026-11-20`, `11/20/2026`, `11-20-2026`, `Nov 20 2026`,
 * `November 20, 2026` (and `20 Nov 2026`). Gives the day as `YYYY-MM-DD`, or what is wrong with
 * the text in words a person can act on (02/30/2026: "There is no February 30, 2026: …").
 */
export function parseDate(text: string): ParsedDate {
  const value = text.trim().replace(/\s+/g, " ");
  let match = ISO.exec(value);
  if (match) return calendarDay(Number(match[1]), Number(match[2]), Number(match[3]), match[1]);
  match = US_NUMBERS.exec(value);
  if (match) return calendarDay(Number(match[4]), Number(match[1]), Number(match[3]), match[4]);
  match = MONTH_FIRST.exec(value);
  if (match && monthNamed(match[1])) {
    return calendarDay(Number(match[3]), monthNamed(match[1]), Number(match[2]), match[3]);
  }
  match = DAY_FIRST.exec(value);
  if (match && monthNamed(match[2])) {
    return calendarDay(Number(match[3]), monthNamed(match[2]), Number(match[1]), match[3]);
  }
  return { problem: "" };
}

/** A typed date's problem as its field says it: the label, or the calendar's reason. */
export function dateProblem(parsed: { problem: string }, label: string): string {
  return parsed.problem || `${label} must be a date, for example ${DATE_EXAMPLE}`;
}

/** The day `YYYY-MM-DD`, or null when the text is not a date. */
export function toDay(text: string): string | null {
  const parsed = parseDate(text);
  return "day" in parsed ? parsed.day : null;
}

/**
 * True when `day` is after today everywhere on Earth (the last zone to reach a date is UTC+14):
 * what a browser can say without knowing the firm's time zone. The server checks the firm's own
 * today (firmToday in settings.server.ts).
 */
export function isAfterTodayEverywhere(day: string, now = new Date()): boolean {
  const latestToday = new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return day > latestToday;
}
