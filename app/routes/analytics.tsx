import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Chart } from "~/components/analytics/chart";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { controlClass } from "~/components/ui/control-class";
import { FilterForm, FilterInput, FilterSelect } from "~/components/ui/filter-form";
import { StatCard, StatGrid } from "~/components/ui/stat-card";
import { TabNav, TabPanel } from "~/components/ui/tab-nav";
import { screenLoader } from "~/route-kit/screen.server";
import { WorkloadTable } from "~/components/analytics/workload-table";
import { readTableState } from "~/components/ui/table-state";
import { chartsFor, filterFields } from "~/screens/analytics.server";
import { overviewFigures, readFilter } from "~/services/analytics.server";
import { WORKLOAD_SORTS, workloadTable } from "~/services/analytics/workload.server";
import { findStaff, resolveStaff, staffChoices, staffLabel } from "~/services/people.server";
import { STAFF_TYPING_HINT, staffSuggestions } from "~/components/ui/staff-field";
import { ANALYTICS_TABS, RANGES, filterQuery, type AnalyticsTab } from "~/utils/analytics";
import { fullName, personOptions } from "~/utils/person";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Analytics");

/**
 * Analytics (spec section 2, issue 13): the firm's own figures for a period (URL state: `tab`,
 * `range`, `from`, `to`, `staff`), each counted in the database, charts drawn on the server.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "analytics", async ({ user, url }) => {
    const asked = url.searchParams.get("tab");
    const tab: AnalyticsTab = ANALYTICS_TABS.some((t) => t.id === asked)
      ? (asked as AnalyticsTab)
      : "overview";
    const { filter, errors } = readFilter(url);
    // A firm with more attorneys than a drop-down holds types a name or email (staff=5 still works).
    const typed = (url.searchParams.get("staff") ?? "").trim();
    const picked = typed && !/^\d+$/.test(typed) ? await resolveStaff(user, typed) : null;
    if (picked && "person" in picked) filter.staffId = picked.person.id;
    // The printable report: every tab's figures and charts on one page, with their tables.
    const print = url.searchParams.get("view") === "print";
    const tabs: AnalyticsTab[] = print ? ANALYTICS_TABS.map((t) => t.id) : [tab];
    // Every attorney's open work, paged: where the Performance charts' "and N others" lead.
    const everyone = !print && tab === "performance" && url.searchParams.get("people") === "all";
    const table = readTableState(url.searchParams, {
      sorts: WORKLOAD_SORTS,
      sort: "name",
      dir: "asc",
    });
    const [choices, staffText, headlines, workload, ...chartLists] = await Promise.all([
      staffChoices(user),
      picked && "error" in picked ? typed : staffLabel(filter.staffId),
      tabs.includes("overview") ? overviewFigures(filter) : [],
      everyone ? workloadTable(table) : null,
      ...(everyone ? [[]] : tabs.map((t) => chartsFor(t, filter))),
    ]);
    return {
      tab,
      print,
      filter: filterFields(filter),
      errors,
      workload: workload && { ...workload, sort: { by: table.sort, dir: table.dir } },
      staff: choices.complete
        ? { complete: true as const, options: personOptions(choices.staff) }
        : { complete: false as const, suggestions: staffSuggestions(choices.staff) },
      staffText: staffText ?? "",
      staffError:
        picked && "error" in picked
          ? `${picked.error}. Showing every attorney's cases.`
          : undefined,
      staffName: fullName(
        choices.staff.find((p) => p.id === filter.staffId) ??
          (filter.staffId ? await findStaff(filter.staffId) : null),
      ),
      headlines,
      charts: print ? [] : chartLists[0],
      sections: print ? ANALYTICS_TABS.map((t, i) => ({ ...t, charts: chartLists[i] })) : [],
    };
  });

export default function Analytics() {
  const data = useLoaderData<typeof loader>();
  const kept = filterQuery(data.filter);
  const query = (tab: string) => `/analytics?tab=${tab}&${kept}`;
  const filtered = data.filter.range !== "30d" || data.filter.staff !== "";
  const errorMessages = Object.values(data.errors);
  if (data.print) return <PrintableReport />;
  return (
    <>
      <ScreenHeading title="Analytics">
        <p>
          <Period />{" "}
          <a
            href={`/analytics?view=print&tab=${data.tab}&${kept}`}
            className="text-brand underline"
          >
            Printable report
          </a>
        </p>
      </ScreenHeading>
      <div className="mb-6 space-y-2">
        <FilterForm
          label="Analytics period"
          hidden={{ tab: data.tab }}
          filtered={filtered}
          clearTo={`/analytics?tab=${data.tab}`}
          submit="Show"
          hinted
        >
          <div className="space-y-1 pb-7">
            <label htmlFor="analytics-range" className="block text-sm font-medium text-ink">
              Period
            </label>
            <select
              id="analytics-range"
              name="range"
              defaultValue={data.filter.range}
              className={controlClass(false)}
            >
              {Object.entries(RANGES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <FilterInput
            id="analytics-from"
            name="from"
            type="date"
            label="From (custom dates)"
            value={data.filter.from}
          />
          <FilterInput
            id="analytics-to"
            name="to"
            type="date"
            label="To (custom dates)"
            value={data.filter.to}
          />
          {data.staff.complete ? (
            <FilterSelect
              id="analytics-staff"
              name="staff"
              label="Attorney"
              value={data.filter.staff}
              options={data.staff.options}
              hinted
            />
          ) : (
            <FilterInput
              id="analytics-staff"
              name="staff"
              label="Attorney"
              value={data.staffText}
              hint={`${STAFF_TYPING_HINT} Empty: all of them.`}
              suggestions={data.staff.suggestions}
              error={data.staffError}
            />
          )}
        </FilterForm>
        {errorMessages.length > 0 ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {errorMessages.join(". ")}. Showing the last 30 days.
          </p>
        ) : null}
      </div>
      <TabNav
        label="Analytics sections"
        items={ANALYTICS_TABS.map((t) => ({ id: t.id, label: t.label, to: query(t.id) }))}
        current={data.tab}
        panelId="analytics-panel"
      />
      <TabPanel id="analytics-panel" current={data.tab}>
        {data.tab === "overview" ? (
          <section aria-labelledby="overview-heading">
            <h2 id="overview-heading" className="sr-only">
              Overview
            </h2>
            <Headlines />
          </section>
        ) : data.workload ? (
          <WorkloadTable workload={data.workload} backTo={query("performance")} />
        ) : (
          <section aria-labelledby="charts-heading">
            <h2 id="charts-heading" className="sr-only">
              {ANALYTICS_TABS.find((t) => t.id === data.tab)?.label}
            </h2>
            <div className="grid gap-4 lg:grid-cols-2">
              {data.charts.map((chart) => (
                <Chart
                  key={chart.id}
                  chart={chart}
                  csvHref={`/analytics/export/${chart.id}?${kept}`}
                />
              ))}
            </div>
          </section>
        )}
      </TabPanel>
    </>
  );
}

/** The period and attorney the figures are for. */
function Period() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      The firm&apos;s own figures from {data.filter.from} to {data.filter.to}
      {data.staffName ? `, for ${data.staffName}'s cases` : ""}.
    </>
  );
}

