import { apiRoute, endpoint } from "~/route-kit/api.server";
import { caseParams } from "~/route-kit/case-api.server";
import { decideAcceptance } from "~/services/case-acceptance.server";

/**
 * POST /api/cases/{id}/accept: the case's attorney or an administrator accepts an AI intake
 * awaiting acceptance; it becomes active and the client is told. 409 while its conflict check is
 * undecided (or the conflict was declined), or when the case is not awaiting acceptance.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["update", "case"],
    params: caseParams,
    run: async ({ user, params }) => ({
      case: await decideAcceptance(user, params.caseId, { decision: "accept" }),
    }),
  }),
});
