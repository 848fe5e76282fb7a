import { caseRecord } from "~/route-kit/case-api.server";
import { removeLien, updateLien } from "~/services/injury/liens.server";

/** PATCH { any of a lien's fields }: { lien } (a new status is dated today). DELETE: { deleted }. */
export const { loader, action } = caseRecord(
  { one: "lien", idParam: "lienId", notFound: "Lien not found" },
  updateLien,
  removeLien,
);
