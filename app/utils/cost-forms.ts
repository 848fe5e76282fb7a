import * as z from "zod/mini";
import { recordIdField } from "./field-schemas";
import { dollars } from "./injury-forms";
import { CaseCostSchema, TimeEntrySchema } from "./money-schemas";

/**
 * The Fees and costs page's cost and time forms (issue 41): a cost's amount typed in dollars
 * (`amountDollars`, read as the service's `amountCents`), the other fields the /api's own; time
 * without "who" (the page logs the attorney's own, or an administrator's for the case's attorney).
 */
const { amountCents: _amount, ...costFields } = CaseCostSchema.shape;
export const CostFormSchema = z.object({
  ...costFields,
  amountDollars: dollars("Amount", { required: true }),
});

/** A cost the client has paid back, marked so in its row. */
export const ReimbursedFormSchema = z.object({ costId: recordIdField("Cost not found") });

const { staffId: _who, ...timeFields } = TimeEntrySchema.shape;
export const TimeFormSchema = z.object(timeFields);
