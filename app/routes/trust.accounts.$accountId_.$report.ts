/**
 * GET /trust/accounts/{id}/journal.csv?month=YYYY-MM: the account's journal for the month, and
 * GET /trust/accounts/{id}/reconciliation.csv?month=&bankBalance=: its reconciliation, as CSV
 * files (issue 41). Administrators only (others of the firm: 403); each download is audited.
 * Remix has no segment with a fixed ending, so the file's name is the path parameter.
 */
export { trustReportCsvLoader as loader } from "~/screens/trust-reports.server";
