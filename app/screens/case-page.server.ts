/**
 * The case page's loader and action; its route module (routes/cases.$caseId.tsx) re-exports them,
 * so the page's JavaScript carries none of what they import (decision 005; as the dashboard's).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { decideAcceptance } from "~/services/case-acceptance.server";
import { updateCase } from "~/services/case-changes.server";
import { formsToSend, listCaseForms, sendFormToCase } from "~/services/case-forms.server";
import { addCaseEvent, listCaseEvents } from "~/services/case-timeline.server";
import { findVisibleCase, getCaseDetail } from "~/services/cases.server";
import { createTask, listCaseTasks } from "~/services/collaboration/tasks.server";
import {
  listCaseThread,
  sendCaseMessage,
  unreadMessageCounts,
} from "~/services/communications.server";
import {
  addCaseDocument,
  listCaseDocuments,
  setDocumentSharing,
} from "~/services/documents.server";
import { reinviteClient } from "~/services/invitations.server";
import { decideConflict } from "~/services/conflict-checks.server";
import { CONFLICT_LABELS } from "~/utils/parties";
import { addCaseParty, listCaseParties, removeCaseParty } from "~/services/parties.server";
import { resolveStaffList, staffByIds, staffChoices } from "~/services/people.server";
import { getSettings } from "~/services/settings.server";
import { CASE_TABS, caseUrl, type CaseTab } from "~/utils/case-urls";
import {
  CaseDetailsSchema,
  CaseDocumentSchema,
  CaseEventSchema,
  CaseMessageSchema,
  CaseFactsSchema,
  CaseUpdateSchema,
  ConflictDecisionFormSchema,
  SaveDeadlineSchema,
  ScheduleEventSchema,
  SetLimitationSchema,
  DeclineCaseSchema,
  DocumentSharingSchema,
  PartySchema,
  SendFormSchema,
  collaborationSchemas,
} from "~/utils/form-schemas.server";
import { can } from "~/utils/policy";
import { formatDay } from "~/utils/format";
import {
  caseCalendar,
  createCalendarEvent,
  deleteCalendarEvent,
  updateCalendarEvent,
  type PublicCalendarEvent,
} from "~/services/calendar/events.server";
import { wallClockOf } from "~/utils/zone-calendar";
import { saveDeadline, countDeadline } from "~/services/calendar/deadlines.server";
import { decideLimitation } from "~/services/calendar/limitation.server";
import { ServiceError } from "~/utils/service-error";
import { fullName } from "~/utils/person";
import type { PublicUser } from "~/services/auth.server";
import { damagesOf } from "~/services/injury/damages.server";

/** An event of the case as the Dates tab's form shows it to be changed (a limitation date is not). */
function eventToEdit(events: PublicCalendarEvent[], asked: string | null, zone: string) {
  const event = asked ? events.find((item) => String(item.id) === asked) : undefined;
  if (!event || event.type === "limitation") return null;
  const start = wallClockOf(new Date(event.startsAt), zone);
  return {
    id: event.id,
    type: event.type,
    title: event.title,
    startsAt: event.day,
    startTime: event.allDay ? "" : start.time,
    endTime: event.endsAt && !event.allDay ? wallClockOf(new Date(event.endsAt), zone).time : "",
    allDay: event.allDay,
    location: event.location ?? "",
    attendeeIds: (event.attendeeIds ?? []).map(String),
    sharedWithClient: event.sharedWithClient,
    reminderDays: (event.reminderDays ?? []).join(", "),
  };
}
export type EventToEdit = NonNullable<ReturnType<typeof eventToEdit>>;

/** An attorney the Dates tab's form offers to tick as attending. */
export interface AttendeeChoice {
  id: number;
  name: string;
}

/**
 * Whom the Schedule form ticks: the case's team (its attorney), and everyone already attending
 * the event it changes, so no one is dropped unseen. The firm's other attorneys are typed by name
 * (Other attendees): a firm of any size costs the tab no list of it.
 */
async function attendeeChoices(
  user: PublicUser,
  legalCase: { staffId?: number | null; staffName?: string | null },
  editing: EventToEdit | null,
): Promise<AttendeeChoice[]> {
  const team: AttendeeChoice[] =
    legalCase.staffId && legalCase.staffName
      ? [{ id: legalCase.staffId, name: legalCase.staffName }]
      : [];
  const others = (editing?.attendeeIds ?? [])
    .map(Number)
    .filter((id) => !team.some((person) => person.id === id));
  const attending = await staffByIds(user, others);
  return [...team, ...attending.map((person) => ({ id: person.id, name: fullName(person)! }))];
}

/**
 * The Schedule form's attendees: the ticked boxes' ids and the typed names' attorneys, once each;
 * a name that means no one or several refuses the form beside its box, and nothing is saved.
 */
async function attendeesPosted(
  user: PublicUser,
  value: { attendeeIds?: number[]; otherAttendees?: string[] },
) {
  const typed = await resolveStaffList(user, value.otherAttendees ?? []);
  if ("error" in typed) {
    throw new ServiceError(400, "Please correct the highlighted fields.", {
      otherAttendees: [typed.error],
    });
  }
  return [...new Set([...(value.attendeeIds ?? []), ...typed.ids])];
}

