import { pagedCaseCollection } from "~/route-kit/case-api.server";
import { addProvider, listProviders } from "~/services/injury/providers.server";

/**
 * GET ?page=: the case's medical providers by first visit, { providers, page, pageCount, total }:
 * every field for its attorney or an administrator; its client reads name, kind, visits, still
 * treating and whether the records came in (no amounts, no contact details). POST { name, kind,
 * phone?, fax?, address?, firstVisit?, lastVisit?, stillTreating? }: 201 { provider }; from the
 * client only name, kind and the visits are read, and it is marked added by the client.
 */
export const { loader, action } = pagedCaseCollection(
  { many: "providers", one: "provider" },
  listProviders,
  addProvider,
);
