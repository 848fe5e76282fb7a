import { apiRoute, endpoint } from "~/route-kit/api.server";
import { caseParams } from "~/route-kit/case-api.server";
import { feeAgreementOf, setFeeAgreement } from "~/services/money/fee-agreement.server";

/**
 * GET: { stage, feeAgreement: { tiers: [{ stage, rateNumerator, rateDenominator }],
 * costsBeforeFee, signedOn, updatedAt } | null, tierInForce }: the tier the case's stage puts in
 * force. PUT { tiers, costsBeforeFee, signedOn }: the whole agreement; the same answer. The case's
 * attorney or an administrator (issue 41).
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["money", "case"],
    params: caseParams,
    run: ({ user, params }) => feeAgreementOf(user, params.caseId),
  }),
  PUT: endpoint({
    allow: ["money", "case"],
    params: caseParams,
    body: "json",
    run: ({ user, params, body }) => setFeeAgreement(user, params.caseId, body),
  }),
});