function Headlines() {
  const { headlines } = useLoaderData<typeof loader>();
  return (
    <StatGrid>
      {headlines.map((headline) => (
        <StatCard
          key={headline.id}
          label={headline.label}
          value={headline.text}
          hint={headline.trend}
        />
      ))}
    </StatGrid>
  );
}

/**
 * `?view=print`: every tab on one page, each chart with its table shown, for the browser's Print
 * command (the print styles leave out the navigation).
 */
function PrintableReport() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <ScreenHeading title="Analytics report">
        <p>
          <Period />
        </p>
        <p className="no-print">
          Use your browser&apos;s Print command to print it or save it as a PDF.{" "}
          <a
            href={`/analytics?tab=${data.tab}&${filterQuery(data.filter)}`}
            className="text-brand underline"
          >
            Back to analytics
          </a>
        </p>
      </ScreenHeading>
      {data.sections.map((section) => (
        <section key={section.id} aria-labelledby={`report-${section.id}`} className="mb-8">
          <h2 id={`report-${section.id}`} className="mb-3 text-xl font-semibold">
            {section.label}
          </h2>
          {section.id === "overview" ? <Headlines /> : null}
          <div className="grid gap-4 lg:grid-cols-2 print:block">
            {section.charts.map((chart) => (
              <Chart key={chart.id} chart={chart} open />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
