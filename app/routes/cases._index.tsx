import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { PriorityBadge } from "~/components/priority-badge";
import { ScreenHeading } from "~/components/screen-heading";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { DataTable, type Column } from "~/components/ui/data-table";
import { FilterForm, FilterInput, FilterSelect, MatchCount } from "~/components/ui/filter-form";
import { pageHref } from "~/components/ui/table-state";
import { screenLoader } from "~/route-kit/screen.server";
import { searchCases, type CaseFilters, type CaseListItem } from "~/services/case-list.server";
import { getSettings } from "~/services/settings.server";
import { caseUrl } from "~/utils/case-urls";
import { CASE_FILTER_STATUSES, ENUMS } from "~/utils/domain";
import { can } from "~/utils/policy";
import { formatDateTime, humanise } from "~/utils/format";
import { pageTitle } from "~/components/screen-heading";

// What the filters offer (in the browser too: no value may come from a *.server module here).
const CASE_STATUS_CHOICES = CASE_FILTER_STATUSES;
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
      mayOpen: can(user, "open", "case"),
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
  const { cases, total, page, pageCount, filters, everyCase, mayOpen, timeZone } =
    useLoaderData<typeof loader>();
  const filtered = Boolean(filters.status || filters.priority || filters.q);
  return (
    <>
      <ScreenHeading title="Cases">
        {everyCase ? "Every case in the firm" : "The cases assigned to you"}, latest activity first.
      </ScreenHeading>
      {mayOpen ? (
        <p className="mb-4">
          <ButtonLink to="/cases/new">New case</ButtonLink>
        </p>
      ) : null}
      <FilterForm id="case-filters" label="Find cases" filtered={filtered} clearTo="/cases" hinted>
        <FilterInput
          id="cases-q"
          name="q"
          type="search"
          label="Search"
          value={filters.q}
          maxLength={100}
          hint="Case number, title or client name"
          wide
        />
        <FilterSelect
          id="cases-status"
          name="status"
          label="Status"
          value={filters.status}
          options={choices(CASE_STATUS_CHOICES)}
          hinted
        />
        <FilterSelect
          id="cases-priority"
          name="priority"
          label="Priority"
          value={filters.priority}
          options={choices(CASE_PRIORITY_CHOICES)}
          hinted
        />
      </FilterForm>
      <MatchCount total={total} noun={["case", "cases"]} filtered={filtered} />
      <DataTable
        id="case-list"
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

const choices = (values: readonly string[]) =>
  values.map((value) => ({ value, label: humanise(value) }));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
