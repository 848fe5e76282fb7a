import * as z from "zod/mini";
import { apiRoute, creation, endpoint } from "~/route-kit/api.server";
import { createArticle, listArticles } from "~/services/collaboration/knowledge.server";

/**
 * GET ?search=: articles whose title, category or content contain it, newest first.
 * POST {title, category, content}: Add Article (the screen's button, also offered here).
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "knowledgeArticle"],
    query: z.object({ search: z.optional(z.string()) }),
    run: ({ user, query }) => listArticles(user, query.search),
  }),
  POST: creation(["create", "knowledgeArticle"], createArticle),
});
