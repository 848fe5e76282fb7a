import { describe, expect, it } from "vitest";
import { dollarsInput, formatDollars, parseDollars } from "./money";

describe("parseDollars", () => {
  it.each([
    ["1250", 125_000],
    ["1250.5", 125_050],
    ["$1,250.50", 125_050],
    ["$ 25,000", 2_500_000],
    [" 0.07 ", 7],
    [".5", 50],
    ["0", 0],
    ["10000000000", 1_000_000_000_000],
  ])("reads %j as %i cents", (text, cents) => {
    expect(parseDollars(text)).toEqual({ cents });
  });

  it.each(["", "abc", "-5", "1.234", "1,25", "12,34,567", "$", "1e3", "10000000000.01"])(
    "refuses %j in words",
    (text) => {
      const parsed = parseDollars(text, "Amount billed");
      expect(parsed).toHaveProperty("problem");
      expect((parsed as { problem: string }).problem).toMatch(/^Amount billed must be/);
    },
  );
});

describe("formatDollars", () => {
  it("shows cents as US dollars", () => {
    expect(formatDollars(125_050)).toBe("$1,250.50");
    expect(formatDollars(0)).toBe("$0.00");
    expect(formatDollars(7)).toBe("$0.07");
  });

  it("gives back what parseDollars reads", () => {
    expect(parseDollars(formatDollars(987_654_321))).toEqual({ cents: 987_654_321 });
    expect(parseDollars(dollarsInput(12_345))).toEqual({ cents: 12_345 });
    expect(dollarsInput(null)).toBe("");
  });
});
