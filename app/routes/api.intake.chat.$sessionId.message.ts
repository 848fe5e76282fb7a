import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/guard.server";
import { sendIntakeMessage } from "~/services/intake/intake.server";
import { apiHandler, methodNotAllowed, readJsonObject } from "~/utils/api.server";

/**
 * POST /api/intake/chat/{sessionId}/message with { content }: answers { isComplete,
 * extractedData } and the assistant's reply as `message`.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return apiHandler(request, async () => {
    const user = await requireApiUser(request, { roles: ["client"] });
    const body = await readJsonObject(request);
    const { isComplete, extractedData, reply } = await sendIntakeMessage(
      user,
      params.sessionId ?? "",
      body,
    );
    return Response.json({ isComplete, extractedData, message: reply });
  });
}

export const loader = () => methodNotAllowed("POST");
