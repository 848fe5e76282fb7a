import { describe, expect, it } from "vitest";
import { DATE_HINT } from "~/components/ui/control-class";
import { DATE_EXAMPLE, isAfterTodayEverywhere, parseDate, toDay } from "./dates";
import { dayIn } from "./zone-calendar";

describe("parseDate: the one reader of typed dates", () => {
  it.each([
    ["2026-11-20", "2026-11-20"],
    ["2026-1-5", "2026-01-05"],
    ["11/20/2026", "2026-11-20"],
    ["1/5/2026", "2026-01-05"],
    ["11-20-2026", "2026-11-20"],
    ["Nov 20 2026", "2026-11-20"],
    ["Nov 20, 2026", "2026-11-20"],
    ["nov. 20, 2026", "2026-11-20"],
    ["November 20, 2026", "2026-11-20"],
    ["NOVEMBER 20 2026", "2026-11-20"],
    ["Sept 3, 2026", "2026-09-03"],
    ["Nov 20th, 2026", "2026-11-20"],
    ["20 Nov 2026", "2026-11-20"],
    ["  11/20/2026  ", "2026-11-20"],
    ["02/29/2028", "2028-02-29"],
    ["12/31/2100", "2100-12-31"],
    ["01/01/1900", "1900-01-01"],
  ])("reads %j as %s", (typed, day) => {
    expect(parseDate(typed)).toEqual({ day });
  });

  it.each([
    ["02/30/2026", "There is no February 30, 2026: February 2026 has 28 days"],
    ["2026-02-29", "There is no February 29, 2026: February 2026 has 28 days"],
    ["Apr 31 2026", "There is no April 31, 2026: April 2026 has 30 days"],
    ["11/00/2026", "There is no November 0, 2026: November 2026 has 30 days"],
    ["20/11/2026", "There is no month 20: write the month first, for example 11/20/2026"],
    ["2026-13-01", "There is no month 13: write the month first, for example 11/20/2026"],
    ["11/20/26", "Write the year in full, for example 11/20/2026"],
    ["11/20/1850", "Enter a year from 1900 to 2100"],
  ])("refuses %j: %s", (typed, problem) => {
    expect(parseDate(typed)).toEqual({ problem });
  });

  it.each(["", "tomorrow", "11/20-2026", "11.20.2026", "Foo 20 2026", "2026/11/20x", "20261120"])(
    "does not read %j as a date",
    (typed) => {
      expect(parseDate(typed)).toEqual({ problem: "" });
      expect(toDay(typed)).toBeNull();
    },
  );

  it("says the format in the hint", () => {
    expect(DATE_EXAMPLE).toBe("11/20/2026");
    expect(DATE_HINT).toBe(`For example, ${DATE_EXAMPLE}`);
  });
});

describe("today, and after it", () => {
  it("is the firm's zone's day", () => {
    const now = new Date("2026-11-21T03:30:00Z"); // 22:30 on the 20th in New York
    expect(dayIn("UTC", now)).toBe("2026-11-21");
    expect(dayIn("EST", now)).toBe("2026-11-20");
    expect(dayIn("PST", now)).toBe("2026-11-20");
  });

  it("in the browser, only a day after today everywhere on Earth is surely in the future", () => {
    const now = new Date("2026-11-20T12:00:00Z"); // already the 21st in Kiribati (UTC+14)
    expect(isAfterTodayEverywhere("2026-11-21", now)).toBe(false);
    expect(isAfterTodayEverywhere("2026-11-22", now)).toBe(true);
    expect(isAfterTodayEverywhere("2026-11-20", now)).toBe(false);
  });
});
