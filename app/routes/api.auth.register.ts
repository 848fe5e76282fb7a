import { apiRoute, endpoint } from "~/route-kit/api.server";
import { register } from "~/services/auth.server";
import { signedInResponse } from "~/services/session.server";

/**
 * POST /api/auth/register: a client's account, signed in at once; 201 with the user. With
 * `"role": "staff"` the same client's account with a request to be staff (`"staffRequest":
 * "pending"` in the user), which reaches nothing but "who am I" and signing out until an
 * administrator approves it. `"role": "admin"` is refused (400).
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: "public",
    body: "json",
    run: async ({ body, request, context }) =>
      signedInResponse(await register(body, { ip: context.clientIp }), request, context, 201),
  }),
});
