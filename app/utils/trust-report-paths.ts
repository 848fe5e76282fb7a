/**
 * The addresses of the administrator's trust reports and of a client's trust lines (issue 41),
 * apart from money-urls.ts: the pages that link to them load only these; and the reports' month.
 */

const query = (values: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `?${search}` : "";
};

/** An account's journal for a month (`YYYY-MM`; none: the firm's current month). */
export const trustJournalPath = (accountId: number, month?: string) =>
  `/trust/accounts/${accountId}${query({ month })}`;

/** An account's three-way reconciliation for a month, against the bank statement's balance. */
export const trustReconciliationPath = (accountId: number, month?: string, bankBalance?: string) =>
  `/trust/accounts/${accountId}/reconciliation${query({ month, bankBalance })}`;

/** The journal, or the reconciliation, as a CSV file. */
export const trustReportCsvPath = (
  accountId: number,
  report: "journal" | "reconciliation",
  values: { month: string; bankBalance?: string },
) => `/trust/accounts/${accountId}/${report}.csv${query(values)}`;

/** A matter's trust lines in its client's portal. */
export const portalTrustPath = (caseId: number) => `/client-portal/trust/${caseId}`;
