import * as z from "zod/mini";
import {
  choiceField,
  fieldIssue,
  isBlank,
  oneOf as choice,
  optionalDay,
  optionalText,
  recordIdField,
  requiredDay,
  requiredText,
} from "./field-schemas";
import {
  CLAIM_STATUSES,
  COVERAGES,
  LIEN_HOLDER_KINDS,
  LIEN_STATUSES,
  MAX_CENTS,
  PROVIDER_KINDS,
  REQUEST_METHODS,
  REQUESTED_ITEMS,
} from "./injury";

/**
 * The personal-injury file's forms and /api bodies (issue 40), shared by the case page's forms
 * and the /api calls: money as whole cents from 0 to MAX_CENTS, dates through the one date
 * reader (dates.ts), choices from the enumerations of injury.ts. zod/mini, as every form schema.
 * A field that may be left out is null when blank or missing; the services read a PATCH as the
 * fields its body holds.
 */

/**
 * An amount in whole cents (a JSON number, or the digits a form sends); blank is null unless
 * `required`. Fractions, negatives and more than MAX_CENTS are refused in words.
 */
const cents = (label: string, options: { required?: boolean } = {}) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, payload): number | null => {
      if (isBlank(value)) {
        return options.required ? fieldIssue(payload, `${label} is required`, value) : null;
      }
      const amount =
        typeof value === "number"
          ? value
          : typeof value === "string" && /^\s*\d{1,13}\s*$/.test(value)
            ? Number(value)
            : Number.NaN;
      if (!Number.isInteger(amount) || amount < 0 || amount > MAX_CENTS) {
        return fieldIssue(
          payload,
          `${label} must be a whole number of cents from 0 to ${MAX_CENTS}`,
          value,
        );
      }
      return amount;
    }),
  );

/** An amount that must be given (a PATCH may not clear it either). */
const requiredCents = (label: string) =>
  z.pipe(
    cents(label, { required: true }),
    z.transform((amount) => amount ?? 0),
  );

/** An amount that is 0 when left out or cleared (a bill's adjustments, what was paid). */
const centsOrZero = (label: string) =>
  z.pipe(
    cents(label),
    z.transform((amount) => amount ?? 0),
  );

const optionalEmail = z.pipe(
  optionalText("Adjuster's email", 254),
  z.transform((email, payload) =>
    email === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
      ? email
      : fieldIssue(payload, "Please enter a valid email address", email),
  ),
);

const optionalPhone = (label: string) =>
  z.pipe(
    optionalText(label, 30),
    z.transform((phone, payload) =>
      phone === null || /^\+?[\d\s().-]{7,}$/.test(phone)
        ? phone
        : fieldIssue(payload, `Please enter a valid ${label.toLowerCase()} number`, phone),
    ),
  );

/** A claim on an insurer's policy: POST /api/cases/{id}/claims, and the claim form. */
export const ClaimSchema = z.object({
  insurerName: requiredText("Insurer", 200),
  coverage: choice(COVERAGES, "Choose whose policy this is"),
  claimNumber: optionalText("Claim number", 100),
  policyNumber: optionalText("Policy number", 100),
  limitPerPersonCents: cents("Per-person limit"),
  limitPerAccidentCents: cents("Per-accident limit"),
  adjusterName: optionalText("Adjuster's name", 200),
  adjusterPhone: optionalPhone("Adjuster's phone"),
  adjusterEmail: optionalEmail,
  status: choice(CLAIM_STATUSES, "Choose the claim's status", "reported"),
  representationLetterDate: optionalDay("Letter of representation date"),
});
export type ClaimInput = z.output<typeof ClaimSchema>;

/** A dated note on a claim (a call with the adjuster, an offer). */
export const ClaimNoteSchema = z.object({
  body: requiredText("Note", 4000),
  notedOn: requiredDay("Date"),
});
export type ClaimNoteInput = z.output<typeof ClaimNoteSchema>;

/** What the client may tell about a provider they saw. */
export const ClientProviderSchema = z.object({
  name: requiredText("Name", 200),
  kind: choice(PROVIDER_KINDS, "Choose what kind of provider this is"),
  firstVisit: optionalDay("First visit"),
  lastVisit: optionalDay("Last visit"),
});
export type ClientProviderInput = z.output<typeof ClientProviderSchema>;

/** A medical provider as the firm records it. */
export const ProviderSchema = z.object({
  ...ClientProviderSchema.shape,
  phone: optionalPhone("Phone"),
  fax: optionalPhone("Fax"),
  address: optionalText("Address", 500),
  stillTreating: choiceField("Say whether the client still treats there"),
});
export type ProviderInput = z.output<typeof ProviderSchema>;

/** A request for a provider's records or bills. */
export const RecordRequestSchema = z.object({
  what: choice(REQUESTED_ITEMS, "Choose records, bills or both"),
  sentOn: requiredDay("Date sent"),
  method: choice(REQUEST_METHODS, "Choose how it was sent"),
  followUpOn: optionalDay("Follow-up date"),
  receivedOn: optionalDay("Date received"),
  costCents: cents("Cost of the copies"),
});
export type RecordRequestInput = z.output<typeof RecordRequestSchema>;

/** A provider's bill; its balance is computed, never entered. */
export const BillSchema = z.object({
  providerId: recordIdField("Choose the provider who billed"),
  serviceFrom: optionalDay("First date of service"),
  serviceTo: optionalDay("Last date of service"),
  billedCents: requiredCents("Amount billed"),
  adjustmentCents: centsOrZero("Adjustments"),
  paidCents: centsOrZero("Amount paid"),
  payer: optionalText("Paid by", 200),
});
export type BillInput = z.output<typeof BillSchema>;

/** A lien on the recovery. */
export const LienSchema = z.object({
  holder: requiredText("Lien holder", 200),
  holderKind: choice(LIEN_HOLDER_KINDS, "Choose who holds the lien"),
  claimedCents: requiredCents("Amount claimed"),
  finalCents: cents("Final amount"),
  status: choice(LIEN_STATUSES, "Choose the lien's status", "notified"),
});
export type LienInput = z.output<typeof LienSchema>;

/** The two damages figures the attorney enters (the rest are computed from the file). */
export const DamagesSchema = z.object({
  lostWagesCents: requiredCents("Lost wages"),
  otherEconomicCents: requiredCents("Other economic losses"),
});
export type DamagesInput = z.output<typeof DamagesSchema>;
