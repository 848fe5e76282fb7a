import { apiRoute, endpoint } from "~/route-kit/api.server";
import { signIn } from "~/services/auth.server";
import { signedInResponse } from "~/services/session.server";

/** POST /api/auth/login {email, password}: the user, and the session cookie. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: "public",
    body: "json",
    run: async ({ body, request, context }) =>
      signedInResponse(await signIn(body, { ip: context.clientIp }), request, context),
  }),
});
