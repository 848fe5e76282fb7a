import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { declineStaffRequest, USER_NOT_FOUND } from "~/services/accounts.server";
import { recordIdField } from "~/utils/field-schemas";

/**
 * POST /api/admin/users/{userId}/decline: declines the account's request to be staff; the account
 * is disabled (its records kept) and its sessions end. Answers `{ user }`; 404 for no such account,
 * 409 for one with no request waiting. Administrators only.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["update", "user"],
    params: z.object({ userId: recordIdField(USER_NOT_FOUND) }),
    run: async ({ user, params, context }) => ({
      user: await declineStaffRequest(user, params.userId, { ip: context.clientIp }),
    }),
  }),
});
