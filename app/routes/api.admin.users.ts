import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { createUser, listUsers } from "~/services/accounts.server";
import { pageParam } from "~/utils/field-schemas";
import { ROLES } from "~/utils/roles";

/**
 * GET /api/admin/users?q=&role=&page=: every account, newest first, a page at a time.
 * POST /api/admin/users: a staff or client account (firstName, lastName, email, password, role);
 * 201 with the user. Administrators only.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "user"],
    query: z.object({
      q: z.optional(z.string().check(z.maxLength(100, "q must be at most 100 characters"))),
      role: z.optional(z.enum(ROLES, { error: "role is not a role" })),
      page: pageParam,
    }),
    run: async ({ user, query }) => {
      const { users, total, page } = await listUsers(user, query);
      return { users, total, page };
    },
  }),
  POST: endpoint({
    allow: ["create", "user"],
    body: "json",
    status: 201,
    creates: true,
    run: async ({ user, body, context }) => ({
      user: await createUser(user, body, { ip: context.clientIp }),
    }),
  }),
});
