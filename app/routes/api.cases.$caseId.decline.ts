import { apiRoute, endpoint } from "~/route-kit/api.server";
import { caseParams } from "~/route-kit/case-api.server";
import { decideAcceptance } from "~/services/case-acceptance.server";

/**
 * POST /api/cases/{id}/decline { reason }: the case's attorney or an administrator declines an
 * AI intake awaiting acceptance; it is closed, the reason kept on an internal note and in the
 * audit log, and the client told the firm cannot take it on (without the reason). 409 when the
 * case is not awaiting acceptance.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["update", "case"],
    params: caseParams,
    body: "json",
    run: async ({ user, params, body }) => ({
      case: await decideAcceptance(user, params.caseId, { decision: "decline", input: body }),
    }),
  }),
});
