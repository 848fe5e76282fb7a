/**
 * The administrator's trust reports (issue 41): an account's journal for a month, its three-way
 * reconciliation against the bank statement, and each as a CSV file. The same service functions
 * as GET /api/trust/journal and /api/trust/reconciliation: the service refuses anyone but an
 * administrator (403), the screen's guard anyone who is not the firm's.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { readPage } from "~/components/ui/table-state";
import { screenLoader } from "~/route-kit/screen.server";
import type { PublicUser } from "~/services/auth.server";
import { audit } from "~/services/audit.server";
import { csvResponse, dollarsCell } from "~/services/csv-export.server";
import { TRUST_REPORT_KIND_WORDS } from "~/utils/trust-words";
import { monthBounds } from "~/services/money/reconciliation";
import {
  trustJournal,
  trustReconciliation,
  type PublicTrustAccount,
  type TrustJournal,
  type TrustReconciliationReport,
  type UnclearedEntry,
} from "~/services/money/trust.server";
import { firmToday } from "~/services/settings.server";
import { attachmentDisposition } from "~/utils/content-disposition";
import { csvLine } from "~/utils/csv";
import { parseDollars } from "~/utils/money";
import { ServiceError } from "~/utils/service-error";

const MONTH_PROBLEM = "Enter the month as YYYY-MM, like 2026-11";
const BANK_LABEL = "Bank statement balance";

/** The month the URL asks for, or the firm's current one; what was typed and its problem. */
async function monthAsked(search: URLSearchParams) {
  const typed = search.get("month")?.trim() ?? "";
  const valid = typed !== "" && monthBounds(typed) !== null;
  return {
    month: valid ? typed : (await firmToday()).slice(0, 7),
    typed,
    problem: typed !== "" && !valid ? MONTH_PROBLEM : null,
  };
}

/**
 * The reconciliation's query: the month and the bank statement's balance as typed in dollars
 * ("12,345.67"). No balance asked yet is no problem (the form, empty); a blank or unreadable one
 * is its field's error.
 */
async function reconcileQuery(search: URLSearchParams) {
  const month = await monthAsked(search);
  const bankText = search.get("bankBalance");
  const parsed =
    bankText === null
      ? null
      : bankText.trim() === ""
        ? { problem: `Enter the ${BANK_LABEL.toLowerCase()}, in dollars` }
        : parseDollars(bankText, BANK_LABEL);
  const errors: { month?: string[]; bankBalance?: string[] } = {};
  if (month.problem) errors.month = [month.problem];
  if (parsed && "problem" in parsed) errors.bankBalance = [parsed.problem];
  return {
    month: month.month,
    values: { month: month.typed || month.month, bankBalance: bankText ?? "" },
    errors,
    bankCents: parsed && "cents" in parsed && !month.problem ? parsed.cents : null,
  };
}

/** A journal's line as the page shows it (the firm's memo and statement line stay out). */
const journalLine = (entry: TrustJournal["entries"][number]) => ({
  id: entry.id,
  entryOn: entry.entryOn,
  caseId: entry.caseId,
  caseTitle: entry.caseTitle,
  kind: entry.kind,
  counterparty: entry.counterparty,
  reference: entry.reference,
  amountCents: entry.amountCents,
  runningCents: entry.runningCents,
  clearedOn: entry.clearedOn,
  reversesId: entry.reversesId,
  reversedById: entry.reversedById,
});
export type JournalLine = ReturnType<typeof journalLine>;

/** /trust/accounts/{id}?month=YYYY-MM&page=: the account's journal for the month. */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "trust", async ({ user, params, url }) => {
    const month = await monthAsked(url.searchParams);
    const journal = await trustJournal(
      user,
      params.accountId,
      month.month,
      readPage(url.searchParams),
    );
    return {
      ...journal,
      entries: journal.entries.map(journalLine),
      monthTyped: month.typed || month.month,
      monthProblem: month.problem,
    };
  });

/**
 * /trust/accounts/{id}/reconciliation?month=&bankBalance=: the form, and once the bank's balance
 * reads, the three totals, what differs, the overdrawn matters and each matter's balance.
 */
/** The matters the reconciliation's page names; the rest are one line (the CSV has each). */
const RECONCILED_ON_PAGE = 100;
/** The deposits in transit and outstanding payments it lists of each (the CSV lists each). */
const UNCLEARED_ON_PAGE = 20;

export const reconciliationLoader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "trust", async ({ user, params, url }) => {
    const asked = await reconcileQuery(url.searchParams);
    // Without a balance to compare, the call still says whose account it is (and refuses anyone
    // but an administrator): its verdict is left out.
    // The page names the first hundred matters (any overdrawn first); the CSV names them all.
    const report = await trustReconciliation(
      user,
      { accountId: params.accountId, month: asked.month, bankBalanceCents: asked.bankCents ?? 0 },
      { listed: RECONCILED_ON_PAGE, uncleared: UNCLEARED_ON_PAGE },
    );
    return {
      account: report.account,
      month: report.month,
      values: asked.values,
      errors: asked.errors,
      report: asked.bankCents === null ? null : report,
    };
  });

const accountWords = (account: PublicTrustAccount) =>
  `${account.name}, ${account.bank} ····${account.last4}`;

const JOURNAL_HEADER = [
  "Date",
  "Entry",
  "Case",
  "Kind",
  "Payer or payee",
  "Reference",
  "Cleared on",
  "Statement line",
  "Memo",
  "Reverses entry",
  "Amount (USD)",
  "Balance (USD)",
];

