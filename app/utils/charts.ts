/** The shapes of the analytics charts, computed on the server (analytics-charts.server.ts). */

export interface BarChartModel {
  kind: "bar";
  id: string;
  title: string;
  description: string;
  /** What each bar is (the table's first column). */
  category: string;
  width: number;
  height: number;
  /** Every row's value, those counted in `others` too. */
  total: number;
  /**
   * Rows the chart does not draw (it shows the top few): counted in its table and total, and
   * named under it with a link to the full table.
   */
  others?: {
    count: number;
    label: string;
    value: number;
    percent: number;
    link: { href: string; text: string };
  };
  bars: {
    label: string;
    value: number;
    percent: number;
    labelY: number;
    barY: number;
    barWidth: number;
    barHeight: number;
    valueX: number;
  }[];
}

export interface LineChartModel {
  kind: "line";
  id: string;
  title: string;
  description: string;
  width: number;
  height: number;
  months: string[];
  yTicks: { value: number; y: number }[];
  xLabels: { text: string; x: number }[];
  baseline: number;
  left: number;
  right: number;
  series: {
    name: string;
    values: number[];
    path: string;
    style: number;
    points: { x: number; y: number; value: number }[];
  }[];
}

/**
 * Bars in groups: each row (a channel, say) has one bar per series, told apart by fill (solid or
 * outlined) and by the words on each bar, and its table has the row's cells as text.
 */
export interface GroupedBarChartModel {
  kind: "grouped";
  id: string;
  title: string;
  description: string;
  width: number;
  height: number;
  /** The table's header: what each row is, then its columns. */
  columns: string[];
  series: { name: string; style: number }[];
  rows: {
    label: string;
    labelY: number;
    cells: string[];
    bars: {
      style: number;
      y: number;
      width: number;
      height: number;
      text: string;
      textX: number;
    }[];
  }[];
}

export type ChartModel = BarChartModel | LineChartModel | GroupedBarChartModel;
