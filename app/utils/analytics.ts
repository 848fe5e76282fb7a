/** The analytics screen's periods (its filter's choices), shared by the page and the service. */
export const RANGES = {
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  "12m": "Last 12 months",
  custom: "Custom dates",
} as const;
export type RangeKey = keyof typeof RANGES;
