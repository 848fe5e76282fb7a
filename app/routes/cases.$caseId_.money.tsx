import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CasesTrail } from "~/components/cases/cases-trail";
import { GeneralErrorBoundary } from "~/components/error-page";
import { FeeAgreementCard } from "~/components/money/fee-agreement-card";
import { MoneyLinks } from "~/components/money/money-links";
import { SettlementCard } from "~/components/money/settlement-card";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import type { action, loader } from "~/screens/case-money.server";

// The loader and action live in a server module, so this page's JavaScript loads none of what
// they import; the page is its own route, so its code is its own chunk.
export { action, loader } from "~/screens/case-money.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(
    matches,
    data ? `Fees and costs: Case #${data.legalCase.id}: ${data.legalCase.title}` : "Fees and costs",
  );

/**
 * A case's money (issue 41), for its attorney and administrators: the fee and the settlement
 * statement (the costs and time are a page of their own, with their own code).
 */
export default function CaseMoneyPage() {
  const { legalCase, fee, settlement, timeZone } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <CasesTrail here={`Case #${legalCase.id}`} />
      <ScreenHeading title={`Case #${legalCase.id}: ${legalCase.title}`}>
        {legalCase.caseType}: fees and costs
      </ScreenHeading>
      <MoneyLinks caseId={legalCase.id} here="fees" />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="xl:col-span-1">
          <FeeAgreementCard fee={fee} reply={reply} />
        </div>
        <div className="xl:col-span-2">
          <SettlementCard
            caseId={legalCase.id}
            settlement={settlement}
            timeZone={timeZone}
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
