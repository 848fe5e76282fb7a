import { realDay } from "~/utils/dates";
import { isJurisdiction, type Jurisdiction } from "~/utils/jurisdictions";
import { addDays } from "~/utils/zone-calendar";
import {
  FIRST_CALENDAR_YEAR,
  checkedDay,
  dayLabel,
  dayParts,
  isWeekend,
  monthShort,
  weekdayName,
} from "./days";
import { holidayListFor, holidayOn } from "./holidays";

/**
 * Deadlines counted as FRCP 6(a)(1) counts them, each with the steps in words so a person can
 * check the count against a paper calendar. State courts' own counting rules mostly say the same
 * (Cal. Code Civ. Proc. §§ 12, 12a; N.Y. Gen. Constr. Law § 25-a; Tex. R. Civ. P. 4; Fla. R. Gen.
 * Prac. & Jud. Admin. 2.514), with the state's holidays in place of the federal ones.
 */

/** Ten years: longer periods are limitation periods, counted in years (periodDeadline). */
export const MAX_COUNT_DAYS = 3650;

export type DayCount = {
  /** The event's day, `YYYY-MM-DD`; it is not counted (FRCP 6(a)(1)(A)). */
  trigger: string;
  days: number;
  direction: "after" | "before";
  /** Every day (FRCP 6(a)(1)(B)), or only days the courts are open. */
  count: "calendar" | "court";
  jurisdiction: Jurisdiction;
};

export type PeriodCount = {
  trigger: string;
  years?: number;
  months?: number;
  jurisdiction: Jurisdiction;
};

export type Deadline = { date: string; explanation: string };

/** Why the courts are closed on `day` ("Sunday", "Christmas Day (observed)"), or null. */
function whyClosed(day: string, jurisdiction: Jurisdiction): string | null {
  if (dayParts(day).year < FIRST_CALENDAR_YEAR) {
    throw new RangeError(
      `The count reaches ${dayLabel(day)}, before ${FIRST_CALENDAR_YEAR}, where the holiday table begins`,
    );
  }
  if (isWeekend(day)) return weekdayName(day);
  const holiday = holidayOn(day, jurisdiction);
  if (!holiday) return null;
  return holiday.day === holiday.actual ? holiday.name : `${holiday.name} (observed)`;
}

/**
 * Names days as a sentence mentions them: with the year the first time, then again only when it
 * changes ("Fri Dec 31, 2021 … Sat Jan 1, 2022 … Sun Jan 2").
 */
function namer(first: string) {
  let year = dayParts(first).year;
  return (day: string, withYear = false) => {
    const dayYear = dayParts(day).year;
    const words = dayLabel(day, withYear || dayYear !== year);
    year = dayYear;
    return words;
  };
}

type Namer = ReturnType<typeof namer>;

