import { caseRecord } from "~/route-kit/case-api.server";
import { removeProvider, updateProvider } from "~/services/injury/providers.server";

/**
 * PATCH { any of a provider's fields, needsReview? }: { provider }. DELETE: { deleted: { id } },
 * with its record requests (409 while its bills are on the file). The firm's: the case's
 * attorney or an administrator.
 */
export const { loader, action } = caseRecord(
  { one: "provider", idParam: "providerId", notFound: "Provider not found" },
  updateProvider,
  removeProvider,
);
