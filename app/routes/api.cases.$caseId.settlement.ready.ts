import { apiRoute, endpoint } from "~/route-kit/api.server";
import { caseParams } from "~/route-kit/case-api.server";
import { markSettlementReady } from "~/services/money/settlement.server";

/**
 * POST /api/cases/{id}/settlement/ready: the case's attorney or an administrator marks the
 * statement ready for the client's approval (issue 41); 409 while it cannot be figured (no
 * payment, no fee agreement) or once approved. The statement as GET answers it.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["money", "case"],
    params: caseParams,
    run: ({ user, params }) => markSettlementReady(user, params.caseId),
  }),
});
