import { Suspense, lazy } from "react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CaseFacts } from "~/components/cases/case-facts";
import { CaseChangeForm, CaseEventForm } from "~/components/cases/case-forms";
import { GeneralErrorBoundary } from "~/components/error-page";
import { CaseTimeline } from "~/components/portal/case-overview";
import { CommunicationsPanel } from "~/components/portal/communications-panel";
import { DocumentsPanel } from "~/components/portal/documents-panel";
import { InvitationLink } from "~/components/invitation-link";
import { ScreenHeading } from "~/components/screen-heading";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import { TabNav, TabPanel } from "~/components/ui/tab-nav";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { updateCase } from "~/services/case-changes.server";
import { addCaseEvent, listCaseEvents } from "~/services/case-timeline.server";
import { findVisibleCase, getCaseDetail } from "~/services/cases.server";
import { createTask, listCaseTasks } from "~/services/collaboration/tasks.server";
import {
  listCaseCommunications,
  sendCaseMessage,
  unreadMessageCounts,
} from "~/services/communications.server";
import { addCaseDocument, listCaseDocuments } from "~/services/documents.server";
import { reinviteClient } from "~/services/invitations.server";
import { decideConflict } from "~/services/conflict-checks.server";
import { ConflictBadge } from "~/components/conflicts/conflict-badge";
import { CONFLICT_LABELS } from "~/utils/parties";
import { addCaseParty, listCaseParties, removeCaseParty } from "~/services/parties.server";
import { listStaff } from "~/services/people.server";
import { getSettings } from "~/services/settings.server";
import { CASE_TABS, caseUrl, type CaseTab } from "~/utils/case-urls";
import {
  CaseEventSchema,
  CaseMessageSchema,
  CaseUpdateSchema,
  ConflictDecisionFormSchema,
  PartySchema,
  collaborationSchemas,
} from "~/utils/form-schemas.server";
import { NO_FIELDS } from "~/utils/form-specs";
import { fullName } from "~/utils/person";
import { can } from "~/utils/policy";
import { pageTitle } from "~/components/screen-heading";

// The Tasks and Parties tabs are the firm's alone: their code comes with them, not with the page.
const CaseParties = lazy(() =>
  import("~/components/cases/case-parties").then((module) => ({ default: module.CaseParties })),
);
const CaseTasks = lazy(() =>
  import("~/components/cases/case-tasks").then((module) => ({ default: module.CaseTasks })),
);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data ? `Case #${data.legalCase.id}: ${data.legalCase.title}` : "Case");

const parseTab = (value: string | null): CaseTab =>
  CASE_TABS.find((tab) => tab.id === value)?.id ?? "overview";

