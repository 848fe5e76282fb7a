import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { searchCases } from "~/services/case-list.server";
import { clientCaseView } from "~/services/cases.server";
import { ENUMS } from "~/utils/domain";
import { pageParam } from "~/utils/field-schemas";

/**
 * GET /api/cases?status=&priority=&q=&page=: the caller's cases, latest activity first (a client's
 * without the firm's priority, which they cannot filter by either).
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "case"],
    query: z.object({
      status: z.optional(z.enum(ENUMS.caseStatus, { error: "status is not a case status" })),
      priority: z.optional(z.enum(ENUMS.priority, { error: "priority is not a priority" })),
      q: z.optional(z.string().check(z.maxLength(100, "q must be at most 100 characters"))),
      page: pageParam,
    }),
    run: async ({ user, query }) => {
      const client = user.role === "client";
      const found = await searchCases(user, client ? { ...query, priority: undefined } : query);
      const cases = client ? found.cases.map(clientCaseView) : found.cases;
      return { cases, total: found.total, page: found.page };
    },
  }),
});
