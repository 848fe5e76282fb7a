import type { Measurement } from "./load";
import type { ServedPageWeight } from "./served-page-weight";

/** The measurements one bench run takes; the checks read them by these names. */
export interface BenchFigures {
  staticFile: Measurement;
  notFound: Measurement;
  /** The same 404 page signed in: the header, navigation and bell every signed-in page renders. */
  notFoundSignedIn: Measurement;
  signInPage: Measurement;
  notifications: Measurement;
  /** A resource route that answers one `SELECT 1`: what any `/api` call costs before its work. */
  healthz: Measurement;
  dashboardAt5: Measurement;
  dashboardAt20: Measurement;
  /** Issue 16: the cases list and a case's page (its timeline), as the dashboard is held. */
  casesList: Measurement;
  casePage: Measurement;
  /** Issue 38: a month of /calendar, the attorney's own and the firm's (at most 500 events read). */
  calendarMine: Measurement;
  calendarFirm: Measurement;
  /** Issue 13: each analytics tab over 12 months of the firm. */
  analyticsOverview: Measurement;
  analyticsCases: Measurement;
  analyticsPerformance: Measurement;
  analyticsTrends: Measurement;
  /**
   * /dashboard at 5 connections while the Performance report runs at 2: one attorney's long
   * report must not hold up everyone else's pages (compare with dashboardAt5).
   */
  dashboardBesideReport: Measurement;
  /** The Performance report itself during that run: its answers are checked like any target's. */
  reportBesideDashboard: Measurement;
  /** Issue 17: POST /api/conflicts/check of 3 names against the firm's 50,000 parties. */
  conflictCheck: Measurement;
  probeIdle: Measurement;
  probeDuringSignIns: Measurement;
  signIns: Measurement;
}

