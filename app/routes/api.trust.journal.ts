import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { trustJournal } from "~/services/money/trust.server";
import { pageParam } from "~/utils/field-schemas";

/**
 * GET ?accountId=&month=YYYY-MM&page=: the account's journal for the month { account, month,
 * openingCents, closingCents, entries, page, pageCount, total } (issue 41). Administrators.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["reconcile", "trustAccount"],
    query: z.object({
      accountId: z.optional(z.string()),
      month: z.optional(z.string()),
      page: pageParam,
    }),
    run: ({ user, query }) => trustJournal(user, query.accountId, query.month, query.page),
  }),
});
