import { pagedCaseCollection } from "~/route-kit/case-api.server";
import { addLien, listLiens } from "~/services/injury/liens.server";

/**
 * GET ?page=: the case's liens, { liens, page, pageCount, total }. POST { holder, holderKind:
 * medicare|medicaid|erisa|hospital|letter_of_protection|child_support|other, claimedCents,
 * finalCents?, status? }: 201 { lien }, its status dated today. The case's attorney or an
 * administrator.
 */
export const { loader, action } = pagedCaseCollection(
  { many: "liens", one: "lien" },
  listLiens,
  addLien,
);
