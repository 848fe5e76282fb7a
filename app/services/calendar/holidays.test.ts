import { describe, expect, it } from "vitest";
import type { Jurisdiction } from "~/utils/jurisdictions";
import { holidayListFor, holidayOn, holidaysIn } from "./holidays";

// Every date below was checked against a calendar (weekdays by Date.UTC), not read off the code.

describe("holidaysIn: the federal list of 5 U.S.C. § 6103, by rule", () => {
  it("gives 2026's eleven holidays in order, July 4 (a Saturday) on Friday July 3", () => {
    expect(holidaysIn(2026, "federal")).toEqual([
      { day: "2026-01-01", name: "New Year's Day", actual: "2026-01-01" },
      { day: "2026-01-19", name: "Birthday of Martin Luther King, Jr.", actual: "2026-01-19" },
      { day: "2026-02-16", name: "Washington's Birthday", actual: "2026-02-16" },
      { day: "2026-05-25", name: "Memorial Day", actual: "2026-05-25" },
      { day: "2026-06-19", name: "Juneteenth National Independence Day", actual: "2026-06-19" },
      { day: "2026-07-03", name: "Independence Day", actual: "2026-07-04" },
      { day: "2026-09-07", name: "Labor Day", actual: "2026-09-07" },
      { day: "2026-10-12", name: "Columbus Day", actual: "2026-10-12" },
      { day: "2026-11-11", name: "Veterans Day", actual: "2026-11-11" },
      { day: "2026-11-26", name: "Thanksgiving Day", actual: "2026-11-26" },
      { day: "2026-12-25", name: "Christmas Day", actual: "2026-12-25" },
    ]);
  });

  it("lists New Year's Day 2022 (a Saturday) first, on Fri Dec 31, 2021", () => {
    expect(holidaysIn(2022, "federal")[0]).toEqual({
      day: "2021-12-31",
      name: "New Year's Day",
      actual: "2022-01-01",
    });
    expect(holidaysIn(2021, "federal").map((holiday) => holiday.day)).not.toContain("2021-12-31");
  });

  it("has no Juneteenth before 2021 and no King holiday before 1986", () => {
    expect(holidaysIn(2020, "federal").map((holiday) => holiday.name)).not.toContain(
      "Juneteenth National Independence Day",
    );
    expect(holidaysIn(1985, "federal")).toHaveLength(9);
    expect(holidaysIn(1986, "federal")).toHaveLength(10);
  });

  it("hands out copies: changing one does not change the table", () => {
    holidaysIn(2026, "federal")[0]!.name = "Changed";
    expect(holidaysIn(2026, "federal")[0]!.name).toBe("New Year's Day");
  });

  it("refuses years before the Monday holidays of 1971", () => {
    expect(() => holidaysIn(1970, "federal")).toThrow(RangeError);
    expect(() => holidaysIn(2026.5, "federal")).toThrow(RangeError);
  });
});