/**
 * One case for its attorney (every case for an administrator): its tabs are URL state, and each
 * loads only its own records. Opening Messages marks the client's messages read.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "cases", async ({ user, params, url }) => {
    const tab = parseTab(url.searchParams.get("tab"));
    const legalCase = await getCaseDetail(user, params.caseId);
    const id = legalCase.id;
    const owners = { clientId: legalCase.clientId, staffId: legalCase.staffId };
    const may = {
      update: can(user, "update", "case", owners),
      reassign: can(user, "reassign", "case"),
      message: can(user, "message", "case", owners),
      addDocument: can(user, "addDocument", "case", owners),
      tasks: can(user, "read", "task"),
      parties: can(user, "parties", "case", owners),
    };
    const [settings, unread] = await Promise.all([getSettings(), unreadMessageCounts([id])]);
    return {
      tab,
      legalCase,
      may,
      timeZone: settings.timeZone,
      unreadMessages: unread.get(id) ?? 0,
      attorneys: tab === "overview" && may.reassign ? await listStaff(user) : [],
      events: tab === "timeline" ? await listCaseEvents(user, id) : [],
      // The thread reads oldest first; the client's unread ones come marked once, then are read.
      messages:
        tab === "messages"
          ? (await listCaseCommunications(user, id, { markRead: true })).reverse()
          : [],
      documents: tab === "documents" ? await listCaseDocuments(user, id) : [],
      tasks: tab === "tasks" && may.tasks ? await listCaseTasks(user, id) : [],
      parties: tab === "parties" && may.parties ? await listCaseParties(user, id) : [],
    };
  });

export const action = (args: ActionFunctionArgs) =>
  screenAction(
    args,
    "cases",
    (intent) => ({
      "update-case": intent(CaseUpdateSchema, async ({ user, params, value, redirect }) => {
        const { case: legalCase, changes } = await updateCase(user, params.caseId, value);
        return redirect(
          caseUrl(legalCase.id),
          changes.length > 0
            ? {
                title: "Case updated",
                description: `${changes.join(". ")}. The client has been notified.`,
              }
            : { title: "Nothing to change", description: "The case already had these values." },
        );
      }),
      "add-event": intent(
        CaseEventSchema,
        async ({ user, params, value, redirect }) => {
          const event = await addCaseEvent(user, params.caseId, value);
          return redirect(
            caseUrl(event.caseId, "timeline"),
            event.sharedWithClient
              ? {
                  title: "Event added",
                  description: `${event.title}. The client has been notified.`,
                }
              : {
                  title: "Internal note added",
                  description: `${event.title}. Only the firm sees it.`,
                },
          );
        },
        { creates: true },
      ),
      "send-message": intent(
        CaseMessageSchema,
        async ({ user, params, value, redirect }) => {
          const message = await sendCaseMessage(user, params.caseId, value);
          return redirect(caseUrl(message.caseId, "messages"), {
            title: "Reply sent",
            description: "The client has been notified.",
          });
        },
        { creates: true, failure: "Failed to send the reply. Please try again." },
      ),
      "upload-document": intent(
        null,
        async ({ user, params, upload, redirect }) => {
          const document = await addCaseDocument(user, { caseId: params.caseId }, upload!);
          return redirect(caseUrl(document.caseId, "documents"), {
            title: "Document uploaded.",
            description: `${document.fileName} is shared with the client.`,
          });
        },
        {
          creates: true,
          upload: true,
          failure: "Failed to upload the document. Please try again.",
        },
      ),
      reinvite: intent(null, async ({ user, params, url }) => {
        const path = await reinviteClient(user, params.caseId);
        // Shown once, here (no redirect): the database keeps only the link's hash.
        return Response.json({ intent: "reinvite", invitationUrl: new URL(path, url.origin).href });
      }),
      "add-party": intent(
        PartySchema,
        async ({ user, params, value, redirect }) => {
          const party = await addCaseParty(user, params.caseId, value);
          return redirect(caseUrl(Number(party.caseId), "parties"), {
            title: "Party added",
            description: party.name,
          });
        },
        { creates: true },
      ),
      "decide-conflict": intent(
        ConflictDecisionFormSchema,
        async ({ user, params, value, redirect }) => {
          const legalCase = await findVisibleCase(user, params.caseId);
          const conflict = await decideConflict(user, { caseId: legalCase.id }, value);
          return redirect(caseUrl(legalCase.id, "parties"), {
            title: "Decision recorded",
            description: CONFLICT_LABELS[conflict.status],
          });
        },
      ),
      "remove-party": intent(null, async ({ user, params, formData, redirect }) => {
        const party = await removeCaseParty(user, params.caseId, formData.get("partyId"));
        return redirect(caseUrl(Number(party.caseId), "parties"), {
          title: "Party removed",
          description: `${party.name} stays in the history that conflict checks read.`,
        });
      }),
      "create-task": intent(
        collaborationSchemas.NewTaskSchema,
        async ({ user, params, value, redirect }) => {
          const legalCase = await findVisibleCase(user, params.caseId);
          const task = await createTask(user, { ...value, caseId: legalCase.id });
          return redirect(caseUrl(legalCase.id, "tasks"), {
            title: "Task created",
            description: task.title,
          });
        },
        { creates: true },
      ),
    }),
    { notFound: "page" },
  );

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
      <p className="mb-2 text-sm">
        <Link to="/cases" className="text-brand underline">
          Cases
        </Link>
        <span aria-hidden="true"> / </span>
        <span className="text-ink-muted">Case #{legalCase.id}</span>
      </p>
      <ScreenHeading title={`Case #${legalCase.id}: ${legalCase.title}`}>
        {legalCase.caseType} for {client}
        {legalCase.conflict ? (
          <>
            {" "}
            <ConflictBadge status={legalCase.conflict.status} />
          </>
        ) : null}
      </ScreenHeading>
      <TabNav label="Case sections" current={tab} items={tabs} panelId="case-panel" />
      <TabPanel id="case-panel" current={tab}>
        {tab === "overview" ? (
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <CaseFacts legalCase={legalCase} timeZone={timeZone} />
            </div>
            {may.update ? (
              <div className="space-y-6">
                <CaseChangeForm legalCase={legalCase} attorneys={data.attorneys} reply={reply} />
                {legalCase.client?.invited ? (
                  <Reinvite
                    name={legalCase.client.firstName}
                    invitationUrl={
                      reply && "invitationUrl" in reply ? String(reply.invitationUrl) : null
                    }
                  />
                ) : null}
              </div>
            ) : null}
          </div>
        ) : tab === "timeline" ? (
          <div className="grid gap-6 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <CaseTimeline events={data.events} timeZone={timeZone} className="" />
            </div>
            {may.update ? (
              <div className="lg:col-span-2">
                {/* A new key after each event added empties the form. */}
                <CaseEventForm key={lastEventId(data.events)} reply={reply} />
              </div>
            ) : null}
          </div>
        ) : tab === "messages" ? (
          <CommunicationsPanel
            caseId={legalCase.id}
            communications={data.messages}
            reply={reply}
            perspective="firm"
            canWrite={may.message}
            timeZone={timeZone}
          />
        ) : tab === "documents" ? (
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
              uploadIntro={`Share a file with ${client}: it appears in their portal and they are notified.`}
            />
          </section>
        ) : tab === "tasks" ? (
          <Suspense fallback={null}>
            <CaseTasks caseId={legalCase.id} tasks={data.tasks} reply={reply} />
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

/** A client the firm invited who has not set a password yet: a new link, shown once. */
function Reinvite({ name, invitationUrl }: { name: string; invitationUrl: string | null }) {
  const state = useIntentForm("reinvite", NO_FIELDS, null);
  return (
    <Card as="section" aria-labelledby="reinvite-title" pad="sm">
      <h2 id="reinvite-title" className="text-lg font-semibold text-ink">
        Client invitation
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {name} has not set a password yet. A new link replaces the ones sent before.
      </p>
      {invitationUrl ? (
        <InvitationLink url={invitationUrl} />
      ) : (
        <IntentForm state={state} className="mt-3">
          <Button variant="secondary" pending={state.pending} pendingText="Making...">
            New invitation link
          </Button>
        </IntentForm>
      )}
    </Card>
  );
}

const lastEventId = (events: ReadonlyArray<{ id: number }>) =>
  events.reduce((max, event) => Math.max(max, event.id), 0);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
