import * as z from "zod/mini";
import { fieldIssue, isBlank, recordIdField } from "./field-schemas";
import {
  BillSchema,
  ClaimNoteSchema,
  ClaimSchema,
  ClientProviderSchema,
  LienSchema,
  ProviderSchema,
  RecordRequestSchema,
} from "./injury-schemas";
import { parseDollars } from "./money";
import { ServiceError } from "./service-error";

/**
 * The injury file's forms (issue 40): the /api bodies' fields (injury-schemas.ts), with each
 * amount typed in dollars (`…Dollars`) instead of cents. The screen's action turns them into the
 * body the service reads (centsBody), so the service checks the same fields for both doors.
 */

/** An amount typed in dollars, read into whole cents by parseDollars; blank is null unless required. */
export const dollars = (label: string, options: { required?: boolean } = {}) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, payload): number | null => {
      if (isBlank(value)) {
        return options.required ? fieldIssue(payload, `${label} is required`, value) : null;
      }
      const parsed = parseDollars(String(value), label);
      return "cents" in parsed ? parsed.cents : fieldIssue(payload, parsed.problem, value);
    }),
  );

const {
  limitPerPersonCents: _person,
  limitPerAccidentCents: _accident,
  ...claimFields
} = ClaimSchema.shape;
export const ClaimFormSchema = z.object({
  ...claimFields,
  limitPerPersonDollars: dollars("Per-person limit"),
  limitPerAccidentDollars: dollars("Per-accident limit"),
});

/** A claim's details corrected in its row (its status has its own form). */
const { status: _status, ...claimDetails } = ClaimFormSchema.shape;
export const ClaimEditFormSchema = z.object({
  ...claimDetails,
  claimId: recordIdField("Claim not found"),
});

export const ClaimNoteFormSchema = z.object({
  ...ClaimNoteSchema.shape,
  claimId: recordIdField("Claim not found"),
});

/**
 * A row removed from the file, or a draft marked reviewed: the row's id, and for a removal the
 * box that says yes (the step that confirms it, with JavaScript or without).
 */
export const RowFormSchema = z.object({ rowId: recordIdField("Not found") });
export const RemoveFormSchema = z.object({
  rowId: recordIdField("Not found"),
  confirm: z.pipe(
    z.optional(z.unknown()),
    z.transform((value, payload) =>
      value === "on" ? true : fieldIssue(payload, "Tick “Yes, remove” to remove it", value),
    ),
  ),
});

export const ClaimStatusFormSchema = z.object({
  claimId: recordIdField("Claim not found"),
  status: ClaimSchema.shape.status,
});

export const ProviderFormSchema = ProviderSchema;

export const ProviderEditFormSchema = z.object({
  ...ProviderSchema.shape,
  providerId: recordIdField("Provider not found"),
});

/** A provider the client saw, told from their portal on one of their cases. */
export const ClientProviderFormSchema = z.object({
  ...ClientProviderSchema.shape,
  caseId: recordIdField("Choose the case this provider treated you for"),
});

const { costCents: _cost, ...requestFields } = RecordRequestSchema.shape;
export const RecordRequestFormSchema = z.object({
  ...requestFields,
  providerId: recordIdField("Provider not found"),
  costDollars: dollars("Cost of the copies"),
});

export const ReceivedFormSchema = z.object({
  providerId: recordIdField("Provider not found"),
  requestId: recordIdField("Request not found"),
  receivedOn: RecordRequestSchema.shape.sentOn,
});

export const FollowUpFormSchema = z.object({
  providerId: recordIdField("Provider not found"),
  requestId: recordIdField("Request not found"),
  followUpOn: RecordRequestSchema.shape.followUpOn,
});

const {
  billedCents: _billed,
  adjustmentCents: _adjustment,
  paidCents: _paid,
  ...billFields
} = BillSchema.shape;
export const BillFormSchema = z.object({
  ...billFields,
  billedDollars: dollars("Amount billed", { required: true }),
  adjustmentDollars: dollars("Adjustments"),
  paidDollars: dollars("Amount paid"),
});

export const BillEditFormSchema = z.object({
  ...BillFormSchema.shape,
  billId: recordIdField("Bill not found"),
});

const { claimedCents: _claimed, finalCents: _final, ...lienFields } = LienSchema.shape;
export const LienFormSchema = z.object({
  ...lienFields,
  claimedDollars: dollars("Amount claimed", { required: true }),
  finalDollars: dollars("Final amount"),
});

/** A lien's progress: where it stands and the final amount agreed. */
export const LienProgressFormSchema = z.object({
  lienId: recordIdField("Lien not found"),
  status: LienSchema.shape.status,
  finalDollars: dollars("Final amount"),
});

export const DamagesFormSchema = z.object({
  lostWagesDollars: dollars("Lost wages", { required: true }),
  otherEconomicDollars: dollars("Other economic losses", { required: true }),
});

const DOLLARS = /Dollars$/;
const CENTS = /Cents$/;

/** A form's value as the service's body: each `…Dollars` field (already cents) named `…Cents`. */
export const centsBody = (value: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(value).map(([key, amount]) => [key.replace(DOLLARS, "Cents"), amount]),
  );

/** A service's field errors named for the form: each `…Cents` field is the form's `…Dollars`. */
export const dollarsErrors = (fieldErrors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(fieldErrors).map(([key, messages]) => [
      key.replace(CENTS, "Dollars"),
      messages.map((message) => message.replace(/a whole number of cents/, "an amount in dollars")),
    ]),
  );

/** A service's refusal with its amounts' fields named as the form names them (in dollars). */
export async function inDollars<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ServiceError && error.fieldErrors) {
      throw new ServiceError(error.status, error.message, dollarsErrors(error.fieldErrors));
    }
    throw error;
  }
}
