import { RANGES, type RangeKey } from "~/utils/analytics";
import { CASE_STATUS_LABELS } from "~/utils/case-status";
import { toDay } from "~/utils/dates";
import {
  casesNow,
  monthlyTotals,
  periodBreakdown,
  periodTotal,
  type Dimension,
} from "./analytics/daily-stats.server";
import { durationText, medianFirstResponse } from "./response-times.server";

/**
 * The analytics screen's figures (issue 13), each one aggregate query in the database: the case,
 * submission and intake counts over the per-day rollups (issue 39, analytics/daily-stats.server.ts),
 * the rest over the live rows; nothing is counted in Node. A period is [from, to) with the previous period
 * of the same length before it; a staff member narrows the case figures to their cases.
 */

export interface AnalyticsFilter {
  range: RangeKey;
  from: Date;
  to: Date;
  previousFrom: Date;
  /** The dates as the form shows them (the last day included). */
  fromDay: string;
  toDay: string;
  staffId: number | null;
}

const DAY_MS = 24 * 60 * 60_000;
const MAX_CUSTOM_DAYS = 5 * 366;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const startOfDay = (date: Date) => new Date(`${dayOf(date)}T00:00:00.000Z`);

/**
 * The filter from the URL (a GET form): `range`, `from` and `to` (custom, any date dates.ts reads, both days
 * included) and `staff`. Anything unreadable falls back to the last 30 days, with its message.
 */
export function readFilter(
  url: URL,
  now = new Date(),
): { filter: AnalyticsFilter; errors: { from?: string; to?: string } } {
  const params = url.searchParams;
  const asked = params.get("range") ?? "30d";
  const range: RangeKey = Object.hasOwn(RANGES, asked) ? (asked as RangeKey) : "30d";
  const staff = Number(params.get("staff"));
  const staffId = Number.isSafeInteger(staff) && staff > 0 ? staff : null;
  const to = new Date(startOfDay(now).getTime() + DAY_MS);
  const errors: { from?: string; to?: string } = {};
  let from: Date;
  let end = to;
  if (range === "custom") {
    const fromText = params.get("from") ?? "";
    const toText = params.get("to") ?? "";
    // Typed as any form dates.ts reads (a browser without a picker sends 11/20/2026).
    const asDate = (text: string) => {
      const day = toDay(text);
      return day ? new Date(`${day}T00:00:00.000Z`) : null;
    };
    const fromDate = asDate(fromText);
    const toDate = asDate(toText);
    if (!fromDate || Number.isNaN(fromDate.getTime())) errors.from = "Enter a start date";
    if (!toDate || Number.isNaN(toDate.getTime())) errors.to = "Enter an end date";
    if (fromDate && toDate && !errors.from && !errors.to) {
      if (toDate < fromDate) errors.to = "The end date must be on or after the start date";
      else if ((toDate.getTime() - fromDate.getTime()) / DAY_MS > MAX_CUSTOM_DAYS) {
        errors.to = "Choose at most five years";
      }
    }
    if (!errors.from && !errors.to) {
      from = fromDate!;
      end = new Date(toDate!.getTime() + DAY_MS);
    } else {
      from = new Date(to.getTime() - 30 * DAY_MS);
    }
  } else if (range === "12m") {
    from = new Date(Date.UTC(to.getUTCFullYear() - 1, to.getUTCMonth(), to.getUTCDate()));
  } else {
    from = new Date(to.getTime() - (range === "90d" ? 90 : 30) * DAY_MS);
  }
  const length = end.getTime() - from.getTime();
  return {
    filter: {
      range: errors.from || errors.to ? "custom" : range,
      from,
      to: end,
      previousFrom: new Date(from.getTime() - length),
      fromDay: dayOf(from),
      toDay: dayOf(new Date(end.getTime() - DAY_MS)),
      staffId,
    },
    errors,
  };
}

/** A headline figure with the same figure for the previous period and its direction in words. */
export interface Headline {
  id: string;
  label: string;
  /** A count, or a duration in seconds (null when there is none). */
  value: number | null;
  previous: number | null;
  /** The value as the page shows it. */
  text: string;
  trend: string;
}

function trendOf(value: number, previous: number | null) {
  if (previous === null) return "Right now";
  if (value === previous) return `No change from ${previous} the period before`;
  const direction = value > previous ? "Up" : "Down";
  return `${direction} ${Math.abs(value - previous)} from ${previous} the period before`;
}

