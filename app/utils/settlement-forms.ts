import * as z from "zod/mini";
import { requiredText } from "./field-schemas";
import { dollars } from "./injury-forms";

/**
 * The settlement statement's forms (issue 41): the firm enters up to three payments (payer and
 * amount in dollars; a blank row is none), the client approves with their name typed and their
 * consent to sign electronically ticked. zod/mini, loaded with the first form used.
 */

const ROWS = [1, 2, 3] as const;
const payer = (row: number) =>
  z.optional(
    z.string().check(z.trim(), z.maxLength(200, `Payer ${row} must be at most 200 characters`)),
  );

export const SettlementFormSchema = z
  .object({
    payer1: payer(1),
    amount1Dollars: dollars("Payment 1"),
    payer2: payer(2),
    amount2Dollars: dollars("Payment 2"),
    payer3: payer(3),
    amount3Dollars: dollars("Payment 3"),
    // A checkbox: "on" when ticked, absent when not.
    payBills: z.optional(z.literal("on", { error: "Tick the box or leave it" })),
  })
  .check(
    z.superRefine((value, context) => {
      for (const row of ROWS) {
        const named = Boolean(value[`payer${row}`]);
        const amount = value[`amount${row}Dollars`];
        if (named && amount === null) {
          context.addIssue({
            code: "custom",
            message: `Payment ${row} needs its amount`,
            path: [`amount${row}Dollars`],
            input: amount,
          });
        }
        if (!named && amount !== null) {
          context.addIssue({
            code: "custom",
            message: `Payment ${row} needs its payer`,
            path: [`payer${row}`],
            input: "",
          });
        }
      }
      if (ROWS.every((row) => !value[`payer${row}`] && value[`amount${row}Dollars`] === null)) {
        context.addIssue({
          code: "custom",
          message: "Give at least one payment",
          path: ["payer1"],
          input: "",
        });
      }
    }),
  );

/**
 * The form's rows as the /api's payments (the injury file's liens: none entered here), and
 * whether the settlement pays the injury file's unpaid medical bills.
 */
export const settlementBody = (value: z.output<typeof SettlementFormSchema>) => ({
  payments: ROWS.flatMap((row) => {
    const name = value[`payer${row}`];
    const amountCents = value[`amount${row}Dollars`];
    return name && amountCents !== null ? [{ payer: name, amountCents }] : [];
  }),
  liens: null,
  payBills: value.payBills === "on",
});

export const SettlementApprovalFormSchema = z.object({
  name: requiredText("Your full name", 200),
  consent: z.literal("on", {
    error: "Tick the box to agree to sign this statement electronically",
  }),
});
