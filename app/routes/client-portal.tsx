import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { NotificationsCard } from "~/components/notifications-card";
import { CaseSummary, CaseSwitcher, CaseTimeline } from "~/components/portal/case-overview";
import { CommunicationsPanel } from "~/components/portal/communications-panel";
import { DocumentsPanel } from "~/components/portal/documents-panel";
import { ScreenHeading } from "~/components/screen-heading";
import { TabNav } from "~/components/tab-nav";
import { getVisibleCase, listCaseEvents, listClientCases } from "~/services/cases.server";
import { listCaseCommunications, sendClientMessage } from "~/services/communications.server";
import { listCaseDocuments } from "~/services/documents.server";
import { requireUser } from "~/services/guard.server";
import { listNotifications } from "~/services/notifications.server";
import { redirectWithToast } from "~/services/toast.server";
import { logger } from "~/utils/logger.server";
import { ClientMessageSchema } from "~/utils/portal-schemas";
import { ServiceError } from "~/utils/service-error";

export const meta: MetaFunction = () => [{ title: "Client Portal" }];

const TABS = [
  { id: "overview", label: "Overview" },
  { id: "communications", label: "Communications" },
  { id: "documents", label: "Documents" },
  { id: "notifications", label: "Notifications" },
] as const;
type Tab = (typeof TABS)[number]["id"];

const notFound = () => new Response("Not Found", { status: 404 });

/** The tab's link, keeping the chosen case. */
function tabHref(tab: Tab, caseId: number | null) {
  const params = new URLSearchParams();
  if (caseId !== null) params.set("case", String(caseId));
  if (tab !== "overview") params.set("tab", tab);
  const search = params.toString();
  return `/client-portal${search ? `?${search}` : ""}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { roles: ["client"] });
  const url = new URL(request.url);
  const tab: Tab = TABS.find((t) => t.id === url.searchParams.get("tab"))?.id ?? "overview";
  const filter: "all" | "unread" = url.searchParams.get("filter") === "unread" ? "unread" : "all";
  const cases = await listClientCases(user);
  const caseParam = url.searchParams.get("case");
  // Another client's case is answered exactly like one that does not exist.
  const selected = caseParam
    ? await getVisibleCase(user, Number(caseParam)).catch((error: unknown) => {
        throw error instanceof ServiceError && error.status === 404 ? notFound() : error;
      })
    : (cases[0] ?? null);
  const id = selected?.id;
  return {
    tab,
    filter,
    cases,
    selected,
    events: id && tab === "overview" ? await listCaseEvents(user, id) : [],
    communications: id && tab === "communications" ? await listCaseCommunications(user, id) : [],
    documents: id && tab === "documents" ? await listCaseDocuments(user, id) : [],
    notifications:
      tab === "notifications"
        ? await listNotifications(user.id, { unreadOnly: filter === "unread" })
        : [],
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, { roles: ["client"] });
  const formData = await request.formData();
  if (formData.get("intent") !== "send-message")
    throw new Response("Unknown action", { status: 400 });
  const submission = parseWithZod(formData, { schema: ClientMessageSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  try {
    await sendClientMessage(user, submission.value);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw notFound();
    if (error instanceof ServiceError) {
      return data(
        {
          result: submission.reply({ formErrors: [error.message], fieldErrors: error.fieldErrors }),
        },
        { status: error.status },
      );
    }
    logger.error("sending a client message failed", { userId: user.id, error });
    return data(
      { result: submission.reply({ formErrors: ["Failed to send message. Please try again."] }) },
      { status: 500 },
    );
  }
  return redirectWithToast(
    tabHref("communications", submission.value.caseId),
    { title: "Message sent", description: "Your legal team has been notified." },
    { secure: context.secure },
  );
}

export default function ClientPortal() {
  const { tab, filter, cases, selected, events, communications, documents, notifications } =
    useLoaderData<typeof loader>();
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
        label="Portal sections"
        current={tab}
        items={TABS.map((item) => ({
          id: item.id,
          label: item.label,
          to: tabHref(item.id, caseParamFor(item.id, caseId, cases.length)),
          tour: item.id === "communications" ? "portal-communications" : undefined,
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
        <NoCaseYet />
      ) : tab === "overview" ? (
        <>
          <CaseSummary legalCase={selected} />
          <CaseTimeline events={events} />
        </>
      ) : tab === "communications" ? (
        <CommunicationsPanel
          caseId={selected.id}
          communications={communications}
          lastResult={actionData?.result}
        />
      ) : (
        <section aria-labelledby="documents-title">
          <h2 id="documents-title" className="mb-3 text-lg font-semibold text-slate-900">
            Documents for {selected.title}
          </h2>
          <DocumentsPanel documents={documents} />
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
    <section className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-slate-900">You have no cases yet</h2>
      <p className="mt-2 text-slate-700">
        Tell our AI intake assistant what happened and it will open a case for you.
      </p>
      <Link
        to="/ai-intake"
        className="mt-4 inline-block rounded-md bg-blue-900 px-4 py-2 font-semibold text-white"
      >
        Start an AI intake
      </Link>
    </section>
  );
}
