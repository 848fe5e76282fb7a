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
 * POST /api/admin/users: a staff or client account (firstName, lastName, email, role); 201
 * `{ user, invitationUrl }`. The account has no password yet: the person is e-mailed the
 * invitation link that sets it, and `invitationUrl` is the same link, shown this once. A
 * `password` in the body is refused (400): the person chooses their own. Administrators only.
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
      const created = await createUser(user, body, {
        ip: context.clientIp,
        origin: new URL(request.url).origin,
      });
      return { user: created.user, invitationUrl: created.invitation.url };
    },
    // A repeat with the same Idempotency-Key is told the link was shown, never shown it again.
    replay: ({ user }) => ({
      user,
      invitationUrl: null,
      message: userInvitationShownAlready(user.id),
    }),
  }),
});
