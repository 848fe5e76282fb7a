import * as z from "zod/mini";
import { fieldIssue, optionalDay, recordIdField, requiredText } from "./field-schemas";
import { dollars } from "./injury-forms";
import { TrustAccountSchema, TrustDepositSchema, TrustDisbursementSchema } from "./trust-schemas";

/**
 * The trust pages' forms (issue 41): a deposit's or a payment's amount typed in dollars
 * (`amountDollars`, read as the service's `amountCents`), the matter the page's own (its URL), the
 * other fields the /api's; a row's change names its entry.
 */

/** An administrator opens a trust account: the /api's own fields. */
export const TrustAccountFormSchema = TrustAccountSchema;

/** Money moved: at least a cent (the /api's own bound, said in dollars). */
const amountDollars = z.pipe(
  dollars("Amount", { required: true }),
  z.transform((cents, payload) =>
    cents !== null && cents < 1
      ? fieldIssue(payload, "Amount must be at least $0.01", cents)
      : cents,
  ),
);

const { amountCents: _in, caseId: _depositCase, ...depositFields } = TrustDepositSchema.shape;
export const TrustDepositFormSchema = z.object({ ...depositFields, amountDollars });

const { amountCents: _out, caseId: _paymentCase, ...paymentFields } = TrustDisbursementSchema.shape;
export const TrustPaymentFormSchema = z.object({ ...paymentFields, amountDollars });

const entryId = recordIdField("Trust entry not found");

/** A deposit the bank has cleared: today unless another day is given. */
export const TrustClearFormSchema = z.object({ entryId, clearedOn: optionalDay("Date cleared") });

/** An entry undone by its opposite: the page asks why, always (the /api leaves it optional). */
export const TrustReverseFormSchema = z.object({ entryId, reason: requiredText("Reason", 500) });
