import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { matterLedger } from "~/services/money/trust.server";
import { pageParam, recordIdField } from "~/utils/field-schemas";

/**
 * GET ?caseId=&page=: the matter's trust ledger { entries, balanceCents, availableCents,
 * accounts, page, pageCount, total }, each entry with the balance after it (issue 41). The case's
 * attorney, an administrator, or the case's client (their own lines).
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "case"],
    query: z.object({ caseId: recordIdField("Case not found"), page: pageParam }),
    run: ({ user, query }) => matterLedger(user, query.caseId, query.page),
  }),
});
