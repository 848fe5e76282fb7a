import { caseCollection } from "~/route-kit/case-api.server";
import { addCaseParty, listCaseParties } from "~/services/parties.server";

/**
 * GET: the case's parties, current then removed (its attorney or an administrator; the firm's
 * own record). POST { name, kind: person|organisation, role: adverse_party|adverse_counsel|insurer|
 * witness|co_party|related }: adds one; 201 { party }.
 */
export const { loader, action } = caseCollection(
  { many: "parties", one: "party" },
  listCaseParties,
  addCaseParty,
);
