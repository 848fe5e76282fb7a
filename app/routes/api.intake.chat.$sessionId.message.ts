import { apiRoute, endpoint } from "~/route-kit/api.server";
import { sendIntakeMessage } from "~/services/intake/intake.server";
import { IntakeSessionParams } from "~/utils/intake-schemas";

/**
 * POST /api/intake/chat/{sessionId}/message with { content }: answers { isComplete,
 * extractedData } and the assistant's reply as `message`.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["update", "intakeSession"],
    params: IntakeSessionParams,
    body: "json",
    run: ({ user, params, body }) => sendIntakeMessage(user, params.sessionId, body),
    present: ({ isComplete, extractedData, reply }) => ({
      isComplete,
      extractedData,
      message: reply,
    }),
  }),
});
