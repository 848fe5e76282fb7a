import { describe, expect, it } from "vitest";
import type { CaseStage } from "~/utils/case-stages";
import {
  mulRateHalfUp,
  parseRate,
  rateInput,
  ratePercentText,
  tierForStage,
  validateTiers,
  type FeeTier,
} from "./fee";

const tier = (stage: CaseStage, rateNumerator: number, rateDenominator: number): FeeTier => ({
  stage,
  rateNumerator,
  rateDenominator,
});

describe("mulRateHalfUp", () => {
  it("takes thirds to the nearest cent", () => {
    // 100000 / 3 = 33333.33… → 33333 ($100,000.00 → $33,333.33 is 10000000 / 3 = 3333333.33…)
    expect(mulRateHalfUp(100_000, 1, 3)).toBe(33_333);
    expect(mulRateHalfUp(10_000_000, 1, 3)).toBe(3_333_333);
    // $10.00: 1000 / 3 = 333.33… → 333 ($3.33)
    expect(mulRateHalfUp(1000, 1, 3)).toBe(333);
    // $0.50: 50 / 3 = 16.67 → 17 ($0.17)
    expect(mulRateHalfUp(50, 1, 3)).toBe(17);
    // 1 / 3 = 0.33 → 0; 2 / 3 = 0.67 → 1; 2 × 2/3 = 4/3 = 1.33 → 1
    expect(mulRateHalfUp(1, 1, 3)).toBe(0);
    expect(mulRateHalfUp(2, 1, 3)).toBe(1);
    expect(mulRateHalfUp(2, 2, 3)).toBe(1);
  });

  it("rounds exactly half a cent up, odd or even", () => {
    // 100001 / 2 = 50000.5 → 50001; 5 / 2 = 2.5 → 3 (half-to-even would give 2); 3 / 2 = 1.5 → 2
    expect(mulRateHalfUp(100_001, 1, 2)).toBe(50_001);
    expect(mulRateHalfUp(5, 1, 2)).toBe(3);
    expect(mulRateHalfUp(3, 1, 2)).toBe(2);
    // 9/20 of 10 = 90 / 20 = 4.5 → 5; 9/20 of 33335 = 300015 / 20 = 15000.75 → 15001
    expect(mulRateHalfUp(10, 9, 20)).toBe(5);
    expect(mulRateHalfUp(33_335, 9, 20)).toBe(15_001);
    // just under half: 2/5 of 1 = 0.4 → 0; just over: 2/5 of 2 = 0.8 → 1
    expect(mulRateHalfUp(1, 2, 5)).toBe(0);
    expect(mulRateHalfUp(2, 2, 5)).toBe(1);
  });

  it("stays exact where floating point would not", () => {
    // 9007199254740991 = 3 × 3002399751580330 + 1: a third is …330.33 → …330. In doubles the
    // quotient lands on …330.5 and Math.round would give …331.
    expect(mulRateHalfUp(Number.MAX_SAFE_INTEGER, 1, 3)).toBe(3_002_399_751_580_330);
    expect(Math.round((Number.MAX_SAFE_INTEGER * 1) / 3)).not.toBe(3_002_399_751_580_330);
    // 2 × 9007199254740991 = 18014398509481982 = 3 × 6004799503160660 + 2: …660.67 → …661
    expect(mulRateHalfUp(Number.MAX_SAFE_INTEGER, 2, 3)).toBe(6_004_799_503_160_661);
    expect(mulRateHalfUp(Number.MAX_SAFE_INTEGER, 1, 1)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("takes nothing from nothing and nothing at a zero rate", () => {
    expect(mulRateHalfUp(0, 1, 3)).toBe(0);
    expect(mulRateHalfUp(123_456, 0, 1)).toBe(0);
  });

  it("refuses amounts and rates that are not whole, non-negative numbers", () => {
    expect(() => mulRateHalfUp(-1, 1, 3)).toThrow(RangeError);
    expect(() => mulRateHalfUp(1.5, 1, 3)).toThrow(RangeError);
    expect(() => mulRateHalfUp(Number.MAX_SAFE_INTEGER + 1, 1, 3)).toThrow(RangeError);
    expect(() => mulRateHalfUp(100, -1, 3)).toThrow(RangeError);
    expect(() => mulRateHalfUp(100, 1, 0)).toThrow(RangeError);
    expect(() => mulRateHalfUp(100, 1, 2.5)).toThrow(RangeError);
    // A rate over 100% on the largest amount would pass what a number holds exactly.
    expect(() => mulRateHalfUp(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(RangeError);
  });
});

describe("tierForStage", () => {
  // A third pre-suit, 40% once suit is filed, 45% on appeal; listed out of order on purpose.
  const tiers = [tier("appeal", 9, 20), tier("pre_suit", 1, 3), tier("suit_filed", 2, 5)];

  it("applies each tier from its stage on, until a later one takes over", () => {
    expect(tierForStage(tiers, "pre_suit")).toEqual(tier("pre_suit", 1, 3));
    expect(tierForStage(tiers, "suit_filed")).toEqual(tier("suit_filed", 2, 5));
    // No trial tier: the suit-filed rate carries on.
    expect(tierForStage(tiers, "trial")).toEqual(tier("suit_filed", 2, 5));
    expect(tierForStage(tiers, "appeal")).toEqual(tier("appeal", 9, 20));
  });

  it("carries the earliest tier through every later stage when it is the only one", () => {
    for (const stage of ["pre_suit", "suit_filed", "trial", "appeal"] as const) {
      expect(tierForStage([tier("pre_suit", 1, 3)], stage)).toEqual(tier("pre_suit", 1, 3));
    }
  });

  it("has no tier before the first one starts, nor with no tiers", () => {
    expect(tierForStage([tier("trial", 1, 2)], "pre_suit")).toBeNull();
    expect(tierForStage([tier("trial", 1, 2)], "suit_filed")).toBeNull();
    expect(tierForStage([tier("trial", 1, 2)], "appeal")).toEqual(tier("trial", 1, 2));
    expect(tierForStage([], "trial")).toBeNull();
  });
});

describe("validateTiers", () => {
  it("accepts one tier per stage with rates from 0 to 100%", () => {
    expect(validateTiers([tier("pre_suit", 1, 3), tier("suit_filed", 2, 5)])).toBeNull();
    expect(validateTiers([tier("pre_suit", 0, 1), tier("appeal", 10_000, 10_000)])).toBeNull();
  });

  it("says in words what is wrong", () => {
    expect(validateTiers([])).toBe("Add at least one fee tier.");
    expect(validateTiers([tier("trial", 1, 3), tier("trial", 2, 5)])).toBe(
      "The trial stage has more than one fee tier.",
    );
    expect(validateTiers([tier("pre_suit", 1.5, 3)])).toBe(
      "The pre-suit fee rate must be a fraction of whole numbers, like 1/3.",
    );
    expect(validateTiers([tier("suit_filed", 1, Number.NaN)])).toBe(
      "The suit-filed fee rate must be a fraction of whole numbers, like 1/3.",
    );
    expect(validateTiers([tier("appeal", 0, 0)])).toBe(
      "The appeal fee rate must have a denominator of at least 1.",
    );
    expect(validateTiers([tier("appeal", 1, -3)])).toBe(
      "The appeal fee rate must have a denominator of at least 1.",
    );
    expect(validateTiers([tier("trial", 1, 10_001)])).toBe(
      "The trial fee rate must have a denominator of at most 10,000.",
    );
    expect(validateTiers([tier("trial", -1, 3)])).toBe("The trial fee rate can't be negative.");
    expect(validateTiers([tier("trial", 4, 3)])).toBe(
      "The trial fee rate can't be more than 100%.",
    );
    expect(validateTiers([tier("mediation" as CaseStage, 1, 3)])).toBe(
      '"mediation" is not a case stage.',
    );
  });

  it("finds the problem in a later tier too", () => {
    expect(validateTiers([tier("pre_suit", 1, 3), tier("trial", 3, 2)])).toBe(
      "The trial fee rate can't be more than 100%.",
    );
  });
});

describe("ratePercentText", () => {
  it("shows the fraction and its percent, trailing zeros trimmed", () => {
    expect(ratePercentText(2, 5)).toBe("2/5 (40%)");
    expect(ratePercentText(9, 20)).toBe("9/20 (45%)");
    expect(ratePercentText(1, 8)).toBe("1/8 (12.5%)");
    expect(ratePercentText(1, 200)).toBe("1/200 (0.5%)");
    expect(ratePercentText(1, 1)).toBe("1/1 (100%)");
    expect(ratePercentText(0, 1)).toBe("0/1 (0%)");
  });

  it("says 'about' for a percent rounded half up to two decimals", () => {
    // 100/3 = 33.333… → 33.33; 200/3 = 66.666… → 66.67; 100/6 = 16.666… → 16.67
    expect(ratePercentText(1, 3)).toBe("1/3 (about 33.33%)");
    expect(ratePercentText(2, 3)).toBe("2/3 (about 66.67%)");
    expect(ratePercentText(1, 6)).toBe("1/6 (about 16.67%)");
    // 100/7 = 14.2857… → 14.29; 100/300 = 0.333… → 0.33
    expect(ratePercentText(1, 7)).toBe("1/7 (about 14.29%)");
    expect(ratePercentText(1, 300)).toBe("1/300 (about 0.33%)");
  });
});

describe("a rate as a retainer writes it", () => {
  it("reads fractions, whole, decimal and mixed percents, in lowest terms", () => {
    expect(parseRate("1/3")).toEqual({ rateNumerator: 1, rateDenominator: 3 });
    expect(parseRate(" 2 / 5 ")).toEqual({ rateNumerator: 2, rateDenominator: 5 });
    // 40% is 4000/10000, which is 2/5.
    expect(parseRate("40%")).toEqual({ rateNumerator: 2, rateDenominator: 5 });
    expect(parseRate("45")).toEqual({ rateNumerator: 9, rateDenominator: 20 });
    // 33 1/3% is (33·3 + 1)/(100·3) = 100/300, exactly a third.
    expect(parseRate("33 1/3%")).toEqual({ rateNumerator: 1, rateDenominator: 3 });
    // A decimal percent is what it says: 33.33% is 3333/10000, not a third.
    expect(parseRate("33.33%")).toEqual({ rateNumerator: 3333, rateDenominator: 10_000 });
    expect(parseRate("12.5")).toEqual({ rateNumerator: 1, rateDenominator: 8 });
    expect(parseRate("100%")).toEqual({ rateNumerator: 1, rateDenominator: 1 });
    expect(parseRate("0")).toEqual({ rateNumerator: 0, rateDenominator: 1 });
  });

  it("refuses what is not a rate, over 100%, or too fine a fraction, in words", () => {
    for (const typed of ["", "a third", "1/0", "40%%", "-10%", "1/3%", "33.333%"]) {
      expect(parseRate(typed, "The pre-suit rate")).toEqual({
        problem: "The pre-suit rate must be a percent or a fraction, like 33 1/3%, 40% or 1/3",
      });
    }
    expect(parseRate("101%")).toEqual({ problem: "The rate can't be more than 100%" });
    expect(parseRate("4/3")).toEqual({ problem: "The rate can't be more than 100%" });
    expect(parseRate("1/10007")).toEqual({
      problem: "The rate must be a simpler fraction, like 1/3 or 2/5",
    });
  });

  it("gives back a rate to change as the fraction it reads again", () => {
    for (const tier of [
      { rateNumerator: 1, rateDenominator: 3 },
      { rateNumerator: 2, rateDenominator: 5 },
      { rateNumerator: 3333, rateDenominator: 10_000 },
    ]) {
      expect(parseRate(rateInput(tier))).toEqual(tier);
    }
  });
});