/** A duration's change in words: faster or slower than the period before. */
function durationTrend(value: number | null, previous: number | null) {
  if (previous === null) return "No answers the period before";
  const before = durationText(previous);
  if (value === null) return `No answers yet; ${before} the period before`;
  if (value === previous) return `No change from ${before} the period before`;
  return `${value < previous ? "Faster" : "Slower"} than ${before} the period before`;
}

/**
 * Overview: new, active and closed cases, new submissions and the median first response,
 * against the previous period.
 */
export async function overviewFigures(filter: AnalyticsFilter): Promise<Headline[]> {
  const now = { from: filter.from, to: filter.to };
  const before = { from: filter.previousFrom, to: filter.from };
  const mine = filter.staffId;
  const [cases, casesBefore, closed, closedBefore, subs, subsBefore, active, response] =
    await Promise.all([
      periodTotal(mine, "case_status", now),
      periodTotal(mine, "case_status", before),
      // A case's closing is its last change while completed or closed.
      periodTotal(mine, "case_closed", now),
      periodTotal(mine, "case_closed", before),
      periodTotal(null, "submission", now),
      periodTotal(null, "submission", before),
      casesNow(mine, ["active"]),
      medianFirstResponse(filter),
    ]);
  const headline = (id: string, label: string, value: number, previous: number | null) => ({
    id,
    label,
    value,
    previous,
    text: String(value),
    trend: trendOf(value, previous),
  });
  return [
    headline("new-cases", "New cases", cases, casesBefore),
    headline("active-cases", "Active cases", active, null),
    headline("closed-cases", "Closed cases", closed, closedBefore),
    headline("new-submissions", "New submissions", subs, subsBefore),
    {
      id: "first-response",
      label: "Median first response",
      value: response.median,
      previous: response.previous,
      text: durationText(response.median),
      trend: durationTrend(response.median, response.previous),
    },
  ];
}

export interface Slice {
  key: string;
  label: string;
  value: number;
}

const STATUS_LABELS: Record<string, string> = CASE_STATUS_LABELS;
const PRIORITY_LABELS: Record<string, string> = {
  urgent: "Urgent",
  high: "High",
  medium: "Medium",
  low: "Low",
};
export const SOURCE_LABELS: Record<string, string> = {
  consultation: "Consultation form",
  intake: "AI intake",
  form: "Built forms",
  staff: "Created by staff",
};

/** Case Analytics: the period's new cases by type, status, priority and where they came from. */
export async function caseBreakdown(filter: AnalyticsFilter) {
  const period = { from: filter.from, to: filter.to };
  const [types, statuses, priorities, sources] = await Promise.all(
    (["case_type", "case_status", "case_priority", "case_source"] as const).map((dimension) =>
      periodBreakdown(filter.staffId, dimension, period),
    ),
  );
  const slices = (
    rows: { k: string; n: number }[],
    labels: Record<string, string> | null,
  ): Slice[] => {
    const counts = new Map(rows.map((row) => [row.k, row.n]));
    const keys = labels ? Object.keys(labels) : [...counts.keys()];
    const list = keys.map((key) => ({
      key,
      label: labels?.[key] ?? key,
      value: counts.get(key) ?? 0,
    }));
    // Types are the firm's own: most first, then by name.
    return labels ? list : list.sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
  };
  return {
    types: slices(types, null),
    statuses: slices(statuses, STATUS_LABELS),
    priorities: slices(priorities, PRIORITY_LABELS),
    sources: slices(sources, SOURCE_LABELS),
  };
}

/** The 12 months up to this one, oldest first, as YYYY-MM. */
export function lastTwelveMonths(now = new Date()) {
  return Array.from({ length: 12 }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
    return date.toISOString().slice(0, 7);
  });
}

/** Trends: each of the last 12 months' new and closed cases, submissions and intakes. */
export async function monthlyTrends(filter: AnalyticsFilter, now = new Date()) {
  const months = lastTwelveMonths(now);
  const from = new Date(`${months[0]}-01T00:00:00.000Z`);
  const series = async (staffId: number | null, dimension: Dimension) => {
    const counts = await monthlyTotals(staffId, dimension, from);
    return months.map((m) => counts.get(m) ?? 0);
  };
  const [newCases, closedCases, submissions, intakes] = await Promise.all([
    series(filter.staffId, "case_status"),
    series(filter.staffId, "case_closed"),
    series(null, "submission"),
    series(null, "intake"),
  ]);
  return { months, newCases, closedCases, submissions, intakes };
}
