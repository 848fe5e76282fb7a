import type { TrustEntryKind } from "~/models/trust-entry.server";

/**
 * A trust entry's kind as the firm says it (issue 41): the ledger's pages and its CSV file read
 * the same words.
 */
export const TRUST_ENTRY_KIND_WORDS: Record<TrustEntryKind, string> = {
  deposit: "Deposit",
  disbursement: "Payment",
  reversal: "Reversal",
};

/** The same, as the administrator's journal and its CSV file say it (a bookkeeper's word). */
export const TRUST_REPORT_KIND_WORDS: Record<TrustEntryKind, string> = {
  deposit: "Deposit",
  disbursement: "Disbursement",
  reversal: "Reversal",
};
