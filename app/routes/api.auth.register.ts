import { apiRoute, endpoint } from "~/route-kit/api.server";
import { register } from "~/services/auth.server";
import { signedInResponse } from "~/services/session.server";

/** POST /api/auth/register: a client or staff account, signed in at once; 201 with the user. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: "public",
    body: "json",
    run: async ({ body, request, context }) =>
      signedInResponse(await register(body, { ip: context.clientIp }), request, context, 201),
  }),
});