const CALCULATOR_FIELDS = ["trigger", "days", "direction", "count", "jurisdiction"] as const;

/**
 * The Dates tab's calculator is a GET form: its values are the URL's, its answer (or each
 * field's error) computed here, so it works without JavaScript and a count can be linked.
 */
function calculatorOf(url: URL) {
  const values: Record<string, string> = {};
  for (const name of CALCULATOR_FIELDS) {
    const value = url.searchParams.get(name);
    if (value !== null) values[name] = value;
  }
  if (values.trigger === undefined && values.days === undefined) {
    return { values, result: null, errors: {} };
  }
  try {
    return { values, result: countDeadline(values), errors: {} };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { values, result: null, errors: error.fieldErrors ?? {} };
  }
}

const sharingWords = (shared: boolean) =>
  shared ? "is shared with the client" : "is internal: only the firm sees it";

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
      injuryFile: can(user, "injuryFile", "case", owners),
      money: can(user, "money", "case", owners),
    };
    const [settings, unread] = await Promise.all([getSettings(), unreadMessageCounts([id])]);
    const calendar = tab === "timeline" || tab === "dates" ? await caseCalendar(user, id) : [];
    /** The event the Dates tab's form changes (URL state: `?tab=dates&edit={id}`). */
    const editingEvent =
      tab === "dates" && may.update
        ? eventToEdit(calendar, url.searchParams.get("edit"), settings.timeZone)
        : null;
    return {
      tab,
      legalCase,
      may,
      me: { id: user.id, role: user.role },
      /** The Overview's Edit details form is open (URL state: `?edit=details`). */
      editing: tab === "overview" && may.update && url.searchParams.get("edit") === "details",
      timeZone: settings.timeZone,
      unreadMessages: unread.get(id) ?? 0,
      /** The firm's attorneys: whom an administrator may give the case to, or assign a task to. */
      attorneys:
        (tab === "overview" && may.reassign) || (tab === "tasks" && may.tasks)
          ? await staffChoices(user)
          : { staff: [], complete: true },
      /** Whom the Dates tab's Schedule form ticks as attending: the case's team, and more. */
      attending:
        tab === "dates" && may.update ? await attendeeChoices(user, legalCase, editingEvent) : [],
      events: tab === "timeline" ? await listCaseEvents(user, id) : [],
      // The Timeline lists the case's dated events too; Dates, all of them with the calculator.
      calendar,
      editingEvent,
      calculator: tab === "dates" ? calculatorOf(url) : null,
      // The thread reads oldest first; the client's unread ones come marked once, then are read.
      messages: tab === "messages" ? await listCaseThread(user, id, { markRead: true }) : [],
      documents: tab === "documents" ? await listCaseDocuments(user, id) : [],
      tasks: tab === "tasks" && may.tasks ? await listCaseTasks(user, id) : [],
      parties: tab === "parties" && may.parties ? await listCaseParties(user, id) : [],
      // The Overview's Forms: what was sent to the client, and the firm's published forms to send.
      sentForms: tab === "overview" && may.update ? await listCaseForms(user, id) : [],
      publishedForms: tab === "overview" && may.update ? await formsToSend(user, id) : [],
      // The Overview's short word on the injury file (issue 40), from the same damages summary.
      injury: tab === "overview" && may.injuryFile ? await damagesOf(user, id) : null,
    };
  });

