import { formatDollars } from "~/utils/money";
import { CASE_STAGE_LABELS, CASE_STAGES, type CaseStage } from "~/utils/case-stages";
import { mulRateHalfUp, ratePercentText, tierForStage, validateTiers, type FeeTier } from "./fee";

/**
 * The settlement statement (issue 41): what the settlement was, what the firm takes, what is paid
 * to others, and what reaches the client, to the cent. Pure, so the statement the client signs and
 * any preview of it are the same arithmetic.
 */

export interface SettlementInput {
  payments: ReadonlyArray<{ payer: string; amountCents: number }>;
  tiers: readonly FeeTier[];
  stage: CaseStage;
  /** The retainer takes reimbursable costs off the settlement before figuring the fee on the rest. */
  costsBeforeFee: boolean;
  /** Reimbursable costs the firm advanced. */
  costs: ReadonlyArray<{ description: string; amountCents: number }>;
  liens: ReadonlyArray<{ name: string; amountCents: number }>;
  /** Medical bills still owed that the settlement pays (the providers' unpaid balances). */
  bills?: ReadonlyArray<{ name: string; amountCents: number }>;
}

export type SettlementLineKind = "payment" | "fee" | "cost" | "lien" | "bill" | "net";

/** One line of the statement: money in is positive, money out negative. */
export interface SettlementLine {
  kind: SettlementLineKind;
  label: string;
  amountCents: number;
}

export interface SettlementFigures {
  grossCents: number;
  stage: CaseStage;
  /** The tier in force at `stage`; null when none is, and then no fee is taken. */
  tier: FeeTier | null;
  feeBaseCents: number;
  feeCents: number;
  /** The fee's calculation in a sentence, with the dollar amounts. */
  feeExplanation: string;
  costsCents: number;
  liensCents: number;
  /** The medical bills paid from the settlement. */
  billsCents: number;
  /** gross − fee − costs − liens − bills, negative when what is owed is more than the settlement. */
  netToClientCents: number;
  /** How far the settlement falls short of what is owed: −net when net is negative, else 0. */
  shortfallCents: number;
  /** Payments, then the fee and the costs in the order they come off, liens, bills; net last. */
  lines: SettlementLine[];
}

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** Money out as a line shows it; `0 - cents`, not `-cents`, so nothing becomes -0. */
const outgoing = (cents: number) => 0 - cents;

const isCents = (amount: number) => Number.isSafeInteger(amount) && amount >= 0;

/**
 * What is wrong with a statement's input, each problem in words; empty when nothing is. Amounts
 * are whole cents, 0 or more; every payment, cost and lien is named; and everything together stays
 * within what a number holds exactly, so no line is off by a cent.
 */
export function statementProblems(input: SettlementInput): string[] {
  const problems: string[] = [];
  if (input.payments.length === 0) problems.push("Add at least one payment.");
  input.payments.forEach(({ payer, amountCents }, index) => {
    const payment = `Payment ${index + 1}`;
    if (payer.trim() === "") problems.push(`${payment} needs the payer's name.`);
    if (!isCents(amountCents)) problems.push(`${payment} must be whole cents, 0 or more.`);
  });
  input.costs.forEach(({ description, amountCents }, index) => {
    const cost = `Cost ${index + 1}`;
    if (description.trim() === "") problems.push(`${cost} needs a description.`);
    if (!isCents(amountCents)) problems.push(`${cost} must be whole cents, 0 or more.`);
  });
  input.liens.forEach(({ name, amountCents }, index) => {
    const lien = `Lien ${index + 1}`;
    if (name.trim() === "") problems.push(`${lien} needs the lienholder's name.`);
    if (!isCents(amountCents)) problems.push(`${lien} must be whole cents, 0 or more.`);
  });
  (input.bills ?? []).forEach(({ name, amountCents }, index) => {
    const bill = `Bill ${index + 1}`;
    if (name.trim() === "") problems.push(`${bill} needs the provider's name.`);
    if (!isCents(amountCents)) problems.push(`${bill} must be whole cents, 0 or more.`);
  });
  if (!(CASE_STAGES as readonly unknown[]).includes(input.stage)) {
    problems.push(`"${String(input.stage)}" is not a case stage.`);
  }
  const tiersProblem = validateTiers(input.tiers);
  if (tiersProblem) problems.push(tiersProblem);
  const amounts = [...input.payments, ...input.costs, ...input.liens, ...(input.bills ?? [])].map(
    (item) => item.amountCents,
  );
  // Counted in bigints: a float sum past the limit could round back under it.
  if (
    amounts.every(isCents) &&
    amounts.reduce((total, amount) => total + BigInt(amount), 0n) > BigInt(Number.MAX_SAFE_INTEGER)
  ) {
    problems.push(
      "The payments, costs, liens and bills together are more than can be counted exactly.",
    );
  }
  return problems;
}

