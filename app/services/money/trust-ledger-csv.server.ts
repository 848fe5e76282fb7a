import { TRUST_ENTRY_KIND_WORDS } from "~/utils/trust-words";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { csvResponse, dollarsCell } from "../csv-export.server";
import { matterLedger, type PublicTrustEntry } from "./trust.server";

/** The columns of a matter's trust ledger as a CSV file (issue 41). */
export const TRUST_LEDGER_CSV_HEADER = [
  "Date",
  "Entry",
  "Kind",
  "Payer or payee",
  "Reference",
  "Statement line",
  "Amount",
  "Balance",
  "Cleared on",
  "Reverses",
  "Reversed by",
] as const;

/** Cents as a spreadsheet's number of dollars: money out is negative. */

const ledgerRow = (entry: PublicTrustEntry) => [
  entry.entryOn,
  entry.id,
  TRUST_ENTRY_KIND_WORDS[entry.kind],
  entry.counterparty,
  entry.reference,
  entry.statementLine,
  dollarsCell(entry.amountCents),
  dollarsCell(entry.runningCents),
  entry.clearedOn,
  entry.reversesId,
  entry.reversedById,
];

/**
 * A matter's whole trust ledger as a CSV file, oldest first, each entry with the matter's balance
 * after it: the ledger's own pages, read one at a time as the browser takes them. Who may have it
 * is the ledger's rule (the case's attorney, administrators); that it was taken is audited before
 * the first row is read.
 */
export async function matterLedgerCsv(user: PublicUser, caseId: unknown, meta: { ip: string }) {
  const first = await matterLedger(user, caseId, 1);
  await audit(
    null,
    "trust_report_exported",
    user,
    ["case", first.caseId],
    { report: "ledger" },
    meta.ip,
  );
  return csvResponse(
    `trust-ledger-case-${first.caseId}.csv`,
    TRUST_LEDGER_CSV_HEADER,
    async (after) => {
      const ledger = after === null ? first : await matterLedger(user, first.caseId, after);
      return {
        rows: ledger.entries.map(ledgerRow),
        next: ledger.page < ledger.pageCount ? ledger.page + 1 : null,
      };
    },
  );
}