/** The journal's rows, a page of the service's at a time, between its opening and closing lines. */
async function journalCsv(user: PublicUser, accountId: unknown, month: string, ip: string | null) {
  const first = await trustJournal(user, accountId, month, 1);
  const { account } = first;
  await audit(
    null,
    "trust_report_exported",
    user,
    ["trust_account", account.id],
    {
      report: "journal",
      month,
    },
    ip,
  );
  const bounds = monthBounds(month)!;
  const edge = (day: string, kind: string, cents: number) =>
    [day, null, null, kind, null, null, null, null, null, null, null, dollarsCell(cents)] as const;
  return csvResponse(`trust-journal-${account.id}-${month}.csv`, JOURNAL_HEADER, async (after) => {
    const journal = after === null ? first : await trustJournal(user, account.id, month, after + 1);
    const rows: Array<ReadonlyArray<string | number | null>> = journal.entries.map((entry) => [
      entry.entryOn,
      entry.id,
      `Case #${entry.caseId}: ${entry.caseTitle}`,
      TRUST_REPORT_KIND_WORDS[entry.kind],
      entry.counterparty,
      entry.reference,
      entry.clearedOn,
      entry.statementLine,
      entry.memo,
      entry.reversesId,
      dollarsCell(entry.amountCents),
      dollarsCell(entry.runningCents),
    ]);
    if (after === null) rows.unshift(edge(bounds.from, "Opening balance", first.openingCents));
    const last = journal.page >= journal.pageCount;
    if (last) rows.push(edge(lastDayOf(bounds.toExclusive), "Closing balance", first.closingCents));
    return { rows, next: last ? null : journal.page };
  });
}

/** The day before `YYYY-MM-DD`: a month's last, from the first of the next. */
function lastDayOf(toExclusive: string) {
  const day = new Date(`${toExclusive}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** An entry the bank had not cleared, as the CSV's item names it. */
const unclearedItem = (entry: UnclearedEntry) =>
  `${entry.entryOn} ${entry.counterparty} (${entry.reference}), Case #${entry.caseId}`;

/** The reconciliation as rows of section, item and amount: bounded (its matters are). */
function reconciliationText(report: TrustReconciliationReport): string {
  const rows: Array<ReadonlyArray<string | number | null>> = [
    ["Account", accountWords(report.account), null],
    ["As of", report.asOf, null],
    ["Bank statement", null, dollarsCell(report.bankCents)],
    ...report.depositsInTransit.map((entry) => [
      "Deposit in transit",
      unclearedItem(entry),
      dollarsCell(entry.amountCents),
    ]),
    ...report.outstandingPayments.map((entry) => [
      "Outstanding payment",
      unclearedItem(entry),
      dollarsCell(0 - entry.amountCents),
    ]),
    ...(report.depositsInTransitCents > 0 || report.outstandingPaymentsCents > 0
      ? [["Adjusted bank balance", null, dollarsCell(report.adjustedBankCents)]]
      : []),
    ["Trust journal", null, dollarsCell(report.journalCents)],
    ["Client matters", null, dollarsCell(report.mattersCents)],
    ["Result", report.balanced ? "Balanced" : "Does not balance", null],
    ...report.differences.map((difference) => [
      "Difference",
      difference.text,
      dollarsCell(difference.cents),
    ]),
    ...report.negativeMatters.map((matter) => [
      "Overdrawn matter",
      matter.text,
      dollarsCell(matter.balanceCents),
    ]),
    ...report.matters.map((matter) => [
      "Matter balance",
      matter.label,
      dollarsCell(matter.balanceCents),
    ]),
  ];
  // A byte-order mark, so spreadsheet programs read the file as UTF-8 (as csvResponse does).
  return `\ufeff${csvLine(["Section", "Item", "Amount (USD)"])}${rows.map((row) => csvLine(row)).join("")}`;
}

async function reconciliationCsv(
  user: PublicUser,
  accountId: unknown,
  search: URLSearchParams,
  ip: string | null,
) {
  const asked = await reconcileQuery(search);
  const problem = asked.errors.month?.[0] ?? asked.errors.bankBalance?.[0];
  if (problem || asked.bankCents === null) {
    throw new ServiceError(400, problem ?? `Enter the ${BANK_LABEL.toLowerCase()}, in dollars`);
  }
  const report = await trustReconciliation(user, {
    accountId,
    month: asked.month,
    bankBalanceCents: asked.bankCents,
  });
  await audit(
    null,
    "trust_report_exported",
    user,
    ["trust_account", report.account.id],
    {
      report: "reconciliation",
      month: report.month,
      bankBalanceCents: report.bankCents,
      balanced: report.balanced,
    },
    ip,
  );
  return new Response(reconciliationText(report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachmentDisposition(
        `trust-reconciliation-${report.account.id}-${report.month}.csv`,
      ),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * /trust/accounts/{id}/journal.csv?month= and /trust/accounts/{id}/reconciliation.csv?month=
 * &bankBalance=: the reports as files, each download in the audit log.
 */
export const trustReportCsvLoader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "trust", async ({ user, params, url, context }) => {
    const ip = context.clientIp ?? null;
    if (params.report === "journal.csv") {
      const month = await monthAsked(url.searchParams);
      if (month.problem) throw new ServiceError(400, month.problem);
      return journalCsv(user, params.accountId, month.month, ip);
    }
    if (params.report === "reconciliation.csv") {
      return reconciliationCsv(user, params.accountId, url.searchParams, ip);
    }
    throw new ServiceError(404, "There is no such report");
  });
