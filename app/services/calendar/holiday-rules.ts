import type { Jurisdiction } from "~/utils/jurisdictions";
import { realDay } from "~/utils/dates";
import { addDays } from "~/utils/zone-calendar";

/**
 * The legal holidays courts close on, as rules that give each year's date: a table of dates per
 * year would run out, and a rule is what the statutes themselves state.
 */

export type HolidayRule = {
  name: string;
  /** The holiday's own date in `year`, before any move off a weekend. */
  on: (year: number) => string;
  /** First and last years the rule is law, where that falls after 1971 (the table's start). */
  from?: number;
  until?: number;
};

/**
 * Which weekend dates a jurisdiction observes on a weekday: Saturday on the Friday before and
 * Sunday on the Monday after ("weekend"), only Sunday on the Monday ("sunday"), or neither.
 */
export type Observance = "weekend" | "sunday" | "none";

export type HolidayTable = { rules: HolidayRule[]; observance: Observance; source: string };

const fixed = (month: number, date: number) => (year: number) => realDay(year, month, date)!;

/** The `n`th `weekday` (0 Sunday to 6 Saturday) of a month. */
const nth = (n: number, weekday: number, month: number) => (year: number) => {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return realDay(year, month, 1 + ((weekday - first + 7) % 7) + 7 * (n - 1))!;
};

/** The last `weekday` of a month. */
const last = (weekday: number, month: number) => (year: number) => {
  const lastDate = new Date(Date.UTC(year, month, 0));
  const back = (lastDate.getUTCDay() - weekday + 7) % 7;
  return realDay(year, month, lastDate.getUTCDate() - back)!;
};

const MONDAY = 1;
const THURSDAY = 4;
const FRIDAY = 5;

const thanksgiving = nth(4, THURSDAY, 11);

const NEW_YEAR: HolidayRule = { name: "New Year's Day", on: fixed(1, 1) };
// First observed on Jan 20, 1986 (Pub. L. 98-144).
const KING: HolidayRule = {
  name: "Birthday of Martin Luther King, Jr.",
  on: nth(3, MONDAY, 1),
  from: 1986,
};
const WASHINGTON: HolidayRule = { name: "Washington's Birthday", on: nth(3, MONDAY, 2) };
const MEMORIAL: HolidayRule = { name: "Memorial Day", on: last(MONDAY, 5) };
const INDEPENDENCE: HolidayRule = { name: "Independence Day", on: fixed(7, 4) };
const LABOR: HolidayRule = { name: "Labor Day", on: nth(1, MONDAY, 9) };
const COLUMBUS: HolidayRule = { name: "Columbus Day", on: nth(2, MONDAY, 10) };
// From 1971 to 1977 Veterans Day was the fourth Monday of October; Pub. L. 94-97 returned it
// to November 11 from 1978.
const VETERANS: HolidayRule = {
  name: "Veterans Day",
  on: (year) => (year < 1978 ? nth(4, MONDAY, 10)(year) : fixed(11, 11)(year)),
};
const THANKSGIVING: HolidayRule = { name: "Thanksgiving Day", on: thanksgiving };
const CHRISTMAS: HolidayRule = { name: "Christmas Day", on: fixed(12, 25) };
const DAY_AFTER_THANKSGIVING: HolidayRule = {
  name: "Day after Thanksgiving",
  on: (year) => addDays(thanksgiving(year), 1),
};
const LINCOLN: HolidayRule = { name: "Lincoln's Birthday", on: fixed(2, 12) };

/**
 * Federal courts: 5 U.S.C. § 6103(a), the days FRCP 6(a)(6)(A) names. A Saturday holiday is
 * observed the Friday before (Executive Order 11582 § 3), a Sunday one the Monday after
 * (§ 6103(b)); FRCP 6(a)(6)(A) counts "the day set aside by statute for observing" it. Days the
 * President closes federal offices by order (Christmas Eve in some years, days of mourning) are
 * legal holidays under FRCP 6(a)(6)(B) but follow no rule, so they are not here.
 */
const FEDERAL: HolidayTable = {
  source: "5 U.S.C. § 6103",
  observance: "weekend",
  rules: [
    NEW_YEAR,
    KING,
    WASHINGTON,
    MEMORIAL,
    // Pub. L. 117-17, signed June 17, 2021; first observed Friday, June 18, 2021.
    { name: "Juneteenth National Independence Day", on: fixed(6, 19), from: 2021 },
    INDEPENDENCE,
    LABOR,
    COLUMBUS,
    VETERANS,
    THANKSGIVING,
    CHRISTMAS,
  ],
};

