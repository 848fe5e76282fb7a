import { scaleBand, scaleLinear, scalePoint } from "d3-scale";
import { line } from "d3-shape";
import type { BarChartModel, GroupedBarChartModel, LineChartModel } from "~/utils/charts";

/**
 * Chart geometry, computed on the server with d3-scale and d3-shape (issue 13): the page gets
 * plain SVG numbers and paths, and no chart code. Narrow viewBoxes, so the text stays readable
 * at 320 px.
 */

const BAR = { width: 320, row: 44, barHeight: 16, labelGap: 16, right: 48 };

/** Horizontal bars, each with its label above it and its value at its end. */
export function barChart(
  id: string,
  title: string,
  description: string,
  category: string,
  rows: { label: string; value: number }[],
  /** The rows left out: how many, their sum, what they are called and where they are listed. */
  others?: { count: number; label: string; value: number; link: { href: string; text: string } },
): BarChartModel {
  const height = Math.max(1, rows.length) * BAR.row;
  const max = Math.max(1, ...rows.map((row) => row.value));
  const x = scaleLinear()
    .domain([0, max])
    .range([0, BAR.width - BAR.right]);
  const y = scaleBand<number>()
    .domain(rows.map((_, i) => i))
    .range([0, height]);
  const total = rows.reduce((sum, row) => sum + row.value, others?.value ?? 0);
  const percent = (value: number) => (total > 0 ? Math.round((value / total) * 100) : 0);
  return {
    kind: "bar",
    id,
    title,
    description,
    category,
    width: BAR.width,
    height,
    total,
    ...(others && others.count > 0
      ? { others: { ...others, percent: percent(others.value) } }
      : {}),
    bars: rows.map((row, i) => {
      const top = y(i) ?? 0;
      const barWidth = row.value > 0 ? Math.max(2, x(row.value)) : 0;
      return {
        label: row.label,
        value: row.value,
        percent: percent(row.value),
        labelY: top + 12,
        barY: top + BAR.labelGap + 4,
        barWidth,
        barHeight: BAR.barHeight,
        valueX: barWidth + 6,
      };
    }),
  };
}

const GROUPED = { width: 320, label: 20, bar: 14, gap: 4, after: 12, right: 100 };

/**
 * Rows of bars side by side, one per series (the median and the 90th percentile, say), each
 * with its own words at its end (`texts`: the series and value). `values` are on one scale.
 */
export function groupedBarChart(
  id: string,
  title: string,
  description: string,
  columns: string[],
  series: string[],
  rows: { label: string; cells: string[]; values: Array<number | null>; texts: string[] }[],
): GroupedBarChartModel {
  const rowHeight = GROUPED.label + series.length * (GROUPED.bar + GROUPED.gap) + GROUPED.after;
  const max = Math.max(1, ...rows.flatMap((row) => row.values.map((v) => v ?? 0)));
  const x = scaleLinear()
    .domain([0, max])
    .range([0, GROUPED.width - GROUPED.right]);
  return {
    kind: "grouped",
    id,
    title,
    description,
    width: GROUPED.width,
    height: Math.max(1, rows.length) * rowHeight,
    columns,
    series: series.map((name, style) => ({ name, style })),
    rows: rows.map((row, r) => {
      const top = r * rowHeight;
      return {
        label: row.label,
        labelY: top + 14,
        cells: row.cells,
        bars: row.values.map((value, i) => {
          const width = value && value > 0 ? Math.max(2, x(value)) : 0;
          return {
            style: i,
            y: top + GROUPED.label + i * (GROUPED.bar + GROUPED.gap),
            width,
            height: GROUPED.bar,
            text: row.texts[i],
            textX: width + 6,
          };
        }),
      };
    }),
  };
}

const LINE = { width: 320, height: 200, left: 28, right: 8, top: 12, bottom: 28 };

/**
 * Lines over the months, each series with its own dash and marker (colour is never the only
 * difference), ticks on the value axis, and every third month named on the time axis.
 */
export function lineChart(
  id: string,
  title: string,
  description: string,
  months: string[],
  series: { name: string; values: number[] }[],
): LineChartModel {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const x = scalePoint<string>()
    .domain(months)
    .range([LINE.left, LINE.width - LINE.right]);
  const y = scaleLinear()
    .domain([0, max])
    .nice(4)
    .range([LINE.height - LINE.bottom, LINE.top]);
  const path = line<number>()
    .x((_, i) => x(months[i]) ?? 0)
    .y((value) => y(value));
  return {
    kind: "line",
    id,
    title,
    description,
    width: LINE.width,
    height: LINE.height,
    months,
    yTicks: y.ticks(4).map((value) => ({ value, y: y(value) })),
    xLabels: months
      .map((month, i) => ({ month, i }))
      .filter(({ i }) => i % 3 === months.length % 3)
      .map(({ month }) => ({ text: monthLabel(month), x: x(month) ?? 0 })),
    baseline: LINE.height - LINE.bottom,
    left: LINE.left,
    right: LINE.width - LINE.right,
    series: series.map((s, index) => ({
      name: s.name,
      values: s.values,
      path: path(s.values) ?? "",
      style: index,
      points: s.values.map((value, i) => ({ x: x(months[i]) ?? 0, y: y(value), value })),
    })),
  };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-03" as "Mar 2026". */
export function monthLabel(month: string) {
  const [year, number] = month.split("-");
  return `${MONTHS[Number(number) - 1]} ${year}`;
}
