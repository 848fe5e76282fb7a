/**
 * The contingency fee (issue 41): the rate a retainer sets for each stage a case reaches, and the
 * fee that rate takes from an amount. Pure and free of Node APIs, so the server's settlement
 * statement and a browser's preview of it come to the same cent.
 */

import { CASE_STAGE_LABELS, CASE_STAGES, type CaseStage } from "~/utils/case-stages";

/**
 * A contingency rate that applies from `stage` on, until a later stage's tier takes over. A
 * fraction, because a third is no decimal: 33.33% of $90,000.00 is $29,997.00, a third $30,000.00.
 */
export type FeeTier = { stage: CaseStage; rateNumerator: number; rateDenominator: number };

/** Fine enough for any rate a retainer writes (1/10000 is a hundredth of a percent). */
export const MAX_RATE_DENOMINATOR = 10_000;

const stageOrder = (stage: CaseStage) => CASE_STAGES.indexOf(stage);

const isCaseStage = (stage: unknown): stage is CaseStage =>
  (CASE_STAGES as readonly unknown[]).includes(stage);

/**
 * The tier in force at `stage`: the one whose stage is the latest not after it (tiers from
 * pre-suit and appeal leave a case at trial on the pre-suit rate). Null when every tier starts
 * later than `stage`. The tiers may come in any order.
 */
export function tierForStage(tiers: readonly FeeTier[], stage: CaseStage): FeeTier | null {
  const reached = stageOrder(stage);
  let inForce: FeeTier | null = null;
  for (const tier of tiers) {
    const from = stageOrder(tier.stage);
    if (from === -1 || from > reached) continue;
    if (inForce === null || from > stageOrder(inForce.stage)) inForce = tier;
  }
  return inForce;
}

/**
 * What is wrong with a retainer's tiers, in words, or null: at least one tier, one per stage, and
 * each rate a fraction of whole numbers from 0 to 100% with a denominator from 1 to 10,000.
 */
export function validateTiers(tiers: readonly FeeTier[]): string | null {
  if (tiers.length === 0) return "Add at least one fee tier.";
  const stagesSeen = new Set<CaseStage>();
  for (const tier of tiers) {
    if (!isCaseStage(tier.stage)) return `"${String(tier.stage)}" is not a case stage.`;
    const stage = CASE_STAGE_LABELS[tier.stage];
    if (stagesSeen.has(tier.stage)) return `The ${stage} stage has more than one fee tier.`;
    stagesSeen.add(tier.stage);
    const { rateNumerator, rateDenominator } = tier;
    const rate = `The ${stage} fee rate`;
    if (!Number.isInteger(rateNumerator) || !Number.isInteger(rateDenominator)) {
      return `${rate} must be a fraction of whole numbers, like 1/3.`;
    }
    if (rateDenominator < 1) return `${rate} must have a denominator of at least 1.`;
    if (rateDenominator > MAX_RATE_DENOMINATOR) {
      return `${rate} must have a denominator of at most ${MAX_RATE_DENOMINATOR.toLocaleString("en-US")}.`;
    }
    if (rateNumerator < 0) return `${rate} can't be negative.`;
    if (rateNumerator > rateDenominator) return `${rate} can't be more than 100%.`;
  }
  return null;
}

/** numerator / denominator rounded half up to a whole number, for non-negative bigints. */
const divideHalfUp = (numerator: bigint, denominator: bigint) =>
  (numerator * 2n + denominator) / (2n * denominator);

/**
 * amountCents × numerator / denominator, rounded half up to the whole cent: 100000 × 1/3 is
 * 33333, 100001 × 1/2 is 50001. In bigints, because the product of a large amount and a rate
 * passes what a double holds exactly and a float third would then round the wrong way.
 */