describe("holidayOn: the holiday observed on a day", () => {
  it.each<[string, Jurisdiction, string | null, string | null]>([
    // Federal: each holiday, and each move off a weekend.
    ["2026-01-19", "federal", "Birthday of Martin Luther King, Jr.", "2026-01-19"],
    ["2026-02-16", "federal", "Washington's Birthday", "2026-02-16"],
    ["2027-05-31", "federal", "Memorial Day", "2027-05-31"],
    ["2026-09-07", "federal", "Labor Day", "2026-09-07"],
    ["2026-10-12", "federal", "Columbus Day", "2026-10-12"],
    ["2025-11-27", "federal", "Thanksgiving Day", "2025-11-27"],
    ["2026-07-03", "federal", "Independence Day", "2026-07-04"],
    ["2026-07-04", "federal", null, null],
    ["2022-12-26", "federal", "Christmas Day", "2022-12-25"],
    ["2021-12-24", "federal", "Christmas Day", "2021-12-25"],
    ["2021-12-31", "federal", "New Year's Day", "2022-01-01"],
    ["2023-01-02", "federal", "New Year's Day", "2023-01-01"],
    ["2027-12-24", "federal", "Christmas Day", "2027-12-25"],
    ["2027-12-31", "federal", "New Year's Day", "2028-01-01"],
    ["2027-06-18", "federal", "Juneteenth National Independence Day", "2027-06-19"],
    ["2021-06-18", "federal", "Juneteenth National Independence Day", "2021-06-19"],
    ["2020-06-19", "federal", null, null],
    ["2023-11-10", "federal", "Veterans Day", "2023-11-11"],
    ["1975-10-27", "federal", "Veterans Day", "1975-10-27"],
    ["1985-01-21", "federal", null, null],
    ["1986-01-20", "federal", "Birthday of Martin Luther King, Jr.", "1986-01-20"],
    ["2026-11-27", "federal", null, null],
    ["2026-03-31", "federal", null, null],
    // California: Cesar Chavez Day, Lincoln's Birthday, Native American Day from 2022,
    // Juneteenth from 2023, Columbus Day only until 2021.
    ["2026-03-31", "CA", "Cesar Chavez Day", "2026-03-31"],
    ["2024-04-01", "CA", "Cesar Chavez Day", "2024-03-31"],
    ["2026-02-12", "CA", "Lincoln's Birthday", "2026-02-12"],
    ["2022-09-23", "CA", "Native American Day", "2022-09-23"],
    ["2021-09-24", "CA", null, null],
    ["2021-10-11", "CA", "Columbus Day", "2021-10-11"],
    ["2026-10-12", "CA", null, null],
    ["2023-06-19", "CA", "Juneteenth", "2023-06-19"],
    ["2022-06-20", "CA", null, null],
    ["2026-11-27", "CA", "Day after Thanksgiving", "2026-11-27"],
    // New York: Election Day and Lincoln's Birthday; Sunday holidays move, Saturday ones stay.
    ["2026-11-03", "NY", "Election Day", "2026-11-03"],
    ["2025-11-04", "NY", "Election Day", "2025-11-04"],
    ["2026-02-12", "NY", "Lincoln's Birthday", "2026-02-12"],
    ["2022-12-26", "NY", "Christmas Day", "2022-12-25"],
    ["2026-07-04", "NY", "Independence Day", "2026-07-04"],
    ["2026-07-03", "NY", null, null],
    ["2021-12-24", "NY", null, null],
    // Texas: Dec 24, Dec 26 and the day after Thanksgiving; no Columbus Day, no Juneteenth,
    // nothing moved off a weekend.
    ["2025-12-24", "TX", "Christmas Eve", "2025-12-24"],
    ["2025-12-26", "TX", "Day after Christmas", "2025-12-26"],
    ["2022-12-26", "TX", "Day after Christmas", "2022-12-26"],
    ["2026-11-27", "TX", "Day after Thanksgiving", "2026-11-27"],
    ["2026-02-16", "TX", "Presidents' Day", "2026-02-16"],
    ["2026-10-12", "TX", null, null],
    ["2026-06-19", "TX", null, null],
    ["2026-07-03", "TX", null, null],
    // Florida: the day after Thanksgiving; no Washington's Birthday, Columbus Day, Juneteenth.
    ["2026-11-27", "FL", "Day after Thanksgiving", "2026-11-27"],
    ["2026-07-03", "FL", "Independence Day", "2026-07-04"],
    ["2026-02-16", "FL", null, null],
    ["2026-10-12", "FL", null, null],
    ["2026-06-19", "FL", null, null],
    // Ohio falls back to the federal list.
    ["2026-10-12", "OH", "Columbus Day", "2026-10-12"],
    ["2026-11-27", "OH", null, null],
  ])("%s in %s: %s", (day, jurisdiction, name, actual) => {
    expect(holidayOn(day, jurisdiction)).toEqual(name === null ? null : { day, name, actual });
  });

  it("refuses a day that is not a real YYYY-MM-DD day", () => {
    expect(() => holidayOn("2026-02-30", "federal")).toThrow(RangeError);
    expect(() => holidayOn("11/20/2026", "federal")).toThrow(RangeError);
    expect(() => holidayOn("1970-12-31", "federal")).toThrow(RangeError);
  });
});

describe("holidayListFor: whose holidays a jurisdiction's count uses", () => {
  it("says when a state falls back to the federal list", () => {
    expect(holidayListFor("OH")).toEqual({
      jurisdiction: "OH",
      own: false,
      note: "Ohio: federal holidays only (the state's own are not in the table)",
    });
    expect(holidayListFor("DC").note).toBe(
      "District of Columbia: federal holidays only (the District's own are not in the table)",
    );
  });

  it("names the source of the states with their own list, and of the federal one", () => {
    expect(holidayListFor("CA")).toEqual({
      jurisdiction: "CA",
      own: true,
      note: "California: court holidays (Cal. Code Civ. Proc. § 135; Gov. Code § 6700)",
    });
    for (const code of ["NY", "TX", "FL"] as const) expect(holidayListFor(code).own).toBe(true);
    expect(holidayListFor("federal")).toEqual({
      jurisdiction: "federal",
      own: true,
      note: "Federal courts: federal holidays (5 U.S.C. § 6103)",
    });
  });
});
