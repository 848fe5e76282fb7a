import { FEDERAL, jurisdictionName, type Jurisdiction } from "~/utils/jurisdictions";
import { addDays } from "~/utils/zone-calendar";
import { FIRST_CALENDAR_YEAR, checkedDay, dayParts, weekdayOf } from "./days";
import { HOLIDAY_TABLES, type HolidayTable, type Observance } from "./holiday-rules";

/**
 * The legal holidays of a year in a jurisdiction, each on the day the courts observe it. Pure
 * and browser-safe: the case page shows the same days the server counts with.
 */

/** `day` is when courts close; `actual` the holiday's own date, another day when it moved. */
export type Holiday = { day: string; name: string; actual: string };

/** Whether a jurisdiction has its own holidays here, and what its list is, in words. */
export type HolidayList = { jurisdiction: Jurisdiction; own: boolean; note: string };

function tableFor(jurisdiction: Jurisdiction): HolidayTable {
  return HOLIDAY_TABLES[jurisdiction] ?? HOLIDAY_TABLES.federal;
}

function observedDay(actual: string, observance: Observance): string {
  const weekday = weekdayOf(actual);
  if (weekday === 6 && observance === "weekend") return addDays(actual, -1);
  if (weekday === 0 && observance !== "none") return addDays(actual, 1);
  return actual;
}

const cache = new Map<string, Holiday[]>();

/** The shared, sorted list; callers outside this module get copies. */
function listFor(year: number, jurisdiction: Jurisdiction): Holiday[] {
  if (!Number.isInteger(year) || year < FIRST_CALENDAR_YEAR || year > 9999) {
    throw new RangeError(
      `The holiday table covers the years from ${FIRST_CALENDAR_YEAR} (the Monday holidays), not ${year}`,
    );
  }
  const table = tableFor(jurisdiction);
  const key = `${table.source}:${year}`;
  let list = cache.get(key);
  if (!list) {
    list = table.rules
      .filter((rule) => (rule.from ?? year) <= year && year <= (rule.until ?? year))
      .map((rule) => {
        const actual = rule.on(year);
        return { day: observedDay(actual, table.observance), name: rule.name, actual };
      })
      .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
    cache.set(key, list);
  }
  return list;
}

/**
 * The holidays of `year` in `jurisdiction`, by the day observed. A holiday of `year` may be
 * observed in the year before: New Year's Day 2022, a Saturday, is on Fri Dec 31, 2021.
 */
export function holidaysIn(year: number, jurisdiction: Jurisdiction): Holiday[] {
  return listFor(year, jurisdiction).map((holiday) => ({ ...holiday }));
}

/** The holiday the courts observe on `day` (`YYYY-MM-DD`), or null. */
export function holidayOn(day: string, jurisdiction: Jurisdiction): Holiday | null {
  // A count that starts in 2100 may end years later: any year the table covers will do here.
  const { year } = dayParts(checkedDay(day, "The day", 9998));
  // Dec 31 may be next year's New Year's Day, observed a day early.
  for (const ruleYear of [year, year + 1]) {
    const found = listFor(ruleYear, jurisdiction).find((holiday) => holiday.day === day);
    if (found) return { ...found };
  }
  return null;
}

/** Which list `jurisdiction` uses: its own courts' holidays, or the federal ones in its place. */
export function holidayListFor(jurisdiction: Jurisdiction): HolidayList {
  const table = HOLIDAY_TABLES[jurisdiction];
  const name = jurisdictionName(jurisdiction);
  if (jurisdiction === FEDERAL) {
    return { jurisdiction, own: true, note: `${name}: federal holidays (${table!.source})` };
  }
  if (table) return { jurisdiction, own: true, note: `${name}: court holidays (${table.source})` };
  return {
    jurisdiction,
    own: false,
    note: `${name}: federal holidays only (${jurisdiction === "DC" ? "the District's" : "the state's"} own are not in the table)`,
  };
}
