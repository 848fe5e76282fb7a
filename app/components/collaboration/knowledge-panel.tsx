import { Form, Link } from "@remix-run/react";
import { dashboardUrl } from "~/utils/dashboard-url";
import { formatDate, plural } from "~/utils/format";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { controlClass, TextField, TextareaField } from "~/components/ui/fields";
import { DialogForm, PanelHeader, type TabBodyProps } from "./panel-parts";

/** A card shows the first 150 characters of an article (spec section 9). */
export const PREVIEW_LENGTH = 150;

export function preview(content: string): string {
  return content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH)}...` : content;
}

/** Knowledge Base: a plain GET search (`?q=`), article cards, and Add Article. */
export function KnowledgePanel({ panel, dialog, timeZone, reply }: TabBodyProps<"knowledge">) {
  const here = { tab: "knowledge", q: panel.q } as const;
  return (
    <div>
      <PanelHeader title="Knowledge Base" here={here} dialog="new-article" />
      <Form
        method="get"
        action="/dashboard"
        preventScrollReset
        role="search"
        aria-label="Knowledge base"
        className="mb-4 flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="tab" value="knowledge" />
        <div className="min-w-60 flex-1 space-y-1">
          <label htmlFor="knowledge-q" className="block text-sm font-medium text-ink">
            Search articles
          </label>
          <input
            id="knowledge-q"
            type="search"
            name="q"
            defaultValue={panel.q}
            maxLength={100}
            className={controlClass(false)}
          />
        </div>
        <Button>Search</Button>
        {panel.q ? (
          <Link
            to={dashboardUrl({ tab: "knowledge" })}
            preventScrollReset
            className="px-2 py-2 text-sm font-medium text-brand underline hover:no-underline"
          >
            Clear search
          </Link>
        ) : null}
      </Form>
      <p role="status" className="mb-3 text-sm text-ink-muted">
        {panel.q
          ? `${plural(panel.articles.length, "article")} found for “${panel.q}”`
          : plural(panel.articles.length, "article")}
      </p>
      {panel.articles.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No articles match your search. Try other words, or add an article.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {panel.articles.map((article) => (
            <li key={article.id}>
              <Card as="article" pad="sm" className="h-full">
                <h4 className="font-semibold">
                  <Link
                    to={`/dashboard/knowledge/${article.id}`}
                    className="text-brand underline hover:no-underline"
                  >
                    {article.title}
                  </Link>
                </h4>
                <p className="mt-1">
                  <Badge>{article.category}</Badge>
                </p>
                <p className="mt-2 break-words text-sm text-ink-muted">
                  {preview(article.content)}
                </p>
                <p className="mt-2 text-xs text-ink-muted">
                  {plural(article.viewCount, "view")} · Added{" "}
                  <time dateTime={article.createdAt}>
                    {formatDate(article.createdAt, timeZone)}
                  </time>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <DialogForm name="new-article" open={dialog} here={here} reply={reply}>
        {(fields) => (
          <>
            <TextField meta={fields.title} label="Title" />
            <TextField
              meta={fields.category}
              label="Category"
              suggestions={panel.categories}
              hint="Pick one in use or name a new one."
            />
            <TextareaField meta={fields.content} label="Content" rows={8} />
          </>
        )}
      </DialogForm>
    </div>
  );
}
