import { Link } from "@remix-run/react";
import { DataTable, type Column } from "~/components/ui/data-table";
import type { JournalLine } from "~/screens/trust-reports.server";
import { formatDay } from "~/utils/format";
import { formatDollars } from "~/utils/money";
import { TRUST_REPORT_KIND_WORDS } from "~/utils/trust-words";
import { trustMatterUrl } from "~/utils/money-urls";

/** The kind, and what became of it: not cleared yet, reversed, or which entry it reverses. */
function kindWords(line: JournalLine) {
  const notes = [
    line.kind === "deposit" && !line.clearedOn ? "not cleared" : null,
    line.reversesId ? `of entry #${line.reversesId}` : null,
    line.reversedById ? `reversed by #${line.reversedById}` : null,
  ].filter(Boolean);
  return `${TRUST_REPORT_KIND_WORDS[line.kind]}${notes.length > 0 ? ` (${notes.join("; ")})` : ""}`;
}

const COLUMNS: ReadonlyArray<Column<JournalLine>> = [
  { id: "date", header: "Date", cell: (line) => formatDay(line.entryOn) },
  { id: "entry", header: "Entry", cell: (line) => `#${line.id}` },
  {
    id: "case",
    header: "Case",
    cell: (line) => (
      <Link to={trustMatterUrl(line.caseId)} className="text-brand underline">
        Case #{line.caseId}: {line.caseTitle}
      </Link>
    ),
  },
  { id: "kind", header: "Kind", cell: kindWords },
  { id: "counterparty", header: "Payer or payee", cell: (line) => line.counterparty },
  { id: "reference", header: "Reference", cell: (line) => line.reference },
  {
    id: "amount",
    header: "Amount",
    align: "right",
    cell: (line) => formatDollars(line.amountCents),
  },
  {
    id: "balance",
    header: "Balance",
    align: "right",
    cell: (line) => formatDollars(line.runningCents),
  },
];

/** An account's journal for a month: every matter's entries by day, with the running balance. */
export function AccountJournalTable({
  caption,
  entries,
  page,
  pageCount,
}: {
  caption: string;
  entries: readonly JournalLine[];
  page: number;
  pageCount: number;
}) {
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS}
      rows={entries}
      rowKey={(line) => line.id}
      empty="No entries this month."
      paging={{ page, pageCount }}
    />
  );
}

/** A report's figures side by side: a label over each amount. */
export function MoneyFigures({
  figures,
}: {
  figures: ReadonlyArray<{ label: string; cents: number }>;
}) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3 print:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-card border border-line bg-white p-4">
          <dt className="text-sm font-medium text-ink-muted">{figure.label}</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums text-ink">
            {formatDollars(figure.cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An account's number as the firm shows it: its last four digits, "····4821". */
export function AccountEnding({ last4 }: { last4: string }) {
  return (
    <span className="whitespace-nowrap">
      <span aria-hidden="true">····</span>
      <span className="sr-only">account ending </span>
      {last4}
    </span>
  );
}
