import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { createUser, listUsers } from "~/services/accounts.server";
import { STAFF_REQUESTS } from "~/utils/roles";
import { pageParam } from "~/utils/field-schemas";
import { ROLES } from "~/utils/roles";
import { userInvitationShownAlready } from "~/services/invitations.server";

/**
 * GET /api/admin/users?q=&role=&request=&page=: every account, newest first, a page at a time
 * (`request=pending`: the requests to be staff that wait for a decision).
 * POST /api/admin/users: a staff or client account (firstName, lastName, email, role, and an
 * optional password); 201 `{ user, invitationUrl }`. Without a password the account has none
 * yet and `invitationUrl` is the link that sets it, shown this once (null with a password).
 * Administrators only.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "user"],
    query: z.object({
      q: z.optional(z.string().check(z.maxLength(100, "q must be at most 100 characters"))),
      role: z.optional(z.enum(ROLES, { error: "role is not a role" })),
      request: z.optional(z.enum(STAFF_REQUESTS, { error: "request must be pending or declined" })),
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
    run: async ({ user, body, request, context }) => {
      const created = await createUser(user, body, { ip: context.clientIp });
      return {
        user: created.user,
        invitationUrl: created.invitationPath
          ? new URL(created.invitationPath, request.url).href
          : null,
      };
    },
    // A repeat with the same Idempotency-Key is told the link was shown, never shown it again.
    replay: ({ user, invitationUrl }) => ({
      user,
      invitationUrl: null,
      ...(invitationUrl ? { message: userInvitationShownAlready(user.id) } : {}),
    }),
  }),
});
