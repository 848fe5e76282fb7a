import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { FileList } from "~/components/injury/injury-form-parts";
import {
  MattersInTrustTable,
  OpenLedgerForm,
  TrustAccountsList,
} from "~/components/money/trust-overview";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import type { action, loader } from "~/screens/trust.server";

// The loader and action live in a server module: the page's JavaScript loads none of what they
// import.
export { action, loader } from "~/screens/trust.server";

export const meta: MetaFunction<typeof loader> = ({ matches }) => pageTitle(matches, "Trust");

/**
 * The client trust ledger (issue 41): the matters holding money in trust, each with its ledger,
 * and the firm's trust accounts (an administrator opens them here).
 */
export default function TrustPage() {
  const { matters, accounts, opensAccounts, caseAsked, caseProblem } =
    useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <ScreenHeading title="Trust">
        Clients&apos; money held in trust, matter by matter: only cleared funds are paid out, and
        never more than a matter holds.
      </ScreenHeading>
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          <FileList id="matters-in-trust-title" title="Matters in trust">
            <div className="mb-4">
              <OpenLedgerForm asked={caseAsked} problem={caseProblem} />
            </div>
            <MattersInTrustTable
              matters={matters.matters}
              page={matters.page}
              pageCount={matters.pageCount}
            />
          </FileList>
        </div>
        <TrustAccountsList accounts={accounts} opensAccounts={opensAccounts} reply={reply} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
