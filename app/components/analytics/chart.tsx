import type {
  BarChartModel,
  ChartModel,
  GroupedBarChartModel,
  LineChartModel,
} from "~/utils/charts";
import { Card } from "../ui/card";

/**
 * One chart: a figure with its title and description (the SVG is an image named by them), drawn
 * from the server's geometry, and the same numbers in a table under "Show the numbers".
 */
export function Chart({
  chart,
  csvHref,
  open = false,
}: {
  chart: ChartModel;
  csvHref?: string;
  /** The printable view shows every table. */
  open?: boolean;
}) {
  const titleId = `${chart.id}-title`;
  const descId = `${chart.id}-desc`;
  return (
    <Card as="figure" pad="md" aria-labelledby={titleId} className="chart break-inside-avoid">
      <h3 id={titleId} className="text-lg font-semibold">
        {chart.title}
      </h3>
      <figcaption id={descId} className="mt-1 text-sm text-ink-muted">
        {chart.description}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        className="mt-3 w-full max-w-md overflow-visible"
        preserveAspectRatio="xMinYMin meet"
      >
        {chart.kind === "bar" ? <Bars chart={chart} /> : null}
        {chart.kind === "line" ? <Lines chart={chart} /> : null}
        {chart.kind === "grouped" ? <GroupedBars chart={chart} /> : null}
      </svg>
      {chart.kind === "bar" && chart.others ? (
        <p className="mt-2 text-sm">
          and {chart.others.count} {chart.others.count === 1 ? "other" : "others"}.{" "}
          <a href={chart.others.link.href} className="text-brand underline">
            {chart.others.link.text}
          </a>
        </p>
      ) : null}
      {chart.kind === "line" ? <LineKey chart={chart} /> : null}
      {chart.kind === "grouped" ? <GroupedKey chart={chart} /> : null}
      <details className="mt-3" open={open}>
        <summary className="cursor-pointer text-sm font-medium text-brand underline">
          Show the numbers
        </summary>
        {chart.kind === "bar" ? <BarTable chart={chart} /> : null}
        {chart.kind === "line" ? <LineTable chart={chart} /> : null}
        {chart.kind === "grouped" ? <GroupedTable chart={chart} /> : null}
        {csvHref ? (
          <a href={csvHref} className="mt-2 inline-block text-sm text-brand underline" download>
            Download CSV
          </a>
        ) : null}
      </details>
    </Card>
  );
}

