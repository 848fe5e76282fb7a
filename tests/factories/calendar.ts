import { CalendarEvent, CalendarEventAttendee } from "~/models/index.server";
import type { CalendarEventType } from "~/utils/calendar";

/**
 * An event on a case, written as the calendar keeps it (an all-day one at 00:00 UTC of its day),
 * with the staff attending; nothing else.
 */
export async function buildCalendarEvent(overrides: {
  caseId: number;
  startsAt: Date;
  endsAt?: Date | null;
  allDay?: boolean;
  type?: CalendarEventType;
  title?: string;
  location?: string | null;
  sharedWithClient?: boolean;
  confirmed?: boolean;
  explanation?: string | null;
  attendeeIds?: number[];
}) {
  const event = await CalendarEvent.create({
    caseId: overrides.caseId,
    type: overrides.type ?? "hearing",
    title: overrides.title ?? "Hearing on the motion",
    startsAt: overrides.startsAt,
    endsAt: overrides.endsAt ?? null,
    allDay: overrides.allDay ?? false,
    location: overrides.location ?? null,
    sharedWithClient: overrides.sharedWithClient ?? false,
    confirmed: overrides.confirmed ?? true,
    explanation: overrides.explanation ?? null,
  });
  for (const userId of overrides.attendeeIds ?? []) {
    await CalendarEventAttendee.create({ eventId: event.id, userId });
  }
  return event;
}
