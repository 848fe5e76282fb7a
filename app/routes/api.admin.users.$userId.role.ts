import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { changeRole, USER_NOT_FOUND } from "~/services/accounts.server";
import { recordIdField } from "~/utils/field-schemas";

/**
 * PATCH /api/admin/users/{userId}/role { role }: the account's new role, answered as `{ user }`.
 * Nobody changes their own role, and the last active administrator stays one (409).
 */
export const { loader, action } = apiRoute({
  PATCH: endpoint({
    allow: ["update", "user"],
    params: z.object({ userId: recordIdField(USER_NOT_FOUND) }),
    body: "json",
    run: async ({ user, params, body, context }) => ({
      user: await changeRole(user, params.userId, body, { ip: context.clientIp }),
    }),
  }),
});
