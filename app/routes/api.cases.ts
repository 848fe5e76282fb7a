import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { searchCases } from "~/services/case-list.server";
import { CASE_STATUSES, ENUMS } from "~/utils/domain";
import { pageParam } from "~/utils/field-schemas";

/** GET /api/cases?status=&priority=&q=&page=: the caller's cases, latest activity first. */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "case"],
    query: z.object({
      status: z.optional(z.enum(CASE_STATUSES, { error: "status is not a case status" })),
      priority: z.optional(z.enum(ENUMS.priority, { error: "priority is not a priority" })),
      q: z.optional(z.string().check(z.maxLength(100, "q must be at most 100 characters"))),
      page: pageParam,
    }),
    run: async ({ user, query }) => {
      const { cases, total, page } = await searchCases(user, query);
      return { cases, total, page };
    },
  }),
});
