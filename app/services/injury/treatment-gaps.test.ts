import { describe, expect, it } from "vitest";
import { treatmentGaps } from "./treatment-gaps";

const span = (firstVisit: string | null, lastVisit: string | null) => ({ firstVisit, lastVisit });

describe("treatment gaps", () => {
  it("counts days as the next first visit minus the last visit before, a gap when more than 30", () => {
    // Jan 1 to Jan 31 is 30 days: no gap. Jan 1 to Feb 1 is 31 days: a gap.
    expect(treatmentGaps([span("2026-01-01", "2026-01-01"), span("2026-01-31", null)])).toEqual([]);
    expect(treatmentGaps([span("2026-01-01", "2026-01-01"), span("2026-02-01", null)])).toEqual([
      { from: "2026-01-01", to: "2026-02-01", days: 31 },
    ]);
  });

  it("leaves out a stretch another provider's first-to-last span covers", () => {
    const spans = [
      span("2026-01-01", "2026-01-05"),
      // The chiropractor covers January to April: the ER visit and the MRI fall inside it.
      span("2026-01-10", "2026-04-30"),
      span("2026-03-01", "2026-03-01"),
      span("2026-07-01", "2026-08-15"),
    ];
    expect(treatmentGaps(spans)).toEqual([{ from: "2026-04-30", to: "2026-07-01", days: 62 }]);
  });

  it("finds every gap between the first and the last visit, whatever order the providers come in", () => {
    const spans = [
      span("2026-06-01", "2026-06-10"),
      span("2026-01-01", "2026-01-15"),
      span("2026-03-01", "2026-03-20"),
    ];
    expect(treatmentGaps(spans)).toEqual([
      { from: "2026-01-15", to: "2026-03-01", days: 45 },
      { from: "2026-03-20", to: "2026-06-01", days: 73 },
    ]);
  });

  it("reads a provider with one date as one visit, and leaves out one with none", () => {
    expect(
      treatmentGaps([span(null, "2026-01-01"), span(null, null), span("2026-05-01", null)]),
    ).toEqual([{ from: "2026-01-01", to: "2026-05-01", days: 120 }]);
  });

  it("counts across a leap day and a year's end in calendar days", () => {
    expect(treatmentGaps([span("2027-12-15", null), span("2028-03-01", null)])).toEqual([
      { from: "2027-12-15", to: "2028-03-01", days: 77 },
    ]);
  });

  it("has no gap with one provider or none", () => {
    expect(treatmentGaps([])).toEqual([]);
    expect(treatmentGaps([span("2026-01-01", "2026-12-31")])).toEqual([]);
  });
});