/** A Markdown table, columns padded so it also reads well in a terminal. */
function table(header: string[], rows: string[][], alignRight: (column: number) => boolean) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (alignRight(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (alignRight(i) ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "—");
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function unexpectedCell(m: Measurement) {
  if (m.unexpected === 0) return "0";
  const kinds = Object.entries(m.unexpectedKinds).map(([kind, n]) => `${n}×${kind}`);
  return `${m.unexpected} (${kinds.join(", ")})`;
}

export function throughputTable(figures: BenchFigures): string {
  const base = figures.staticFile.perSecond;
  const load = [
    figures.staticFile,
    figures.notFound,
    figures.notFoundSignedIn,
    figures.signInPage,
    figures.notifications,
    figures.healthz,
    figures.dashboardAt5,
    figures.dashboardAt20,
    figures.casesList,
    figures.casePage,
    figures.calendarMine,
    figures.calendarFirm,
    figures.analyticsOverview,
    figures.analyticsCases,
    figures.analyticsPerformance,
    figures.analyticsTrends,
    figures.dashboardBesideReport,
    figures.reportBesideDashboard,
    figures.conflictCheck,
  ];
  // The probe is paced (one request every few milliseconds): its rate says nothing.
  const probes = [figures.probeIdle, figures.probeDuringSignIns];
  const rows = [...load, ...probes, figures.signIns].map((m) => [
    m.target,
    String(m.connections),
    probes.includes(m) ? "—" : m.perSecond.toFixed(0),
    ms(m.p50),
    ms(m.p95),
    ms(m.p99),
    unexpectedCell(m),
    load.includes(m) ? percent(m.perSecond / base) : "—",
    m.cpu ? m.cpu.main.toFixed(2) : "—",
    m.cpu ? m.cpu.total.toFixed(2) : "—",
  ]);
  return table(
    [
      "target",
      "conns",
      "req/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "unexpected",
      "vs static",
      "CPU ms/req, event loop",
      "all threads",
    ],
    rows,
    (column) => column >= 1 && column !== 6,
  );
}

interface Check {
  check: string;
  pass: boolean;
  measured: string;
  /** The targets the check reads. */
  read: Measurement[];
}

const atLeast = (check: string, m: Measurement, of: Measurement, share: number): Check => ({
  check,
  pass: m.perSecond >= share * of.perSecond,
  measured: percent(m.perSecond / of.perSecond),
  read: [of, m],
});

const atMost = (check: string, m: Measurement, p: "p95" | "p99", limit: number): Check => ({
  check,
  pass: m[p] <= limit,
  measured: `${ms(m[p])} ms`,
  read: [m],
});

/** A target that answered nothing, or with other statuses than expected: its figures say nothing. */
const notAsExpected = (m: Measurement) => m.unexpected > 0 || m.requests === 0;

/** Issue 9's targets. A check that read a target with unexpected responses fails whatever the figures. */
export function benchChecks(f: BenchFigures): Array<Omit<Check, "read">> {
  const eventLoop = atMost(
    "event-loop delay p99 ≤ 50 ms during 10 sign-ins (probe latency)",
    f.probeDuringSignIns,
    "p99",
    50,
  );
  const rows = [
    atLeast("signed-out 404 ≥ 25% of static (20 conns)", f.notFound, f.staticFile, 0.25),
    atLeast("/dashboard ≥ 50% of the 404 page (20 conns)", f.dashboardAt20, f.notFound, 0.5),
    atMost("/dashboard p95 ≤ 50 ms (5 conns)", f.dashboardAt5, "p95", 50),
    atLeast("/cases ≥ 50% of the 404 page (20 conns)", f.casesList, f.notFound, 0.5),
    atLeast("/cases/{id} ≥ 50% of the 404 page (20 conns)", f.casePage, f.notFound, 0.5),
    // Issue 38: a month of the calendar within the cases list's budget.
    atLeast("/calendar (mine) ≥ 50% of the 404 page (20 conns)", f.calendarMine, f.notFound, 0.5),
    atLeast("/calendar (firm) ≥ 50% of the 404 page (20 conns)", f.calendarFirm, f.notFound, 0.5),
    atLeast("notifications ≥ 50% of static (20 conns)", f.notifications, f.staticFile, 0.5),
    atMost("notifications p99 ≤ 20 ms (20 conns)", f.notifications, "p99", 20),
    atMost("/analytics Overview p95 ≤ 300 ms (2 conns)", f.analyticsOverview, "p95", 300),
    atMost("/analytics Case Analytics p95 ≤ 300 ms (2 conns)", f.analyticsCases, "p95", 300),
    atMost("/analytics Performance p95 ≤ 300 ms (2 conns)", f.analyticsPerformance, "p95", 300),
    atMost("/analytics Trends p95 ≤ 300 ms (2 conns)", f.analyticsTrends, "p95", 300),
    atMost("conflict check, 3 names, p95 ≤ 50 ms (1 conn)", f.conflictCheck, "p95", 50),
    { ...eventLoop, read: [...eventLoop.read, f.signIns] },
  ];
  return rows.map(({ check, pass, measured, read }) => {
    const broken = read.filter(notAsExpected);
    return broken.length === 0
      ? { check, pass, measured }
      : {
          check,
          pass: false,
          measured: `${measured}; unexpected responses from ${broken.map((m) => m.target).join(", ")}`,
        };
  });
}

export function checksTable(f: BenchFigures): string {
  return table(
    ["check (issues 9, 13, 16, 17)", "measured", "result"],
    benchChecks(f).map(({ check, pass, measured }) => [check, measured, pass ? "pass" : "FAIL"]),
    () => false,
  );
}

/**
 * What the ratio checks can reach at best, measured in the same run: no `/api` call is cheaper than
 * a resource route answering one statement, and no signed-in page is cheaper than the signed-in
 * shell alone (the signed-in 404 page).
 */
export function floorLines(f: BenchFigures): string[] {
  return [
    `Floors: GET /healthz (a resource route, one SELECT 1) ran at ${percent(f.healthz.perSecond / f.staticFile.perSecond)} of static, ` +
      `the most the notifications poll could reach (its check asks 50%).`,
    `The signed-in 404 page (header, navigation and bell, no content) ran at ${percent(f.notFoundSignedIn.perSecond / f.notFound.perSecond)} ` +
      `of the signed-out 404, the most a signed-in page could reach (the page checks ask 50%).`,
    besideReportLine(f),
    ...cpuLine(f),
  ];
}

/**
 * Where the event loop's time per request goes, when the server's CPU was read: what the signed-in
 * shell costs over the signed-out 404, and what each signed-in page costs over the shell.
 */
function cpuLine(f: BenchFigures): string[] {
  const main = (m: Measurement) => m.cpu?.main;
  const [notFound, shell] = [main(f.notFound), main(f.notFoundSignedIn)];
  const pages: Array<[string, Measurement]> = [
    ["/dashboard", f.dashboardAt20],
    ["/cases", f.casesList],
    ["/calendar (firm)", f.calendarFirm],
    ["the case page", f.casePage],
  ];
  if (notFound === undefined || shell === undefined || pages.some(([, m]) => !m.cpu)) return [];
  const ms2 = (value: number) => `${value.toFixed(2)} ms`;
  const over = pages.map(([name, m]) => `${name} ${ms2(main(m)! - shell)}`).join(", ");
  return [
    `Event loop per request: the signed-out 404 ${ms2(notFound)}, the signed-in shell ${ms2(shell)}; ` +
      `over the shell, ${over}.`,
  ];
}

/** The dashboard beside a long report, unless either answered with other statuses than expected. */
function besideReportLine(f: BenchFigures): string {
  const lead =
    "Beside a long report (/analytics Performance at 2 connections), /dashboard at 5 connections";
  const broken = [f.dashboardBesideReport, f.reportBesideDashboard].filter(notAsExpected);
  if (broken.length > 0) {
    return `${lead}: not measured, unexpected responses from ${broken.map((m) => m.target).join(", ")}.`;
  }
  return (
    `${lead} ran at ${percent(f.dashboardBesideReport.perSecond / f.dashboardAt5.perSecond)} of its rate alone, ` +
    `p95 ${ms(f.dashboardBesideReport.p95)} ms (the report: ${f.reportBesideDashboard.perSecond.toFixed(1)} req/s).`
  );
}

export function weightTable(weights: ServedPageWeight[]): string {
  return table(
    ["page", "status", "JS gz", "scripts", "HTML gz", "CSS gz"],
    weights.map((w) => [
      w.page,
      String(w.status),
      kb(w.jsGz),
      String(w.scripts),
      kb(w.htmlGz),
      kb(w.cssGz),
    ]),
    (column) => column >= 1,
  );
}
