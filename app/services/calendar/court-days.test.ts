import { describe, expect, it } from "vitest";
import type { Jurisdiction } from "~/utils/jurisdictions";
import { computeDeadline, periodDeadline, type DayCount } from "./court-days";

// Worked examples. Each expected day was counted by hand on a calendar and its weekday checked
// with Date.UTC; the sentences are what a person reads to check the count.

/** A count ("CA: 10 court days after 2026-11-23"), the deadline's day, and its explanation. */
type Example = [string, string, string];

/** Reads an example's count: jurisdiction, days, calendar or court, after or before, trigger. */
function countOf(spec: string): DayCount {
  const [jurisdiction, days, count, , direction, trigger] = spec.replace(":", "").split(" ");
  return {
    jurisdiction: jurisdiction as Jurisdiction,
    days: Number(days),
    count: count as DayCount["count"],
    direction: direction as DayCount["direction"],
    trigger: trigger!,
  };
}

const ROLL = "(FRCP 6(a)(1)(C))";
const BACK = "(FRCP 6(a)(1)(C), 6(a)(5))";
const PLAIN = "(FRCP 6(a)(1)(A)-(C))";
const COURT = "(FRCP 6(a)(1)(A))";
const OHIO = "Ohio: federal holidays only (the state's own are not in the table)";

