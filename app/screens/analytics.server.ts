/**
 * The analytics screen's charts for a tab and period (issue 13), for the page and for each
 * chart's CSV (the same numbers as its table).
 */
import {
  barChart,
  groupedBarChart,
  lineChart,
  monthLabel,
} from "~/services/analytics-charts.server";
import { caseBreakdown, monthlyTrends, type AnalyticsFilter } from "~/services/analytics.server";
import {
  staffUtilisation,
  taskCompletion,
  type Workload,
} from "~/services/analytics/workload.server";
import { RESPONSE_TIME_METHOD, responseTimes } from "~/services/response-times.server";
import { filterQuery, type AnalyticsTab } from "~/utils/analytics";
import type { ChartModel } from "~/utils/charts";
import { csvLine } from "~/utils/csv";

/** Which tab each chart is on (its CSV is worked out with that tab's queries). */
export const CHART_TABS: Record<string, AnalyticsTab> = {
  "case-types": "cases",
  "case-status": "cases",
  "case-priority": "cases",
  "case-source": "cases",
  "open-cases": "performance",
  "open-tasks": "performance",
  "task-completion": "performance",
  "response-times": "performance",
  "trend-cases": "trends",
  "trend-intake": "trends",
};

/** The filter as the page's form and links hold it. */
export function filterFields(filter: AnalyticsFilter) {
  return {
    range: filter.range,
    from: filter.fromDay,
    to: filter.toDay,
    staff: filter.staffId === null ? "" : String(filter.staffId),
  };
}

/** The Performance tab's table of every attorney's open work, for the same filter. */
export const workloadHref = (filter: AnalyticsFilter) =>
  `/analytics?tab=performance&people=all&${filterQuery(filterFields(filter))}`;

export async function chartsFor(tab: AnalyticsTab, filter: AnalyticsFilter): Promise<ChartModel[]> {
  const period = `${filter.fromDay} to ${filter.toDay}`;
  if (tab === "cases") {
    const b = await caseBreakdown(filter);
    const opened = `Cases opened ${period}`;
    return [
      barChart("case-types", "Cases by type", `${opened}, by case type.`, "Case type", b.types),
      barChart("case-status", "Cases by status", `${opened}, by status now.`, "Status", b.statuses),
      barChart(
        "case-priority",
        "Cases by priority",
        `${opened}, by priority.`,
        "Priority",
        b.priorities,
      ),
      barChart(
        "case-source",
        "Cases by source",
        `${opened}, by where they came from.`,
        "Source",
        b.sources,
      ),
    ];
  }
  if (tab === "performance") {
    const [use, tasks, responses] = await Promise.all([
      staffUtilisation(filter),
      taskCompletion(filter),
      responseTimes(filter),
    ]);
    // The attorneys with the most, and the rest of the firm as one row (a filtered view shows
    // only its attorney).
    const each = (people: Workload[], key: "openCases" | "openTasks", firmTotal: number) => {
      const shown = people.reduce((sum, person) => sum + person[key], 0);
      const count = filter.staffId === null ? use.attorneys - people.length : 0;
      return [
        people.map((person) => ({ label: person.name, value: person[key] })),
        {
          count,
          label: `${count} other ${count === 1 ? "attorney" : "attorneys"}`,
          value: firmTotal - shown,
          link: { href: workloadHref(filter), text: "Every attorney's open work" },
        },
      ] as const;
    };
    const most = (n: number) =>
      filter.staffId === null && use.attorneys > n ? ` The ${n} with the most are shown.` : "";
    return [
      barChart(
        "open-cases",
        "Open cases by attorney",
        `Active, pending and on-hold cases now. Firm average: ${use.averageCases} per attorney.${most(use.mostCases.length)}`,
        "Attorney",
        ...each(use.mostCases, "openCases", use.openCases),
      ),
      barChart(
        "open-tasks",
        "Open tasks by attorney",
        `Tasks not yet completed now. Firm average: ${use.averageTasks} per attorney.${most(use.mostTasks.length)}`,
        "Attorney",
        ...each(use.mostTasks, "openTasks", use.openTasks),
      ),
      barChart(
        "task-completion",
        "Task completion",
        `Tasks completed ${period}, on time or late against their due date, and open tasks overdue now.`,
        "Tasks",
        tasks,
      ),
      groupedBarChart(
        "response-times",
        "Response times by channel",
        `Hours from a client's message, a consultation request or a completed intake ${period} to the firm's first response: half were answered within the median, nine in ten within the 90th percentile. ${RESPONSE_TIME_METHOD}`,
        ["Channel", "Sent", "Answered", "Median (hours)", "90th percentile (hours)"],
        ["Median", "90th percentile"],
        responses.map((r) => ({
          label: r.label,
          cells: [String(r.asked), String(r.answered), hours(r.median), hours(r.p90)],
          values: [r.median, r.p90],
          texts: [
            r.median === null ? "No answers" : `Median ${hours(r.median)} h`,
            r.p90 === null ? "" : `90th ${hours(r.p90)} h`,
          ],
        })),
      ),
    ];
  }
  if (tab === "trends") {
    const t = await monthlyTrends(filter);
    const span = `Each month, ${monthLabel(t.months[0])} to ${monthLabel(t.months[11])}.`;
    return [
      lineChart("trend-cases", "New and closed cases by month", span, t.months, [
        { name: "New cases", values: t.newCases },
        { name: "Closed cases", values: t.closedCases },
      ]),
      lineChart("trend-intake", "Submissions and intakes by month", span, t.months, [
        { name: "Form submissions", values: t.submissions },
        { name: "AI intakes", values: t.intakes },
      ]),
    ];
  }
  return [];
}

/** Seconds as hours for the table: two decimals under an hour, else one. */
function hours(seconds: number | null) {
  if (seconds === null) return "No answers";
  const value = seconds / 3600;
  return value.toFixed(value < 1 ? 2 : 1);
}

/** A chart's table as CSV: the same rows and columns as under "Show the numbers". */
export function chartCsv(chart: ChartModel): string {
  if (chart.kind === "bar") {
    return (
      "\ufeff" +
      csvLine([chart.category, "Count", "Share"]) +
      [...chart.bars, ...(chart.others ? [chart.others] : [])]
        .map((bar) => csvLine([bar.label, bar.value, `${bar.percent}%`]))
        .join("") +
      csvLine(["Total", chart.total, ""])
    );
  }
  if (chart.kind === "grouped") {
    return (
      "\ufeff" +
      csvLine(chart.columns) +
      chart.rows.map((row) => csvLine([row.label, ...row.cells])).join("")
    );
  }
  return (
    "\ufeff" +
    csvLine(["Month", ...chart.series.map((s) => s.name)]) +
    chart.months
      .map((month, i) => csvLine([month, ...chart.series.map((s) => s.values[i])]))
      .join("")
  );
}
