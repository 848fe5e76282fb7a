import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { PortalTrustLedger } from "~/components/money/portal-trust-ledger";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import type { loader } from "~/screens/portal-trust.server";

export { loader } from "~/screens/portal-trust.server";

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  pageTitle(matches, "Your trust account ledger");

/**
 * The client's trust lines (issue 41): the money the firm holds in trust for their case, each
 * deposit, payment and reversal with its day, who paid or was paid, the amount and the balance
 * after it. Only their own case's (another's is 404), and none of the firm's notes.
 */
export default function PortalTrustPage() {
  const ledger = useLoaderData<typeof loader>();
  return (
    <>
      <ScreenHeading title="Your trust account ledger">{ledger.legalCase.title}</ScreenHeading>
      <p className="mb-4">
        <Link
          to={`/client-portal?case=${ledger.legalCase.id}`}
          className="font-medium text-brand underline"
        >
          Back to your case
        </Link>
      </p>
      <PortalTrustLedger ledger={ledger} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