function feeExplanation(figures: {
  grossCents: number;
  stage: CaseStage;
  tier: FeeTier | null;
  costsBeforeFee: boolean;
  costsCents: number;
  feeBaseCents: number;
  feeCents: number;
}): string {
  const { grossCents, tier, costsCents, feeBaseCents, feeCents } = figures;
  if (tier === null) {
    return `No fee tier applies at the ${CASE_STAGE_LABELS[figures.stage]} stage, so the fee is ${formatDollars(0)}.`;
  }
  let base = "the gross settlement";
  if (figures.costsBeforeFee) {
    base += ` of ${formatDollars(grossCents)} less ${formatDollars(costsCents)} of costs`;
    if (costsCents > grossCents) base += `, which is taken as ${formatDollars(0)}`;
  }
  const rate = ratePercentText(tier.rateNumerator, tier.rateDenominator);
  return `${rate} of ${formatDollars(feeBaseCents)} (${base}) is ${formatDollars(feeCents)}, rounded half up to the cent.`;
}

/**
 * The statement's figures. Throws a RangeError naming the problems when statementProblems finds
 * any: a statement is never figured from amounts it would get wrong. A net below zero is reported
 * as it is, with the shortfall beside it, never raised to zero.
 */
export function settlementFigures(input: SettlementInput): SettlementFigures {
  const problems = statementProblems(input);
  if (problems.length > 0) throw new RangeError(problems.join(" "));

  const { stage, costsBeforeFee } = input;
  const grossCents = sum(input.payments.map((payment) => payment.amountCents));
  const costsCents = sum(input.costs.map((cost) => cost.amountCents));
  const liensCents = sum(input.liens.map((lien) => lien.amountCents));
  const bills = input.bills ?? [];
  const billsCents = sum(bills.map((bill) => bill.amountCents));
  const tier = tierForStage(input.tiers, stage);
  // Costs beyond the settlement leave no fee to take, not a negative one.
  const feeBaseCents = costsBeforeFee ? Math.max(0, grossCents - costsCents) : grossCents;
  const feeCents = tier ? mulRateHalfUp(feeBaseCents, tier.rateNumerator, tier.rateDenominator) : 0;
  const netToClientCents = grossCents - feeCents - costsCents - liensCents - billsCents;

  const feeLine: SettlementLine = {
    kind: "fee",
    label: tier
      ? `Attorney's fee, ${ratePercentText(tier.rateNumerator, tier.rateDenominator)}`
      : "Attorney's fee (no tier applies)",
    amountCents: outgoing(feeCents),
  };
  const costLines = input.costs.map(({ description, amountCents }): SettlementLine => ({
    kind: "cost",
    label: description.trim(),
    amountCents: outgoing(amountCents),
  }));
  const lines: SettlementLine[] = [
    ...input.payments.map(({ payer, amountCents }): SettlementLine => ({
      kind: "payment",
      label: payer.trim(),
      amountCents,
    })),
    ...(costsBeforeFee ? [...costLines, feeLine] : [feeLine, ...costLines]),
    ...input.liens.map(({ name, amountCents }): SettlementLine => ({
      kind: "lien",
      label: name.trim(),
      amountCents: outgoing(amountCents),
    })),
    ...bills.map(({ name, amountCents }): SettlementLine => ({
      kind: "bill",
      label: `Medical bill: ${name.trim()}`,
      amountCents: outgoing(amountCents),
    })),
    { kind: "net", label: "Net to the client", amountCents: netToClientCents },
  ];

  return {
    grossCents,
    stage,
    tier,
    feeBaseCents,
    feeCents,
    feeExplanation: feeExplanation({
      grossCents,
      stage,
      tier,
      costsBeforeFee,
      costsCents,
      feeBaseCents,
      feeCents,
    }),
    costsCents,
    liensCents,
    billsCents,
    netToClientCents,
    shortfallCents: Math.max(0, outgoing(netToClientCents)),
    lines,
  };
}
