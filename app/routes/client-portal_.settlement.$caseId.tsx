import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { SettlementStatement } from "~/components/money/settlement-statement";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { Card } from "~/components/ui/card";
import { CheckboxField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import type { action, loader } from "~/screens/portal-settlement.server";
import { portalCaseUrl } from "~/utils/case-urls";
import { MONEY_FORM_SPECS } from "~/utils/money-form-specs";
import { portalTrustPath } from "~/utils/trust-report-paths";

export { action, loader } from "~/screens/portal-settlement.server";

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  pageTitle(matches, "Your settlement statement");

/**
 * The client's settlement statement (issue 41): every line of it, how the fee was figured, and,
 * while it waits for them, their approval (their name typed, their consent to sign
 * electronically) or a question to their attorney instead.
 */
export default function PortalSettlementPage() {
  const { legalCase, settlement, timeZone } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const state = useIntentForm("approve", MONEY_FORM_SPECS.approval, reply);
  return (
    <>
      <ScreenHeading title="Your settlement statement">{legalCase.title}</ScreenHeading>
      <p className="mb-4">
        <Link to={portalCaseUrl(legalCase.id)} className="font-medium text-brand underline">
          Back to your case
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to={portalTrustPath(legalCase.id)} className="font-medium text-brand underline">
          Your trust account ledger
        </Link>
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card as="section" aria-labelledby="statement-title" pad="sm" className="lg:col-span-2">
          <h2 id="statement-title" className="text-lg font-semibold text-ink">
            What the settlement pays, line by line
          </h2>
          <div className="mt-2">
            <SettlementStatement settlement={settlement} timeZone={timeZone} />
          </div>
          {settlement.status === "approved" ? (
            <p className="no-print mt-3">
              <a
                href={`/client-portal/settlement/${legalCase.id}/statement.pdf`}
                className="font-medium text-brand underline"
                download
              >
                Download the statement you approved (PDF)
              </a>
            </p>
          ) : null}
        </Card>
        {settlement.status === "ready" ? (
          <Card as="section" aria-labelledby="approve-title" pad="sm" className="no-print">
            <h2 id="approve-title" className="text-lg font-semibold text-ink">
              Approve the statement
            </h2>
            <p className="mt-2 text-sm text-ink">
              Typing your name below and pressing Approve is your electronic signature: it means you
              have read this statement and agree to the settlement being paid out as it says. The
              time, your name and the statement you approved are kept with your case. You can ask
              for a paper copy to sign instead.
            </p>
            <IntentForm
              state={state}
              submit="Approve"
              pendingText="Approving..."
              className="mt-3 space-y-4"
            >
              <TextField meta={state.fields.name} label="Your full name" autoComplete="name" />
              <CheckboxField
                meta={state.fields.consent}
                label="I agree to sign this statement electronically"
              />
            </IntentForm>
            <p className="mt-3 text-sm">
              Something not right?{" "}
              <Link
                to={portalCaseUrl(legalCase.id, "communications")}
                className="font-medium text-brand underline"
              >
                Ask your attorney a question
              </Link>
              .
            </p>
          </Card>
        ) : null}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