function Bars({ chart }: { chart: BarChartModel }) {
  return (
    <g>
      {chart.bars.map((bar) => (
        <g key={bar.label}>
          <text y={bar.labelY} className="chart-text fill-ink" fontSize="13">
            {bar.label}
          </text>
          <rect
            y={bar.barY}
            width={bar.barWidth}
            height={bar.barHeight}
            rx="2"
            className="chart-mark fill-brand"
          />
          <text
            x={bar.valueX}
            y={bar.barY + bar.barHeight - 3}
            className="chart-text fill-ink"
            fontSize="13"
          >
            {bar.value}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Each series's line has a dash of its own, and its points a marker of their own. */
const DASHES = ["", "6 3", "2 3", "10 3 2 3"];

function Marker({ style, x, y }: { style: number; x: number; y: number }) {
  const shape = style % 4;
  if (shape === 0) return <circle cx={x} cy={y} r="3" className="chart-mark fill-brand" />;
  if (shape === 1) {
    return <rect x={x - 3} y={y - 3} width="6" height="6" className="chart-mark fill-ink" />;
  }
  if (shape === 2) {
    return (
      <path
        d={`M${x},${y - 4}L${x + 4},${y + 3}L${x - 4},${y + 3}Z`}
        className="chart-mark fill-ink-muted"
      />
    );
  }
  return (
    <path
      d={`M${x - 4},${y}L${x},${y - 4}L${x + 4},${y}L${x},${y + 4}Z`}
      className="chart-mark fill-brand"
    />
  );
}

const STROKES = ["stroke-brand", "stroke-ink", "stroke-ink-muted", "stroke-brand"];

function Lines({ chart }: { chart: LineChartModel }) {
  return (
    <g>
      {chart.yTicks.map((tick) => (
        <g key={tick.value}>
          <line
            x1={chart.left}
            x2={chart.right}
            y1={tick.y}
            y2={tick.y}
            className="chart-grid stroke-line"
          />
          <text
            x={chart.left - 4}
            y={tick.y + 4}
            textAnchor="end"
            fontSize="11"
            className="chart-text fill-ink-muted"
          >
            {tick.value}
          </text>
        </g>
      ))}
      {chart.xLabels.map((label) => (
        <text
          key={label.text}
          x={label.x}
          y={chart.baseline + 18}
          textAnchor="middle"
          fontSize="11"
          className="chart-text fill-ink-muted"
        >
          {label.text}
        </text>
      ))}
      {chart.series.map((series) => (
        <g key={series.name}>
          <path
            d={series.path}
            fill="none"
            strokeWidth="2"
            strokeDasharray={DASHES[series.style % 4] || undefined}
            className={`chart-line ${STROKES[series.style % 4]}`}
          />
          {series.points.map((point, i) => (
            <Marker key={i} style={series.style} x={point.x} y={point.y} />
          ))}
        </g>
      ))}
    </g>
  );
}

function BarTable({ chart }: { chart: BarChartModel }) {
  return (
    <table className="mt-2 w-full max-w-md text-left text-sm">
      <caption className="sr-only">{chart.title}</caption>
      <thead>
        <tr>
          <th scope="col" className="py-1 pr-2">
            {chart.category}
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            Count
          </th>
          <th scope="col" className="py-1 text-right">
            Share
          </th>
        </tr>
      </thead>
      <tbody>
        {chart.bars.map((bar) => (
          <tr key={bar.label} className="border-t border-line">
            <th scope="row" className="py-1 pr-2 font-normal">
              {bar.label}
            </th>
            <td className="py-1 pr-2 text-right">{bar.value}</td>
            <td className="py-1 text-right">{bar.percent}%</td>
          </tr>
        ))}
        {chart.others ? (
          <tr className="border-t border-line">
            <th scope="row" className="py-1 pr-2 font-normal">
              {chart.others.label}
            </th>
            <td className="py-1 pr-2 text-right">{chart.others.value}</td>
            <td className="py-1 text-right">{chart.others.percent}%</td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr className="border-t border-line font-semibold">
          <th scope="row" className="py-1 pr-2">
            Total
          </th>
          <td className="py-1 pr-2 text-right">{chart.total}</td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}

function LineTable({ chart }: { chart: LineChartModel }) {
  return (
    <DataTable
      title={chart.title}
      columns={["Month", ...chart.series.map((series) => series.name)]}
      rows={chart.months.map((month, i) => ({
        label: month,
        cells: chart.series.map((series) => String(series.values[i])),
      }))}
    />
  );
}

/** A chart's numbers: a row header and its cells per row, under the columns' headers. */
function DataTable({
  title,
  columns,
  rows,
}: {
  title: string;
  columns: string[];
  rows: { label: string; cells: string[] }[];
}) {
  const [first, ...rest] = columns;
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-2">
              {first}
            </th>
            {rest.map((column) => (
              <th key={column} scope="col" className="py-1 pr-2 text-right">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-line">
              <th scope="row" className="py-1 pr-2 font-normal">
                {row.label}
              </th>
              {row.cells.map((cell, i) => (
                <td key={i} className="py-1 pr-2 text-right">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The line chart's key: each series's name beside its dash and marker. */
function LineKey({ chart }: { chart: LineChartModel }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-4 text-sm">
      {chart.series.map((series) => (
        <li key={series.name} className="flex items-center gap-2">
          <svg width="28" height="10" aria-hidden="true">
            <line
              x1="0"
              x2="28"
              y1="5"
              y2="5"
              strokeWidth="2"
              strokeDasharray={DASHES[series.style % 4] || undefined}
              className={`chart-line ${STROKES[series.style % 4]}`}
            />
            <Marker style={series.style} x={14} y={5} />
          </svg>
          {series.name}
        </li>
      ))}
    </ul>
  );
}

/** A grouped bar: the first series solid, the next outlined (fill is never the only difference). */
function GroupedBar({
  style,
  ...box
}: {
  style: number;
  y: number;
  width: number;
  height: number;
}) {
  return style % 2 === 0 ? (
    <rect x={0} rx="2" {...box} className="chart-mark fill-brand" />
  ) : (
    <rect
      x={1}
      rx="2"
      {...box}
      width={Math.max(0, box.width - 1)}
      strokeWidth="2"
      className="chart-line chart-hollow fill-white stroke-brand"
    />
  );
}

function GroupedBars({ chart }: { chart: GroupedBarChartModel }) {
  return (
    <g>
      {chart.rows.map((row) => (
        <g key={row.label}>
          <text y={row.labelY} className="chart-text fill-ink" fontSize="13">
            {row.label}
          </text>
          {row.bars.map((bar) => (
            <g key={bar.style}>
              {bar.width > 0 ? (
                <GroupedBar style={bar.style} y={bar.y} width={bar.width} height={bar.height} />
              ) : null}
              <text
                x={bar.textX}
                y={bar.y + bar.height - 3}
                className="chart-text fill-ink"
                fontSize="12"
              >
                {bar.text}
              </text>
            </g>
          ))}
        </g>
      ))}
    </g>
  );
}

function GroupedKey({ chart }: { chart: GroupedBarChartModel }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-4 text-sm">
      {chart.series.map((series) => (
        <li key={series.name} className="flex items-center gap-2">
          <svg width="28" height="12" aria-hidden="true">
            <GroupedBar style={series.style} y={1} width={26} height={10} />
          </svg>
          {series.name}
        </li>
      ))}
    </ul>
  );
}

function GroupedTable({ chart }: { chart: GroupedBarChartModel }) {
  return <DataTable title={chart.title} columns={chart.columns} rows={chart.rows} />;
}
