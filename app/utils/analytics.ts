/** The analytics screen's periods (its filter's choices), shared by the page and the service. */
export const RANGES = {
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  "12m": "Last 12 months",
  custom: "Custom dates",
} as const;
export type RangeKey = keyof typeof RANGES;

export const ANALYTICS_TABS = [
  { id: "overview", label: "Overview" },
  { id: "cases", label: "Case Analytics" },
  { id: "performance", label: "Performance" },
  { id: "trends", label: "Trends" },
] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number]["id"];

/** The filter's part of an analytics URL (the period and attorney), for links that keep it. */
export function filterQuery(filter: { range: string; from: string; to: string; staff: string }) {
  const params = new URLSearchParams({ range: filter.range });
  if (filter.range === "custom") {
    params.set("from", filter.from);
    params.set("to", filter.to);
  }
  if (filter.staff) params.set("staff", filter.staff);
  return params.toString();
}
