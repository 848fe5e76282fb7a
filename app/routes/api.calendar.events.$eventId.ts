import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { deleteCalendarEvent, updateCalendarEvent } from "~/services/calendar/events.server";
import { recordIdField } from "~/utils/field-schemas";

const params = z.object({ eventId: recordIdField("Event not found") });

/**
 * PATCH { type?, title?, startsAt?, endsAt?, allDay?, location?, attendeeIds?, sharedWithClient?,
 * reminderDays? }: { event }. DELETE: { deleted }. The attorney on its case or an administrator;
 * anyone else's answers 404; a limitation date is the case's to change (409).
 */
export const { loader, action } = apiRoute({
  PATCH: endpoint({
    allow: ["read", "calendar"],
    params,
    body: "json",
    run: async ({ user, params, body }) => ({
      event: await updateCalendarEvent(user, params.eventId, body),
    }),
  }),
  DELETE: endpoint({
    allow: ["read", "calendar"],
    params,
    run: async ({ user, params }) => ({ deleted: await deleteCalendarEvent(user, params.eventId) }),
  }),
});
