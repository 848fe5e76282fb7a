import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { searchStaff } from "~/services/people.server";
import { pageParam } from "~/utils/field-schemas";

/**
 * GET /api/users/staff?q=&page=: the firm's staff attorneys (id, first and last name) by name,
 * 50 a page, those whose first or last name starts with each word of `q`; `hasMore` says another
 * page follows. For staff and admins.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "staffMember"],
    query: z.object({
      q: z.optional(z.string().check(z.maxLength(100, "q must be at most 100 characters"))),
      page: pageParam,
    }),
    run: ({ user, query }) => searchStaff(user, { q: query.q, page: query.page, limit: 50 }),
  }),
});
