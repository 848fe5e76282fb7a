import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { DataTable, type Column } from "~/components/ui/data-table";
import { pageCount, pageHref, readTableState } from "~/components/ui/table-state";
import { screenLoader } from "~/route-kit/screen.server";
import { listForms, type FormSummary } from "~/services/forms.server";
import { formatDateTime } from "~/utils/format";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Form Builder");

const PAGE_SIZE = 25;

/** The firm's forms, the most recently changed first, a page at a time. */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "formBuilder", async ({ user, url }) => {
    const table = readTableState(url.searchParams, {
      sorts: ["changed"],
      sort: "changed",
      dir: "desc",
    });
    const { items, total } = await listForms(user, {
      limit: PAGE_SIZE,
      offset: (table.page - 1) * PAGE_SIZE,
    });
    const pages = pageCount(total, PAGE_SIZE);
    if (table.page > pages) throw redirect(pageHref(url, pages));
    return { forms: items, table, pageCount: pages };
  });

const COLUMNS: ReadonlyArray<Column<FormSummary>> = [
  {
    id: "title",
    header: "Form",
    cell: (form) =>
      form.builtIn ? (
        <>
          <span className="font-medium">{form.title}</span>
          <div className="text-sm text-ink-muted">
            Built in: the public consultation form at{" "}
            <Link to="/public-form" className="text-brand underline hover:no-underline">
              /public-form
            </Link>
          </div>
        </>
      ) : (
        <Link
          to={`/form-builder/${form.id}`}
          className="font-medium text-brand underline hover:no-underline"
        >
          {form.title}
        </Link>
      ),
  },
  {
    id: "status",
    header: "Status",
    cell: (form) => (
      <span className="flex flex-wrap gap-1">
        {form.status === "published" ? (
          <Badge tone="success">Published</Badge>
        ) : (
          <Badge tone="neutral">Draft</Badge>
        )}
        {form.hasDraftChanges ? <Badge tone="warning">Unpublished changes</Badge> : null}
      </span>
    ),
  },
  {
    id: "version",
    header: "Version",
    cell: (form) => (form.version > 0 ? `Version ${form.version}` : "Not published yet"),
  },
  {
    id: "submissions",
    header: "Submissions",
    cell: (form) =>
      form.submissions > 0 ? (
        <Link
          to={`/submissions?form=${form.id}`}
          className="text-brand underline hover:no-underline"
          aria-label={`${form.submissions} submissions of ${form.title}`}
        >
          {form.submissions}
        </Link>
      ) : (
        "0"
      ),
  },
  {
    id: "changed",
    header: "Last change",
    cell: (form) => <time dateTime={form.updatedAt}>{formatDateTime(form.updatedAt)}</time>,
  },
];

export default function FormBuilderList() {
  const { forms, table, pageCount } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <ScreenHeading title="Form Builder">
          Intake forms your clients fill in on their portal.
        </ScreenHeading>
        <ButtonLink id="new-form" to="/form-builder/new">
          New form
        </ButtonLink>
      </div>
      <DataTable
        id="form-list"
        caption="The firm's forms, most recently changed first"
        captionHidden
        columns={COLUMNS}
        rows={forms}
        rowKey={(form) => form.id}
        empty="No forms yet. Start one with New form."
        paging={{ page: table.page, pageCount }}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
