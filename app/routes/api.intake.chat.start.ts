import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/guard.server";
import { startIntake } from "~/services/intake/intake.server";
import { apiHandler, methodNotAllowed } from "~/utils/api.server";

/** POST /api/intake/chat/start: a new intake conversation for the signed-in client. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return apiHandler(request, async () => {
    const user = await requireApiUser(request, { roles: ["client"] });
    return Response.json(await startIntake(user), { status: 201 });
  });
}

export const loader = () => methodNotAllowed("POST");
