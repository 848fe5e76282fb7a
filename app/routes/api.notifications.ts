import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { listNotifications } from "~/services/notifications.server";

/** GET /api/notifications?unread=true|false: the caller's own notifications, newest first. */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "notification"],
    query: z.object({
      unread: z.optional(z.enum(["true", "false"], { error: "unread must be true or false" })),
    }),
    run: ({ user, query }) => listNotifications(user, { unreadOnly: query.unread === "true" }),
  }),
});
