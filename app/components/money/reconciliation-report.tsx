import { Link } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { Table, type TableColumn } from "~/components/ui/table";
import type { TrustReconciliationReport } from "~/services/money/trust.server";
import { formatDay } from "~/utils/format";
import { formatDollars } from "~/utils/money";
import { trustMatterUrl } from "~/utils/money-urls";
import { MoneyFigures } from "./account-journal";

type Matter = TrustReconciliationReport["matters"][number];
const MATTER_COLUMNS: ReadonlyArray<TableColumn<Matter>> = [
  {
    id: "matter",
    header: "Matter",
    rowHeader: true,
    // "Other matters" (past the most a report lists) is a sum, not a case.
    cell: (matter) =>
      matter.caseId === 0 ? (
        matter.label
      ) : (
        <Link to={trustMatterUrl(matter.caseId)} className="text-brand underline">
          {matter.label}
        </Link>
      ),
  },
  {
    id: "balance",
    header: "Balance",
    align: "right",
    cell: (matter) => formatDollars(matter.balanceCents),
  },
];

type Uncleared = TrustReconciliationReport["depositsInTransit"][number];

/** The entries the bank had not cleared at the month's end; `made`: "Received" or "Paid". */
const unclearedColumns = (made: string, who: string): ReadonlyArray<TableColumn<Uncleared>> => [
  { id: "made", header: made, cell: (entry) => formatDay(entry.entryOn) },
  {
    id: "who",
    header: who,
    rowHeader: true,
    cell: (entry) => `${entry.counterparty} (${entry.reference})`,
  },
  {
    id: "matter",
    header: "Matter",
    cell: (entry) => (
      <Link to={trustMatterUrl(entry.caseId)} className="text-brand underline">
        Case #{entry.caseId}
      </Link>
    ),
  },
  {
    id: "cleared",
    header: "Cleared",
    cell: (entry) => (entry.clearedOn ? formatDay(entry.clearedOn) : "Not yet"),
  },
  {
    id: "amount",
    header: "Amount",
    align: "right",
    cell: (entry) => formatDollars(entry.amountCents),
  },
];
/** Past the first few a list names, how many there are (the figures above add up each). */
const shown = (listed: number, count: number) =>
  listed < count ? ` (the first ${listed} of ${count}; the CSV lists each)` : "";
const IN_TRANSIT_COLUMNS = unclearedColumns("Received", "Payer");
const OUTSTANDING_COLUMNS = unclearedColumns("Paid", "Payee");

/**
 * The three-way reconciliation (issue 41): the bank statement's balance, the journal's and the
 * matters' added up, side by side; whether they balance, and if not each difference in words; any
 * matter below zero; and each matter's balance on the month's last day. Laid out to print.
 */
export function ReconciliationReport({
  report,
  monthLabel,
  csvTo,
}: {
  report: TrustReconciliationReport;
  monthLabel: string;
  csvTo: string;
}) {
  const asOf = formatDay(report.asOf);
  const adjusted = report.depositsInTransitCents > 0 || report.outstandingPaymentsCents > 0;
  return (
    <section aria-labelledby="reconciliation-title" className="space-y-4">
      <h2 id="reconciliation-title" className="text-lg font-semibold text-ink">
        {monthLabel}: balances as of {asOf}
      </h2>
      <MoneyFigures
        figures={[
          { label: "Bank statement", cents: report.bankCents },
          ...(report.depositsInTransitCents > 0
            ? [{ label: "Deposits in transit", cents: report.depositsInTransitCents }]
            : []),
          ...(report.outstandingPaymentsCents > 0
            ? [{ label: "Outstanding payments", cents: 0 - report.outstandingPaymentsCents }]
            : []),
          ...(adjusted
            ? [{ label: "Adjusted bank balance", cents: report.adjustedBankCents }]
            : []),
          { label: "Trust journal", cents: report.journalCents },
          { label: "Client matters", cents: report.mattersCents },
        ]}
      />
      <div
        className={`rounded-card border-2 p-4 ${report.balanced ? "border-success bg-success-soft" : "border-danger bg-danger-soft"}`}
      >
        <p className="text-ink">
          <strong className="mr-2">{report.balanced ? "Balanced" : "Does not balance"}</strong>
          {report.balanced
            ? `${adjusted ? "The bank statement, adjusted for what it had not cleared," : "The bank statement,"} the trust journal and the client matters each come to ${formatDollars(report.adjustedBankCents)}, and no matter is below zero.`
            : report.totalsAgree
              ? "The three totals agree, but a matter is below zero."
              : "The three totals differ:"}
        </p>
        {report.differences.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
            {report.differences.map((difference) => (
              <li key={difference.between}>{difference.text}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {report.negativeMatters.length > 0 ? (
        <section aria-labelledby="overdrawn-title" className="space-y-2">
          <h3 id="overdrawn-title" className="font-semibold text-ink">
            Overdrawn matters
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-ink">
            {report.negativeMatters.map((matter) => (
              <li key={matter.caseId}>{matter.text}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {report.depositsInTransit.length > 0 ? (
        <Table
          caption={`Deposits in transit on ${asOf}: received, not yet cleared by the bank${shown(report.depositsInTransit.length, report.depositsInTransitCount)}`}
          columns={IN_TRANSIT_COLUMNS}
          rows={report.depositsInTransit}
          rowKey={(entry) => entry.entryId}
          empty=""
        />
      ) : null}
      {report.outstandingPayments.length > 0 ? (
        <Table
          caption={`Outstanding payments on ${asOf}: made, not yet paid by the bank${shown(report.outstandingPayments.length, report.outstandingPaymentsCount)}`}
          columns={OUTSTANDING_COLUMNS}
          rows={report.outstandingPayments}
          rowKey={(entry) => entry.entryId}
          empty=""
        />
      ) : null}
      <Table
        caption={`Client matters' balances on ${asOf}`}
        columns={MATTER_COLUMNS}
        rows={report.matters}
        rowKey={(matter) => matter.caseId}
        empty="No matter held money in this account at the month's end."
      />
      <p className="print:hidden">
        <ButtonLink to={csvTo} reloadDocument variant="secondary">
          Download CSV<span className="sr-only">: the reconciliation for {monthLabel}</span>
        </ButtonLink>
      </p>
    </section>
  );
}
