import { apiRoute, endpoint } from "~/route-kit/api.server";
import { deviceCookieHeader } from "~/services/device-cookie.server";
import { signedInResponse } from "~/services/session.server";
import { completeSecondStep } from "~/services/two-factor.server";

/**
 * POST /api/auth/login/two-factor {token, code}: the second step of a sign-in that POST
 * /api/auth/login answered with `twoFactorRequired`. `code` is the authenticator app's current
 * code (good once) or an unused recovery code. 200: the user, the session cookie and the device
 * cookie; 400: a wrong code; 401: the token expired or already completed a sign-in (sign in
 * again); 429: too many wrong codes.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: "public",
    body: "json",
    run: async ({ body, request, context }) => {
      const input = body as Record<string, unknown>;
      const user = await completeSecondStep(input.token, input, { ip: context.clientIp });
      const response = await signedInResponse(user, request, context);
      response.headers.append("Set-Cookie", await deviceCookieHeader(user.id, request, context));
      return response;
    },
  }),
});
