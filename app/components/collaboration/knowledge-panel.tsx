import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { CollaborationPanel } from "~/services/collaboration/panel.server";
import { NewArticleSchema } from "~/utils/collaboration-schemas";
import { dashboardUrl, type DialogName } from "~/utils/dashboard-url";
import { formatDate, plural } from "~/utils/format";
import { useIntentPending } from "~/utils/use-intent-pending";
import { useZodForm } from "~/utils/use-zod-form";
import { FormAlert, SubmitButton, TextField, TextareaField } from "~/components/ui/fields";
import { Dialog } from "~/components/ui/dialog";
import { replyFor, type PanelReply } from "./collaboration-panel";
import { DialogLink, PanelHeader } from "./panel-parts";

type KnowledgeData = Extract<CollaborationPanel, { tab: "knowledge" }>;

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
  reply?: PanelReply;
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
          <label htmlFor="knowledge-q" className="block text-sm font-medium text-slate-800">
            Search articles
          </label>
          <input
            id="knowledge-q"
            type="search"
            name="q"
            defaultValue={panel.q}
            maxLength={100}
            className="block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900"
          />
        </div>
        <button
          type="submit"
          className="rounded-md bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-800"
        >
          Search
        </button>
        {panel.q ? (
          <Link
            to={dashboardUrl({ tab: "knowledge" })}
            preventScrollReset
            className="px-2 py-2 text-sm font-medium text-blue-800 underline"
          >
            Clear search
          </Link>
        ) : null}
      </Form>
      <p role="status" className="mb-3 text-sm text-slate-700">
        {panel.q
          ? `${plural(panel.articles.length, "article")} found for “${panel.q}”`
          : plural(panel.articles.length, "article")}
      </p>
      {panel.articles.length === 0 ? (
        <p className="text-sm text-slate-600">
          No articles match your search. Try other words, or add an article.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {panel.articles.map((article) => (
            <li key={article.id}>
              <article className="h-full rounded-md border border-slate-200 p-4">
                <h4 className="font-semibold">
                  <Link
                    to={`/dashboard/knowledge/${article.id}`}
                    className="text-blue-800 underline hover:text-blue-900"
                  >
                    {article.title}
                  </Link>
                </h4>
                <p className="mt-1">
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
                    {article.category}
                  </span>
                </p>
                <p className="mt-2 break-words text-sm text-slate-700">
                  {preview(article.content)}
                </p>
                <p className="mt-2 text-xs text-slate-600">
                  {plural(article.viewCount, "view")} · Added{" "}
                  <time dateTime={article.createdAt}>
                    {formatDate(article.createdAt, timeZone)}
                  </time>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {dialog === "new-article" ? (
        <Dialog id="new-article-dialog" title="Add Article" closeTo={here}>
          <NewArticleForm categories={panel.categories} reply={replyFor(reply, "create-article")} />
        </Dialog>
      ) : null}
    </div>
  );
}

function NewArticleForm({
  categories,
  reply,
}: {
  categories: string[];
  reply?: PanelReply["result"];
}) {
  const [form, fields] = useZodForm("new-article", NewArticleSchema, reply);
  const pending = useIntentPending("create-article");
  return (
    <Form
      method="post"
      action={dashboardUrl({ tab: "knowledge", dialog: "new-article" })}
      preventScrollReset
      {...getFormProps(form)}
      className="space-y-4"
    >
      <FormAlert id={form.errorId} errors={form.errors} />
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
      <SubmitButton name="intent" value="create-article" pending={pending} pendingText="Adding...">
        Add Article
      </SubmitButton>
    </Form>
  );
}
