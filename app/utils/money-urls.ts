/** The addresses of a case's money (issue 41), apart from case-urls.ts: the pages that link
 * to them load only these. */

/** A case's Fees and costs page (issue 41): its fee agreement, costs and time. */
export const caseMoneyUrl = (caseId: number) => `/cases/${caseId}/money`;

/** The same case's costs advanced and time spent, a page of their own. */
export const caseCostsUrl = (caseId: number) => `/cases/${caseId}/money/costs`;

/** A case's settlement statement in its client's portal (issue 41): read it, approve it. */
export const portalSettlementUrl = (caseId: number) => `/client-portal/settlement/${caseId}`;

/** A matter's client trust ledger (issue 41): its deposits and payments, for the firm. */
export const trustMatterUrl = (caseId: number) => `/trust/matters/${caseId}`;

/** The same ledger as a CSV file, every entry. */
export const trustLedgerCsvUrl = (caseId: number) => `/trust/matters/${caseId}/ledger.csv`;
