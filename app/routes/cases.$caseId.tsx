import { Suspense, lazy } from "react";
import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CasesTrail } from "~/components/cases/cases-trail";
import { CaseFacts } from "~/components/cases/case-facts";
import { CaseChangeForm } from "~/components/cases/case-forms";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading } from "~/components/screen-heading";
import { TabNav, TabPanel } from "~/components/ui/tab-nav";
import { ConflictBadge } from "~/components/conflicts/conflict-badge";
import type { action, loader } from "~/screens/case-page.server";
import { CASE_TABS, caseUrl, injuryFileUrl } from "~/utils/case-urls";
import type { NewInvitation } from "~/utils/invitation-words";
import { fullName } from "~/utils/person";
import { pageTitle } from "~/components/screen-heading";

// The loader and action live in a server module, so the page's JavaScript loads none of what
// they import (app/screens/case-page.server.ts).
export { action, loader } from "~/screens/case-page.server";

// Each tab but the Overview brings its code when it is opened, not with the page (decision 005):
// the server renders it whole, and hydration waits for its code.
const named = <K extends string, C>(load: Promise<Record<K, C>>, name: K) =>
  load.then((module) => ({ default: module[name] }));
const TimelineTab = lazy(() => named(import("~/components/cases/timeline-tab"), "TimelineTab"));
const CommunicationsPanel = lazy(() =>
  named(import("~/components/portal/communications-panel"), "CommunicationsPanel"),
);
const DocumentsPanel = lazy(() =>
  named(import("~/components/portal/documents-panel"), "DocumentsPanel"),
);
const CaseParties = lazy(() => named(import("~/components/cases/case-parties"), "CaseParties"));
const CaseTasks = lazy(() => named(import("~/components/cases/case-tasks"), "CaseTasks"));
// The Overview's Forms card too: the page's own code stays within its budget.
const CaseSentForms = lazy(() =>
  named(import("~/components/cases/case-sent-forms"), "CaseSentForms"),
);
const DatesTab = lazy(() => named(import("~/components/cases/case-dates-tab"), "DatesTab"));
const InjuryOverviewCard = lazy(() =>
  named(import("~/components/injury/injury-overview-card"), "InjuryOverviewCard"),
);
// Shown to a case awaiting the firm's acceptance, and to one whose client has not signed up yet.
const CaseAcceptance = lazy(() =>
  named(import("~/components/cases/case-acceptance"), "CaseAcceptance"),
);
const ClientReinvite = lazy(() =>
  named(import("~/components/cases/client-reinvite"), "ClientReinvite"),
);
const CaseDetailsForm = lazy(() =>
  named(import("~/components/cases/case-details-form"), "CaseDetailsForm"),
);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data ? `Case #${data.legalCase.id}: ${data.legalCase.title}` : "Case");

