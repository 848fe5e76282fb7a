import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { PriorityBadge } from "~/components/priority-badge";
import { ScreenHeading } from "~/components/screen-heading";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { DataTable, type Column } from "~/components/ui/data-table";
import { controlClass } from "~/components/ui/fields";
import { pageHref } from "~/components/ui/table-state";
import { screenLoader } from "~/route-kit/screen.server";
import { searchCases, type CaseFilters, type CaseListItem } from "~/services/case-list.server";
import { getSettings } from "~/services/settings.server";
import { caseUrl } from "~/utils/case-urls";
import { ENUMS } from "~/utils/domain";
import { formatDateTime, humanise } from "~/utils/format";
import { pageTitle } from "~/components/screen-heading";

// What the filters offer (in the browser too: no value may come from a *.server module here).
const CASE_STATUS_CHOICES = ENUMS.caseStatus;
const CASE_PRIORITY_CHOICES = ENUMS.priority;

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Cases");

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value);

/** Filters, search and page are URL state: a GET form and links, bookmarkable, no JavaScript. */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "cases", async ({ user, url }) => {
    const params = url.searchParams;
    const pageParam = params.get("page") ?? "";
    const filters: CaseFilters = {
      status: oneOf(CASE_STATUS_CHOICES, params.get("status")),
      priority: oneOf(CASE_PRIORITY_CHOICES, params.get("priority")),
      q: (params.get("q") ?? "").trim().slice(0, 100) || undefined,
      page: /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 1,
    };
    const [list, settings] = await Promise.all([searchCases(user, filters), getSettings()]);
    // A page past the end (the list got shorter, a typed URL) is the last page.
    if ((filters.page ?? 1) > list.pageCount) throw redirect(pageHref(url, list.pageCount));
    return {
      ...list,
      filters,
      everyCase: user.role === "admin",
      timeZone: settings.timeZone,
    };
  });

function columns(timeZone: string): ReadonlyArray<Column<CaseListItem>> {
  return [
    {
      id: "case",
      header: "Case",
      cell: (item) => (
        <>
          <div className="text-sm text-ink-muted">Case #{item.id}</div>
          <Link to={caseUrl(item.id)} className="font-medium text-brand underline">
            {item.title}
          </Link>
          {item.unreadMessages > 0 ? (
            <div className="mt-1">
              <Link to={caseUrl(item.id, "messages")} className="text-sm">
                <Badge tone="warning">
                  {item.unreadMessages === 1
                    ? "1 unread message"
                    : `${item.unreadMessages} unread messages`}
                </Badge>
              </Link>
            </div>
          ) : null}
        </>
      ),
    },
    { id: "client", header: "Client", cell: (item) => item.clientName },
    { id: "status", header: "Status", cell: (item) => humanise(item.status) },
    {
      id: "priority",
      header: "Priority",
      cell: (item) => <PriorityBadge value={item.priority} label="Priority" />,
    },
    { id: "type", header: "Type", cell: (item) => item.caseType },
    { id: "attorney", header: "Attorney", cell: (item) => item.staffName || "Unassigned" },
    {
      id: "activity",
      header: "Last activity",
      cell: (item) => (
        <time dateTime={item.updatedAt}>{formatDateTime(item.updatedAt, timeZone)}</time>
      ),
    },
  ];
}

export default function Cases() {
  const { cases, total, page, pageCount, filters, everyCase, timeZone } =
    useLoaderData<typeof loader>();
  const filtered = Boolean(filters.status || filters.priority || filters.q);
  return (
    <>
      <ScreenHeading title="Cases">
        {everyCase ? "Every case in the firm" : "The cases assigned to you"}, latest activity first.
      </ScreenHeading>
      <Form
        method="get"
        role="search"
        aria-label="Find cases"
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        <div className="min-w-48 flex-1 space-y-1">
          <label htmlFor="cases-q" className="block text-sm font-medium text-ink">
            Search
          </label>
          <input
            id="cases-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            maxLength={100}
            aria-describedby="cases-q-hint"
            className={controlClass(false)}
          />
          <p id="cases-q-hint" className="text-sm text-ink-muted">
            Case number, title or client name
          </p>
        </div>
        <Choice name="status" label="Status" value={filters.status} choices={CASE_STATUS_CHOICES} />
        <Choice
          name="priority"
          label="Priority"
          value={filters.priority}
          choices={CASE_PRIORITY_CHOICES}
        />
        <div className="flex gap-2 pb-7">
          <Button>Filter</Button>
          {filtered ? (
            <ButtonLink to="/cases" variant="secondary">
              Clear
            </ButtonLink>
          ) : null}
        </div>
      </Form>
      <p className="mb-2 text-sm text-ink-muted" aria-live="polite">
        {total === 1 ? "1 case" : `${total} cases`}
        {filtered ? (total === 1 ? " matches" : " match") : ""}
      </p>
      <DataTable
        caption="Cases, latest activity first"
        captionHidden
        columns={columns(timeZone)}
        rows={cases}
        rowKey={(item) => item.id}
        empty={
          filtered
            ? "No cases match these filters."
            : everyCase
              ? "The firm has no cases yet."
              : "No cases are assigned to you yet. New cases from the AI intake and consultations are assigned to attorneys as they arrive."
        }
        paging={{ page, pageCount }}
      />
    </>
  );
}

/** A filter's drop-down, with "Any" first. */
function Choice({
  name,
  label,
  value,
  choices,
}: {
  name: string;
  label: string;
  value: string | undefined;
  choices: readonly string[];
}) {
  return (
    <div className="space-y-1 pb-7">
      <label htmlFor={`cases-${name}`} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={`cases-${name}`}
        name={name}
        defaultValue={value ?? ""}
        className={controlClass(false)}
      >
        <option value="">Any</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {humanise(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