describe("computeDeadline: FRCP 6(a)(1) counts, with each step in words", () => {
  it("explains the issue's example word for word", () => {
    const deadline = computeDeadline({
      trigger: "2026-11-27",
      days: 30,
      direction: "after",
      count: "calendar",
      jurisdiction: "federal",
    });
    expect(deadline).toEqual({
      date: "2026-12-28",
      explanation:
        "30 days after Fri Nov 27, 2026 is Sun Dec 27; Sunday, so Mon Dec 28, 2026 (FRCP 6(a)(1)(C))",
    });
  });

  it.each<Example>([
    // The example, verbatim.
    [
      "federal: 30 calendar days after 2026-11-27",
      "2026-12-28",
      `30 days after Fri Nov 27, 2026 is Sun Dec 27; Sunday, so Mon Dec 28, 2026 ${ROLL}`,
    ],
    // No roll needed.
    [
      "federal: 21 calendar days after 2026-11-02",
      "2026-11-23",
      `21 days after Mon Nov 2, 2026 is Mon Nov 23, 2026 ${PLAIN}`,
    ],
    [
      "federal: 0 calendar days after 2026-11-27",
      "2026-11-27",
      `0 days after Fri Nov 27, 2026 is Fri Nov 27, 2026 ${PLAIN}`,
    ],
    // Zero days from a Saturday: the trigger day itself is closed.
    [
      "federal: 0 calendar days after 2026-11-28",
      "2026-11-30",
      `0 days after Sat Nov 28, 2026 is Sat Nov 28; Saturday, Sun Nov 29: Sunday, so Mon Nov 30, 2026 ${ROLL}`,
    ],
    [
      "federal: 0 court days after 2026-11-28",
      "2026-11-30",
      `0 court days after Sat Nov 28, 2026 is Sat Nov 28; Saturday, Sun Nov 29: Sunday, so Mon Nov 30, 2026 ${ROLL}`,
    ],
    // Each federal holiday as the last day.
    [
      "federal: 10 calendar days after 2027-12-22",
      "2028-01-03",
      `10 days after Wed Dec 22, 2027 is Sat Jan 1, 2028; Saturday, Sun Jan 2: Sunday, so Mon Jan 3, 2028 ${ROLL}`,
    ],
    [
      "federal: 6 calendar days after 2026-12-26",
      "2027-01-04",
      `6 days after Sat Dec 26, 2026 is Fri Jan 1, 2027; New Year's Day, Sat Jan 2: Saturday, Sun Jan 3: Sunday, so Mon Jan 4, 2027 ${ROLL}`,
    ],
    [
      "federal: 30 calendar days after 2021-12-01",
      "2022-01-03",
      `30 days after Wed Dec 1, 2021 is Fri Dec 31; New Year's Day (observed), Sat Jan 1, 2022: Saturday, Sun Jan 2: Sunday, so Mon Jan 3, 2022 ${ROLL}`,
    ],
    [
      "federal: 14 calendar days after 2026-01-05",
      "2026-01-20",
      `14 days after Mon Jan 5, 2026 is Mon Jan 19; Birthday of Martin Luther King, Jr., so Tue Jan 20, 2026 ${ROLL}`,
    ],
    [
      "federal: 7 calendar days after 2026-02-09",
      "2026-02-17",
      `7 days after Mon Feb 9, 2026 is Mon Feb 16; Washington's Birthday, so Tue Feb 17, 2026 ${ROLL}`,
    ],
    [
      "federal: 3 calendar days after 2026-05-22",
      "2026-05-26",
      `3 days after Fri May 22, 2026 is Mon May 25; Memorial Day, so Tue May 26, 2026 ${ROLL}`,
    ],
    [
      "federal: 1 calendar days after 2027-06-17",
      "2027-06-21",
      `1 day after Thu Jun 17, 2027 is Fri Jun 18; Juneteenth National Independence Day (observed), Sat Jun 19: Saturday, Sun Jun 20: Sunday, so Mon Jun 21, 2027 ${ROLL}`,
    ],
    [
      "federal: 14 calendar days after 2026-06-19",
      "2026-07-06",
      `14 days after Fri Jun 19, 2026 is Fri Jul 3; Independence Day (observed), Sat Jul 4: Saturday, Sun Jul 5: Sunday, so Mon Jul 6, 2026 ${ROLL}`,
    ],
    [
      "federal: 10 calendar days after 2026-08-28",
      "2026-09-08",
      `10 days after Fri Aug 28, 2026 is Mon Sep 7; Labor Day, so Tue Sep 8, 2026 ${ROLL}`,
    ],
    [
      "federal: 4 calendar days after 2026-10-08",
      "2026-10-13",
      `4 days after Thu Oct 8, 2026 is Mon Oct 12; Columbus Day, so Tue Oct 13, 2026 ${ROLL}`,
    ],
    [
      "federal: 1 calendar days after 2023-11-09",
      "2023-11-13",
      `1 day after Thu Nov 9, 2023 is Fri Nov 10; Veterans Day (observed), Sat Nov 11: Saturday, Sun Nov 12: Sunday, so Mon Nov 13, 2023 ${ROLL}`,
    ],
    [
      "federal: 2 calendar days after 2026-11-24",
      "2026-11-27",
      `2 days after Tue Nov 24, 2026 is Thu Nov 26; Thanksgiving Day, so Fri Nov 27, 2026 ${ROLL}`,
    ],
    [
      "federal: 30 calendar days after 2026-11-25",
      "2026-12-28",
      `30 days after Wed Nov 25, 2026 is Fri Dec 25; Christmas Day, Sat Dec 26: Saturday, Sun Dec 27: Sunday, so Mon Dec 28, 2026 ${ROLL}`,
    ],
    [
      "federal: 30 calendar days after 2022-11-24",
      "2022-12-27",
      `30 days after Thu Nov 24, 2022 is Sat Dec 24; Saturday, Sun Dec 25: Sunday, Mon Dec 26: Christmas Day (observed), so Tue Dec 27, 2022 ${ROLL}`,
    ],
    // The longest count allowed.
    [
      "federal: 3650 calendar days after 2026-01-01",
      "2035-12-31",
      `3650 days after Thu Jan 1, 2026 is Sun Dec 30, 2035; Sunday, so Mon Dec 31, 2035 ${ROLL}`,
    ],
    // Backward counts roll backward, onto the court day before (FRCP 6(a)(5)).
    [
      "federal: 7 calendar days before 2026-07-11",
      "2026-07-02",
      `7 days before Sat Jul 11, 2026 is Sat Jul 4; Saturday, Fri Jul 3: Independence Day (observed), so Thu Jul 2, 2026 ${BACK}`,
    ],
    [
      "federal: 10 calendar days before 2027-01-11",
      "2026-12-31",
      `10 days before Mon Jan 11, 2027 is Fri Jan 1; New Year's Day, so Thu Dec 31, 2026 ${BACK}`,
    ],
    [
      "federal: 8 calendar days before 2026-12-07",
      "2026-11-27",
      `8 days before Mon Dec 7, 2026 is Sun Nov 29; Sunday, Sat Nov 28: Saturday, so Fri Nov 27, 2026 ${BACK}`,
    ],
    [
      "CA: 8 calendar days before 2026-12-07",
      "2026-11-25",
      `8 days before Mon Dec 7, 2026 is Sun Nov 29; Sunday, Sat Nov 28: Saturday, Fri Nov 27: Day after Thanksgiving, Thu Nov 26: Thanksgiving Day, so Wed Nov 25, 2026 ${BACK}`,
    ],
    // Court days: weekends and holidays are not counted, and named.
    [
      "federal: 10 court days after 2026-11-23",
      "2026-12-08",
      `10 court days after Mon Nov 23, 2026 (skipping weekends and Thanksgiving Day, Thu Nov 26) is Tue Dec 8, 2026 ${COURT}`,
    ],
    [
      "federal: 5 court days before 2026-11-30",
      "2026-11-20",
      `5 court days before Mon Nov 30, 2026 (skipping weekends and Thanksgiving Day, Thu Nov 26) is Fri Nov 20, 2026 ${COURT}`,
    ],
    [
      "federal: 2 court days after 2026-11-02",
      "2026-11-04",
      `2 court days after Mon Nov 2, 2026 is Wed Nov 4, 2026 ${COURT}`,
    ],
    [
      "federal: 1 court days after 2026-11-27",
      "2026-11-30",
      `1 court day after Fri Nov 27, 2026 (skipping the weekend) is Mon Nov 30, 2026 ${COURT}`,
    ],
    [
      "federal: 1 court days after 2026-07-02",
      "2026-07-06",
      `1 court day after Thu Jul 2, 2026 (skipping the weekend and Independence Day (observed), Fri Jul 3) is Mon Jul 6, 2026 ${COURT}`,
    ],
    // State holidays: the day after Thanksgiving in CA, TX and FL.
    [
      "CA: 10 court days after 2026-11-23",
      "2026-12-09",
      `10 court days after Mon Nov 23, 2026 (skipping weekends; Thanksgiving Day, Thu Nov 26; and Day after Thanksgiving, Fri Nov 27) is Wed Dec 9, 2026 ${COURT}`,
    ],
    [
      "TX: 10 court days after 2026-11-23",
      "2026-12-09",
      `10 court days after Mon Nov 23, 2026 (skipping weekends; Thanksgiving Day, Thu Nov 26; and Day after Thanksgiving, Fri Nov 27) is Wed Dec 9, 2026 ${COURT}`,
    ],
    [
      "FL: 1 calendar days after 2026-11-26",
      "2026-11-30",
      `1 day after Thu Nov 26, 2026 is Fri Nov 27; Day after Thanksgiving, Sat Nov 28: Saturday, Sun Nov 29: Sunday, so Mon Nov 30, 2026 ${ROLL}`,
    ],
    [
      "federal: 1 calendar days after 2026-11-26",
      "2026-11-27",
      `1 day after Thu Nov 26, 2026 is Fri Nov 27, 2026 ${PLAIN}`,
    ],
    // California's Cesar Chavez Day, a working day in federal court.
    [
      "CA: 1 calendar days after 2026-03-30",
      "2026-04-01",
      `1 day after Mon Mar 30, 2026 is Tue Mar 31; Cesar Chavez Day, so Wed Apr 1, 2026 ${ROLL}`,
    ],
    [
      "federal: 1 calendar days after 2026-03-30",
      "2026-03-31",
      `1 day after Mon Mar 30, 2026 is Tue Mar 31, 2026 ${PLAIN}`,
    ],
    // New York's Election Day; its Saturday holidays stay on Saturday.
    [
      "NY: 1 calendar days after 2026-11-02",
      "2026-11-04",
      `1 day after Mon Nov 2, 2026 is Tue Nov 3; Election Day, so Wed Nov 4, 2026 ${ROLL}`,
    ],
    [
      "NY: 2 court days after 2026-11-02",
      "2026-11-05",
      `2 court days after Mon Nov 2, 2026 (skipping Election Day, Tue Nov 3) is Thu Nov 5, 2026 ${COURT}`,
    ],
    [
      "NY: 14 calendar days after 2026-06-19",
      "2026-07-03",
      `14 days after Fri Jun 19, 2026 is Fri Jul 3, 2026 ${PLAIN}`,
    ],
    // Texas closes Dec 24, 25 and 26; across the new year too.
    [
      "TX: 1 calendar days after 2025-12-23",
      "2025-12-29",
      `1 day after Tue Dec 23, 2025 is Wed Dec 24; Christmas Eve, Thu Dec 25: Christmas Day, Fri Dec 26: Day after Christmas, Sat Dec 27: Saturday, Sun Dec 28: Sunday, so Mon Dec 29, 2025 ${ROLL}`,
    ],
    [
      "TX: 10 court days after 2026-12-20",
      "2027-01-06",
      `10 court days after Sun Dec 20, 2026 (skipping weekends; Christmas Eve, Thu Dec 24; Christmas Day, Fri Dec 25; and New Year's Day, Fri Jan 1, 2027) is Wed Jan 6, 2027 ${COURT}`,
    ],
    // A state without its own table: federal holidays, and the count says so.
    [
      "OH: 30 calendar days after 2026-11-27",
      "2026-12-28",
      `30 days after Fri Nov 27, 2026 is Sun Dec 27; Sunday, so Mon Dec 28, 2026 ${ROLL}. ${OHIO}`,
    ],
    [
      "OH: 10 court days after 2026-11-23",
      "2026-12-08",
      `10 court days after Mon Nov 23, 2026 (skipping weekends and Thanksgiving Day, Thu Nov 26) is Tue Dec 8, 2026 ${COURT}. ${OHIO}`,
    ],
  ])("%s → %s", (spec, date, explanation) => {
    expect(computeDeadline(countOf(spec))).toEqual({ date, explanation });
  });

  it.each<[Partial<DayCount>, RegExp]>([
    [{ trigger: "2026-02-30" }, /The trigger day must be a day written YYYY-MM-DD/],
    [{ trigger: "11/20/2026" }, /The trigger day must be a day written YYYY-MM-DD/],
    [{ trigger: "1965-03-01" }, /1971 or later/],
    [{ trigger: "2101-01-01" }, /2100 or earlier/],
    [{ days: 3651 }, /whole number from 0 to 3650, not 3651/],
    [{ days: -1 }, /whole number from 0 to 3650/],
    [{ days: 1.5 }, /whole number from 0 to 3650/],
    [{ days: Number.NaN }, /whole number from 0 to 3650/],
    [{ direction: "around" as "after" }, /"after" or "before"/],
    [{ count: "business" as "court" }, /"calendar" or "court"/],
    [{ jurisdiction: "XX" as Jurisdiction }, /state code or "federal"/],
    [{ trigger: "1971-01-10", days: 30, direction: "before" }, /before 1971/],
  ])("refuses %j with a RangeError", (change, message) => {
    const input: DayCount = {
      trigger: "2026-11-27",
      days: 30,
      direction: "after",
      count: "calendar",
      jurisdiction: "federal",
      ...change,
    };
    expect(() => computeDeadline(input)).toThrow(RangeError);
    expect(() => computeDeadline(input)).toThrow(message);
  });
});

