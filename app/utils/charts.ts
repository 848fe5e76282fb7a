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
  total: number;
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

export type ChartModel = BarChartModel | LineChartModel;