/**
 * California courts: the judicial holidays of Code Civ. Proc. § 135, which are the holidays of
 * Gov. Code § 6700 except Admission Day (Sep 9), Columbus Day (excluded from 2022 by AB 855,
 * Stats. 2021 ch. 283), Lunar New Year and Genocide Remembrance Day, plus the day after
 * Thanksgiving. AB 855 also made Native American Day a judicial holiday from 2022; AB 1655
 * (Stats. 2022) added Juneteenth from 2023. A weekend holiday is observed the Friday before or
 * the Monday after, as the Judicial Council's calendar designates (§ 135; Gov. Code § 6701).
 */
const CALIFORNIA: HolidayTable = {
  source: "Cal. Code Civ. Proc. § 135; Gov. Code § 6700",
  observance: "weekend",
  rules: [
    NEW_YEAR,
    KING,
    LINCOLN,
    WASHINGTON,
    // Added to Gov. Code § 6700 in 2000; first observed March 31, 2001.
    { name: "Cesar Chavez Day", on: fixed(3, 31), from: 2001 },
    MEMORIAL,
    { name: "Juneteenth", on: fixed(6, 19), from: 2023 },
    INDEPENDENCE,
    LABOR,
    { name: "Native American Day", on: nth(4, FRIDAY, 9), from: 2022 },
    { ...COLUMBUS, until: 2021 },
    VETERANS,
    THANKSGIVING,
    DAY_AFTER_THANKSGIVING,
    CHRISTMAS,
  ],
};

/**
 * New York courts: the public holidays of Gen. Constr. Law § 24 (Flag Day, the second Sunday in
 * June, is always a Sunday and left out). Juneteenth was added by L. 2020 ch. 249, so from 2021.
 * § 24 moves only a Sunday holiday, to the Monday after; a Saturday one stays on Saturday (the
 * Friday counts as a business day under Gen. Constr. Law § 25-a).
 */
const NEW_YORK: HolidayTable = {
  source: "N.Y. Gen. Constr. Law § 24",
  observance: "sunday",
  rules: [
    NEW_YEAR,
    KING,
    LINCOLN,
    WASHINGTON,
    MEMORIAL,
    { name: "Juneteenth", on: fixed(6, 19), from: 2021 },
    INDEPENDENCE,
    LABOR,
    COLUMBUS,
    // "Each general election day": the Tuesday after the first Monday of November
    // (N.Y. Election Law § 8-100), held every year.
    { name: "Election Day", on: (year) => addDays(nth(1, MONDAY, 11)(year), 1) },
    VETERANS,
    THANKSGIVING,
    CHRISTMAS,
  ],
};

/**
 * Texas courts: the national holidays of Gov't Code § 662.003(a) (no Columbus Day, no
 * Juneteenth among them) and the three state holidays of § 662.003(b) on which state offices
 * close, not merely keep fewer staff (§ 662.004(b)): the Friday after Thanksgiving, December 24
 * and December 26. The other state holidays (Confederate Heroes Day, Texas Independence Day,
 * San Jacinto Day, Emancipation Day, LBJ Day) keep offices open and are left out. Texas does not
 * observe a weekend holiday on another day.
 */
const TEXAS: HolidayTable = {
  source: "Tex. Gov't Code §§ 662.003, 662.004",
  observance: "none",
  rules: [
    NEW_YEAR,
    KING,
    { name: "Presidents' Day", on: nth(3, MONDAY, 2) },
    MEMORIAL,
    INDEPENDENCE,
    LABOR,
    VETERANS,
    THANKSGIVING,
    DAY_AFTER_THANKSGIVING,
    { name: "Christmas Eve", on: fixed(12, 24) },
    CHRISTMAS,
    { name: "Day after Christmas", on: fixed(12, 26) },
  ],
};

/**
 * Florida courts: the "legal holidays" of Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(6)(A), which
 * are the state's paid holidays of Fla. Stat. § 110.117(1) — not the longer list of § 683.01
 * (Robert E. Lee's birthday, Flag Day, …), on which courts stay open. No Washington's Birthday,
 * Columbus Day or Juneteenth. § 110.117(1) observes a Saturday holiday on the Friday before and a
 * Sunday one on the Monday after. Days a county clerk or chief judge closes (Rule
 * 2.514(a)(6)(B)) differ by county and are not here.
 */
const FLORIDA: HolidayTable = {
  source: "Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(6); Fla. Stat. § 110.117",
  observance: "weekend",
  rules: [
    NEW_YEAR,
    KING,
    MEMORIAL,
    INDEPENDENCE,
    LABOR,
    VETERANS,
    THANKSGIVING,
    DAY_AFTER_THANKSGIVING,
    CHRISTMAS,
  ],
};

/** The jurisdictions with their own table; every other state falls back to the federal one. */
export const HOLIDAY_TABLES: Partial<Record<Jurisdiction, HolidayTable>> & {
  federal: HolidayTable;
} = { federal: FEDERAL, CA: CALIFORNIA, NY: NEW_YORK, TX: TEXAS, FL: FLORIDA };
