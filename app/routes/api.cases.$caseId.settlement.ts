import { apiRoute, endpoint } from "~/route-kit/api.server";
import { caseParams } from "~/route-kit/case-api.server";
import { setSettlement, settlementOf } from "~/services/money/settlement.server";

/**
 * GET: the case's settlement statement (issue 41) { grossCents, stage, feeCents, feeExplanation,
 * costsCents, liensCents, netToClientCents, status: draft|ready|approved, approvedAt, lines,
 * payments, liens, problems, statementHash, changedSinceApproval }: the case's attorney or an
 * administrator, and its client once it is marked ready. PUT { payments: [{ payer, amountCents }],
 * liens: [{ name, amountCents }] | null }: the firm's; the same answer.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "case"],
    params: caseParams,
    run: ({ user, params }) => settlementOf(user, params.caseId),
  }),
  PUT: endpoint({
    allow: ["money", "case"],
    params: caseParams,
    body: "json",
    run: ({ user, params, body }) => setSettlement(user, params.caseId, body),
  }),
});
