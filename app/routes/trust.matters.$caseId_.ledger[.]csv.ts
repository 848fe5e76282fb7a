// GET /trust/matters/{caseId}/ledger.csv: the matter's whole trust ledger as a CSV file (issue 41),
// streamed a page at a time; the case's attorney or an administrator (another attorney's: 404).
export { trustLedgerCsvLoader as loader } from "~/screens/trust.server";
