import type { CollaborationPanel } from "~/services/collaboration/panel.server";
import { formatDateTime } from "~/utils/format";
import { PanelHeader } from "./panel-parts";

type PerformanceData = Extract<CollaborationPanel, { tab: "performance" }>;

const METRIC_NAMES: Record<string, string> = {
  avg_resolution_days: "Average resolution time (days)",
  client_satisfaction: "Client satisfaction (out of 5)",
  avg_response_hours: "Average response time (hours)",
  active_cases: "Active cases",
  case_resolution_rate: "Case resolution rate (%)",
  billable_hours: "Billable hours",
  new_clients: "New clients",
};

/** A metric's name in words; an unknown one is its recorded type with spaces. */
export function metricName(metricType: string): string {
  return METRIC_NAMES[metricType] ?? metricType.replace(/_/g, " ");
}

const number = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });

/** Performance: the four summary cards and the recorded metrics, latest first. */
export function PerformancePanel({
  panel,
  timeZone,
}: {
  panel: PerformanceData;
  timeZone: string;
}) {
  const { summary } = panel;
  const show = (value: number | null, format: (value: number) => string) =>
    value === null ? "Not recorded" : format(value);
  const cards = [
    {
      label: "Average resolution",
      value: show(summary.avg_resolution_days, (value) => `${number(value)} days`),
    },
    {
      label: "Client satisfaction",
      value: show(summary.client_satisfaction, (value) => `${value.toFixed(1)}/5.0`),
    },
    {
      label: "Response time",
      value: show(summary.avg_response_hours, (value) => `${number(value)} hrs`),
    },
    { label: "Active cases", value: show(summary.active_cases, number) },
  ];
  return (
    <div>
      <PanelHeader id="performance-title" title="Performance" />
      <section aria-label="Performance summary">
        <dl className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <div key={card.label} className="rounded-md border border-slate-200 p-4">
              <dt className="text-sm font-medium text-slate-700">{card.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{card.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {panel.metrics.length === 0 ? (
        <p className="text-sm text-slate-600">No metrics recorded yet</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-slate-900">
              Recorded metrics
            </caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Metric
                </th>
                <th scope="col" className="py-2 pr-4">
                  Period
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Value
                </th>
                <th scope="col" className="py-2">
                  Recorded
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {panel.metrics.map((metric) => (
                <tr key={metric.id}>
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {metricName(metric.metricType)}
                  </th>
                  <td className="py-2 pr-4">
                    {metric.period === "current" ? "Current" : metric.period}
                  </td>
                  <td className="py-2 pr-4 text-right tabular-nums">{number(metric.value)}</td>
                  <td className="py-2">
                    <time dateTime={metric.recordedAt}>
                      {formatDateTime(metric.recordedAt, timeZone)}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
