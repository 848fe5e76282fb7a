import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { trustJournal } from "~/services/money/trust.server";
import { pageParam, recordIdField } from "~/utils/field-schemas";

/**
 * GET ?accountId=&month=YYYY-MM&page=: the account's journal for the month { account, month,
 * openingCents, closingCents, entries, page, pageCount, total } (issue 41). Administrators.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["reconcile", "trustAccount"],
    query: z.object({
      // As the reconciliation: left out or not an id is 400 naming it; an id of none is 404.
      accountId: recordIdField("Choose the trust account"),
      month: z.optional(z.string()),
      page: pageParam,
    }),
    run: ({ user, query }) => trustJournal(user, query.accountId, query.month, query.page),
  }),
});
