import type {
  ClaimStatus,
  Coverage,
  LienHolderKind,
  LienStatus,
  ProviderKind,
  RequestedItems,
  RequestMethod,
} from "./injury";
import { formatDay } from "./format";

/** The injury file's enumerations in the firm's words (issue 40), for its screens. */

export const COVERAGE_LABELS: Record<Coverage, string> = {
  liability: "Adverse party's liability",
  um_uim: "Client's UM/UIM",
  pip_medpay: "PIP/MedPay",
  health: "Health insurance",
  workers_comp: "Workers' compensation",
};

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  reported: "Reported",
  acknowledged: "Acknowledged",
  liability_accepted: "Liability accepted",
  denied: "Denied",
  in_negotiation: "In negotiation",
  settled: "Settled",
  closed: "Closed",
};

export const PROVIDER_KIND_LABELS: Record<ProviderKind, string> = {
  hospital: "Hospital",
  er: "Emergency room",
  physician: "Physician",
  chiropractor: "Chiropractor",
  physical_therapy: "Physical therapy",
  imaging: "Imaging",
  pharmacy: "Pharmacy",
  other: "Other",
};

export const REQUESTED_ITEM_LABELS: Record<RequestedItems, string> = {
  records: "Records",
  bills: "Bills",
  both: "Records and bills",
};

export const REQUEST_METHOD_LABELS: Record<RequestMethod, string> = {
  fax: "Fax",
  mail: "Mail",
  portal: "Portal",
  email: "Email",
};

export const LIEN_HOLDER_KIND_LABELS: Record<LienHolderKind, string> = {
  medicare: "Medicare",
  medicaid: "Medicaid",
  erisa: "ERISA plan",
  hospital: "Hospital",
  letter_of_protection: "Letter of protection",
  child_support: "Child support",
  other: "Other",
};

export const LIEN_STATUS_LABELS: Record<LienStatus, string> = {
  notified: "Notified",
  claimed: "Claimed",
  negotiating: "Negotiating",
  final: "Final",
  paid: "Paid",
};

/** A select's options from a labels record, in the record's order. */
export const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

/** How a gap in treatment is said, on the file and on the case's Overview. */
export const gapWords = (gap: { from: string; to: string; days: number }) =>
  `Treatment gap: ${gap.days} days, from ${formatDay(gap.from)} to ${formatDay(gap.to)}`;

/** A visit's day, or that it is not known. */
export const visitDay = (day: string | null) => (day ? formatDay(day) : "Not known");
