import { apiRoute, endpoint } from "~/route-kit/api.server";
import { caseParams } from "~/route-kit/case-api.server";
import { damagesOf, setDamages } from "~/services/injury/damages.server";

/**
 * GET: { damages: { medicalBilledCents, medicalPaidCents, lostWagesCents, otherEconomicCents,
 * liensCents, limitsAvailableCents, treatmentGaps: [{ from, to, days }] } }, summed by the
 * database from the case's bills, liens and claims. PUT { lostWagesCents, otherEconomicCents }:
 * the two figures entered; { damages }. The case's attorney or an administrator.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "case"],
    params: caseParams,
    run: async ({ user, params }) => ({ damages: await damagesOf(user, params.caseId) }),
  }),
  PUT: endpoint({
    allow: ["read", "case"],
    params: caseParams,
    body: "json",
    run: async ({ user, params, body }) => ({
      damages: await setDamages(user, params.caseId, body),
    }),
  }),
});
