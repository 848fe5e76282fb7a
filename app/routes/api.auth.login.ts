import { apiRoute, endpoint } from "~/route-kit/api.server";
import { signIn } from "~/services/auth.server";
import { deviceCookieHeader, knownDevices } from "~/services/device-cookie.server";
import { signedInResponse } from "~/services/session.server";

/**
 * POST /api/auth/login {email, password}: the user, and the session cookie. For an account with
 * two-factor sign-in there is no session yet: `{ twoFactorRequired: true, token, expiresAt }`,
 * and POST /api/auth/login/two-factor {token, code} completes it (docs/security.md). A completed
 * sign-in also sets the device cookie that keeps this client's own allowance of failures.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: "public",
    body: "json",
    run: async ({ body, request, context }) => {
      const devices = await knownDevices(request);
      const step = await signIn(body, { ip: context.clientIp, devices });
      if (step.status === "second-step") {
        return { twoFactorRequired: true, token: step.token, expiresAt: step.expiresAt };
      }
      const response = await signedInResponse(step.user, request, context);
      response.headers.append(
        "Set-Cookie",
        await deviceCookieHeader(step.user.id, request, context),
      );
      return response;
    },
  }),
});
