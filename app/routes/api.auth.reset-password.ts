import { apiRoute, endpoint } from "~/route-kit/api.server";
import { RESET_DONE, resetPassword } from "~/services/password-reset.server";

/**
 * POST /api/auth/reset-password `{ token, password }`: sets the new password under the firm's
 * policy from a reset link's token (once, within an hour) and ends every session of the account;
 * 200 `{ message }`. A used or expired token is 410, an unknown one 404, a password the policy
 * refuses 400.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: "public",
    body: "json",
    run: async ({ body, context }) => {
      const { token, ...input } = body as Record<string, unknown>;
      await resetPassword(token, input, { ip: context.clientIp });
      return { message: RESET_DONE };
    },
  }),
});
