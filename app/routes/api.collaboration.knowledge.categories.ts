import { apiRoute, listing } from "~/route-kit/api.server";
import { listCategories } from "~/services/collaboration/knowledge.server";

/** GET: the knowledge base's categories, alphabetically. */
export const { loader, action } = apiRoute({
  GET: listing(["read", "knowledgeArticle"], listCategories),
});
