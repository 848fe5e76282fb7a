import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { trustReconciliation } from "~/services/money/trust.server";

/**
 * GET ?accountId=&month=YYYY-MM&bankBalanceCents=: the account's three-way reconciliation at the
 * month's end { journalCents, mattersCents, bankCents, depositsInTransitCents,
 * outstandingPaymentsCents, adjustedBankCents, depositsInTransit, outstandingPayments, differences,
 * negativeMatters, balanced, matters, asOf } (issue 41): the bank's balance with the deposits in
 * transit added and the outstanding payments taken off is what is compared. Administrators.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["reconcile", "trustAccount"],
    query: z.object({
      accountId: z.optional(z.string()),
      month: z.optional(z.string()),
      bankBalanceCents: z.optional(z.string()),
    }),
    run: ({ user, query }) => trustReconciliation(user, query),
  }),
});
