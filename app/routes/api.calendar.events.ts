import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { createCalendarEvent, listCalendarEvents } from "~/services/calendar/events.server";
import { CALENDAR_EVENT_TYPES } from "~/utils/calendar";

const ListQuery = z.object({
  from: z.optional(z.string()),
  to: z.optional(z.string()),
  mine: z.optional(z.enum(["true", "false", "1", "0"], { error: "mine must be true or false" })),
  caseId: z.optional(z.string()),
  type: z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) =>
            value
              .split(",")
              .every((type) => (CALENDAR_EVENT_TYPES as readonly string[]).includes(type)),
          `type must be one or more of ${CALENDAR_EVENT_TYPES.join(", ")}`,
        ),
      ),
  ),
});

/**
 * GET ?from&to (days, YYYY-MM-DD; default the next 30 days) &mine &caseId &type: { events,
 * truncated } soonest first; a client gets their cases' shared events only. POST { type, title,
 * startsAt, endsAt?, allDay, location?, caseId, attendeeIds?, sharedWithClient, reminderDays? }
 * (ISO date-times, or days for an all-day event): 201 { event }, by the case's attorney or an
 * administrator.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "calendar"],
    query: ListQuery,
    run: async ({ user, query }) => {
      const { events, truncated } = await listCalendarEvents(user, {
        from: query.from,
        to: query.to,
        mine: query.mine === "true" || query.mine === "1",
        caseId: query.caseId,
        types: query.type?.split(",") as (typeof CALENDAR_EVENT_TYPES)[number][] | undefined,
      });
      return { events, truncated };
    },
  }),
  POST: endpoint({
    allow: ["read", "calendar"],
    body: "json",
    status: 201,
    creates: true,
    run: async ({ user, body }) => ({ event: await createCalendarEvent(user, body) }),
  }),
});
