import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/guard.server";
import { completeIntake } from "~/services/intake/intake.server";
import { apiHandler, methodNotAllowed } from "~/utils/api.server";

/**
 * /api/intake/chat/{sessionId}/complete creates the case from a finished intake. The spec calls
 * it with GET; since a GET should not change anything, it is idempotent here (a second call
 * answers the same case, `created: false`) and POST is accepted too, which is what our own
 * screens use. 409 while the intake is unfinished.
 */
async function complete(request: Request, sessionId: string | undefined) {
  return apiHandler(request, async () => {
    const user = await requireApiUser(request, { roles: ["client"] });
    const result = await completeIntake(user, sessionId ?? "");
    return Response.json(
      { caseId: result.case.id, created: result.created, case: result.case },
      { status: result.created ? 201 : 200, headers: { "Cache-Control": "no-store" } },
    );
  });
}

export function loader({ request, params }: LoaderFunctionArgs) {
  return complete(request, params.sessionId);
}

export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  return complete(request, params.sessionId);
}
