import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import {
  AccountEnding,
  AccountJournalTable,
  MoneyFigures,
} from "~/components/money/account-journal";
import { ReconcileForm } from "~/components/money/reconcile-form";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FilterForm, FilterInput } from "~/components/ui/filter-form";
import type { loader } from "~/screens/trust-reports.server";
import { trustJournalPath, trustReportCsvPath } from "~/utils/trust-report-paths";
import { monthName, shiftMonth } from "~/utils/month-names";

// The loader lives in a server module: the page's JavaScript loads none of what it imports.
export { loader } from "~/screens/trust-reports.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(
    matches,
    data
      ? `${data.account.name}: trust journal, ${monthName(data.month)}`
      : "Trust account journal",
  );

/**
 * A trust account's journal for a month (issue 41), for administrators: every matter's entries by
 * day with the account's running balance, the month's opening and closing balance, the journal as
 * a CSV file, and the way to reconcile the month against the bank statement.
 */
export default function TrustJournalPage() {
  const data = useLoaderData<typeof loader>();
  const { account, month } = data;
  const name = monthName(month);
  return (
    <>
      <p className="mb-2 text-sm print:hidden">
        <Link to="/trust" className="text-brand underline">
          Trust
        </Link>
        <span aria-hidden="true"> / </span>
        <span className="text-ink-muted">{account.name}</span>
      </p>
      <ScreenHeading title={`${account.name}: trust journal`}>
        {account.bank} <AccountEnding last4={account.last4} />. Every matter&apos;s entries in{" "}
        {name}, by day.
      </ScreenHeading>
      <Card
        as="section"
        aria-labelledby="journal-month-title"
        pad="sm"
        className="mb-4 print:hidden"
      >
        <h2 id="journal-month-title" className="sr-only">
          Choose the month
        </h2>
        <FilterForm
          label="Journal month"
          filtered={false}
          clearTo={trustJournalPath(account.id)}
          submit="Show"
        >
          <FilterInput
            id="journal-month"
            name="month"
            label="Month"
            type="month"
            value={data.monthTyped}
            hint="As YYYY-MM, for example 2026-11"
            error={data.monthProblem ?? undefined}
          />
        </FilterForm>
      </Card>
      <nav aria-label="Months" className="mb-4 flex items-center justify-between print:hidden">
        <Link
          to={trustJournalPath(account.id, shiftMonth(month, -1))}
          className="text-brand underline"
        >
          <span aria-hidden="true">← </span>
          {monthName(shiftMonth(month, -1))}
        </Link>
        <Link
          to={trustJournalPath(account.id, shiftMonth(month, 1))}
          className="text-brand underline"
        >
          {monthName(shiftMonth(month, 1))}
          <span aria-hidden="true"> →</span>
        </Link>
      </nav>
      <section aria-labelledby="journal-title" className="mb-6 space-y-4">
        <h2 id="journal-title" className="text-lg font-semibold text-ink">
          {name}
        </h2>
        <MoneyFigures
          figures={[
            { label: `Opening balance, ${name}`, cents: data.openingCents },
            { label: `Closing balance, ${name}`, cents: data.closingCents },
          ]}
        />
        <AccountJournalTable
          caption={`Journal, ${name} (${data.total} ${data.total === 1 ? "entry" : "entries"})`}
          entries={data.entries}
          page={data.page}
          pageCount={data.pageCount}
        />
        <p className="print:hidden">
          <ButtonLink
            to={trustReportCsvPath(account.id, "journal", { month })}
            reloadDocument
            variant="secondary"
          >
            Download CSV<span className="sr-only">: the journal for {name}</span>
          </ButtonLink>
        </p>
      </section>
      <Card as="section" aria-labelledby="reconcile-title" pad="sm" className="print:hidden">
        <h2 id="reconcile-title" className="text-lg font-semibold text-ink">
          Reconcile this month
        </h2>
        <p className="mb-3 mt-1 text-sm text-ink-muted">
          Compare the bank statement&apos;s balance with the journal and every client&apos;s matter.
        </p>
        <ReconcileForm accountId={account.id} values={{ month, bankBalance: "" }} />
      </Card>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
