import { apiRoute, endpoint } from "~/route-kit/api.server";
import { startIntake } from "~/services/intake/intake.server";

/** POST /api/intake/chat/start: a new intake conversation for the signed-in client. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["create", "intakeSession"],
    status: 201,
    creates: true,
    run: ({ user }) => startIntake(user),
  }),
});
