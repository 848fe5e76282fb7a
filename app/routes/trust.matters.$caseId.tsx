import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { MoneyLinks } from "~/components/money/money-links";
import { TrustLedgerTable } from "~/components/money/trust-ledger";
import { TrustMatterForms } from "~/components/money/trust-matter-forms";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import type { trustMatterAction, trustMatterLoader } from "~/screens/trust.server";
import { formatDollars } from "~/utils/money";
import { trustLedgerCsvUrl } from "~/utils/money-urls";

// The loader and action live in a server module: the page's JavaScript loads none of what they
// import.
export { trustMatterAction as action, trustMatterLoader as loader } from "~/screens/trust.server";

export const meta: MetaFunction<typeof trustMatterLoader> = ({ data, matches }) =>
  pageTitle(
    matches,
    data ? `Trust ledger: Case #${data.ledger.caseId}: ${data.ledger.caseTitle}` : "Trust ledger",
  );

/**
 * A matter's client trust ledger (issue 41), for its attorney and administrators: what it holds
 * and may pay, every deposit and payment with the balance after it, and the forms that record
 * them, clear a deposit and reverse an entry.
 */
export default function TrustMatterPage() {
  const { ledger, accounts, statementLines, today } = useLoaderData<typeof trustMatterLoader>();
  const reply = useActionData<typeof trustMatterAction>();
  const link = "font-medium text-brand underline";
  const accountNames =
    accounts.length > 1 ? new Map(accounts.map((account) => [account.id, account.name])) : null;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/trust" className="text-brand underline">
          Trust
        </Link>
        <span aria-hidden="true"> / </span>
        <span className="text-ink-muted">Case #{ledger.caseId}</span>
      </p>
      <ScreenHeading title={`Case #${ledger.caseId}: ${ledger.caseTitle}`}>
        Client trust ledger
      </ScreenHeading>
      <MoneyLinks caseId={ledger.caseId} here="trust" />
      <div className="grid gap-6 xl:grid-cols-4">
        <section aria-labelledby="ledger-title" className="space-y-3 xl:col-span-3">
          <h2 id="ledger-title" className="text-lg font-semibold text-ink">
            Ledger
          </h2>
          <p className="text-ink">
            In trust: <strong>{formatDollars(ledger.balanceCents)}</strong> · Cleared, available to
            pay: <strong>{formatDollars(ledger.availableCents)}</strong>
          </p>
          {ledger.accounts.length > 1 ? (
            <ul className="text-sm text-ink-muted">
              {ledger.accounts.map((account) => (
                <li key={account.id}>
                  {account.name}: {formatDollars(account.balanceCents)} in trust,{" "}
                  {formatDollars(account.availableCents)} cleared
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            <a href={trustLedgerCsvUrl(ledger.caseId)} download className={link}>
              Download CSV
            </a>
          </p>
          <TrustLedgerTable ledger={ledger} accountNames={accountNames} reply={reply} />
        </section>
        <div className="space-y-6">
          <TrustMatterForms
            accounts={accounts}
            entries={ledger.entries}
            statementLines={statementLines}
            today={today}
            reply={reply}
          />
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
