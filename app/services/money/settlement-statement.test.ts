import { describe, expect, it } from "vitest";
import type { CaseStage } from "~/utils/case-stages";
import type { FeeTier } from "./fee";
import {
  settlementFigures,
  statementProblems,
  type SettlementFigures,
  type SettlementInput,
} from "./settlement-statement";

const THIRD_PRE_SUIT: FeeTier[] = [{ stage: "pre_suit", rateNumerator: 1, rateDenominator: 3 }];

/** A statement with one payment of `grossCents`, a third pre-suit, and no costs or liens. */
const statement = (
  grossCents: number,
  overrides: Partial<SettlementInput> = {},
): SettlementInput => ({
  payments: [{ payer: "Acme Insurance", amountCents: grossCents }],
  tiers: THIRD_PRE_SUIT,
  stage: "pre_suit",
  costsBeforeFee: false,
  costs: [],
  liens: [],
  ...overrides,
});

/** Every line but the net, added up: what the net line must equal. */
const linesBeforeNet = (figures: SettlementFigures) =>
  figures.lines
    .filter((line) => line.kind !== "net")
    .reduce((total, line) => total + line.amountCents, 0);

const netLine = (figures: SettlementFigures) => figures.lines[figures.lines.length - 1];

describe("settlement figures", () => {
  // $90,000.00 gross, $3,000.00 of costs, $12,000.00 of liens, a third pre-suit.
  const worked = (costsBeforeFee: boolean) =>
    settlementFigures(
      statement(9_000_000, {
        costsBeforeFee,
        costs: [
          { description: "Filing fee", amountCents: 100_000 },
          { description: "Expert report", amountCents: 200_000 },
        ],
        liens: [
          { name: "Medicare", amountCents: 800_000 },
          { name: "County Hospital", amountCents: 400_000 },
        ],
      }),
    );

  it("takes the fee on the gross when costs come off after it", () => {
    // fee = 9,000,000 / 3 = 3,000,000; net = 9,000,000 − 3,000,000 − 300,000 − 1,200,000 = 4,500,000
    const figures = worked(false);
    expect(figures).toMatchObject({
      grossCents: 9_000_000,
      feeBaseCents: 9_000_000,
      feeCents: 3_000_000,
      costsCents: 300_000,
      liensCents: 1_200_000,
      netToClientCents: 4_500_000,
      shortfallCents: 0,
    });
    expect(figures.feeExplanation).toBe(
      "1/3 (about 33.33%) of $90,000.00 (the gross settlement) is $30,000.00, rounded half up to the cent.",
    );
    expect(figures.lines).toEqual([
      { kind: "payment", label: "Acme Insurance", amountCents: 9_000_000 },
      { kind: "fee", label: "Attorney's fee, 1/3 (about 33.33%)", amountCents: -3_000_000 },
      { kind: "cost", label: "Filing fee", amountCents: -100_000 },
      { kind: "cost", label: "Expert report", amountCents: -200_000 },
      { kind: "lien", label: "Medicare", amountCents: -800_000 },
      { kind: "lien", label: "County Hospital", amountCents: -400_000 },
      { kind: "net", label: "Net to the client", amountCents: 4_500_000 },
    ]);
    expect(linesBeforeNet(figures)).toBe(4_500_000);
  });

  it("takes the fee on what is left when costs come off first, leaving the client more", () => {
    // base = 9,000,000 − 300,000 = 8,700,000; fee = 8,700,000 / 3 = 2,900,000;
    // net = 9,000,000 − 2,900,000 − 300,000 − 1,200,000 = 4,600,000 ($1,000.00 more than after-fee)
    const figures = worked(true);
    expect(figures).toMatchObject({
      grossCents: 9_000_000,
      feeBaseCents: 8_700_000,
      feeCents: 2_900_000,
      netToClientCents: 4_600_000,
      shortfallCents: 0,
    });
    expect(figures.feeExplanation).toBe(
      "1/3 (about 33.33%) of $87,000.00 (the gross settlement of $90,000.00 less $3,000.00 of costs) " +
        "is $29,000.00, rounded half up to the cent.",
    );
    // The costs are listed before the fee, in the order the money comes off.
    expect(figures.lines.map((line) => [line.kind, line.amountCents])).toEqual([
      ["payment", 9_000_000],
      ["cost", -100_000],
      ["cost", -200_000],
      ["fee", -2_900_000],
      ["lien", -800_000],
      ["lien", -400_000],
      ["net", 4_600_000],
    ]);
    expect(linesBeforeNet(figures)).toBe(4_600_000);
  });

  it("takes thirds to the cent, rounding half up", () => {
    // $100,000.00: 10,000,000 / 3 = 3,333,333.33 → $33,333.33; net 6,666,667
    const large = settlementFigures(statement(10_000_000));
    expect([large.feeCents, large.netToClientCents]).toEqual([3_333_333, 6_666_667]);
    expect(large.feeExplanation).toBe(
      "1/3 (about 33.33%) of $100,000.00 (the gross settlement) is $33,333.33, rounded half up to the cent.",
    );
    // $10.00: 1000 / 3 = 333.33 → $3.33; net 667
    const ten = settlementFigures(statement(1000));
    expect([ten.feeCents, ten.netToClientCents]).toEqual([333, 667]);
    // $0.50: 50 / 3 = 16.67 → $0.17; net 33
    const half = settlementFigures(statement(50));
    expect([half.feeCents, half.netToClientCents]).toEqual([17, 33]);
  });

  it("rounds a fee of exactly half a cent up", () => {
    // 100,001 / 2 = 50,000.5 → 50,001; net 100,001 − 50,001 = 50,000
    const figures = settlementFigures(
      statement(100_001, { tiers: [{ stage: "pre_suit", rateNumerator: 1, rateDenominator: 2 }] }),
    );
    expect([figures.feeCents, figures.netToClientCents]).toEqual([50_001, 50_000]);
  });

  it("uses the tier in force at the case's stage", () => {
    const tiers: FeeTier[] = [
      { stage: "pre_suit", rateNumerator: 1, rateDenominator: 3 },
      { stage: "suit_filed", rateNumerator: 2, rateDenominator: 5 },
      { stage: "appeal", rateNumerator: 9, rateDenominator: 20 },
    ];
    const at = (stage: CaseStage) => settlementFigures(statement(10_000_000, { tiers, stage }));
    // 10,000,000 × 1/3 = 3,333,333.33 → 3,333,333; × 2/5 = 4,000,000; × 9/20 = 4,500,000
    expect(at("pre_suit").feeCents).toBe(3_333_333);
    expect(at("suit_filed").feeCents).toBe(4_000_000);
    expect(at("trial").feeCents).toBe(4_000_000);
    expect(at("trial").tier).toEqual(tiers[1]);
    expect(at("appeal").feeCents).toBe(4_500_000);
    expect(at("appeal").netToClientCents).toBe(5_500_000);
    expect(at("trial").feeExplanation).toBe(
      "2/5 (40%) of $100,000.00 (the gross settlement) is $40,000.00, rounded half up to the cent.",
    );
  });

  it("takes no fee, and says so, when no tier applies yet", () => {
    const figures = settlementFigures(
      statement(10_000_000, { tiers: [{ stage: "trial", rateNumerator: 1, rateDenominator: 2 }] }),
    );
    expect(figures.tier).toBeNull();
    expect(figures.feeCents).toBe(0);
    expect(figures.netToClientCents).toBe(10_000_000);
    expect(figures.feeExplanation).toBe(
      "No fee tier applies at the pre-suit stage, so the fee is $0.00.",
    );
    const feeLine = figures.lines.find((line) => line.kind === "fee");
    expect(feeLine?.label).toBe("Attorney's fee (no tier applies)");
    // A plain zero, not -0, so the line prints as $0.00.
    expect(Object.is(feeLine?.amountCents, 0)).toBe(true);
  });

  it("adds several payments into the gross and lists each", () => {
    // 2,500,000 + 5,000,000 + 500,050 = 8,000,050; / 3 = 2,666,683.33 → 2,666,683;
    // net = 8,000,050 − 2,666,683 − 1,000,000 = 4,333,367
    const figures = settlementFigures(
      statement(0, {
        payments: [
          { payer: " State Farm ", amountCents: 2_500_000 },
          { payer: "Umbrella carrier", amountCents: 5_000_000 },
          { payer: "MedPay", amountCents: 500_050 },
        ],
        liens: [{ name: "Medicaid", amountCents: 1_000_000 }],
      }),
    );
    expect(figures.grossCents).toBe(8_000_050);
    expect(figures.feeCents).toBe(2_666_683);
    expect(figures.netToClientCents).toBe(4_333_367);
    expect(figures.lines.filter((line) => line.kind === "payment")).toEqual([
      { kind: "payment", label: "State Farm", amountCents: 2_500_000 },
      { kind: "payment", label: "Umbrella carrier", amountCents: 5_000_000 },
      { kind: "payment", label: "MedPay", amountCents: 500_050 },
    ]);
    expect(linesBeforeNet(figures)).toBe(4_333_367);
  });

  it("pays the medical bills still owed after the liens, each its own line, and takes them off the net", () => {
    const figures = settlementFigures(
      statement(3_000_000, {
        liens: [{ name: "Medicare", amountCents: 250_000 }],
        bills: [
          { name: "Harbor Clinic", amountCents: 120_050 },
          { name: "City Imaging", amountCents: 33_333 },
        ],
      }),
    );
    expect(figures.billsCents).toBe(153_383);
    // $30,000.00 − $10,000.00 fee − $2,500.00 lien − $1,533.83 of bills.
    expect(figures.netToClientCents).toBe(1_596_617);
    expect(figures.lines.map((line) => [line.kind, line.label, line.amountCents])).toEqual([
      ["payment", "Acme Insurance", 3_000_000],
      ["fee", "Attorney's fee, 1/3 (about 33.33%)", -1_000_000],
      ["lien", "Medicare", -250_000],
      ["bill", "Medical bill: Harbor Clinic", -120_050],
      ["bill", "Medical bill: City Imaging", -33_333],
      ["net", "Net to the client", 1_596_617],
    ]);
    expect(linesBeforeNet(figures)).toBe(figures.netToClientCents);
    expect(statementProblems(statement(100, { bills: [{ name: " ", amountCents: -1 }] }))).toEqual([
      "Bill 1 needs the provider's name.",
      "Bill 1 must be whole cents, 0 or more.",
    ]);
  });

  it("reports a shortfall as it is when more is owed than the settlement", () => {
    // 1,000,000 / 3 = 333,333.33 → 333,333; net = 1,000,000 − 333,333 − 200,000 − 600,000 = −133,333
    const figures = settlementFigures(
      statement(1_000_000, {
        costs: [{ description: "Depositions", amountCents: 200_000 }],
        liens: [{ name: "Hospital", amountCents: 600_000 }],
      }),
    );
    expect(figures.netToClientCents).toBe(-133_333);
    expect(figures.shortfallCents).toBe(133_333);
    expect(netLine(figures)).toEqual({
      kind: "net",
      label: "Net to the client",
      amountCents: -133_333,
    });
    expect(linesBeforeNet(figures)).toBe(-133_333);
  });

  it("takes no fee when costs that come off first use up the settlement", () => {
    // base = max(0, 10,000 − 15,000) = 0; fee 0; net = 10,000 − 0 − 15,000 = −5,000
    const figures = settlementFigures(
      statement(10_000, {
        costsBeforeFee: true,
        costs: [{ description: "Expert", amountCents: 15_000 }],
      }),
    );
    expect(figures).toMatchObject({
      feeBaseCents: 0,
      feeCents: 0,
      netToClientCents: -5_000,
      shortfallCents: 5_000,
    });
    expect(figures.feeExplanation).toBe(
      "1/3 (about 33.33%) of $0.00 (the gross settlement of $100.00 less $150.00 of costs, " +
        "which is taken as $0.00) is $0.00, rounded half up to the cent.",
    );
  });

  it("always has lines that add up to the net, and the half-up fee, for every small gross", () => {
    const rates = [
      [1, 3],
      [2, 5],
      [9, 20],
      [2, 3],
      [1, 7],
    ] as const;
    const mismatches: object[] = [];
    for (const [num, den] of rates) {
      for (const costsBeforeFee of [false, true]) {
        for (let gross = 1; gross <= 3000; gross++) {
          const figures = settlementFigures(
            statement(gross, {
              tiers: [{ stage: "pre_suit", rateNumerator: num, rateDenominator: den }],
              costsBeforeFee,
              costs: [{ description: "Postage", amountCents: 7 }],
              liens: [{ name: "Clinic", amountCents: 11 }],
            }),
          );
          const base = costsBeforeFee ? Math.max(0, gross - 7) : gross;
          // base × num / den rounded half up is floor((2 × base × num + den) / (2 × den)).
          const fee = Math.floor((base * num * 2 + den) / (2 * den));
          const net = gross - fee - 7 - 11;
          const seen = {
            fee: figures.feeCents,
            net: figures.netToClientCents,
            lastLine: [netLine(figures).kind, netLine(figures).amountCents],
            linesBeforeNet: linesBeforeNet(figures),
            shortfall: figures.shortfallCents,
          };
          const expected = {
            fee,
            net,
            lastLine: ["net", net],
            linesBeforeNet: net,
            shortfall: net < 0 ? -net : 0,
          };
          // Collected rather than asserted one by one: 30,000 cases stay fast, and a failure
          // still names its rate, mode and gross.
          if (JSON.stringify(seen) !== JSON.stringify(expected)) {
            mismatches.push({ rate: `${num}/${den}`, costsBeforeFee, gross, seen, expected });
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe("statement problems", () => {
  it("finds none in a sound statement", () => {
    expect(statementProblems(statement(9_000_000))).toEqual([]);
  });

  it("names each amount that is not whole cents, 0 or more, and each missing name", () => {
    const input = statement(0, {
      payments: [
        { payer: "  ", amountCents: 100 },
        { payer: "Geico", amountCents: -5 },
        { payer: "Progressive", amountCents: 1.5 },
      ],
      costs: [{ description: "", amountCents: 3 }],
      liens: [
        { name: "Medicare", amountCents: Number.NaN },
        { name: " ", amountCents: 1 },
      ],
    });
    expect(statementProblems(input)).toEqual([
      "Payment 1 needs the payer's name.",
      "Payment 2 must be whole cents, 0 or more.",
      "Payment 3 must be whole cents, 0 or more.",
      "Cost 1 needs a description.",
      "Lien 1 must be whole cents, 0 or more.",
      "Lien 2 needs the lienholder's name.",
    ]);
    expect(() => settlementFigures(input)).toThrow(/Payment 1 needs the payer's name\./);
  });

  it("wants a payment, a known stage and sound tiers", () => {
    expect(statementProblems(statement(100, { payments: [] }))).toEqual([
      "Add at least one payment.",
    ]);
    expect(statementProblems(statement(100, { stage: "mediation" as CaseStage }))).toEqual([
      '"mediation" is not a case stage.',
    ]);
    expect(statementProblems(statement(100, { tiers: [] }))).toEqual([
      "Add at least one fee tier.",
    ]);
  });

  it("refuses totals past what a number holds exactly, and allows exactly that much", () => {
    const over = statement(Number.MAX_SAFE_INTEGER, {
      costs: [{ description: "Filing fee", amountCents: 1 }],
    });
    expect(statementProblems(over)).toEqual([
      "The payments, costs, liens and bills together are more than can be counted exactly.",
    ]);
    expect(() => settlementFigures(over)).toThrow(RangeError);

    const limit = statement(Number.MAX_SAFE_INTEGER - 10, {
      costs: [{ description: "Filing fee", amountCents: 10 }],
    });
    expect(statementProblems(limit)).toEqual([]);
    // (2^53 − 11) / 3 = 3002399751580327 exactly; net = 2^53 − 11 − 3002399751580327 − 10
    const figures = settlementFigures(limit);
    expect(figures.feeCents).toBe(3_002_399_751_580_327);
    expect(figures.netToClientCents).toBe(6_004_799_503_160_644);
    expect(linesBeforeNet(figures)).toBe(figures.netToClientCents);
  });
});
