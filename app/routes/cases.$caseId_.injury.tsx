import type { MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useMatches } from "@remix-run/react";
import { CasesTrail } from "~/components/cases/cases-trail";
import { GeneralErrorBoundary } from "~/components/error-page";
import { DamagesSummary } from "~/components/injury/damages-summary";
import type { InjurySectionHandle } from "~/components/injury/injury-frame";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { TabNav, TabPanel } from "~/components/ui/tab-nav";
import type { loader } from "~/screens/injury-file.server";
import { INJURY_SECTIONS, caseUrl, injuryFileUrl } from "~/utils/case-urls";
import { fullName } from "~/utils/person";

// The loader and action live in a server module, so this page's JavaScript loads none of what
// they import; the page is its own route, so its code is its own chunk, not the case page's, and
// each section is a route below it, so a section's page loads that section's code alone. The
// action is the sections' (a form posted to the frame's own address lands here).
export { action, loader } from "~/screens/injury-file.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(
    matches,
    data ? `Injury file: Case #${data.legalCase.id}: ${data.legalCase.title}` : "Injury file",
  );

/** A case's personal-injury file (issue 40), for its attorney and administrators. */
export default function InjuryFilePage() {
  const { legalCase, damages } = useLoaderData<typeof loader>();
  const section =
    useMatches()
      .map((match) => (match.handle as Partial<InjurySectionHandle> | undefined)?.injurySection)
      .filter(Boolean)
      .pop() ?? "claims";
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
        <Outlet />
      </TabPanel>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