export const action = (args: ActionFunctionArgs) =>
  screenAction(
    args,
    "cases",
    (intent) => ({
      "update-case": intent(
        CaseUpdateSchema,
        async ({ user, params, value, redirect }) => {
          const {
            case: legalCase,
            changes,
            clientNotified,
          } = await updateCase(user, params.caseId, value);
          return redirect(
            caseUrl(legalCase.id),
            changes.length > 0
              ? {
                  title: "Case updated",
                  description: `${changes.join(". ")}. ${clientNotified ? "The client has been notified." : "Only the firm sees it on the timeline."}`,
                }
              : { title: "Nothing to change", description: "The case already had these values." },
          );
        },
        { staff: ["staffId"] },
      ),
      "save-facts": intent(CaseFactsSchema, async ({ user, params, value, redirect }) => {
        const { case: legalCase, changes } = await updateCase(user, params.caseId, value);
        return redirect(
          caseUrl(legalCase.id, "dates"),
          changes.length > 0
            ? { title: "Facts saved", description: "The limitation date was counted again." }
            : { title: "Nothing to change", description: "The case already had these facts." },
        );
      }),
      "confirm-limitation": intent(null, async ({ user, params, redirect }) => {
        const limitation = await decideLimitation(user, params.caseId, { decision: "confirm" });
        return redirect(caseUrl(Number(params.caseId), "dates"), {
          title: "Limitation date confirmed",
          description: `${formatDay(limitation.date)} (${limitation.rule}).`,
        });
      }),
      "set-limitation": intent(SetLimitationSchema, async ({ user, params, value, redirect }) => {
        const limitation = await decideLimitation(user, params.caseId, {
          decision: "set",
          ...value,
        });
        return redirect(caseUrl(Number(params.caseId), "dates"), {
          title: "Limitation date set",
          description: `${formatDay(limitation.date)}: ${limitation.reason}`,
        });
      }),
      "save-deadline": intent(
        SaveDeadlineSchema,
        async ({ user, params, value, redirect }) => {
          const event = await saveDeadline(user, params.caseId, value);
          return redirect(caseUrl(event.caseId, "dates"), {
            title: "Deadline saved",
            description: `${event.title}, ${formatDay(event.day)}.`,
          });
        },
        { creates: true },
      ),
      "schedule-event": intent(
        ScheduleEventSchema,
        async ({ user, params, value, redirect }) => {
          const { otherAttendees: _typed, ...fields } = value;
          const event = await createCalendarEvent(user, {
            ...fields,
            caseId: params.caseId,
            attendeeIds: await attendeesPosted(user, value),
          });
          return redirect(caseUrl(event.caseId, "dates"), {
            title: "Event scheduled",
            description: `${event.title}, ${formatDay(event.day)}.${event.sharedWithClient ? " The client has been notified." : ""}`,
          });
        },
        { creates: true },
      ),
      "change-event": intent(
        ScheduleEventSchema,
        async ({ user, params, formData, value, redirect }) => {
          const caseId = Number(params.caseId);
          const { otherAttendees: _typed, ...fields } = value;
          const event = await updateCalendarEvent(
            user,
            formData.get("eventId"),
            // The form says every field: a box left empty clears it, none ticked attends no one.
            {
              ...fields,
              endsAt: value.endsAt ?? null,
              location: value.location ?? null,
              attendeeIds: await attendeesPosted(user, value),
            },
            { caseId },
          );
          return redirect(caseUrl(event.caseId, "dates"), {
            title: "Event changed",
            description: `${event.title}, ${formatDay(event.day)}.`,
          });
        },
      ),
      "remove-event": intent(null, async ({ user, params, formData, redirect }) => {
        const removed = await deleteCalendarEvent(user, formData.get("eventId"), {
          caseId: Number(params.caseId),
        });
        return redirect(caseUrl(removed.caseId, "dates"), {
          title: "Event removed",
          description: removed.title,
        });
      }),
      "accept-case": intent(null, async ({ user, params, redirect }) => {
        const legalCase = await decideAcceptance(user, params.caseId, { decision: "accept" });
        return redirect(caseUrl(legalCase.id), {
          title: "Case accepted",
          description: "It is now active, and the client has been told.",
        });
      }),
      "decline-case": intent(DeclineCaseSchema, async ({ user, params, value, redirect }) => {
        const legalCase = await decideAcceptance(user, params.caseId, {
          decision: "decline",
          input: value,
        });
        return redirect(caseUrl(legalCase.id), {
          title: "Intake declined",
          description:
            "The case is closed. The client has been told the firm cannot take it on, without your reason.",
        });
      }),
      "edit-details": intent(CaseDetailsSchema, async ({ user, params, value, redirect }) => {
        const { case: legalCase, changes } = await updateCase(user, params.caseId, value);
        return redirect(
          caseUrl(legalCase.id),
          changes.length > 0
            ? {
                title: "Case details saved",
                description: `${changes.join(". ")}. Noted on the timeline for the firm.`,
              }
            : { title: "Nothing to change", description: "The case already had these details." },
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
        CaseDocumentSchema,
        async ({ user, params, value, upload, redirect }) => {
          const document = await addCaseDocument(
            user,
            { ...value, caseId: params.caseId },
            upload!,
          );
          return redirect(caseUrl(document.caseId, "documents"), {
            title: "Document uploaded.",
            description: `${document.fileName} ${sharingWords(document.sharedWithClient)}.`,
          });
        },
        {
          creates: true,
          upload: true,
          failure: "Failed to upload the document. Please try again.",
        },
      ),
      "share-document": intent(DocumentSharingSchema, async ({ user, params, value, redirect }) => {
        const document = await setDocumentSharing(user, params.caseId, value);
        return redirect(caseUrl(document.caseId, "documents"), {
          title: document.sharedWithClient ? "Document shared" : "Document made internal",
          description: `${document.fileName} ${sharingWords(document.sharedWithClient)}.`,
        });
      }),
      "send-form": intent(
        SendFormSchema,
        async ({ user, params, value, redirect, context }) => {
          const sent = await sendFormToCase(user, params.caseId, value, { ip: context.clientIp });
          return redirect(caseUrl(sent.caseId), {
            title: "Form sent",
            description: `${sent.title}: the client has been notified. Their answers will be filed on this case.`,
          });
        },
        // The request and the form token's kept answer are one transaction: sent twice, sent once.
        { creates: true },
      ),
      reinvite: intent(null, async ({ user, params, url }) => {
        const invitation = await reinviteClient(user, params.caseId, { origin: url.origin });
        // E-mailed, and shown once here (no redirect): the database keeps only the link's hash.
        return Response.json({ intent: "reinvite", invitation });
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
        { creates: true, staff: ["assignedTo"] },
      ),
    }),
    { notFound: "page" },
  );
