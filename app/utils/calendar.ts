import * as z from "zod/mini";
import { dateProblem, isAfterTodayEverywhere, parseDate } from "./dates";
import { choiceField, dayField, recordIdField, requiredText } from "./field-schemas";
import { toRecordId } from "./record-id";
import { SCHEDULED_TYPES } from "./calendar-words";

export * from "./calendar-words";
import { CLAIM_TYPE_VALUES, JURISDICTIONS } from "./jurisdictions";

/**
 * The calendar's words and forms (issue 38): what kinds of events there are, and the schemas of
 * the case's dated facts, the limitation decision, the deadline calculator and an event, shared
 * by the pages' forms and the /api calls. zod/mini, as every form schema (decision 005).
 */

/** The incident cannot be after today (the service checks the firm's own today). */
export const FUTURE_INCIDENT = "The incident date cannot be in the future";

const incidentDay = dayField("Incident date").check(
  z.refine((day: string) => !isAfterTodayEverywhere(day), FUTURE_INCIDENT),
);
const jurisdiction = z.enum(JURISDICTIONS, {
  error: "Choose a state, the District of Columbia or the federal courts",
});
const claimType = z.enum(CLAIM_TYPE_VALUES, { error: "Choose the kind of claim" });

/** PATCH /api/cases/{id}: each left out stays, null clears it. */
export const caseFactsPatch = {
  incidentDate: z.optional(z.nullable(incidentDay)),
  jurisdiction: z.optional(z.nullable(jurisdiction)),
  claimType: z.optional(z.nullable(claimType)),
};

/** A blank field of the case page's form is "not known": it clears the fact. */
const orNull = <T>(schema: z.ZodMiniType<T>) =>
  z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((value: T | null | undefined) => (value === undefined ? null : value)),
  );

/** The case page's Dated facts form: all three, as the case has them. */
export const CaseFactsSchema = z.object({
  incidentDate: orNull(incidentDay),
  jurisdiction: orNull(jurisdiction),
  claimType: orNull(claimType),
});

const REASON = "Say why: tolling for a minor, the discovery rule, a notice-of-claim period…";

/**
 * The attorney's decision on the limitation date: confirm the computed one, or set another with
 * the reason (both audited).
 */
export const LimitationDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("confirm") }),
  z.object({
    decision: z.literal("set"),
    date: dayField("Limitation date"),
    reason: z
      .string({ error: REASON })
      .check(
        z.trim(),
        z.minLength(3, REASON),
        z.maxLength(1000, "The reason can be at most 1,000 characters"),
      ),
  }),
]);
export type LimitationDecision = z.output<typeof LimitationDecisionSchema>;

/** The case page's form for setting the date by hand (Confirm is a button of its own). */
export const SetLimitationSchema = z.object({
  date: dayField("Limitation date"),
  reason: z
    .string({ error: REASON })
    .check(
      z.trim(),
      z.minLength(3, REASON),
      z.maxLength(1000, "The reason can be at most 1,000 characters"),
    ),
});

/** The most days a deadline is counted over (about ten years). */
export const MAX_DEADLINE_DAYS = 3650;

/** "N days after/before a trigger date" (the case page's calculator, POST /api/deadlines/compute). */
export const DeadlineSchema = z.object({
  trigger: dayField("Trigger date"),
  days: z.pipe(
    // A form's text or a JSON number (the form parser reads no unions).
    z.unknown(),
    z.transform((value, payload) => {
      const days =
        typeof value === "number"
          ? value
          : typeof value === "string"
            ? Number(value.trim() || NaN)
            : NaN;
      if (Number.isInteger(days) && days >= 0 && days <= MAX_DEADLINE_DAYS) return days;
      payload.issues.push({
        code: "custom",
        message: `Days must be a whole number from 0 to ${MAX_DEADLINE_DAYS}`,
        input: value,
      });
      return z.NEVER;
    }),
  ),
  direction: z.enum(["after", "before"], { error: "Choose after or before" }),
  count: z.enum(["calendar", "court"], { error: "Choose calendar days or court days" }),
  jurisdiction,
});
export type DeadlineInput = z.output<typeof DeadlineSchema>;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * When an event starts or ends: a day as people type it (all-day, or with a time in `…Time`), or
 * an ISO date-time (an /api caller's; without an offset it is the firm's wall clock). Answers the
 * day, or the date-time text; the service places it in the firm's time zone.
 */
