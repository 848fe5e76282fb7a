import { apiRoute, endpoint } from "~/route-kit/api.server";
import { listCategories } from "~/services/collaboration/knowledge.server";

/** GET: the knowledge base's categories, alphabetically. */
export const { loader, action } = apiRoute({
  GET: endpoint({ allow: ["read", "knowledgeArticle"], run: ({ user }) => listCategories(user) }),
});