export function mulRateHalfUp(amountCents: number, numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`An amount must be whole cents, 0 or more (got ${amountCents}).`);
  }
  if (!Number.isSafeInteger(numerator) || numerator < 0) {
    throw new RangeError(
      `A rate's numerator must be a whole number, 0 or more (got ${numerator}).`,
    );
  }
  if (!Number.isSafeInteger(denominator) || denominator < 1) {
    throw new RangeError(
      `A rate's denominator must be a whole number, 1 or more (got ${denominator}).`,
    );
  }
  const cents = Number(divideHalfUp(BigInt(amountCents) * BigInt(numerator), BigInt(denominator)));
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError("The fee is more cents than can be counted exactly.");
  }
  return cents;
}

/**
 * A rate as a retainer and a client read it: "2/5 (40%)", "1/8 (12.5%)". The fraction comes
 * first because it is the rate the fee is figured from; a percent that had to be rounded to two
 * decimals says "about": "1/3 (about 33.33%)".
 */
export function ratePercentText(numerator: number, denominator: number): string {
  const basisPoints = BigInt(numerator) * 10_000n;
  const exact = basisPoints % BigInt(denominator) === 0n;
  const hundredths = divideHalfUp(basisPoints, BigInt(denominator));
  const whole = (hundredths / 100n).toString();
  const decimals = (hundredths % 100n).toString().padStart(2, "0").replace(/0+$/, "");
  const percent = decimals === "" ? `${whole}%` : `${whole}.${decimals}%`;
  return `${numerator}/${denominator} (${exact ? "" : "about "}${percent})`;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A rate in lowest terms: 100/300 is 1/3. */
function reduced(numerator: number, denominator: number) {
  const divisor = gcd(numerator, denominator) || 1;
  return { rateNumerator: numerator / divisor, rateDenominator: denominator / divisor };
}

export type ParsedRate = { rateNumerator: number; rateDenominator: number } | { problem: string };

/**
 * A contingency rate as a retainer writes it, into a fraction in lowest terms: a fraction
 * ("1/3", "2 / 5"), or a percent with or without its sign: whole ("40", "40%"), to two decimals
 * ("33.33%", 3333/10000: a decimal percent is what it says, not a third), or a mixed number
 * ("33 1/3%", exactly a third). At most 100%.
 */
export function parseRate(text: string, label = "The rate"): ParsedRate {
  const typed = text.trim();
  const fraction = /^(\d{1,5})\s*\/\s*(\d{1,5})$/.exec(typed);
  const mixed = /^(\d{1,3})\s+(\d{1,4})\s*\/\s*(\d{1,4})\s*%?$/.exec(typed);
  const decimal = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(typed);
  let rate: { rateNumerator: number; rateDenominator: number } | null = null;
  if (fraction) {
    rate = { rateNumerator: Number(fraction[1]), rateDenominator: Number(fraction[2]) };
  } else if (mixed && Number(mixed[3]) > 0) {
    const [whole, part, of] = [Number(mixed[1]), Number(mixed[2]), Number(mixed[3])];
    rate = { rateNumerator: whole * of + part, rateDenominator: 100 * of };
  } else if (decimal) {
    const hundredths = Number(decimal[1]) * 100 + Number((decimal[2] ?? "").padEnd(2, "0"));
    rate = { rateNumerator: hundredths, rateDenominator: 10_000 };
  }
  if (!rate || rate.rateDenominator === 0) {
    return { problem: `${label} must be a percent or a fraction, like 33 1/3%, 40% or 1/3` };
  }
  const { rateNumerator, rateDenominator } = reduced(rate.rateNumerator, rate.rateDenominator);
  if (rateNumerator > rateDenominator) return { problem: `${label} can't be more than 100%` };
  if (rateDenominator > MAX_RATE_DENOMINATOR) {
    return { problem: `${label} must be a simpler fraction, like 1/3 or 2/5` };
  }
  return { rateNumerator, rateDenominator };
}

/** A rate as its form's box shows it to be changed: a fraction in lowest terms ("1/3", "2/5"). */
export const rateInput = (tier: Pick<FeeTier, "rateNumerator" | "rateDenominator">) =>
  `${tier.rateNumerator}/${tier.rateDenominator}`;
