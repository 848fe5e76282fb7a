import { KnowledgeArticle, sequelize } from "~/models/index.server";
import { NewArticleSchema } from "~/utils/collaboration-schemas";
import { iso, pick } from "~/utils/pick";
import { authorize } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import { audit } from "../audit.server";
import type { PublicUser } from "../auth.server";

/** A knowledge-base article (spec section 3). */
export type PublicArticle = ReturnType<typeof toPublicArticle>;

const toPublicArticle = (row: KnowledgeArticle) => ({
  ...pick(row, "id", "title", "category", "content"),
  viewCount: Number(row.viewCount),
  createdAt: iso(row.createdAt),
});

export const ARTICLE_LIMIT = 50;
/** Longer search text is cut: nobody types more, and LIKE over long patterns is waste. */
export const SEARCH_MAX = 100;

/**
 * `column LIKE '%text%'` with the text's own % and _ taken literally. The escape character is !,
 * which means nothing special in a string literal on either MySQL or SQLite.
 */
function contains(column: string, text: string) {
  const pattern = `%${text.replace(/[!%_]/g, (char) => `!${char}`)}%`;
  const quoted = sequelize.getQueryInterface().quoteIdentifier(column);
  return sequelize.literal(`${quoted} LIKE ${sequelize.escape(pattern)} ESCAPE '!'`);
}

/** Newest first; with a search, those whose title, category or content contains it (any case). */
export async function listArticles(
  user: PublicUser,
  search?: string | null,
): Promise<PublicArticle[]> {
  authorize(user, "read", "knowledgeArticle");
  const text = (search ?? "").trim().slice(0, SEARCH_MAX);
  const rows = await KnowledgeArticle.findAll({
    where: text
      ? sequelize.or(contains("title", text), contains("category", text), contains("content", text))
      : {},
    order: [
      ["createdAt", "DESC"],
      ["id", "DESC"],
    ],
    limit: ARTICLE_LIMIT,
  });
  return rows.map(toPublicArticle);
}

/** The categories in use, alphabetically (GET /api/collaboration/knowledge/categories). */
export async function listCategories(user: PublicUser): Promise<string[]> {
  authorize(user, "read", "knowledgeArticle");
  const rows = await KnowledgeArticle.findAll({
    attributes: ["category"],
    group: ["category"],
    order: [["category", "ASC"]],
    limit: 200,
  });
  return rows.map((row) => row.category);
}

/** Opening an article counts one view. */
export async function openArticle(user: PublicUser, articleId: number): Promise<PublicArticle> {
  authorize(user, "read", "knowledgeArticle");
  await KnowledgeArticle.increment("viewCount", { by: 1, where: { id: articleId } });
  const row = await KnowledgeArticle.findByPk(articleId);
  if (!row) throw new ServiceError(404, "Article not found");
  return toPublicArticle(row);
}

export async function createArticle(user: PublicUser, input: unknown): Promise<PublicArticle> {
  authorize(user, "create", "knowledgeArticle");
  const value = parseOrThrow(NewArticleSchema, input);
  return sequelize.transaction(async (transaction) => {
    const row = await KnowledgeArticle.create({ ...value, authorId: user.id }, { transaction });
    await audit(transaction, "article_created", user, ["article", row.id]);
    return toPublicArticle(row);
  });
}
