import { apiRoute, endpoint } from "~/route-kit/api.server";
import { caseParams } from "~/route-kit/case-api.server";
import { approveSettlement } from "~/services/money/settlement.server";

/**
 * POST /api/cases/{id}/settlement/approve { name }: the case's client approves the statement
 * marked ready (issue 41); their name, the time, their address and the statement's SHA-256 are
 * kept. 404 when none waits for them, 409 when already approved.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["approveSettlement", "case"],
    params: caseParams,
    body: "json",
    run: ({ user, params, body, context }) =>
      approveSettlement(user, params.caseId, body, context.clientIp),
  }),
});
