/**
 * The firm's calendar's loader (/calendar): a month of events, the reader's own or the firm's, of
 * the kinds asked for. Its route module re-exports it, so the page's JavaScript carries none of
 * what it imports (decision 005).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { screenLoader } from "~/route-kit/screen.server";
import { listCalendarEvents } from "~/services/calendar/events.server";
import { getSettings } from "~/services/settings.server";
import { CALENDAR_EVENT_TYPES, type CalendarEventType } from "~/utils/calendar";
import { monthOf, monthDays } from "~/utils/calendar-month";
import { dayIn } from "~/utils/zone-calendar";

export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "calendar", async ({ user, url }) => {
    const { timeZone } = await getSettings();
    const today = dayIn(timeZone);
    const asked = url.searchParams.get("month");
    const month = monthOf(asked) ?? today.slice(0, 7);
    const view = url.searchParams.get("view") === "agenda" ? "agenda" : "month";
    // An attorney's own by default; an administrator's, the firm's.
    const scope = (url.searchParams.get("scope") ?? (user.role === "admin" ? "firm" : "mine")) as
      "mine" | "firm";
    const types = url.searchParams
      .getAll("type")
      .filter((type): type is CalendarEventType =>
        (CALENDAR_EVENT_TYPES as readonly string[]).includes(type),
      );
    const days = monthDays(month);
    const { events, truncated } = await listCalendarEvents(user, {
      from: days[0]!,
      to: days[days.length - 1]!,
      mine: scope === "mine",
      types,
    });
    return {
      month,
      monthProblem: asked !== null && asked !== "" && monthOf(asked) === null,
      view,
      scope: scope === "firm" ? "firm" : "mine",
      types,
      today,
      timeZone,
      me: { id: user.id, role: user.role },
      events,
      truncated,
    };
  });
