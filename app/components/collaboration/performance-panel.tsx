import { formatDateTime } from "~/utils/format";
import { Table, type TableColumn } from "~/components/ui/table";
import { StatCard, StatGrid } from "~/components/ui/stat-card";
import { PanelHeader, type TabBodyProps } from "./panel-parts";

const number = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });

/** Performance: the four summary cards and the recorded metrics, latest first. */
export function PerformancePanel({ panel, timeZone }: TabBodyProps<"performance">) {
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
    <div className="space-y-6">
      <div>
        <PanelHeader title="Performance" here={{ tab: "performance" }} />
        <section aria-label="Performance summary">
          <StatGrid>
            {cards.map((card) => (
              <StatCard key={card.label} label={card.label} value={card.value} />
            ))}
          </StatGrid>
        </section>
      </div>
      <Table
        caption="Recorded metrics"
        columns={metricColumns(timeZone)}
        rows={panel.metrics}
        rowKey={(metric) => metric.id}
        empty="No metrics recorded yet"
      />
    </div>
  );
}

/** A recorded metric, named in words by the loader (dashboard.server.ts). */
type Metric = TabBodyProps<"performance">["panel"]["metrics"][number];

function metricColumns(timeZone: string): Array<TableColumn<Metric>> {
  return [
    {
      id: "metric",
      header: "Metric",
      rowHeader: true,
      cell: (metric) => metric.name,
    },
    {
      id: "period",
      header: "Period",
      cell: (metric) => (metric.period === "current" ? "Current" : metric.period),
    },
    { id: "value", header: "Value", align: "right", cell: (metric) => number(metric.value) },
    {
      id: "recorded",
      header: "Recorded",
      cell: (metric) => (
        <time dateTime={metric.recordedAt}>{formatDateTime(metric.recordedAt, timeZone)}</time>
      ),
    },
  ];
}
