import { Card } from "~/components/ui/card";
import { DataTable, type Column } from "~/components/ui/data-table";
import type { ClientTrustLine, ClientTrustView } from "~/screens/portal-trust.server";
import { formatDay } from "~/utils/format";
import { formatDollars } from "~/utils/money";

/** What each entry is, in the client's words. */
const CLIENT_KIND_WORDS = {
  deposit: "Received",
  disbursement: "Paid out",
  reversal: "Reversed",
} as const;

function whatWords(line: ClientTrustLine) {
  const note = line.pending
    ? " (waiting for the bank to clear it)"
    : line.reversed
      ? " (later reversed)"
      : "";
  return `${CLIENT_KIND_WORDS[line.kind]}${note}`;
}

const COLUMNS: ReadonlyArray<Column<ClientTrustLine>> = [
  { id: "date", header: "Date", cell: (line) => formatDay(line.entryOn) },
  { id: "what", header: "What", cell: whatWords },
  { id: "counterparty", header: "From or to", cell: (line) => line.counterparty },
  { id: "reference", header: "Check or reference", cell: (line) => line.reference },
  {
    id: "amount",
    header: "Amount",
    align: "right",
    cell: (line) => formatDollars(line.amountCents),
  },
  {
    id: "balance",
    header: "Balance after",
    align: "right",
    cell: (line) => formatDollars(line.runningCents),
  },
];

/**
 * A client's trust lines (issue 41): what the firm holds for them, in which of its trust accounts,
 * and each entry by day. Money in is positive, money out negative.
 */
export function PortalTrustLedger({ ledger }: { ledger: ClientTrustView }) {
  return (
    <div className="space-y-4">
      <Card as="section" aria-labelledby="trust-held-title" pad="sm">
        <h2 id="trust-held-title" className="text-lg font-semibold text-ink">
          Held in trust for you: {formatDollars(ledger.balanceCents)}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Money the firm receives for your case (a settlement check, say) is kept in a client trust
          account, apart from the firm&apos;s own money, until it is paid out as your settlement
          statement says.
        </p>
        {ledger.accounts.length > 1 ? (
          <ul className="mt-2 list-disc pl-5 text-sm text-ink">
            {ledger.accounts.map((account) => (
              <li key={account.id}>
                {account.name}: {formatDollars(account.balanceCents)}
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
      <DataTable
        caption="Your trust account ledger"
        columns={COLUMNS}
        rows={ledger.entries}
        rowKey={(line) => line.id}
        empty="Nothing has been received or paid out in trust for your case yet."
        paging={{ page: ledger.page, pageCount: ledger.pageCount }}
      />
    </div>
  );
}
