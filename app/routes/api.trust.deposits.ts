import { apiRoute, endpoint } from "~/route-kit/api.server";
import { depositToTrust } from "~/services/money/trust.server";

/**
 * POST { accountId, caseId, amountCents, payer, reference, receivedOn, memo? }: 201 { entry },
 * a deposit into the matter's trust, not yet cleared (issue 41). The case's attorney or an
 * administrator; another attorney's case answers 404.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["money", "case"],
    body: "json",
    status: 201,
    creates: true,
    run: async ({ user, body }) => ({ entry: await depositToTrust(user, body) }),
  }),
});
