import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { markNotificationRead } from "~/services/notifications.server";
import { recordIdField } from "~/utils/record-id";

/** PATCH /api/notifications/{id}/read: someone else's notification answers 404. */
export const { loader, action } = apiRoute({
  PATCH: endpoint({
    allow: ["update", "notification"],
    params: z.object({ id: recordIdField("Notification not found") }),
    run: ({ user, params }) => markNotificationRead(user, params.id),
  }),
});
