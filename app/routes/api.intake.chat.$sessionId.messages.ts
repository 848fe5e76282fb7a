import { apiRoute, endpoint } from "~/route-kit/api.server";
import { listIntakeMessages } from "~/services/intake/intake.server";
import { IntakeSessionParams } from "~/utils/intake-schemas";

/** GET /api/intake/chat/{sessionId}/messages: { messages: [{ id, role, content }] }, oldest first. */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "intakeSession"],
    params: IntakeSessionParams,
    run: async ({ user, params }) => ({
      messages: await listIntakeMessages(user, params.sessionId),
    }),
  }),
});
