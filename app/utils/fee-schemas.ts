import * as z from "zod/mini";
import { validateTiers } from "~/services/money/fee";
import { CASE_STAGES } from "./case-stages";
import { choiceField, optionalDay } from "./field-schemas";

/**
 * A case's contingency fee agreement as the /api takes it (issue 41): its tiers, each a rate as a
 * fraction of whole numbers and the stage it applies from (one per stage, at most 100%), whether
 * costs come off the settlement before the fee, and the day the client signed it (blank: not yet).
 */
const FeeTierSchema = z.object({
  stage: z.enum(CASE_STAGES, {
    error: "Choose one of the stages: pre_suit, suit_filed, trial, appeal",
  }),
  rateNumerator: z.int({ error: "A rate's numerator must be a whole number" }),
  rateDenominator: z.int({ error: "A rate's denominator must be a whole number" }),
});

export const FeeAgreementSchema = z.object({
  tiers: z.pipe(
    z.array(FeeTierSchema, { error: "Give the fee's tiers, each a stage and a rate" }),
    z.transform((tiers, payload) => {
      const problem = validateTiers(tiers);
      if (problem === null) return tiers;
      payload.issues.push({ code: "custom", message: problem, input: tiers });
      return z.NEVER;
    }),
  ),
  costsBeforeFee: choiceField("Choose whether costs come off before the fee (true or false)", {
    required: true,
  }),
  signedOn: optionalDay("Date signed"),
});
export type FeeAgreementInput = z.output<typeof FeeAgreementSchema>;
