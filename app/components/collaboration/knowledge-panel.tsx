import { Form, Link } from "@remix-run/react";
import type { CollaborationPanelData } from "~/services/collaboration/panel.server";
import { NewArticleSchema } from "~/utils/collaboration-schemas";
import { dashboardUrl, type DialogName } from "~/utils/dashboard-url";
import { formatDate, plural } from "~/utils/format";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { TextField, TextareaField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import { DialogLink, PanelHeader } from "./panel-parts";

type KnowledgeData = Extract<CollaborationPanelData, { tab: "knowledge" }>;

/** A card shows the first 150 characters of an article (spec section 9). */
export const PREVIEW_LENGTH = 150;

export function preview(content: string): string {
  return content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH)}...` : content;
}

/** Knowledge Base: a plain GET search (`?q=`), article cards, and Add Article. */
export function KnowledgePanel({
  panel,
  dialog,
  timeZone,
  reply,
}: {
  panel: KnowledgeData;
  dialog: DialogName | null;
  timeZone: string;
  reply?: IntentReply;
}) {
  const here = dashboardUrl({ tab: "knowledge", q: panel.q });
  return (
    <div>
      <PanelHeader id="knowledge-title" title="Knowledge Base">
        <DialogLink
          to={dashboardUrl({ tab: "knowledge", q: panel.q, dialog: "new-article" })}
          dialogId="new-article-dialog"
        >
          Add Article
        </DialogLink>
      </PanelHeader>
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
            className="block w-full rounded-control border border-slate-400 px-3 py-2 text-ink"
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
      {dialog === "new-article" ? (
        <Dialog startAtField id="new-article-dialog" title="Add Article" closeTo={here}>
          <NewArticleForm categories={panel.categories} reply={reply} />
        </Dialog>
      ) : null}
    </div>
  );
}

function NewArticleForm({ categories, reply }: { categories: string[]; reply?: IntentReply }) {
  const state = useIntentForm("create-article", NewArticleSchema, reply, {
    id: "new-article",
    shouldValidate: "onSubmit",
  });
  const { fields, pending } = state;
  return (
    <IntentForm
      state={state}
      action={dashboardUrl({ tab: "knowledge", dialog: "new-article" })}
      preventScrollReset
    >
      <TextField meta={fields.title} label="Title" />
      <TextField
        meta={fields.category}
        label="Category"
        list="article-categories"
        hint="Pick one in use or name a new one."
      />
      <datalist id="article-categories">
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <TextareaField meta={fields.content} label="Content" rows={8} />
      <Button className="w-full" pending={pending} pendingText="Adding...">
        Add Article
      </Button>
    </IntentForm>
  );
}
