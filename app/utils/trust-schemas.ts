import * as z from "zod/mini";
import {
  optionalDay,
  optionalText,
  recordIdField,
  requiredDay,
  requiredText,
} from "./field-schemas";
import { MAX_CENTS } from "./injury";
import { wholeNumber } from "./money-schemas";

/**
 * The client trust ledger's calls (issue 41), as the /api bodies and the trust pages' forms send
 * them: amounts in whole cents (a form's dollars are read into them), days through the one date
 * reader, each message naming its field. zod/mini, as every form schema.
 */

const amountCents = wholeNumber("Amount", 1, MAX_CENTS, " of cents");
const accountId = recordIdField("Choose the trust account");
const caseId = recordIdField("Case not found");
const memo = optionalText("Memo", 500);

/** POST /api/trust/accounts: an administrator opens the firm's trust account in the books. */
export const TrustAccountSchema = z.object({
  name: requiredText("Account name", 120),
  bank: requiredText("Bank", 120),
  last4: z
    .string({ error: "Last four digits are required" })
    .check(z.trim(), z.regex(/^\d{4}$/, "Enter the account number's last four digits")),
});
export type TrustAccountInput = z.output<typeof TrustAccountSchema>;

/** POST /api/trust/deposits: a check or transfer received into a matter's trust. */
export const TrustDepositSchema = z.object({
  accountId,
  caseId,
  amountCents,
  payer: requiredText("Payer", 200),
  reference: requiredText("Check number or reference", 100),
  receivedOn: requiredDay("Date received"),
  memo,
});
export type TrustDepositInput = z.output<typeof TrustDepositSchema>;

/** POST /api/trust/disbursements: money paid out of a matter's cleared trust funds. */
export const TrustDisbursementSchema = z.object({
  accountId,
  caseId,
  amountCents,
  payee: requiredText("Payee", 200),
  reference: requiredText("Check number or reference", 100),
  paidOn: requiredDay("Date paid"),
  // The settlement statement's line it pays: the fee, a cost, a lien, the client's share.
  statementLine: optionalText("Statement line", 200),
  memo,
});
export type TrustDisbursementInput = z.output<typeof TrustDisbursementSchema>;

/** POST /api/trust/deposits/{id}/clear: the day the bank cleared it (today when left out). */
export const TrustClearSchema = z.object({ clearedOn: optionalDay("Date cleared") });

/** POST /api/trust/entries/{id}/reverse: why (a voided check, a returned deposit), and when. */
export const TrustReverseSchema = z.object({
  reason: optionalText("Reason", 500),
  reversedOn: optionalDay("Date reversed"),
});

/** A month as "YYYY-MM". */
export const monthField = z
  .string({ error: "Choose the month, as YYYY-MM" })
  .check(z.trim(), z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Choose the month, as YYYY-MM"));

/** GET /api/trust/reconciliation: the account, the month, and the bank statement's balance. */
export const TrustReconciliationSchema = z.object({
  accountId,
  month: monthField,
  bankBalanceCents: wholeNumber("Bank statement balance", 0, MAX_CENTS, " of cents"),
});
