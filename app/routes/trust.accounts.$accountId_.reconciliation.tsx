import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { AccountEnding } from "~/components/money/account-journal";
import { ReconcileForm } from "~/components/money/reconcile-form";
import { ReconciliationReport } from "~/components/money/reconciliation-report";
import { ERROR_TITLE_PREFIX, ScreenHeading, pageTitle } from "~/components/screen-heading";
import { Card } from "~/components/ui/card";
import { ErrorSummary } from "~/components/ui/error-summary";
import { messagesOfReply } from "~/components/ui/page-error-summary";
import type { reconciliationLoader } from "~/screens/trust-reports.server";

import { trustJournalPath, trustReportCsvPath } from "~/utils/trust-report-paths";
import { monthName } from "~/utils/month-names";

export { reconciliationLoader as loader } from "~/screens/trust-reports.server";

export const meta: MetaFunction<typeof reconciliationLoader> = ({ data, matches }) => {
  if (!data) return pageTitle(matches, "Trust reconciliation");
  const [title] = pageTitle(
    matches,
    `${data.account.name}: reconciliation, ${monthName(data.month)}`,
  );
  // A refused query is the form again: its title says so, as a refused post's does.
  const refused = Object.keys(data.errors).length > 0;
  return [{ title: refused ? ERROR_TITLE_PREFIX + title!.title : title!.title }];
};

/**
 * A trust account's three-way reconciliation for a month (issue 41), for administrators: the bank
 * statement's balance as typed, the journal's and the client matters' balances at the month's end.
 * A GET form, so the report is its URL; an unreadable balance is the form again, its message
 * beside the box, rendered by the server.
 */
export default function TrustReconciliationPage() {
  const { account, month, values, errors, report } = useLoaderData<typeof reconciliationLoader>();
  const monthLabel = monthName(month);
  // The query's problems as a refused form's reply: the summary links each to its box.
  const messages = messagesOfReply({
    intent: "reconcile",
    result: { status: "error", error: errors },
  });
  return (
    <>
      <p className="mb-2 text-sm print:hidden">
        <Link to="/trust" className="text-brand underline">
          Trust
        </Link>
        <span aria-hidden="true"> / </span>
        <Link to={trustJournalPath(account.id, month)} className="text-brand underline">
          {account.name}
        </Link>
        <span aria-hidden="true"> / </span>
        <span className="text-ink-muted">Reconciliation</span>
      </p>
      <ScreenHeading title={`${account.name}: reconciliation, ${monthLabel}`}>
        {account.bank} <AccountEnding last4={account.last4} />. The bank statement, the trust
        journal and the client matters must come to the same balance.
      </ScreenHeading>
      {messages ? (
        <div className="mb-6">
          <ErrorSummary
            id="reconcile-errors"
            level={2}
            formErrors={messages.formErrors}
            fieldErrors={messages.fieldErrors}
            attempt={values}
          />
        </div>
      ) : null}
      <Card
        as="section"
        aria-labelledby="reconcile-form-title"
        pad="sm"
        className="mb-6 print:hidden"
      >
        <h2 id="reconcile-form-title" className="mb-3 text-lg font-semibold text-ink">
          Reconcile a month
        </h2>
        <ReconcileForm accountId={account.id} values={values} errors={errors} />
      </Card>
      {report ? (
        <ReconciliationReport
          report={report}
          monthLabel={monthLabel}
          csvTo={trustReportCsvPath(account.id, "reconciliation", {
            month,
            bankBalance: values.bankBalance,
          })}
        />
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
