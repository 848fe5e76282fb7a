import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/guard.server";
import { markNotificationRead } from "~/services/notifications.server";
import { apiHandler, methodNotAllowed } from "~/utils/api.server";
import { ServiceError } from "~/utils/service-error";

/** PATCH /api/notifications/{id}/read: someone else's notification answers 404. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed("PATCH");
  return apiHandler(request, async () => {
    const user = await requireApiUser(request);
    const id = Number(params.id);
    if (!Number.isInteger(id) || id <= 0) throw new ServiceError(404, "Notification not found");
    return Response.json(await markNotificationRead(user.id, id));
  });
}

export const loader = () => methodNotAllowed("PATCH");
