import { pagedCaseCollection } from "~/route-kit/case-api.server";
import { addClaim, listClaims } from "~/services/injury/claims.server";

/**
 * GET ?page=: the case's insurance claims, { claims, page, pageCount, total } (its attorney or an
 * administrator). POST { insurerName, coverage: liability|um_uim|pip_medpay|health|workers_comp,
 * claimNumber?, policyNumber?, limitPerPersonCents?, limitPerAccidentCents?, adjusterName?,
 * adjusterPhone?, adjusterEmail?, status?, representationLetterDate? }: 201 { claim }; an insurer
 * not yet a party of the case is added as one.
 */
export const { loader, action } = pagedCaseCollection(
  { many: "claims", one: "claim" },
  listClaims,
  addClaim,
);
