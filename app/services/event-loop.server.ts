import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";

/** How long one measured period lasts: System Health shows the last full one. */
const PERIOD_MS = 60_000;

let histogram: IntervalHistogram | null = null;
/** The p99 of the last full period, in nanoseconds; null until one has ended. */
let lastPeriodP99Ns: number | null = null;

/**
 * Starts measuring how late the event loop runs timers (once per process; calling it again does
 * nothing). Every minute the minute's p99 is kept and the histogram starts afresh, so a slow
 * start-up does not weigh on the figure for the rest of the process's life.
 */
export function startEventLoopMonitor(): void {
  if (histogram) return;
  const monitor = monitorEventLoopDelay({ resolution: 20 });
  monitor.enable();
  histogram = monitor;
  setInterval(() => {
    if (monitor.count > 0) lastPeriodP99Ns = monitor.percentile(99);
    monitor.reset();
  }, PERIOD_MS).unref();
}

/**
 * The event loop's p99 delay in milliseconds (one decimal) over the last full minute; before the
 * first minute has ended, over the time since the monitor started. Null until it has measured.
 */
export function eventLoopDelayP99Ms(): number | null {
  if (!histogram) return null;
  const ns = lastPeriodP99Ns ?? (histogram.count > 0 ? histogram.percentile(99) : null);
  return ns === null ? null : Math.round(ns / 100_000) / 10;
}
