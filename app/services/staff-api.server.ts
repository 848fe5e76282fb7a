import { apiHandler } from "~/utils/api.server";
import { STAFF_ONLY } from "~/utils/roles";
import { ServiceError } from "~/utils/service-error";
import type { PublicUser } from "./auth.server";
import { requireApiUser } from "./guard.server";

/**
 * An /api route for the staff dashboard: 401 without a session, 403 for any role but staff,
 * then the handler's result as JSON (never cached: it is one firm's private data).
 */
export function staffApi(
  request: Request,
  handler: (user: PublicUser) => Promise<unknown>,
  status = 200,
): Promise<Response> {
  return apiHandler(request, async () => {
    const user = await requireApiUser(request, STAFF_ONLY);
    const body = await handler(user);
    return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
  });
}

/** A record id from the path; anything but a positive whole number is a record that is not there. */
export function pathId(value: string | undefined, notFound: string): number {
  const id = Number(value);
  if (!/^\d+$/.test(value ?? "") || !Number.isSafeInteger(id) || id <= 0) {
    throw new ServiceError(404, notFound);
  }
  return id;
}
