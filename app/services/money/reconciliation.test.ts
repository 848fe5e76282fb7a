import { describe, expect, it } from "vitest";
import { monthBounds, reconcile, type MatterBalance } from "./reconciliation";

const matter = (caseId: number, label: string, balanceCents: number): MatterBalance => ({
  caseId,
  label,
  balanceCents,
});

describe("three-way trust reconciliation", () => {
  it("balances when the bank, the journal and the matters all agree", () => {
    // 600,000 + 400,000 = 1,000,000 on every side
    const result = reconcile({
      bankCents: 1_000_000,
      journalCents: 1_000_000,
      matterBalances: [matter(1, "Diaz v. Acme", 600_000), matter(2, "Estate of Lee", 400_000)],
    });
    expect(result).toEqual({
      bankCents: 1_000_000,
      depositsInTransitCents: 0,
      outstandingPaymentsCents: 0,
      adjustedBankCents: 1_000_000,
      journalCents: 1_000_000,
      mattersCents: 1_000_000,
      totalsAgree: true,
      balanced: true,
      differences: [],
      negativeMatters: [],
    });
  });

  it("lists each pair that disagrees, as the first minus the second", () => {
    // bank 1,005,000 − journal 1,000,000 = +5,000; journal − matters = 0 (left out);
    // bank 1,005,000 − matters 1,000,000 = +5,000
    const result = reconcile({
      bankCents: 1_005_000,
      journalCents: 1_000_000,
      matterBalances: [matter(1, "Diaz v. Acme", 1_000_000)],
    });
    expect(result.balanced).toBe(false);
    expect(result.totalsAgree).toBe(false);
    expect(result.differences).toEqual([
      {
        between: "bank_journal",
        cents: 5_000,
        text: "The bank balance ($10,050.00) is $50.00 more than the trust journal's balance ($10,000.00).",
      },
      {
        between: "bank_matters",
        cents: 5_000,
        text: "The bank balance ($10,050.00) is $50.00 more than the matter balances added up ($10,000.00).",
      },
    ]);
  });

  it("gives a negative difference when the first of the pair is less", () => {
    // bank 1,000,000 − journal 990,000 = +10,000; journal 990,000 − matters 1,000,000 = −10,000;
    // bank − matters = 0 (left out)
    const result = reconcile({
      bankCents: 1_000_000,
      journalCents: 990_000,
      matterBalances: [matter(1, "Diaz v. Acme", 700_000), matter(2, "Estate of Lee", 300_000)],
    });
    expect(result.differences.map(({ between, cents }) => [between, cents])).toEqual([
      ["bank_journal", 10_000],
      ["journal_matters", -10_000],
    ]);
    expect(result.differences[1].text).toBe(
      "The trust journal's balance ($9,900.00) is $100.00 less than the matter balances added up ($10,000.00).",
    );
  });

  it("lists all three pairs when every total is different", () => {
    // bank 100, journal 250, matters 100 + 75 = 175:
    // 100 − 250 = −150; 250 − 175 = +75; 100 − 175 = −75
    const result = reconcile({
      bankCents: 100,
      journalCents: 250,
      matterBalances: [matter(1, "A", 100), matter(2, "B", 75)],
    });
    expect(result.mattersCents).toBe(175);
    expect(result.differences.map(({ between, cents }) => [between, cents])).toEqual([
      ["bank_journal", -150],
      ["journal_matters", 75],
      ["bank_matters", -75],
    ]);
  });

  it("flags a matter below zero even when the totals agree", () => {
    // 1,020,000 − 20,000 = 1,000,000: the totals agree, but one client's money covers another's.
    const result = reconcile({
      bankCents: 1_000_000,
      journalCents: 1_000_000,
      matterBalances: [matter(1, "Diaz v. Acme", 1_020_000), matter(7, "Estate of Lee", -20_000)],
    });
    expect(result.totalsAgree).toBe(true);
    expect(result.differences).toEqual([]);
    expect(result.balanced).toBe(false);
    expect(result.negativeMatters).toEqual([
      {
        caseId: 7,
        label: "Estate of Lee",
        balanceCents: -20_000,
        text: "Estate of Lee is overdrawn by $200.00: a matter's trust balance can't be below zero.",
      },
    ]);
  });

  it("adds the deposits in transit to the bank's balance before comparing, and says so", () => {
    // A $2,500.00 check deposited on the 30th clears on the 2nd: the bank's statement shows
    // 997,500 at the month's end; with it, 1,000,000, as the journal and the matters say.
    const matters = [matter(1, "Diaz v. Acme", 1_000_000)];
    const inTransit = reconcile({
      bankCents: 997_500,
      depositsInTransitCents: 2_500,
      journalCents: 1_000_000,
      matterBalances: matters,
    });
    expect(inTransit).toMatchObject({
      bankCents: 997_500,
      depositsInTransitCents: 2_500,
      adjustedBankCents: 1_000_000,
      balanced: true,
      differences: [],
    });
    // Typed with the deposit already in it, the bank is the deposit's amount too much.
    const counted = reconcile({
      bankCents: 1_000_000,
      depositsInTransitCents: 2_500,
      journalCents: 1_000_000,
      matterBalances: matters,
    });
    expect(counted.differences.map(({ cents, text }) => [cents, text])).toEqual([
      [
        2_500,
        "The adjusted bank balance ($10,025.00) is $25.00 more than the trust journal's balance ($10,000.00).",
      ],
      [
        2_500,
        "The adjusted bank balance ($10,025.00) is $25.00 more than the matter balances added up ($10,000.00).",
      ],
    ]);
    expect(() =>
      reconcile({ bankCents: 0, depositsInTransitCents: -1, journalCents: 0, matterBalances: [] }),
    ).toThrow(RangeError);
  });

  it("takes the outstanding payments off the bank's balance, with the deposits in transit added", () => {
    // The journal: 1,000,000. The bank: 1,004,000, without a 2,500 deposit it has not cleared
    // and with a 6,500 check the firm wrote that nobody has cashed yet.
    const result = reconcile({
      bankCents: 1_004_000,
      depositsInTransitCents: 2_500,
      outstandingPaymentsCents: 6_500,
      journalCents: 1_000_000,
      matterBalances: [matter(1, "Diaz v. Acme", 1_000_000)],
    });
    expect(result).toMatchObject({ adjustedBankCents: 1_000_000, balanced: true });
    // Forgetting the check: the adjusted bank is its amount more.
    const forgotten = reconcile({
      bankCents: 1_004_000,
      depositsInTransitCents: 2_500,
      journalCents: 1_000_000,
      matterBalances: [matter(1, "Diaz v. Acme", 1_000_000)],
    });
    expect(forgotten.differences[0]).toMatchObject({ between: "bank_journal", cents: 6_500 });
    expect(() =>
      reconcile({
        bankCents: 0,
        outstandingPaymentsCents: -1,
        journalCents: 0,
        matterBalances: [],
      }),
    ).toThrow(RangeError);
  });

  it("reconciles an empty account, and shows an overdrawn bank balance as it is", () => {
    expect(reconcile({ bankCents: 0, journalCents: 0, matterBalances: [] }).balanced).toBe(true);
    // bank −500 − journal 0 = −500; bank −500 − matters 0 = −500
    const overdrawn = reconcile({ bankCents: -500, journalCents: 0, matterBalances: [] });
    expect(overdrawn.differences.map(({ between, cents }) => [between, cents])).toEqual([
      ["bank_journal", -500],
      ["bank_matters", -500],
    ]);
  });

  it("refuses amounts that are not whole cents, or differences too large to count exactly", () => {
    expect(() => reconcile({ bankCents: 1.5, journalCents: 0, matterBalances: [] })).toThrow(
      RangeError,
    );
    expect(() =>
      reconcile({ bankCents: 0, journalCents: 0, matterBalances: [matter(1, "A", Number.NaN)] }),
    ).toThrow(/balance of A/);
    expect(() =>
      reconcile({
        bankCents: 0,
        journalCents: 0,
        matterBalances: [matter(1, "A", Number.MAX_SAFE_INTEGER), matter(2, "B", 1)],
      }),
    ).toThrow(RangeError);
    expect(() =>
      reconcile({
        bankCents: Number.MAX_SAFE_INTEGER,
        journalCents: -1,
        matterBalances: [],
      }),
    ).toThrow(RangeError);
  });
});

describe("month bounds", () => {
  it("runs from the first of the month up to the first of the next", () => {
    expect(monthBounds("2026-11")).toEqual({ from: "2026-11-01", toExclusive: "2026-12-01" });
    expect(monthBounds("2026-01")).toEqual({ from: "2026-01-01", toExclusive: "2026-02-01" });
    expect(monthBounds("2028-02")).toEqual({ from: "2028-02-01", toExclusive: "2028-03-01" });
  });

  it("crosses into the next year after December", () => {
    expect(monthBounds("2026-12")).toEqual({ from: "2026-12-01", toExclusive: "2027-01-01" });
  });

  it("is null for anything but a YYYY-MM month", () => {
    for (const text of [
      "",
      "2026-13",
      "2026-00",
      "2026-1",
      "26-11",
      " 2026-11",
      "2026-11-01",
      "2026/11",
      "9999-12",
    ]) {
      expect(monthBounds(text)).toBeNull();
    }
  });
});