/** "a", "a and b", "a; b; and c" (semicolons, as the items hold commas of their own). */
function listWords(items: string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join("; ")}; and ${items[items.length - 1]}`;
}

/**
 * The deadline from the day a count lands on: that day if the courts are open, else the next
 * open day in the count's direction (FRCP 6(a)(1)(C); 6(a)(5) for counts backward), naming each
 * closed day passed over.
 */
function rolled(
  head: string,
  landing: string,
  step: 1 | -1,
  jurisdiction: Jurisdiction,
  name: Namer,
  plain: { aside?: string; cite?: string },
): Deadline {
  const aside = plain.aside ?? "";
  const first = whyClosed(landing, jurisdiction);
  if (first === null) {
    const cite = plain.cite ? ` (${plain.cite})` : "";
    return { date: landing, explanation: `${head} is ${name(landing, true)}${aside}${cite}` };
  }
  let words = `${head} is ${name(landing)}${aside}; ${first}`;
  let day = addDays(landing, step);
  for (let why = whyClosed(day, jurisdiction); why !== null; why = whyClosed(day, jurisdiction)) {
    words += `, ${name(day)}: ${why}`;
    day = addDays(day, step);
  }
  const cite = step === 1 ? "FRCP 6(a)(1)(C)" : "FRCP 6(a)(1)(C), 6(a)(5)";
  return { date: day, explanation: `${words}, so ${name(day, true)} (${cite})` };
}

/** Counts `days` open court days from `trigger`, with the closed days passed on the way. */
function courtDays(trigger: string, days: number, step: 1 | -1, jurisdiction: Jurisdiction) {
  const passed: Array<{ day: string; why: string }> = [];
  let day = trigger;
  for (let counted = 0; counted < days;) {
    day = addDays(day, step);
    const why = whyClosed(day, jurisdiction);
    if (why === null) counted += 1;
    else passed.push({ day, why });
  }
  return { day, passed };
}

/** "weekends and Thanksgiving Day, Thu Nov 26": what a court-day count passed over. */
function passedWords(passed: Array<{ day: string; why: string }>, step: 1 | -1, name: Namer) {
  let weekends = 0;
  const holidays: string[] = [];
  passed.forEach(({ day, why }, i) => {
    if (!isWeekend(day)) {
      holidays.push(`${why}, ${name(day)}`);
      return;
    }
    // A weekend is a run of Saturday and Sunday: count each run once.
    const previous = passed[i - 1]?.day;
    const sameRun = previous === addDays(day, -step) && isWeekend(previous);
    if (!sameRun) weekends += 1;
  });
  const items = weekends === 0 ? [] : [weekends === 1 ? "the weekend" : "weekends"];
  return listWords([...items, ...holidays]);
}

/** The fallback note for states whose own holidays are not in the table, after the sentence. */
function withNote(deadline: Deadline, jurisdiction: Jurisdiction): Deadline {
  const list = holidayListFor(jurisdiction);
  return list.own
    ? deadline
    : { ...deadline, explanation: `${deadline.explanation}. ${list.note}` };
}

function checkJurisdiction(jurisdiction: unknown): asserts jurisdiction is Jurisdiction {
  if (!isJurisdiction(jurisdiction)) {
    throw new RangeError(`The jurisdiction must be a state code or "federal", not ${jurisdiction}`);
  }
}

function checkWhole(value: unknown, label: string, most: number): number {
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > most) {
    throw new RangeError(`${label} must be a whole number from 0 to ${most}, not ${value}`);
  }
  return value as number;
}

/**
 * The last day of a period of `days` days (or court days) after or before `trigger`:
 * "30 days after Fri Nov 27, 2026 is Sun Dec 27; Sunday, so Mon Dec 28, 2026 (FRCP 6(a)(1)(C))".
 */
export function computeDeadline(input: DayCount): Deadline {
  const trigger = checkedDay(input.trigger, "The trigger day");
  const days = checkWhole(input.days, "The number of days", MAX_COUNT_DAYS);
  const { direction, count, jurisdiction } = input;
  if (direction !== "after" && direction !== "before") {
    throw new RangeError(`The direction must be "after" or "before", not ${direction}`);
  }
  if (count !== "calendar" && count !== "court") {
    throw new RangeError(`The count must be "calendar" or "court", not ${count}`);
  }
  checkJurisdiction(jurisdiction);
  const step = direction === "after" ? 1 : -1;
  const name = namer(trigger);
  const unit = `${count === "court" ? "court " : ""}${days === 1 ? "day" : "days"}`;
  const head = `${days} ${unit} ${direction} ${name(trigger, true)}`;

  // Zero court days is the trigger day itself, or the next open day: the same as zero days.
  if (count === "court" && days > 0) {
    const { day, passed } = courtDays(trigger, days, step, jurisdiction);
    const skipping = passed.length ? ` (skipping ${passedWords(passed, step, name)})` : "";
    // Court days are not FRCP 6(a)'s count (6(a)(1)(B) counts every day) but a state rule's or
    // an order's; only the trigger day's exclusion, 6(a)(1)(A), is the rule's own.
    const explanation = `${head}${skipping} is ${name(day, true)} (FRCP 6(a)(1)(A))`;
    return withNote({ date: day, explanation }, jurisdiction);
  }
  const landing = addDays(trigger, step * days);
  return withNote(
    rolled(head, landing, step, jurisdiction, name, { cite: "FRCP 6(a)(1)(A)-(C)" }),
    jurisdiction,
  );
}

/** "2 years", "1 year and 6 months", "18 months". */
function periodWords(years: number, months: number): string {
  const parts = [];
  if (years) parts.push(`${years} ${years === 1 ? "year" : "years"}`);
  if (months) parts.push(`${months} ${months === 1 ? "month" : "months"}`);
  return parts.join(" and ");
}

/**
 * The last day of a limitation period: the same date `years` and `months` later (the month's
 * last day when that date does not exist), then the next open day if the courts are closed:
 * "2 years after Sun Mar 1, 2026 is Wed Mar 1, 2028".
 */
export function periodDeadline(input: PeriodCount): Deadline {
  const trigger = checkedDay(input.trigger, "The trigger day");
  const years = checkWhole(input.years ?? 0, "The number of years", 100);
  const months = checkWhole(input.months ?? 0, "The number of months", 1200);
  if (years === 0 && months === 0) throw new RangeError("A period needs years or months");
  const { jurisdiction } = input;
  checkJurisdiction(jurisdiction);

  const { year, month, date } = dayParts(trigger);
  const index = year * 12 + (month - 1) + years * 12 + months;
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1];
  const lastDate = new Date(Date.UTC(toYear, toMonth, 0)).getUTCDate();
  const landing = realDay(toYear, toMonth, Math.min(date, lastDate))!;
  const aside =
    date > lastDate
      ? ` (${toYear} has no ${monthShort(toMonth)} ${date}, so the month's last day)`
      : "";
  const name = namer(trigger);
  const head = `${periodWords(years, months)} after ${name(trigger, true)}`;
  return withNote(rolled(head, landing, 1, jurisdiction, name, { aside }), jurisdiction);
}
