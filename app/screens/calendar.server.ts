/**
 * The firm's calendar's loader (/calendar): a month of events, the reader's own or the firm's, of
 * the kinds asked for, as a grid (each day's first events and how many more, counted by the
 * database) or an agenda (a month's first AGENDA_LIMIT, or one day's). Its route module
 * re-exports it, so the page's JavaScript carries none of what it imports (decision 005).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { screenLoader } from "~/route-kit/screen.server";
import { listCalendarEvents, type PublicCalendarEvent } from "~/services/calendar/events.server";
import {
  calendarMonthGrid,
  GRID_CELL_FIELDS,
  type GridCellEvent,
} from "~/services/calendar/month.server";
import { pick } from "~/utils/pick";
import { getSettings } from "~/services/settings.server";
import { CALENDAR_EVENT_TYPES, type CalendarEventType } from "~/utils/calendar-words";
import { monthDays, monthOf } from "~/utils/calendar-month";
import { dayIn } from "~/utils/zone-calendar";

/** The most events the agenda lists at once (a page's HTML stays small): a month's or a day's. */
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
    const defaultScope = user.role === "admin" ? "firm" : "mine";
    const scope = (url.searchParams.get("scope") ?? defaultScope) === "firm" ? "firm" : "mine";
    const types = url.searchParams
      .getAll("type")
      .filter((type): type is CalendarEventType =>
        (CALENDAR_EVENT_TYPES as readonly string[]).includes(type),
      );
    const days = monthDays(month);
    const [from, to] = day ? [day, day] : [days[0]!, days[days.length - 1]!];
    const mine = scope === "mine";
    const grid = view === "month" ? await calendarMonthGrid(user, { from, to, mine, types }) : {};
    const { events, truncated } =
      view === "agenda"
        ? await listCalendarEvents(user, { from, to, mine, types }, { limit: AGENDA_LIMIT })
        : { events: [], truncated: false };
    // Only what the page shows reaches it (its HTML and its data).
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
    return {
      month,
      monthProblem: asked !== null && asked !== "" && monthOf(asked) === null,
      day,
      view,
      scope,
      defaultScope,
      types,
      today,
      timeZone,
      perDay: Object.fromEntries(
        Object.entries(grid).map(([key, cell]) => [
          key,
          {
            events: cell.events.map((event): GridCellEvent => pick(event, ...GRID_CELL_FIELDS)),
            more: cell.total - cell.events.length,
          },
        ]),
      ),
      agenda: events.map(shown),
      /** The agenda's window held more than it lists. */
      truncated,
    };
  });
