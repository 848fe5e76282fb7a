/**
 * How far a case has gone (issue 41), in the order a case goes: before suit, suit filed, trial,
 * appeal. A contingency retainer prices each stage, so the fee's tier follows the case's stage.
 */
export const CASE_STAGES = ["pre_suit", "suit_filed", "trial", "appeal"] as const;
export type CaseStage = (typeof CASE_STAGES)[number];

/** Each stage as a sentence names it. */
export const CASE_STAGE_LABELS: Record<CaseStage, string> = {
  pre_suit: "pre-suit",
  suit_filed: "suit-filed",
  trial: "trial",
  appeal: "appeal",
};

/** Each stage as a heading or a choice names it. */
export const CASE_STAGE_NAMES: Record<CaseStage, string> = {
  pre_suit: "Before suit",
  suit_filed: "Suit filed",
  trial: "Trial",
  appeal: "Appeal",
};

/** Each stage's rate box on the fee agreement's form (fee-forms.ts). */
export const RATE_FIELDS = {
  pre_suit: "ratePreSuit",
  suit_filed: "rateSuitFiled",
  trial: "rateTrial",
  appeal: "rateAppeal",
} as const satisfies Record<CaseStage, string>;