export default function CasePage() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { tab, legalCase, may, timeZone } = data;
  const client = fullName(legalCase.client) ?? "the client";
  const tabs = CASE_TABS.filter(
    (item) => (item.id !== "tasks" || may.tasks) && (item.id !== "parties" || may.parties),
  ).map((item) => ({
    id: item.id,
    label:
      // Opening the tab reads them: its own label no longer counts them.
      item.id === "messages" && data.unreadMessages > 0 && tab !== "messages"
        ? `Messages (${data.unreadMessages} unread)`
        : item.label,
    to: caseUrl(legalCase.id, item.id),
  }));
  return (
    <>
      <CasesTrail here={`Case #${legalCase.id}`} />
      <ScreenHeading title={`Case #${legalCase.id}: ${legalCase.title}`}>
        {legalCase.caseType} for {client}
        {legalCase.conflict ? (
          <>
            {" "}
            <ConflictBadge status={legalCase.conflict.status} />
          </>
        ) : null}
      </ScreenHeading>
      {legalCase.possibleDuplicates && legalCase.possibleDuplicates.length > 0 ? (
        <ul aria-label="Possible duplicates" className="mb-4 space-y-1 text-sm">
          {legalCase.possibleDuplicates.map((other) => (
            <li
              key={other.id}
              className="rounded-control border border-brand bg-brand-soft px-3 py-2 text-ink"
            >
              Same client, incident within 7 days:{" "}
              <Link to={caseUrl(other.id)} className="font-medium text-brand underline">
                Possible duplicate of Case #{other.id}
              </Link>{" "}
              ({other.title})
            </li>
          ))}
        </ul>
      ) : null}
      <TabNav label="Case sections" current={tab} items={tabs} panelId="case-panel" />
      {may.injuryFile || may.money ? (
        // Their own pages (their code is not the case page's): plain links beside the tabs.
        <p className="-mt-4 mb-6 flex flex-wrap gap-x-6">
          {may.injuryFile ? (
            <Link to={injuryFileUrl(legalCase.id)} className="font-medium text-brand underline">
              Injury file
            </Link>
          ) : null}
          {may.money ? (
            <Link
              to={`${caseUrl(legalCase.id)}/money`}
              className="font-medium text-brand underline"
            >
              Fees and costs
            </Link>
          ) : null}
        </p>
      ) : null}
      <TabPanel id="case-panel" current={tab}>
        {tab === "overview" ? (
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <CaseFacts legalCase={legalCase} timeZone={timeZone} />
            </div>
            {may.update ? (
              <div className="space-y-6">
                {data.injury ? (
                  <Suspense fallback={null}>
                    <InjuryOverviewCard caseId={legalCase.id} damages={data.injury} />
                  </Suspense>
                ) : null}
                {legalCase.status === "awaiting_acceptance" ? (
                  <Suspense fallback={null}>
                    <CaseAcceptance legalCase={legalCase} reply={reply} />
                  </Suspense>
                ) : null}
                {data.editing || reply?.intent === "edit-details" ? (
                  <Suspense fallback={null}>
                    <CaseDetailsForm legalCase={legalCase} reply={reply} />
                  </Suspense>
                ) : (
                  <p>
                    <Link
                      to={`${caseUrl(legalCase.id)}?edit=details`}
                      className="font-medium text-brand underline"
                    >
                      Edit details
                    </Link>{" "}
                    <span className="text-sm text-ink-muted">
                      (title, description, practice area)
                    </span>
                  </p>
                )}
                {/* A new key after each change unticks "Tell the client" again. */}
                <CaseChangeForm
                  key={legalCase.updatedAt}
                  legalCase={legalCase}
                  attorneys={data.attorneys}
                  reply={reply}
                />
                <Suspense fallback={null}>
                  <CaseSentForms
                    sent={data.sentForms}
                    published={data.publishedForms}
                    closed={legalCase.status === "closed" || legalCase.status === "completed"}
                    timeZone={timeZone}
                    reply={reply}
                  />
                </Suspense>
                {legalCase.client?.invited ? (
                  <Suspense fallback={null}>
                    <ClientReinvite
                      name={legalCase.client.firstName}
                      invitation={
                        reply && "invitation" in reply ? (reply.invitation as NewInvitation) : null
                      }
                    />
                  </Suspense>
                ) : null}
              </div>
            ) : null}
          </div>
        ) : tab === "dates" ? (
          <Suspense fallback={null}>
            <DatesTab
              facts={{
                incidentDate: legalCase.incidentDate,
                jurisdiction: legalCase.jurisdiction,
                claimType: legalCase.claimType,
              }}
              limitation={legalCase.limitation ?? null}
              events={data.calendar}
              editing={data.editingEvent}
              attending={data.attending}
              calculator={data.calculator ?? { values: {}, result: null, errors: {} }}
              canEdit={may.update}
              timeZone={timeZone}
              reply={reply}
            />
          </Suspense>
        ) : tab === "timeline" ? (
          <Suspense fallback={null}>
            <TimelineTab
              calendar={data.calendar}
              events={data.events}
              timeZone={timeZone}
              canAdd={may.update}
              reply={reply}
            />
          </Suspense>
        ) : tab === "messages" ? (
          <Suspense fallback={null}>
            <CommunicationsPanel
              caseId={legalCase.id}
              communications={data.messages}
              reply={reply}
              perspective="firm"
              canWrite={may.message}
              timeZone={timeZone}
            />
          </Suspense>
        ) : tab === "documents" ? (
          <Suspense fallback={null}>
            <section aria-labelledby="case-documents-heading">
              <h2 id="case-documents-heading" className="mb-3 text-lg font-semibold text-ink">
                Documents
              </h2>
              <DocumentsPanel
                caseId={legalCase.id}
                documents={data.documents}
                uploadAction={caseUrl(legalCase.id, "documents")}
                reply={reply}
                canUpload={may.addDocument}
                sharing={{ canShare: may.update }}
                uploadIntro={`Add a file to the case. It is the firm's own unless you share it with ${client}, who then sees it in their portal and is notified.`}
              />
            </section>
          </Suspense>
        ) : tab === "tasks" ? (
          <Suspense fallback={null}>
            <CaseTasks
              caseId={legalCase.id}
              tasks={data.tasks}
              staff={data.attorneys}
              // The one adding it (a staff member), or for an administrator the case's attorney.
              assignee={data.me.role === "staff" ? data.me.id : legalCase.staffId}
              reply={reply}
            />
          </Suspense>
        ) : (
          <Suspense fallback={null}>
            <CaseParties
              parties={data.parties}
              reply={reply}
              timeZone={timeZone}
              conflict={legalCase.conflict ?? null}
              mayDecide={may.update}
            />
          </Suspense>
        )}
      </TabPanel>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
