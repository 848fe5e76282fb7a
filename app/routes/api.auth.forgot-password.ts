import { apiRoute, endpoint } from "~/route-kit/api.server";
import { RESET_REQUESTED, requestPasswordReset } from "~/services/password-reset.server";

/**
 * POST /api/auth/forgot-password `{ email }`: 202 `{ message }`, the same answer whether or not an
 * account has the address (an account that has one gets a reset link by e-mail). Limited per
 * address and per email (429 with Retry-After).
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: "public",
    body: "json",
    status: 202,
    run: async ({ body, request, context }) => {
      await requestPasswordReset(body, {
        ip: context.clientIp,
        origin: new URL(request.url).origin,
      });
      return { message: RESET_REQUESTED };
    },
  }),
});
