import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { Card } from "~/components/ui/card";
import { TextField, TextareaField } from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { getSettings } from "~/services/settings.server";
import { readSitePage, saveSitePage } from "~/services/site-pages.server";
import { SitePageSchema } from "~/utils/form-schemas.server";
import { FORM_SPECS } from "~/utils/form-specs";
import { can } from "~/utils/policy";
import { pageBlocks } from "~/utils/site-pages";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data?.page.title);

/**
 * /pages/{slug} (issue 14): a page the firm publishes (terms, privacy, accessibility), for
 * everyone, signed in or not; an administrator edits its text here (a POST form).
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "sitePages", async ({ user, params }) => {
    const [page, settings] = await Promise.all([readSitePage(params.slug ?? ""), getSettings()]);
    return {
      page,
      blocks: pageBlocks(page.body, settings.supportEmail),
      canEdit: can(user, "update", "sitePage"),
    };
  });

export const action = (args: ActionFunctionArgs) =>
  screenAction(
    args,
    "sitePages",
    (intent) => ({
      "save-page": intent(SitePageSchema, async ({ user, value, params, context, redirect }) => {
        const page = await saveSitePage(user, params.slug ?? "", value, { ip: context.clientIp });
        return redirect(`/pages/${page.slug}`, {
          title: "Page saved",
          description: `${page.title} now shows your text.`,
        });
      }),
    }),
    { notFound: "page" },
  );

export default function PublishedPage() {
  const { page, blocks, canEdit } = useLoaderData<typeof loader>();
  return (
    <article className="max-w-3xl">
      <ScreenHeading title={page.title}>
        <p>Last updated {page.updatedAt.slice(0, 10)}.</p>
      </ScreenHeading>
      <div className="space-y-4 text-ink">
        {blocks.map((block, i) =>
          block.kind === "heading" ? (
            <h2 key={i} className="pt-2 text-xl font-semibold">
              {block.text}
            </h2>
          ) : block.kind === "list" ? (
            <ul key={i} className="list-disc space-y-1 pl-6">
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          ) : (
            <p key={i}>{block.text}</p>
          ),
        )}
      </div>
      {canEdit ? <EditPage /> : null}
    </article>
  );
}

/** The administrator's editor, folded away under the page (open again after a refusal). */
function EditPage() {
  const { page } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const state = useIntentForm("save-page", FORM_SPECS.sitePage, reply, {
    defaultValue: { title: page.title, body: page.body },
  });
  return (
    <Card as="section" pad="md" className="no-print mt-8" aria-labelledby="edit-page-title">
      <details open={Boolean(reply)}>
        <summary className="cursor-pointer font-semibold text-brand underline">
          <span id="edit-page-title">Edit this page</span>
        </summary>
        <IntentForm
          state={state}
          submit="Save page"
          pendingText="Saving..."
          className="mt-4 space-y-4"
        >
          <TextField meta={state.fields.title} label="Title" />
          <TextareaField
            meta={state.fields.body}
            label="Text"
            rows={18}
            hint='A blank line starts a new paragraph; "## " starts a heading and "- " a list item. {supportEmail} shows the support email from the settings.'
          />
        </IntentForm>
      </details>
    </Card>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
