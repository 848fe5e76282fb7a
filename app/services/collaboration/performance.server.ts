import { Op } from "sequelize";
import { PerformanceMetric } from "~/models/index.server";
import { iso, pick } from "~/utils/pick";
import { authorize } from "~/utils/policy";
import type { PublicUser } from "../auth.server";

/** A recorded practice figure (spec section 3). */
export type PublicMetric = ReturnType<typeof toPublicMetric>;

const toPublicMetric = (row: PerformanceMetric) => ({
  ...pick(row, "id", "metricType", "period"),
  value: Number(row.value),
  recordedAt: iso(row.recordedAt),
});

/** The Performance tab's four summary cards: the latest figure recorded for period "current". */
export const SUMMARY_METRICS = [
  "avg_resolution_days",
  "client_satisfaction",
  "avg_response_hours",
  "active_cases",
] as const;
export type SummaryMetric = (typeof SUMMARY_METRICS)[number];
export type PerformanceSummary = Record<SummaryMetric, number | null>;

const METRIC_LIMIT = 100;

/** Latest first. */
export async function listMetrics(user: PublicUser): Promise<PublicMetric[]> {
  authorize(user, "read", "performanceMetric");
  const rows = await PerformanceMetric.findAll({
    order: [
      ["recordedAt", "DESC"],
      ["id", "DESC"],
    ],
    limit: METRIC_LIMIT,
  });
  return rows.map(toPublicMetric);
}

/** The current figure of each summary metric, or null where none is recorded. */
export async function currentFigures(
  user: PublicUser,
  types: readonly SummaryMetric[] = SUMMARY_METRICS,
): Promise<PerformanceSummary> {
  authorize(user, "read", "performanceMetric");
  const rows = await PerformanceMetric.findAll({
    where: { period: "current", metricType: { [Op.in]: [...types] } },
    order: [
      ["recordedAt", "DESC"],
      ["id", "DESC"],
    ],
    limit: METRIC_LIMIT,
  });
  const summary = Object.fromEntries(
    SUMMARY_METRICS.map((type) => [type, null]),
  ) as PerformanceSummary;
  for (const type of types) {
    const latest = rows.find((row) => row.metricType === type);
    summary[type] = latest ? Number(latest.value) : null;
  }
  return summary;
}
