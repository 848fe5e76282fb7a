import * as z from "zod/mini";
import { parseRate } from "~/services/money/fee";
import { CASE_STAGES, RATE_FIELDS } from "./case-stages";
import { fieldIssue, optionalDay } from "./field-schemas";

/**
 * The Fees and costs page's fee forms (issue 41): a rate per stage as the retainer writes it (a
 * percent or a fraction; blank: no tier from that stage), read by the one rate reader
 * (fee.ts's parseRate) into the fractions the /api takes. zod/mini, loaded with the first form used.
 */

const rateField = (label: string) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, payload) => {
      if (value === undefined || value === null || String(value).trim() === "") return null;
      const parsed = parseRate(String(value), label);
      return "problem" in parsed ? fieldIssue(payload, parsed.problem, value) : parsed;
    }),
  );

export const FeeAgreementFormSchema = z.object({
  ratePreSuit: rateField("The rate before suit"),
  rateSuitFiled: rateField("The rate once suit is filed"),
  rateTrial: rateField("The rate at trial"),
  rateAppeal: rateField("The rate on appeal"),
  costsBeforeFee: z.enum(["before", "after"], {
    error: "Choose whether costs come off before or after the fee",
  }),
  signedOn: optionalDay("Date signed"),
});

/** The form's value as the /api's body: a tier for each stage given a rate, in stage order. */
export function feeAgreementBody(value: z.output<typeof FeeAgreementFormSchema>) {
  return {
    tiers: CASE_STAGES.flatMap((stage) => {
      const rate = value[RATE_FIELDS[stage]];
      return rate ? [{ stage, ...rate }] : [];
    }),
    costsBeforeFee: value.costsBeforeFee === "before",
    signedOn: value.signedOn,
  };
}

/** The case's stage, moved on the same page. */
export const StageFormSchema = z.object({
  stage: z.enum(CASE_STAGES, { error: "Choose one of the stages" }),
});
