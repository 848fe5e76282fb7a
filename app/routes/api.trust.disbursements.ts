import { apiRoute, endpoint } from "~/route-kit/api.server";
import { disburseFromTrust } from "~/services/money/trust.server";

/**
 * POST { accountId, caseId, amountCents, payee, reference, paidOn, statementLine?, memo? }:
 * 201 { entry }, money paid out of the matter's cleared trust funds (issue 41); 409 with
 * { message, balanceCents, availableCents } when they do not cover it. The case's attorney or
 * an administrator.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["money", "case"],
    body: "json",
    status: 201,
    creates: true,
    run: async ({ user, body }) => ({ entry: await disburseFromTrust(user, body) }),
  }),
});