describe("periodDeadline: limitation periods in years and months", () => {
  it.each<[string, number | undefined, number | undefined, Jurisdiction, string, string]>([
    [
      "2026-03-01",
      2,
      undefined,
      "federal",
      "2028-03-01",
      "2 years after Sun Mar 1, 2026 is Wed Mar 1, 2028",
    ],
    [
      "2024-02-29",
      1,
      undefined,
      "federal",
      "2025-02-28",
      "1 year after Thu Feb 29, 2024 is Fri Feb 28, 2025 (2025 has no Feb 29, so the month's last day)",
    ],
    [
      "2024-02-29",
      4,
      undefined,
      "federal",
      "2028-02-29",
      "4 years after Thu Feb 29, 2024 is Tue Feb 29, 2028",
    ],
    [
      "2020-02-29",
      1,
      undefined,
      "federal",
      "2021-03-01",
      `1 year after Sat Feb 29, 2020 is Sun Feb 28, 2021 (2021 has no Feb 29, so the month's last day); Sunday, so Mon Mar 1, 2021 ${ROLL}`,
    ],
    [
      "2024-07-04",
      2,
      undefined,
      "federal",
      "2026-07-06",
      `2 years after Thu Jul 4, 2024 is Sat Jul 4, 2026; Saturday, Sun Jul 5: Sunday, so Mon Jul 6, 2026 ${ROLL}`,
    ],
    [
      "2026-01-31",
      undefined,
      1,
      "NY",
      "2026-03-02",
      `1 month after Sat Jan 31, 2026 is Sat Feb 28 (2026 has no Feb 31, so the month's last day); Saturday, Sun Mar 1: Sunday, so Mon Mar 2, 2026 ${ROLL}`,
    ],
    [
      "2025-06-25",
      1,
      6,
      "federal",
      "2026-12-28",
      `1 year and 6 months after Wed Jun 25, 2025 is Fri Dec 25, 2026; Christmas Day, Sat Dec 26: Saturday, Sun Dec 27: Sunday, so Mon Dec 28, 2026 ${ROLL}`,
    ],
    [
      "2023-03-31",
      2,
      undefined,
      "CA",
      "2025-04-01",
      `2 years after Fri Mar 31, 2023 is Mon Mar 31, 2025; Cesar Chavez Day, so Tue Apr 1, 2025 ${ROLL}`,
    ],
    [
      "2024-11-27",
      undefined,
      24,
      "OH",
      "2026-11-27",
      `24 months after Wed Nov 27, 2024 is Fri Nov 27, 2026. ${OHIO}`,
    ],
  ])(
    "%s + %s years %s months (%s) → %s",
    (trigger, years, months, jurisdiction, date, explanation) => {
      expect(periodDeadline({ trigger, years, months, jurisdiction })).toEqual({
        date,
        explanation,
      });
    },
  );

  it("refuses an empty or impossible period", () => {
    expect(() => periodDeadline({ trigger: "2026-03-01", jurisdiction: "federal" })).toThrow(
      "A period needs years or months",
    );
    expect(() =>
      periodDeadline({ trigger: "2026-03-01", years: -2, jurisdiction: "federal" }),
    ).toThrow(RangeError);
    expect(() =>
      periodDeadline({ trigger: "2026-02-29", years: 2, jurisdiction: "federal" }),
    ).toThrow(RangeError);
  });
});
