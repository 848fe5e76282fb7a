import { Suspense, lazy } from "react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { NotificationsCard } from "~/components/notifications-card";
import { CaseSummary, CaseSwitcher, CaseTimeline } from "~/components/portal/case-overview";
import { FormsToFill } from "~/components/portal/forms-to-fill";
import { ScreenHeading } from "~/components/screen-heading";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { upcomingCaseEvents } from "~/services/calendar/events.server";
import { getSettings } from "~/services/settings.server";
import { EventList } from "~/components/calendar/event-list";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TabNav } from "~/components/ui/tab-nav";
import { listCaseForms } from "~/services/case-forms.server";
import { listCaseEvents } from "~/services/case-timeline.server";
import { clientCaseView, getVisibleCase, listCases } from "~/services/cases.server";
import { listCaseThread, sendClientMessage } from "~/services/communications.server";
import { addCaseDocument, listCaseDocuments } from "~/services/documents.server";
import { listPublishedForms } from "~/services/forms.server";
import { listNotifications } from "~/services/notifications.server";
import {
  CaseDocumentSchema,
  ClientMessageSchema,
  ClientProviderFormSchema,
} from "~/utils/form-schemas.server";
import {
  addProvider,
  listProviders,
  type ClientProvider,
} from "~/services/injury/providers.server";
import { pageTitle } from "~/components/screen-heading";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Client Portal");

// The Communications and Documents tabs bring their code when they are opened, not with the page
// (decision 005): the server renders them whole, and hydration waits for their code.
const CommunicationsPanel = lazy(() =>
  import("~/components/portal/communications-panel").then((module) => ({
    default: module.CommunicationsPanel,
  })),
);
const DocumentsPanel = lazy(() =>
  import("~/components/portal/documents-panel").then((module) => ({
    default: module.DocumentsPanel,
  })),
);

const ProvidersPanel = lazy(() =>
  import("~/components/portal/providers-panel").then((module) => ({
    default: module.ProvidersPanel,
  })),
);

const TABS = [
  { id: "overview", label: "Overview" },
  { id: "communications", label: "Communications" },
  { id: "documents", label: "Documents" },
  { id: "treatment", label: "Your doctors" },
  { id: "notifications", label: "Notifications" },
] as const;
type Tab = (typeof TABS)[number]["id"];

/** The tab's link, keeping the chosen case. */
function tabHref(tab: Tab, caseId: number | null) {
  const params = new URLSearchParams();
  if (caseId !== null) params.set("case", String(caseId));
  if (tab !== "overview") params.set("tab", tab);
  const search = params.toString();
  return `/client-portal${search ? `?${search}` : ""}`;
}

export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "clientPortal", async ({ user, url }) => {
    const tab: Tab = TABS.find((t) => t.id === url.searchParams.get("tab"))?.id ?? "overview";
    const filter: "all" | "unread" = url.searchParams.get("filter") === "unread" ? "unread" : "all";
    const cases = await listCases(user);
    const caseParam = url.searchParams.get("case");
    // Another client's case is answered exactly like one that does not exist.
    const selected = caseParam ? await getVisibleCase(user, caseParam) : (cases[0] ?? null);
    const id = selected?.id;
    return {
      tab,
      filter,
      // The firm's own fields (its priority) never reach the client's page, nor its .data.
      cases: cases.map(clientCaseView),
      selected: selected && clientCaseView(selected),
      events: id && tab === "overview" ? await listCaseEvents(user, id) : [],
      // The hearings and meetings the firm shared, from today on (issue 38).
      upcoming: id && tab === "overview" ? await upcomingCaseEvents(user, id) : [],
      timeZone: tab === "overview" ? (await getSettings()).timeZone : "UTC",
      communications: id && tab === "communications" ? await listCaseThread(user, id) : [],
      documents: id && tab === "documents" ? await listCaseDocuments(user, id) : [],
      // The client's view of the injury file (issue 40): their providers, no amounts.
      providers:
        id && tab === "treatment"
          ? ((await listProviders(user, id)).items as ClientProvider[])
          : [],
      forms: tab === "overview" ? await listPublishedForms(user, { limit: 20 }) : [],
      // Forms the legal team sent for this case, still waiting for the client's answers.
      askedForms: id && tab === "overview" ? await listCaseForms(user, id) : [],
      notifications:
        tab === "notifications"
          ? await listNotifications(user, { unreadOnly: filter === "unread" })
          : [],
    };
  });

