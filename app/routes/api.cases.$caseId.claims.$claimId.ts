import { caseRecord } from "~/route-kit/case-api.server";
import { removeClaim, updateClaim } from "~/services/injury/claims.server";

/**
 * PATCH { any of a claim's fields, needsReview? }: { claim }. DELETE: { deleted: { id } }, with
 * its notes. The case's attorney or an administrator; anyone else's case answers 404.
 */
export const { loader, action } = caseRecord(
  { one: "claim", idParam: "claimId", notFound: "Claim not found" },
  updateClaim,
  removeClaim,
);
