import { apiRoute, endpoint } from "~/route-kit/api.server";
import { markNotificationRead, NotificationIdSchema } from "~/services/notifications.server";

/** PATCH /api/notifications/{id}/read: someone else's notification answers 404. */
export const { loader, action } = apiRoute({
  PATCH: endpoint({
    allow: ["update", "notification"],
    params: NotificationIdSchema,
    run: ({ user, params }) => markNotificationRead(user, params.id),
  }),
});
