import * as z from "zod/mini";
import { requiredText } from "./field-schemas";
import { MAX_CENTS } from "./injury";

/**
 * A settlement statement's entered figures as the /api takes them (issue 41): the payments that
 * make up the settlement and the liens to pay from it (left out or null: the injury file's), in
 * whole cents; whether it pays the injury file's unpaid medical bills; and the client's
 * approval, their name typed.
 */
const cents = (label: string) =>
  z
    .int({ error: `${label} must be a whole number of cents` })
    .check(
      z.minimum(0, `${label} can't be negative`),
      z.maximum(MAX_CENTS, `${label} must be at most ${MAX_CENTS} cents`),
    );

export const SettlementSchema = z.object({
  payments: z
    .array(z.object({ payer: requiredText("The payer", 200), amountCents: cents("A payment") }), {
      error: "Give the settlement's payments, each a payer and an amount",
    })
    .check(
      z.minLength(1, "Give at least one payment"),
      z.maxLength(20, "Give at most 20 payments"),
    ),
  liens: z.optional(
    z.nullable(
      z
        .array(
          z.object({ name: requiredText("The lienholder", 200), amountCents: cents("A lien") }),
          {
            error: "Give the liens to pay, each a name and an amount",
          },
        )
        .check(z.maxLength(50, "Give at most 50 liens")),
    ),
  ),
  // Pay the injury file's medical bills still owed from the settlement (left out: no).
  payBills: z.optional(z.boolean({ error: "payBills must be true or false" })),
});

export const SettlementApprovalSchema = z.object({
  name: requiredText("Your name", 200),
});