export const action = (args: ActionFunctionArgs) =>
  screenAction(
    args,

    "clientPortal",
    (intent) => ({
      "send-message": intent(
        ClientMessageSchema,
        async ({ user, value, redirect }) => {
          await sendClientMessage(user, value);
          return redirect(tabHref("communications", value.caseId), {
            title: "Message sent",
            description: "Your legal team has been notified.",
          });
        },
        { creates: true, failure: "Failed to send message. Please try again." },
      ),
      "add-provider": intent(
        ClientProviderFormSchema,
        async ({ user, value, redirect }) => {
          const provider = await addProvider(user, value.caseId, value);
          return redirect(tabHref("treatment", value.caseId), {
            title: "Provider added",
            description: `${provider.name}: your legal team will ask for their records.`,
          });
        },
        { creates: true },
      ),
      "upload-document": intent(
        CaseDocumentSchema,
        async ({ user, value, upload, redirect }) => {
          const document = await addCaseDocument(user, value, upload!);
          return redirect(tabHref("documents", value.caseId), {
            title: "Document uploaded.",
            description: `${document.fileName} was added to your case.`,
          });
        },
        {
          creates: true,
          upload: true,
          failure: "Failed to upload the document. Please try again.",
        },
      ),
    }),
    { notFound: "page" },
  );

export default function ClientPortal() {
  const {
    tab,
    filter,
    cases,
    selected,
    events,
    communications,
    documents,
    providers,
    notifications,
    forms,
    askedForms,
    upcoming,
    timeZone,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const caseId = selected?.id ?? null;
  const switchingFilter =
    navigation.state === "loading" &&
    navigation.location.pathname === "/client-portal" &&
    new URLSearchParams(navigation.location.search).get("tab") === "notifications";
  return (
    <>
      <ScreenHeading title="Client Portal">
        Follow your case, read updates from your legal team and share documents.
      </ScreenHeading>
      {cases.length > 1 && selected ? (
        <CaseSwitcher cases={cases} selectedId={selected.id} tab={tab} />
      ) : null}
      <TabNav
        id="portal-sections"
        label="Portal sections"
        current={tab}
        items={TABS.map((item) => ({
          id: item.id,
          label: item.label,
          to: tabHref(item.id, caseParamFor(item.id, caseId, cases.length)),
          tour: `portal-${item.id}`,
        }))}
      />
      {tab === "notifications" ? (
        <section aria-label="Notifications" className="max-w-3xl">
          <NotificationsCard
            filter={filter}
            items={notifications}
            links={{
              all: "/client-portal?tab=notifications",
              unread: "/client-portal?tab=notifications&filter=unread",
            }}
            loading={switchingFilter}
          />
        </section>
      ) : !selected ? (
        <>
          <NoCaseYet />
          {tab === "overview" ? <FormsToFill forms={forms} /> : null}
        </>
      ) : tab === "overview" ? (
        <>
          <CaseSummary legalCase={selected} />
          {/* A plain link: the trust lines are a page of their own (issue 41). */}
          <p className="mb-6 mt-3">
            <Link
              to={`/client-portal/trust/${selected.id}`}
              className="font-medium text-brand underline"
            >
              Your trust account ledger
            </Link>
          </p>
          <section aria-labelledby="coming-up-title" className="mb-6">
            <h2 id="coming-up-title" className="mb-3 text-lg font-semibold text-ink">
              Coming up
            </h2>
            <EventList
              events={upcoming}
              timeZone={timeZone}
              firm={false}
              downloads
              empty="Nothing is scheduled on your case yet. Your legal team adds hearings and meetings here."
            />
          </section>
          <CaseTimeline events={events} />
          <FormsToFill forms={forms} asked={askedForms} caseTitle={selected.title} />
        </>
      ) : tab === "communications" ? (
        <Suspense fallback={null}>
          <CommunicationsPanel
            caseId={selected.id}
            communications={communications}
            reply={actionData}
          />
        </Suspense>
      ) : tab === "treatment" ? (
        <Suspense fallback={null}>
          <ProvidersPanel caseId={selected.id} providers={providers} reply={actionData} />
        </Suspense>
      ) : (
        <section aria-labelledby="documents-title">
          <h2 id="documents-title" className="mb-3 text-lg font-semibold text-ink">
            Documents for {selected.title}
          </h2>
          <Suspense fallback={null}>
            <DocumentsPanel
              caseId={selected.id}
              documents={documents}
              uploadAction={tabHref("documents", selected.id)}
              reply={actionData}
            />
          </Suspense>
        </section>
      )}
    </>
  );
}

/** With one case the URL need not name it; with several it keeps the one being looked at. */
function caseParamFor(tab: Tab, caseId: number | null, caseCount: number) {
  return tab === "notifications" || caseCount < 2 ? null : caseId;
}

function NoCaseYet() {
  return (
    <Card as="section" id="case-overview" pad="lg" aria-labelledby="no-case-title">
      <h2 id="no-case-title" className="text-lg font-semibold text-ink">
        You have no cases yet
      </h2>
      <p className="mt-2 text-ink-muted">
        Tell our AI intake assistant what happened and it will open a case for you.
      </p>
      <ButtonLink to="/ai-intake" className="mt-4">
        Start an AI intake
      </ButtonLink>
    </Card>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
