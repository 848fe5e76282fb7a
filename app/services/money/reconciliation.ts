import { formatDollars } from "~/utils/money";

/**
 * The three-way trust reconciliation (issue 41): the bank's balance for the trust account, the
 * firm's trust journal, and the sum of what each matter holds must all be the same number, and no
 * matter may hold less than nothing (that would be one client's money spent for another). Pure,
 * so the monthly report and any screen reconcile the same way.
 */

export interface MatterBalance {
  caseId: number;
  label: string;
  balanceCents: number;
}

export interface ReconciliationInput {
  bankCents: number;
  /**
   * Deposits the journal holds by the month's end that the bank had not cleared by then: the
   * bank's statement shows them next month. They are added to the bank's balance before comparing.
   */
  depositsInTransitCents?: number;
  /** Payments the journal has made by the month's end that the bank had not paid by then. */
  outstandingPaymentsCents?: number;
  journalCents: number;
  matterBalances: readonly MatterBalance[];
}

export type ReconciliationPair = "bank_journal" | "journal_matters" | "bank_matters";

export interface ReconciliationDifference {
  between: ReconciliationPair;
  /** The first of the pair minus the second (bank − journal, journal − matters, bank − matters). */
  cents: number;
  text: string;
}

export interface NegativeMatter extends MatterBalance {
  text: string;
}

export interface TrustReconciliation {
  bankCents: number;
  depositsInTransitCents: number;
  outstandingPaymentsCents: number;
  /**
   * The bank's balance with the deposits in transit added and the outstanding payments taken
   * off: what is compared with the other two.
   */
  adjustedBankCents: number;
  journalCents: number;
  /** The matters' balances added up. */
  mattersCents: number;
  /** The three totals are the same. */
  totalsAgree: boolean;
  /** The totals agree and no matter is below zero: only then is the account in order. */
  balanced: boolean;
  /** Each pair of totals that disagrees, in the order bank/journal, journal/matters, bank/matters. */
  differences: ReconciliationDifference[];
  negativeMatters: NegativeMatter[];
}

const TOTAL_NAMES = {
  bank: "the bank balance",
  journal: "the trust journal's balance",
  matters: "the matter balances added up",
} as const;

type Total = keyof typeof TOTAL_NAMES;

/** What a total is called in a difference's words: the bank's is "adjusted" by any in transit. */
const totalName = (total: Total, adjusted: boolean) =>
  total === "bank" && adjusted ? "the adjusted bank balance" : TOTAL_NAMES[total];

const PAIRS: ReadonlyArray<{ between: ReconciliationPair; first: Total; second: Total }> = [
  { between: "bank_journal", first: "bank", second: "journal" },
  { between: "journal_matters", first: "journal", second: "matters" },
  { between: "bank_matters", first: "bank", second: "matters" },
];

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** a − b, or a RangeError when the difference is past what a number holds exactly. */
function exactDifference(a: number, b: number): number {
  const difference = BigInt(a) - BigInt(b);
  if (
    difference > BigInt(Number.MAX_SAFE_INTEGER) ||
    difference < BigInt(Number.MIN_SAFE_INTEGER)
  ) {
    throw new RangeError("The balances differ by more than can be counted exactly.");
  }
  return Number(difference);
}

/**
 * Compares the three totals pair by pair. Balances are whole cents and may be negative (an
 * overdrawn account is exactly what a reconciliation must show); anything else is a RangeError.
 */
export function reconcile(input: ReconciliationInput): TrustReconciliation {
  const { bankCents, journalCents, matterBalances } = input;
  const depositsInTransitCents = input.depositsInTransitCents ?? 0;
  const outstandingPaymentsCents = input.outstandingPaymentsCents ?? 0;
  const amounts: Array<[string, number]> = [
    ["bank balance", bankCents],
    ["deposits in transit", depositsInTransitCents],
    ["outstanding payments", outstandingPaymentsCents],
    ["journal balance", journalCents],
    ...matterBalances.map((matter): [string, number] => [
      `balance of ${matter.label}`,
      matter.balanceCents,
    ]),
  ];
  for (const [name, cents] of amounts) {
    if (!Number.isSafeInteger(cents)) {
      throw new RangeError(`The ${name} must be whole cents (got ${cents}).`);
    }
  }
  const mattersTotal = matterBalances.reduce(
    (total, matter) => total + BigInt(matter.balanceCents),
    0n,
  );
  if (
    mattersTotal > BigInt(Number.MAX_SAFE_INTEGER) ||
    mattersTotal < BigInt(Number.MIN_SAFE_INTEGER)
  ) {
    throw new RangeError("The matter balances add up to more than can be counted exactly.");
  }
  if (depositsInTransitCents < 0 || outstandingPaymentsCents < 0) {
    throw new RangeError("The deposits in transit and outstanding payments can't be below zero.");
  }
  const adjustedBankCents = exactDifference(
    exactDifference(bankCents, 0 - depositsInTransitCents),
    outstandingPaymentsCents,
  );
  const adjusted = depositsInTransitCents > 0 || outstandingPaymentsCents > 0;
  const totals: Record<Total, number> = {
    bank: adjustedBankCents,
    journal: journalCents,
    matters: Number(mattersTotal),
  };

  const differences: ReconciliationDifference[] = [];
  for (const { between, first, second } of PAIRS) {
    const cents = exactDifference(totals[first], totals[second]);
    if (cents === 0) continue;
    const text =
      `${capitalized(totalName(first, adjusted))} (${formatDollars(totals[first])}) is ` +
      `${formatDollars(Math.abs(cents))} ${cents > 0 ? "more" : "less"} than ` +
      `${totalName(second, adjusted)} (${formatDollars(totals[second])}).`;
    differences.push({ between, cents, text });
  }

  const negativeMatters = matterBalances
    .filter((matter) => matter.balanceCents < 0)
    .map((matter): NegativeMatter => ({
      ...matter,
      text: `${matter.label} is overdrawn by ${formatDollars(0 - matter.balanceCents)}: a matter's trust balance can't be below zero.`,
    }));

  const totalsAgree = differences.length === 0;
  return {
    bankCents,
    depositsInTransitCents,
    outstandingPaymentsCents,
    adjustedBankCents,
    journalCents,
    mattersCents: totals.matters,
    totalsAgree,
    balanced: totalsAgree && negativeMatters.length === 0,
    differences,
    negativeMatters,
  };
}

export interface MonthBounds {
  from: string;
  /** The first day of the next month: a month's entries are from ≤ day < toExclusive. */
  toExclusive: string;
}

/**
 * The days a month's reconciliation covers, from its "YYYY-MM": "2026-11" is 2026-11-01 up to,
 * not including, 2026-12-01. Null for anything else, and for 9999-12, whose next month has no
 * four-digit year.
 */
export function monthBounds(month: string): MonthBounds | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const monthNumber = Number(match[2]);
  const nextYear = monthNumber === 12 ? year + 1 : year;
  const nextMonth = monthNumber === 12 ? 1 : monthNumber + 1;
  if (nextYear > 9999) return null;
  const day = (y: number, m: number) =>
    `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-01`;
  return { from: day(year, monthNumber), toExclusive: day(nextYear, nextMonth) };
}
