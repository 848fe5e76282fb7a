import * as z from "zod/mini";
import { CASE_STATUSES, ENUMS, PRACTICE_AREAS } from "./domain";
import { recordIdField, requiredText } from "./field-schemas";
import { messageContent } from "./intake-schemas";

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
 * area; what is left out stays.
 */
export const CaseUpdateSchema = z.object({
  status: z.optional(z.enum(CASE_STATUSES, { error: "Choose one of the case statuses" })),
  priority: z.optional(z.enum(ENUMS.priority, { error: "Choose one of the priorities" })),
  staffId: z.optional(recordIdField("Choose an attorney")),
  title: z.optional(caseDetails.title),
  description: z.optional(caseDetails.description),
  practiceArea: z.optional(caseDetails.practiceArea),
});
export type CaseUpdateInput = z.output<typeof CaseUpdateSchema>;

/** The case page's Edit details form: all three, as the case has them when it opens. */
export const CaseDetailsSchema = z.object(caseDetails);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * When an event happened: a day (a form's date field, kept at noon UTC so it reads as that day
 * in any time zone) or an ISO date and time (an /api caller's).
 */
export const eventDate = z.pipe(
  z
    .string({ error: "Date is required" })
    .check(z.trim(), z.minLength(1, "Date is required"), z.maxLength(40, "Enter a real date")),
  z.transform((value, payload) => {
    const day = DAY.exec(value);
    const date = day
      ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12))
      : DATE_TIME.test(value)
        ? new Date(value)
        : null;
    const real =
      date !== null &&
      !Number.isNaN(date.getTime()) &&
      (!day || date.getUTCDate() === Number(day[3])) &&
      date.getUTCFullYear() >= 1900 &&
      date.getUTCFullYear() <= 2100;
    if (real) return date;
    payload.issues.push({ code: "custom", message: "Enter a real date", input: value });
    return z.NEVER;
  }),
);

/** A yes/no that a form sends as "true"/"false" and JSON as a boolean; anything else is `message`. */
const yesNo = (message: string) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, payload) => {
      if (value === true || value === "true") return true;
      if (value === false || value === "false") return false;
      payload.issues.push({ code: "custom", message, input: value });
      return z.NEVER;
    }),
  );

/** An entry on a case's timeline: shared with the client, or the firm's internal note. */
export const CaseEventSchema = z.object({
  title: requiredText("Title", 255),
  description: requiredText("Description", 5000),
  eventType: z.enum(ENUMS.caseEventType, { error: "Choose the kind of event" }),
  occurredAt: eventDate,
  sharedWithClient: yesNo("Choose whether the client sees this event"),
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
