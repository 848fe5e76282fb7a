import * as z from "zod/mini";
import {
  choiceField,
  fieldIssue,
  isBlank,
  optionalRecordIdField,
  optionalText,
  requiredDay,
  requiredText,
} from "./field-schemas";
import { MAX_CENTS } from "./injury";

/**
 * A case's money (issue 41): the costs the firm advances and the time its staff spend, as the
 * screens' forms and the /api bodies send them. Written as the injury file's schemas are
 * (injury-schemas.ts): money as whole cents, dates through the one date reader (dates.ts), each
 * message naming its field. zod/mini, as every form schema.
 */

/** The accounts a cost is paid from. */
export const COST_ACCOUNTS = ["operating", "trust"] as const;
export type CostAccount = (typeof COST_ACCOUNTS)[number];

/** The most minutes one time entry holds: a whole day. */
export const MAX_ENTRY_MINUTES = 1440;

/** A whole number from `min` to `max`: a JSON number, or the digits a form sends. */
export const wholeNumber = (label: string, min: number, max: number, unit = "") =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, payload): number => {
      if (isBlank(value)) return fieldIssue(payload, `${label} is required`, value);
      const number =
        typeof value === "number"
          ? value
          : typeof value === "string" && /^\s*\d{1,13}\s*$/.test(value)
            ? Number(value)
            : Number.NaN;
      if (!Number.isInteger(number) || number < min || number > max) {
        return fieldIssue(
          payload,
          `${label} must be a whole number${unit} from ${min} to ${max}`,
          value,
        );
      }
      return number;
    }),
  );

const account = z.pipe(
  z.optional(z.unknown()),
  z.transform((value, payload): CostAccount =>
    typeof value === "string" && (COST_ACCOUNTS as readonly string[]).includes(value)
      ? (value as CostAccount)
      : fieldIssue(
          payload,
          "Choose whether it was paid from the operating or the trust account",
          value,
        ),
  ),
);

/** A cost the firm advanced: POST /api/cases/{id}/costs, and the cost form. */
export const CaseCostSchema = z.object({
  description: requiredText("Description", 200),
  incurredOn: requiredDay("Date incurred"),
  // A cost is never nothing: at least a cent.
  amountCents: wholeNumber("Amount", 1, MAX_CENTS, " of cents"),
  paidFrom: account,
  reimbursed: choiceField("Say whether the client has reimbursed it"),
});
export type CaseCostInput = z.output<typeof CaseCostSchema>;

/**
 * A change of a cost (PATCH /api/cases/{id}/costs/{costId}): any of its fields, each checked as
 * the form checks it. The service reads only the fields the body holds (parsePatch), and a body
 * with none of them is refused with NO_COST_CHANGE.
 */
export const CaseCostPatchSchema = z.partial(CaseCostSchema);
export type CaseCostChange = Partial<CaseCostInput>;
export const NO_COST_CHANGE = "Send at least one of the cost's fields to change";

/**
 * Time spent on a case: POST /api/cases/{id}/time, and the time form. Who did the work may be
 * left out by a member of staff (it is then theirs); the service asks an administrator to name
 * them, and checks the one named is on the firm's side.
 */
export const TimeEntrySchema = z.object({
  workedOn: requiredDay("Date worked"),
  staffId: optionalRecordIdField("Choose who did the work"),
  minutes: wholeNumber("Minutes", 1, MAX_ENTRY_MINUTES),
  activity: requiredText("Activity", 100),
  description: optionalText("Description", 2000),
});
export type TimeEntryInput = z.output<typeof TimeEntrySchema>;