const moment = (label: string) =>
  z.pipe(
    z
      .string({ error: `${label} is required` })
      .check(
        z.trim(),
        z.minLength(1, `${label} is required`),
        z.maxLength(40, `${label} is too long`),
      ),
    z.transform((value: string, payload) => {
      if (DATE_TIME.test(value) && "day" in parseDate(value.slice(0, 10))) {
        return value;
      }
      const parsed = parseDate(value);
      if ("day" in parsed) return parsed.day;
      payload.issues.push({ code: "custom", message: dateProblem(parsed, label), input: value });
      return z.NEVER;
    }),
  );

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const timeOfDay = (label: string) =>
  z.optional(
    z
      .string({ error: `${label} must be a time, for example 09:30` })
      .check(z.trim(), z.regex(TIME, `${label} must be a time, for example 09:30`)),
  );

const leadDays = z.optional(
  z.pipe(
    // "7, 1" from a form, [7, 1] from JSON (the form parser reads no unions).
    z.unknown(),
    z.transform((value, payload) => {
      const list = (
        Array.isArray(value)
          ? value
          : typeof value === "string"
            ? value.split(/[\s,]+/).filter(Boolean)
            : [NaN]
      ).map(Number);
      if (
        list.length <= 6 &&
        list.every((days) => Number.isInteger(days) && days >= 0 && days <= 365)
      ) {
        return [...new Set(list)].sort((a, b) => b - a);
      }
      payload.issues.push({
        code: "custom",
        message: "Reminders must be up to six whole numbers of days before, from 0 to 365",
        input: value,
      });
      return z.NEVER;
    }),
  ),
);

const eventFields = {
  type: z.enum(SCHEDULED_TYPES, { error: "Choose the kind of event" }),
  title: requiredText("Title", 255),
  startsAt: moment("Start"),
  /** The page's time field (a day typed in Start, with a time here); /api gives it in startsAt. */
  startTime: timeOfDay("Start time"),
  endsAt: z.optional(z.nullable(moment("End"))),
  endTime: timeOfDay("End time"),
  allDay: choiceField("Choose whether it takes the whole day"),
  location: z.optional(
    z.nullable(
      z.string().check(z.trim(), z.maxLength(255, "Location must be at most 255 characters")),
    ),
  ),
  attendeeIds: z.optional(
    // A form's ticked boxes: one is a string, several a list; a JSON caller's list of ids.
    z.pipe(
      z.unknown(),
      z.transform((value, payload) => {
        const list =
          value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value];
        const ids = list.map((item) => toRecordId(item));
        if (ids.every((id): id is number => id !== null)) return ids;
        payload.issues.push({
          code: "custom",
          message: "Choose staff members of the firm who attend",
          input: value,
        });
        return z.NEVER;
      }),
    ),
  ),
  sharedWithClient: choiceField("Choose whether the client sees this event"),
  reminderDays: leadDays,
  explanation: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
};

/** The most attorneys the Schedule form's Other attendees box names at once. */
export const OTHER_ATTENDEES_MAX = 20;

/**
 * The case page's Schedule form: an event on the page's case. Its boxes tick the case's team; the
 * firm's other attorneys are typed by name or email (`otherAttendees`), which the action resolves
 * to their ids (resolveStaffList), so the form never lists the whole firm. /api takes ids alone.
 */
export const ScheduleEventSchema = z.object({
  ...eventFields,
  otherAttendees: z.optional(
    z.pipe(
      z.string().check(z.maxLength(1000, "Other attendees must be at most 1000 characters")),
      z.transform((value, payload) => {
        const names = value
          .split(/[,;\n]/)
          .map((name) => name.trim())
          .filter(Boolean);
        if (names.length <= OTHER_ATTENDEES_MAX) return names;
        payload.issues.push({
          code: "custom",
          message: `Name at most ${OTHER_ATTENDEES_MAX} other attendees at once`,
          input: value,
        });
        return z.NEVER;
      }),
    ),
  ),
});

/** A new event on a case: POST /api/calendar/events, the case page's Schedule form. */
export const NewCalendarEventSchema = z.object({
  ...eventFields,
  caseId: recordIdField("Choose the case"),
});
export type NewCalendarEventInput = z.output<typeof NewCalendarEventSchema>;

/** PATCH /api/calendar/events/{id}: what is left out stays. */
export const CalendarEventPatchSchema = z.partial(z.object(eventFields));
export type CalendarEventPatch = z.output<typeof CalendarEventPatchSchema>;

/** A computed deadline saved on a case: its name, and the count it came from (counted again). */
export const SaveDeadlineSchema = z.extend(DeadlineSchema, {
  title: requiredText("What is due", 255),
});

/** GET /api/limitations: the facts a limitation date is computed from. */
export const LimitationQuerySchema = z.object({
  jurisdiction,
  claimType,
  incidentDate: dayField("Incident date"),
});
