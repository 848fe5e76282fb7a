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
import { barChart, lineChart, monthLabel } from "~/services/analytics-charts.server";
import {
  caseBreakdown,
  monthlyTrends,
  overviewFigures,
  readFilter,
} from "~/services/analytics.server";
import { listStaff } from "~/services/people.server";
import { RANGES } from "~/utils/analytics";
import { fullName, personOptions } from "~/utils/person";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Analytics");

const TABS = [
  { id: "overview", label: "Overview" },
  { id: "cases", label: "Case Analytics" },
  { id: "trends", label: "Trends" },
] as const;
type Tab = (typeof TABS)[number]["id"];

/**
 * Analytics (spec section 2, issue 13): the firm's own figures for a period (URL state: `tab`,
 * `range`, `from`, `to`, `staff`), each counted in the database, charts drawn on the server.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "analytics", async ({ user, url }) => {
    const asked = url.searchParams.get("tab");
    const tab: Tab = TABS.some((t) => t.id === asked) ? (asked as Tab) : "overview";
    const { filter, errors } = readFilter(url);
    const staff = await listStaff(user);
    const base = {
      tab,
      filter: {
        range: filter.range,
        from: filter.fromDay,
        to: filter.toDay,
        staff: filter.staffId === null ? "" : String(filter.staffId),
      },
      errors,
      staff: personOptions(staff),
      staffName: fullName(staff.find((p) => p.id === filter.staffId)),
    };
    if (tab === "overview") {
      return { ...base, headlines: await overviewFigures(filter), charts: [] };
    }
    if (tab === "cases") {
      const breakdown = await caseBreakdown(filter);
      const period = `cases opened ${filter.fromDay} to ${filter.toDay}`;
      return {
        ...base,
        headlines: [],
        charts: [
          barChart("case-types", "Cases by type", `The ${period}, by case type.`, breakdown.types),
          barChart(
            "case-status",
            "Cases by status",
            `The ${period}, by status now.`,
            breakdown.statuses,
          ),
          barChart(
            "case-priority",
            "Cases by priority",
            `The ${period}, by priority.`,
            breakdown.priorities,
          ),
          barChart(
            "case-source",
            "Cases by source",
            `The ${period}, by where they came from.`,
            breakdown.sources,
          ),
        ],
      };
    }
    const trends = await monthlyTrends(filter);
    const span = `${monthLabel(trends.months[0])} to ${monthLabel(trends.months[11])}`;
    return {
      ...base,
      headlines: [],
      charts: [
        lineChart(
          "trend-cases",
          "New and closed cases by month",
          `Each month, ${span}.`,
          trends.months,
          [
            { name: "New cases", values: trends.newCases },
            { name: "Closed cases", values: trends.closedCases },
          ],
        ),
        lineChart(
          "trend-intake",
          "Submissions and intakes by month",
          `Each month, ${span}.`,
          trends.months,
          [
            { name: "Form submissions", values: trends.submissions },
            { name: "AI intakes", values: trends.intakes },
          ],
        ),
      ],
    };
  });

export default function Analytics() {
  const data = useLoaderData<typeof loader>();
  const query = (tab: string) => {
    const params = new URLSearchParams({ tab, range: data.filter.range });
    if (data.filter.range === "custom") {
      params.set("from", data.filter.from);
      params.set("to", data.filter.to);
    }
    if (data.filter.staff) params.set("staff", data.filter.staff);
    return `/analytics?${params}`;
  };
  const filtered = data.filter.range !== "30d" || data.filter.staff !== "";
  const errorMessages = Object.values(data.errors);
  return (
    <>
      <ScreenHeading title="Analytics">
        <p>
          The firm&apos;s own figures from {data.filter.from} to {data.filter.to}
          {data.staffName ? `, for ${data.staffName}'s cases` : ""}.
        </p>
      </ScreenHeading>
      <div className="mb-6 space-y-2">
        <FilterForm
          label="Analytics period"
          hidden={{ tab: data.tab }}
          filtered={filtered}
          clearTo={`/analytics?tab=${data.tab}`}
          submit="Show"
        >
          <div className="space-y-1">
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
          <FilterSelect
            id="analytics-staff"
            name="staff"
            label="Attorney"
            value={data.filter.staff}
            options={data.staff}
          />
        </FilterForm>
        {errorMessages.length > 0 ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {errorMessages.join(". ")}. Showing the last 30 days.
          </p>
        ) : null}
      </div>
      <TabNav
        label="Analytics sections"
        items={TABS.map((t) => ({ id: t.id, label: t.label, to: query(t.id) }))}
        current={data.tab}
        panelId="analytics-panel"
      />
      <TabPanel id="analytics-panel" current={data.tab}>
        {data.tab === "overview" ? (
          <section aria-labelledby="overview-heading">
            <h2 id="overview-heading" className="sr-only">
              Overview
            </h2>
            <StatGrid>
              {data.headlines.map((headline) => (
                <StatCard
                  key={headline.id}
                  label={headline.label}
                  value={headline.value}
                  hint={headline.trend}
                />
              ))}
            </StatGrid>
          </section>
        ) : (
          <section aria-labelledby="charts-heading">
            <h2 id="charts-heading" className="sr-only">
              {TABS.find((t) => t.id === data.tab)?.label}
            </h2>
            <div className="grid gap-4 lg:grid-cols-2">
              {data.charts.map((chart) => (
                <Chart key={chart.id} chart={chart} />
              ))}
            </div>
          </section>
        )}
      </TabPanel>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
