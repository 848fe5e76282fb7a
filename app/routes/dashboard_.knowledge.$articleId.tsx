import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { screenLoader } from "~/route-kit/screen.server";
import { openArticle } from "~/services/collaboration/knowledge.server";
import { getSettings } from "~/services/settings.server";
import { dashboardUrl } from "~/utils/dashboard-url";
import { formatDate, plural } from "~/utils/format";
import { requireRecordId } from "~/utils/record-id";
import { pageTitle } from "~/components/screen-heading";

/** A knowledge-base article. Opening it counts a view. */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "dashboard", async ({ user, params }) => {
    const [article, settings] = await Promise.all([
      openArticle(user, requireRecordId(params.articleId, "Article not found")),
      getSettings(),
    ]);
    return { article, timeZone: settings.timeZone };
  });

/** Only opening the article counts: staying on it (e.g. after another form posts) does not. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data ? `${data.article.title} - Knowledge Base` : "Knowledge Base");

export default function KnowledgeArticle() {
  const { article, timeZone } = useLoaderData<typeof loader>();
  return (
    <article aria-labelledby="article-title" className="mx-auto max-w-3xl">
      <p className="mb-4">
        <Link
          to={dashboardUrl({ tab: "knowledge" })}
          className="text-sm font-medium text-brand underline hover:no-underline"
        >
          Back to the Knowledge Base
        </Link>
      </p>
      <h1 id="article-title" className="text-2xl font-bold text-ink">
        {article.title}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
        <Badge>{article.category}</Badge>
        <span>
          Added <time dateTime={article.createdAt}>{formatDate(article.createdAt, timeZone)}</time>
        </span>
        <span>{plural(article.viewCount, "view")}</span>
      </p>
      <Card pad="lg" className="mt-6 whitespace-pre-line break-words leading-relaxed text-ink">
        {article.content}
      </Card>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
