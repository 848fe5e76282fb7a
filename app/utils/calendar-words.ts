/**
 * The calendar's words (issue 38): the kinds of events and when people are reminded. A module
 * without zod, for the pages that only show events (the calendar, the portal); the forms' schemas
 * are in calendar.ts, loaded when a form is used.
 */

export const CALENDAR_EVENT_TYPES = [
  "hearing",
  "deposition",
  "mediation",
  "trial",
  "meeting",
  "deadline",
  "limitation",
] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];
/** What staff schedule; a limitation date comes from the case's facts, never typed. */
export const SCHEDULED_TYPES = CALENDAR_EVENT_TYPES.filter(
  (type): type is Exclude<CalendarEventType, "limitation"> => type !== "limitation",
);
export const EVENT_TYPE_LABELS: Record<CalendarEventType, string> = {
  hearing: "Hearing",
  deposition: "Deposition",
  mediation: "Mediation",
  trial: "Trial",
  meeting: "Meeting",
  deadline: "Deadline",
  limitation: "Limitation date",
};

/** When the people on a case hear of its limitation date, in days before it. */
export const LIMITATION_LEAD_DAYS = [180, 90, 30, 7, 1] as const;
/** The default lead times of any other event. */
export const DEFAULT_LEAD_DAYS = [7, 1] as const;
/** "Needs you" lists the dates this many days ahead. */
export const NEEDS_YOU_DAYS = 14;

/** An event as every list and grid shows it (the firm's and the client's alike). */
export interface CalendarEventView {
  id: number;
  caseId: number;
  caseTitle: string | null;
  type: CalendarEventType;
  title: string;
  /** ISO instants; an all-day event's start is 00:00 UTC of its day. */
  startsAt: string;
  endsAt: string | null;
  allDay: boolean;
  /** Its day on the firm's calendar (`YYYY-MM-DD`). */
  day: string;
  location: string | null;
  sharedWithClient: boolean;
  /** False for a limitation date no attorney has confirmed. */
  confirmed: boolean;
}
