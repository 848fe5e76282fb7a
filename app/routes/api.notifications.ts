import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/guard.server";
import { listNotifications } from "~/services/notifications.server";
import { apiHandler } from "~/utils/api.server";
import { ServiceError } from "~/utils/service-error";

/** GET /api/notifications?unread=true|false: the caller's own notifications, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(request, async () => {
    const user = await requireApiUser(request);
    const unread = new URL(request.url).searchParams.get("unread");
    if (unread !== null && unread !== "true" && unread !== "false") {
      throw new ServiceError(400, "unread must be true or false", {
        unread: ["unread must be true or false"],
      });
    }
    const items = await listNotifications(user.id, { unreadOnly: unread === "true" });
    return Response.json(items, { headers: { "Cache-Control": "no-store" } });
  });
}
