import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CasesTrail } from "~/components/cases/cases-trail";
import { GeneralErrorBoundary } from "~/components/error-page";
import { BillsSection } from "~/components/injury/bills-section";
import { ClaimsSection } from "~/components/injury/claims-section";
import { DamagesSummary } from "~/components/injury/damages-summary";
import { TreatmentSection } from "~/components/injury/treatment-section";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { TabNav, TabPanel } from "~/components/ui/tab-nav";
import type { action, loader } from "~/screens/injury-file.server";
import { INJURY_SECTIONS, caseUrl, injuryFileUrl } from "~/utils/case-urls";
import { fullName } from "~/utils/person";

// The loader and action live in a server module, so this page's JavaScript loads none of what
// they import; the page is its own route, so its code is its own chunk, not the case page's.
export { action, loader } from "~/screens/injury-file.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(
    matches,
    data ? `Injury file: Case #${data.legalCase.id}: ${data.legalCase.title}` : "Injury file",
  );

/** A case's personal-injury file (issue 40), for its attorney and administrators. */
export default function InjuryFilePage() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { legalCase, section, damages } = data;
  return (
    <>
      <CasesTrail here={`Case #${legalCase.id}`} />
      <ScreenHeading title={`Case #${legalCase.id}: ${legalCase.title}`}>
        {legalCase.caseType} for {fullName(legalCase.client) ?? "the client"}: injury file
      </ScreenHeading>
      <p className="mb-4">
        <Link to={caseUrl(legalCase.id)} className="font-medium text-brand underline">
          Back to the case
        </Link>
      </p>
      <DamagesSummary damages={damages} />
      <TabNav
        label="Injury file sections"
        current={section}
        panelId="injury-panel"
        items={INJURY_SECTIONS.map((item) => ({
          id: item.id,
          label: item.label,
          to: injuryFileUrl(legalCase.id, item.id),
        }))}
      />
      <TabPanel id="injury-panel" current={section}>
        {data.claims ? (
          <ClaimsSection claims={data.claims} notes={data.notes} reply={reply} />
        ) : null}
        {section === "treatment" && data.providers ? (
          <TreatmentSection
            providers={data.providers}
            requests={data.requests}
            damages={damages}
            reply={reply}
          />
        ) : null}
        {data.bills && data.liens ? (
          <BillsSection
            bills={data.bills}
            liens={data.liens}
            providers={data.providers?.items ?? []}
            damages={damages}
            reply={reply}
          />
        ) : null}
      </TabPanel>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
