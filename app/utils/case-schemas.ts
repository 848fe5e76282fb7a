import * as z from "zod/mini";
import { dateProblem, parseDate, toDay } from "./dates";
import { CASE_FILTER_STATUSES, ENUMS, PRACTICE_AREAS } from "./domain";
import { choiceField, recordIdField, requiredText } from "./field-schemas";
import { messageContent } from "./intake-schemas";
import { caseFactsPatch } from "./calendar";
import { CASE_STAGES } from "./case-stages";

/**
 * What staff write on a case (its page's forms and the /api calls alike): a change of status,
 * priority or attorney, a timeline event, a message on the thread. zod/mini, so a form's browser
 * check loads little (form-specs.ts).
 */

/** A case's own words: its title, what it is about and the practice area it is filed under. */
export const caseDetails = {
  title: requiredText("Title", 255),
  description: requiredText("Description", 10_000),
  practiceArea: z.enum(PRACTICE_AREAS, { error: "Choose one of the practice areas" }),
};

/**
 * Any of a case's status, priority, attorney (an administrator's), title, description and practice
 * area; what is left out stays. `notifyClient` (default no): the client is told of a change of
 * status or attorney only when the attorney says so.
 */
export const CaseUpdateSchema = z.object({
  // Any status a case can have, so a form that keeps the current one passes; the service refuses
  // a move into one staff do not set (case-changes.server.ts).
  status: z.optional(z.enum(CASE_FILTER_STATUSES, { error: "Choose one of the case statuses" })),
  priority: z.optional(z.enum(ENUMS.priority, { error: "Choose one of the priorities" })),
  staffId: z.optional(recordIdField("Choose an attorney")),
  title: z.optional(caseDetails.title),
  description: z.optional(caseDetails.description),
  practiceArea: z.optional(caseDetails.practiceArea),
  // How far the case has gone (issue 41): its contingency fee's tier follows it.
  stage: z.optional(
    z.enum(CASE_STAGES, { error: "Choose one of the stages: pre_suit, suit_filed, trial, appeal" }),
  ),
  // The facts its dates follow from (issue 38): null clears one.
  ...caseFactsPatch,
  notifyClient: choiceField("Choose whether the client is told"),
});
export type CaseUpdateInput = z.output<typeof CaseUpdateSchema>;

/** The case page's Edit details form: all three, as the case has them when it opens. */
export const CaseDetailsSchema = z.object(caseDetails);

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * When an event happened: a day as a person types it (dates.ts: 11/20/2026, 2026-11-20, …; kept
 * at noon UTC so it reads as that day in any time zone) or an ISO date and time (an /api caller's).
 */
export const eventDate = z.pipe(
  z
    .string({ error: "Date is required" })
    .check(
      z.trim(),
      z.minLength(1, "Date is required"),
      z.maxLength(40, dateProblem({ problem: "" }, "Date")),
    ),
  z.transform((value, payload) => {
    const parsed = parseDate(value);
    if ("day" in parsed) {
      const [year, month, day] = parsed.day.split("-").map(Number);
      return new Date(Date.UTC(year, month - 1, day, 12));
    }
    const moment = DATE_TIME.test(value) ? new Date(value) : null;
    if (moment && !Number.isNaN(moment.getTime()) && toDay(value.slice(0, 10))) return moment;
    payload.issues.push({ code: "custom", message: dateProblem(parsed, "Date"), input: value });
    return z.NEVER;
  }),
);

/**
 * An entry on a case's timeline: the firm's internal note unless it is shared with the client
 * (`sharedWithClient` left out is internal).
 */
export const CaseEventSchema = z.object({
  title: requiredText("Title", 255),
  description: requiredText("Description", 5000),
  eventType: z.enum(ENUMS.caseEventType, { error: "Choose the kind of event" }),
  occurredAt: eventDate,
  sharedWithClient: choiceField("Choose whether the client sees this event"),
});
export type CaseEventInput = z.output<typeof CaseEventSchema>;

/** A message on a case's thread, from its client or its attorney. */
export const CaseMessageSchema = z.object({
  subject: z.optional(
    z.string().check(z.trim(), z.maxLength(255, "Subject must be at most 255 characters")),
  ),
  content: messageContent,
});
export type CaseMessageInput = z.output<typeof CaseMessageSchema>;

/** Why the firm declines an intake awaiting acceptance: kept for the firm, never shown the client. */
export const DeclineCaseSchema = z.object({
  reason: z
    .string({ error: "Give the reason for declining" })
    .check(
      z.trim(),
      z.minLength(3, "Give the reason for declining"),
      z.maxLength(1000, "The reason can be at most 1,000 characters"),
    ),
});

/** A published form sent to the case's client to fill in (the case page, `POST /api/cases/{id}/forms`). */
export const SendFormSchema = z.object({ formId: recordIdField("Choose a form to send") });
