import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { approveStaffRequest, USER_NOT_FOUND } from "~/services/accounts.server";
import { recordIdField } from "~/utils/field-schemas";

/**
 * POST /api/admin/users/{userId}/approve: approves the account's request to be staff; it becomes
 * staff, its sessions end (it signs in again as staff) and it is told. Answers `{ user }`; 404 for no
 * such account, 409 for one with no request waiting. Administrators only.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["update", "user"],
    params: z.object({ userId: recordIdField(USER_NOT_FOUND) }),
    run: async ({ user, params, context }) => ({
      user: await approveStaffRequest(user, params.userId, { ip: context.clientIp }),
    }),
  }),
});
