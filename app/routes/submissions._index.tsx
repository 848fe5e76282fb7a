import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading } from "~/components/screen-heading";
import { Badge } from "~/components/ui/badge";
import { DataTable, type Column } from "~/components/ui/data-table";
import { FilterForm, FilterSelect } from "~/components/ui/filter-form";
import { TabNav } from "~/components/ui/tab-nav";
import { pageCount, pageHref, readTableState } from "~/components/ui/table-state";
import { screenLoader } from "~/route-kit/screen.server";
import {
  listSubmissionForms,
  listSubmissions,
  SUBMISSION_SORTS,
  type SubmissionListItem,
} from "~/services/submissions.server";
import { formatDateTime } from "~/utils/format";
import { toRecordId } from "~/utils/record-id";
import { pageTitle } from "~/components/screen-heading";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Form submissions");

const PAGE_SIZE = 25;

/** The filters (status, form), the order (by date received) and the page are URL state. */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "submissions", async ({ user, url }) => {
    const pendingOnly = url.searchParams.get("status") === "pending";
    const forms = await listSubmissionForms(user);
    // A form that is not in the list (a typed URL) filters nothing.
    const asked = toRecordId(url.searchParams.get("form"));
    const formId = forms.some((form) => form.id === asked) ? asked : null;
    const table = readTableState(url.searchParams, {
      sorts: SUBMISSION_SORTS,
      sort: "received",
      dir: "desc",
    });
    const { items, total } = await listSubmissions(user, {
      pendingOnly,
      formId,
      dir: table.dir,
      limit: PAGE_SIZE,
      offset: (table.page - 1) * PAGE_SIZE,
    });
    const pages = pageCount(total, PAGE_SIZE);
    // A page past the end (the list got shorter, a typed URL) is the last page.
    if (table.page > pages) throw redirect(pageHref(url, pages));
    return { pendingOnly, formId, forms, submissions: items, table, pageCount: pages };
  });

const COLUMNS: ReadonlyArray<Column<SubmissionListItem>> = [
  {
    id: "submitter",
    header: "Submitted by",
    cell: (submission) => (
      <>
        <Link
          to={`/submissions/${submission.id}`}
          className="font-medium text-brand underline hover:no-underline"
        >
          {submission.submitterName}
        </Link>
        <div className="text-ink-muted">{submission.submitterEmail}</div>
      </>
    ),
  },
  { id: "form", header: "Form", cell: (submission) => submission.formTitle },
  {
    id: "received",
    header: "Received",
    sortable: true,
    cell: (submission) => (
      <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt)}</time>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: (submission) =>
      submission.reviewedAt ? (
        <Badge tone="success">Reviewed</Badge>
      ) : (
        <Badge tone="warning">Pending review</Badge>
      ),
  },
];

export default function Submissions() {
  const { pendingOnly, formId, forms, submissions, table, pageCount } =
    useLoaderData<typeof loader>();
  const form = formId === null ? "" : `form=${formId}`;
  const filters = [
    { id: "all", label: "All", to: `/submissions${form ? `?${form}` : ""}` },
    {
      id: "pending",
      label: "Pending review",
      to: `/submissions?status=pending${form ? `&${form}` : ""}`,
    },
  ];
  const formTitle = forms.find((item) => item.id === formId)?.title;
  return (
    <>
      <ScreenHeading title="Form submissions">
        Consultation requests and other forms sent to the firm.
      </ScreenHeading>
      <div className="mb-4 space-y-4">
        <TabNav
          label="Filter submissions"
          items={filters}
          current={pendingOnly ? "pending" : "all"}
          variant="pills"
        />
        <FilterForm
          label="Submissions by form"
          hidden={pendingOnly ? { status: "pending" } : {}}
          filtered={formId !== null}
          clearTo={pendingOnly ? "/submissions?status=pending" : "/submissions"}
        >
          <FilterSelect
            id="submissions-form"
            name="form"
            label="Form"
            value={formId === null ? undefined : String(formId)}
            options={forms.map((item) => ({ value: String(item.id), label: item.title }))}
          />
        </FilterForm>
      </div>
      <DataTable
        caption={`Form submissions, ${table.dir === "asc" ? "oldest" : "newest"} first`}
        captionHidden
        columns={COLUMNS}
        rows={submissions}
        rowKey={(submission) => submission.id}
        empty={
          formTitle
            ? `No ${pendingOnly ? "pending " : ""}submissions of ${formTitle}.`
            : pendingOnly
              ? "Nothing is waiting for review."
              : "No submissions yet."
        }
        sort={{ by: table.sort, dir: table.dir }}
        paging={{ page: table.page, pageCount }}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
