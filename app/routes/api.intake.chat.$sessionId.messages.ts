import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/guard.server";
import { listIntakeMessages } from "~/services/intake/intake.server";
import { apiHandler } from "~/utils/api.server";

/** GET /api/intake/chat/{sessionId}/messages: { messages: [{ id, role, content }] }, oldest first. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return apiHandler(request, async () => {
    const user = await requireApiUser(request, { roles: ["client"] });
    const messages = await listIntakeMessages(user, params.sessionId ?? "");
    return Response.json({ messages }, { headers: { "Cache-Control": "no-store" } });
  });
}
