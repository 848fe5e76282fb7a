/**
 * The firm's calendar's loader (/calendar): a month of events, the reader's own or the firm's, of
 * the kinds asked for, as a grid (each day's first events and how many more) or an agenda (a
 * month's, or one day's). Its route module re-exports it, so the page's JavaScript carries none
 * of what it imports (decision 005).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { screenLoader } from "~/route-kit/screen.server";
import { listCalendarEvents, type PublicCalendarEvent } from "~/services/calendar/events.server";
import { getSettings } from "~/services/settings.server";
import { CALENDAR_EVENT_TYPES, type CalendarEventType } from "~/utils/calendar";
import { monthDays, monthOf } from "~/utils/calendar-month";
import { dayIn } from "~/utils/zone-calendar";

/** The most events a day's cell in the grid shows; the rest are "N more", the agenda's day. */
export const PER_DAY = 3;
/** The most events the agenda lists at once (a page's HTML stays small); a day shows them all. */
const AGENDA_LIMIT = 100;

export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "calendar", async ({ user, url }) => {
    const { timeZone } = await getSettings();
    const today = dayIn(timeZone);
    const asked = url.searchParams.get("month");
    const dayAsked = url.searchParams.get("day");
    const day = dayAsked && /^\d{4}-\d{2}-\d{2}$/.test(dayAsked) ? dayAsked : null;
    const month = (day ? monthOf(day.slice(0, 7)) : null) ?? monthOf(asked) ?? today.slice(0, 7);
    const view = day || url.searchParams.get("view") === "agenda" ? "agenda" : "month";
    // An attorney's own by default; an administrator's, the firm's.
    const scope =
      (url.searchParams.get("scope") ?? (user.role === "admin" ? "firm" : "mine")) === "firm"
        ? "firm"
        : "mine";
    const types = url.searchParams
      .getAll("type")
      .filter((type): type is CalendarEventType =>
        (CALENDAR_EVENT_TYPES as readonly string[]).includes(type),
      );
    const days = monthDays(month);
    const { events, truncated } = await listCalendarEvents(user, {
      from: day ?? days[0]!,
      to: day ?? days[days.length - 1]!,
      mine: scope === "mine",
      types,
    });
    // Only what the page shows reaches it (its HTML and its data): each event as a list needs it.
    const shown = (event: PublicCalendarEvent) => ({
      id: event.id,
      caseId: event.caseId,
      caseTitle: event.caseTitle,
      type: event.type,
      title: event.title,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      allDay: event.allDay,
      day: event.day,
      location: event.location,
      sharedWithClient: event.sharedWithClient,
      confirmed: event.confirmed,
      // An administrator opens every case; an attorney, their own and those they attend.
      opens:
        user.role === "admin" ||
        event.caseStaffId === user.id ||
        Boolean(event.attendeeIds?.includes(user.id)),
    });
    const perDay: Record<string, { events: ReturnType<typeof shown>[]; more: number }> = {};
    if (view === "month") {
      for (const event of events) {
        const cell = (perDay[event.day] ??= { events: [], more: 0 });
        if (cell.events.length < PER_DAY) cell.events.push(shown(event));
        else cell.more += 1;
      }
    }
    const limit = day ? events.length : AGENDA_LIMIT;
    return {
      month,
      monthProblem: asked !== null && asked !== "" && monthOf(asked) === null,
      day,
      view,
      scope,
      types,
      today,
      timeZone,
      perDay,
      agenda: view === "agenda" ? events.slice(0, limit).map(shown) : [],
      /** The window held more than the page lists. */
      truncated: truncated || (view === "agenda" && events.length > limit),
    };
  });
