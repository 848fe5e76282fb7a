/**
 * The personal-injury file's enumerations (issue 40): what a claim's policy covers and where the
 * claim stands, the kinds of medical providers, how records are asked for, who holds a lien and
 * where it stands. A plain module, so the models, the schemas and the screens share them.
 */

export const COVERAGES = ["liability", "um_uim", "pip_medpay", "health", "workers_comp"] as const;
export type Coverage = (typeof COVERAGES)[number];

export const CLAIM_STATUSES = [
  "reported",
  "acknowledged",
  "liability_accepted",
  "denied",
  "in_negotiation",
  "settled",
  "closed",
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const PROVIDER_KINDS = [
  "hospital",
  "er",
  "physician",
  "chiropractor",
  "physical_therapy",
  "imaging",
  "pharmacy",
  "other",
] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** What a request to a provider asks for. */
export const REQUESTED_ITEMS = ["records", "bills", "both"] as const;
export type RequestedItems = (typeof REQUESTED_ITEMS)[number];

export const REQUEST_METHODS = ["fax", "mail", "portal", "email"] as const;
export type RequestMethod = (typeof REQUEST_METHODS)[number];

export const LIEN_HOLDER_KINDS = [
  "medicare",
  "medicaid",
  "erisa",
  "hospital",
  "letter_of_protection",
  "child_support",
  "other",
] as const;
export type LienHolderKind = (typeof LIEN_HOLDER_KINDS)[number];

export const LIEN_STATUSES = ["notified", "claimed", "negotiating", "final", "paid"] as const;
export type LienStatus = (typeof LIEN_STATUSES)[number];

/** The most cents one amount may hold: ten billion dollars, well inside a safe integer. */
export const MAX_CENTS = 1_000_000_000_000;

/** A request not received this many days after it was sent is overdue. */
export const OVERDUE_AFTER_DAYS = 30;

/** A stretch between visits longer than this many days is a gap in treatment. */
export const GAP_DAYS = 30;
