import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CasesTrail } from "~/components/cases/cases-trail";
import { GeneralErrorBoundary } from "~/components/error-page";
import { CostsAndTime } from "~/components/money/costs-and-time";
import { MoneyLinks } from "~/components/money/money-links";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import type { action, costsLoader } from "~/screens/case-money.server";

// The Fees and costs page's action (a form posts to its own page); this page's own loader.
export { action, costsLoader as loader } from "~/screens/case-money.server";

export const meta: MetaFunction<typeof costsLoader> = ({ data, matches }) =>
  pageTitle(
    matches,
    data ? `Costs and time: Case #${data.legalCase.id}: ${data.legalCase.title}` : "Costs and time",
  );

/** A case's costs advanced and time spent (issue 41), for its attorney and administrators. */
export default function CaseCostsPage() {
  const { legalCase, costs, time } = useLoaderData<typeof costsLoader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <CasesTrail here={`Case #${legalCase.id}`} />
      <ScreenHeading title={`Case #${legalCase.id}: ${legalCase.title}`}>
        {legalCase.caseType}: costs and time
      </ScreenHeading>
      <MoneyLinks caseId={legalCase.id} here="costs" />
      <CostsAndTime costs={costs} time={time} reply={reply} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
