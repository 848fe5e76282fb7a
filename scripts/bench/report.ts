import type { Measurement } from "./load";
import type { ServedPageWeight } from "./served-page-weight";

/** The `/api` reads held to `/healthz` plus their budget. */
const API_READS = [
  "notifications",
  "apiCases",
  "apiCase",
  "apiDashboardStats",
  /** Issue 40: the case's damages, summed by the database from its file. */
  "apiDamages",
] as const;
/**
 * The signed-in pages held to the shell plus their budget: the dashboard, the cases list, one case
 * of the known attorney's on each of its tabs and each section of its injury file (issue 40), and
 * a month of /calendar (issue 38), the attorney's own and the firm's.
 */
const SIGNED_IN_PAGES = [
  "dashboardAt20",
  "casesList",
  "caseOverview",
  "caseTimeline",
  "caseDates",
  "caseMessages",
  "caseDocuments",
  "caseTasks",
  "caseParties",
  "injuryClaims",
  "injuryTreatment",
  "injuryRecords",
  "injuryBills",
  "injuryLiens",
  "calendarMine",
  "calendarFirm",
  /** Issue 41: the matters in trust, and the known case's trust ledger. */
  "trustOverview",
  "trustMatter",
] as const;
/**
 * Issue 41: an administrator's month of the trust account's journal (a page of its entries) and
 * last month's three-way reconciliation (the matters holding money then). Held to the shell plus
 * their budget as the pages are: each reads from the account's balance back through what came
 * after, never the account's whole history.
 */
const TRUST_REPORTS = ["trustJournal", "trustReconciliation"] as const;
/** Issue 13: each analytics tab over 12 months of the firm. */
const ANALYTICS_TABS = [
  "analyticsOverview",
  "analyticsCases",
  "analyticsPerformance",
  "analyticsTrends",
] as const;

/**
 * The targets loaded one at a time, in the order they run; the server's CPU time is read around
 * each, and a growth run compares each of them between its scales.
 */
export const LOAD_TARGETS = [
  "staticFile",
  /** The 404 page signed out: the cheapest page the server renders. */
  "notFound",
  /** The same 404 page signed in: the header, navigation and bell every signed-in page renders. */
  "notFoundSignedIn",
  "signInPage",
  /** A resource route that answers one `SELECT 1`: what any `/api` call costs before its work. */
  "healthz",
  ...API_READS,
  "dashboardAt5",
  ...SIGNED_IN_PAGES,
  ...TRUST_REPORTS,
  ...ANALYTICS_TABS,
  /** Issue 17: POST /api/conflicts/check of 3 names against the firm's parties. */
  "conflictCheck",
] as const;
export type LoadTarget = (typeof LOAD_TARGETS)[number];

/** The measurements one bench run takes; the checks read them by these names. */
export type BenchFigures = Record<LoadTarget, Measurement> & {
  /**
   * /dashboard at 5 connections while the Performance report runs at 2: one attorney's long
   * report must not hold up everyone else's pages (compare with dashboardAt5).
   */
  dashboardBesideReport: Measurement;
  /** The Performance report itself during that run: its answers are checked like any target's. */
  reportBesideDashboard: Measurement;
  probeIdle: Measurement;
  probeDuringSignIns: Measurement;
  signIns: Measurement;
};
type FigureName = keyof BenchFigures;
/** A run's figures; a run restricted to some targets (BENCH_ONLY) holds only theirs. */
export type RunFigures = Partial<BenchFigures>;

/** Short names for the checks' and the growth table's rows. */
const NAMES: Record<FigureName, string> = {
  staticFile: "static file",
  notFound: "signed-out 404",
  notFoundSignedIn: "signed-in shell (404, staff)",
  signInPage: "/ signed out",
  notifications: "GET /api/notifications?unread=true",
  healthz: "GET /healthz",
  apiCases: "GET /api/cases",
  apiCase: "GET /api/cases/{id}",
  apiDashboardStats: "GET /api/dashboard/stats",
  apiDamages: "GET /api/cases/{id}/damages",
  dashboardAt5: "/dashboard at 5 conns",
  dashboardAt20: "/dashboard at 20 conns",
  casesList: "/cases",
  caseOverview: "/cases/{id} Overview",
  caseTimeline: "/cases/{id} Timeline",
  caseDates: "/cases/{id} Dates",
  caseMessages: "/cases/{id} Messages",
  caseDocuments: "/cases/{id} Documents",
  caseTasks: "/cases/{id} Tasks",
  caseParties: "/cases/{id} Parties",
  injuryClaims: "/cases/{id}/injury Claims",
  injuryTreatment: "/cases/{id}/injury Treatment",
  injuryRecords: "/cases/{id}/injury Records requests",
  injuryBills: "/cases/{id}/injury Bills",
  injuryLiens: "/cases/{id}/injury Liens",
  calendarMine: "/calendar (mine)",
  calendarFirm: "/calendar (firm)",
  trustOverview: "/trust",
  trustMatter: "/trust/matters/{id}",
  trustJournal: "/trust/accounts/{id} journal",
  trustReconciliation: "/trust/accounts/{id} reconciliation",
  analyticsOverview: "/analytics Overview",
  analyticsCases: "/analytics Case Analytics",
  analyticsPerformance: "/analytics Performance",
  analyticsTrends: "/analytics Trends",
  conflictCheck: "conflict check, 3 names",
  dashboardBesideReport: "/dashboard beside the report",
  reportBesideDashboard: "the report beside /dashboard",
  probeIdle: "probe, idle",
  probeDuringSignIns: "probe latency during 10 sign-ins",
  signIns: "10 sign-ins at once",
};

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

export function throughputTable(figures: RunFigures): string {
  const base = figures.staticFile?.perSecond ?? Number.NaN;
  const present = (list: Array<Measurement | undefined>) =>
    list.filter((m): m is Measurement => m !== undefined);
  const load = present([
    ...LOAD_TARGETS.map((name) => figures[name]),
    figures.dashboardBesideReport,
    figures.reportBesideDashboard,
  ]);
  // The probe is paced (one request every few milliseconds): its rate says nothing.
  const probes = present([figures.probeIdle, figures.probeDuringSignIns]);
  const rows = [...load, ...probes, ...present([figures.signIns])].map((m) => [
    m.target,
    String(m.connections),
    probes.includes(m) ? "—" : m.perSecond.toFixed(0),
    ms(m.p50),
    ms(m.p95),
    ms(m.p99),
    unexpectedCell(m),
    load.includes(m) && Number.isFinite(base) ? percent(m.perSecond / base) : "—",
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

/**
 * One budget: what a target may cost, as one of
 * - `cpu`: the event loop's CPU time per request at most `times` × `over`'s, plus `plusMs`
 *   (measured in the same run, so the machine's speed and load cancel out);
 * - `latency`: a percentile at most `ms`, or by the firm's scale as [scale, ms] points
 *   (linear between them, flat beyond them);
 * - `rate`: requests a second at least `share` of `of`'s.
 * `reads` names further targets whose answers the check relies on.
 */
export type Budget = { target: FigureName; reads?: FigureName[]; why?: string } & (
  | { cpu: { over: FigureName; times?: number; plusMs?: number } }
  | { latency: { percentile: "p95" | "p99"; ms: number | Array<[scale: number, ms: number]> } }
  | { rate: { of: FigureName; share: number } }
);

/**
 * Every check a bench run makes (issues 9, 13, 16, 17 and 39), as data. Issue 39 replaced the page
 * ratios (a page at 50% of the 404's rate, the poll's p99 at 20 ms) with CPU budgets per request:
 * the signed-in shell itself only reached 44–47% of the 404, so the ratios measured the shell.
 * The analytics tabs, reports over the firm's history, have a latency budget instead.
 */
export const BUDGETS: Budget[] = [
  { target: "notFound", rate: { of: "staticFile", share: 0.25 } },
  { target: "notFoundSignedIn", cpu: { over: "notFound", times: 2.5 } },
  ...SIGNED_IN_PAGES.map((target): Budget => ({
    target,
    cpu: { over: "notFoundSignedIn", plusMs: 3 },
  })),
  ...TRUST_REPORTS.map((target): Budget => ({
    target,
    cpu: { over: "notFoundSignedIn", plusMs: 6 },
  })),
  ...API_READS.map((target): Budget => ({ target, cpu: { over: "healthz", plusMs: 1.5 } })),
  { target: "dashboardAt5", latency: { percentile: "p95", ms: 50 } },
  ...ANALYTICS_TABS.map((target): Budget => ({
    target,
    latency: {
      percentile: "p95",
      ms: [
        [1, 150],
        [5, 300],
      ],
    },
  })),
  { target: "conflictCheck", latency: { percentile: "p95", ms: 50 } },
  {
    target: "probeDuringSignIns",
    reads: ["signIns"],
    why: "(the event-loop delay)",
    latency: { percentile: "p99", ms: 50 },
  },
];

/** Figures one measurement gives together: a run that measures one measures them all. */
const TOGETHER: FigureName[][] = [
  ["dashboardBesideReport", "reportBesideDashboard"],
  ["probeIdle", "probeDuringSignIns", "signIns"],
];

/**
 * The figures a run restricted by `only` (BENCH_ONLY: pieces of targets' names or keys, in any
 * case, split by commas) measures: those it names, and what their budgets compare them with, in
 * turn, so their checks are still judged in the same run. Every figure when `only` is empty.
 */
export function figuresToMeasure(only = ""): Set<FigureName> {
  const all = Object.keys(NAMES) as FigureName[];
  const wanted = only
    .toLowerCase()
    .split(",")
    .map((piece) => piece.trim())
    .filter(Boolean);
  if (wanted.length === 0) return new Set(all);
  const chosen = new Set(
    all.filter((name) =>
      wanted.some((piece) => `${name} ${NAMES[name]}`.toLowerCase().includes(piece)),
    ),
  );
  if (chosen.size === 0) {
    throw new Error(`BENCH_ONLY="${only}" names no target; the targets: ${all.join(", ")}`);
  }
  for (let size = 0; size !== chosen.size;) {
    size = chosen.size;
    for (const group of TOGETHER) {
      if (group.some((name) => chosen.has(name))) group.forEach((name) => chosen.add(name));
    }
    for (const budget of BUDGETS) {
      if (chosen.has(budget.target)) figuresRead(budget).forEach((name) => chosen.add(name));
    }
  }
  return chosen;
}

/** A limit given by scale, at `scale`: linear between the points, flat beyond the first and last. */
export function limitAtScale(points: number | Array<[number, number]>, scale: number): number {
  if (typeof points === "number") return points;
  const sorted = [...points].sort((a, b) => a[0] - b[0]);
  if (scale <= sorted[0][0]) return sorted[0][1];
  for (let i = 1; i < sorted.length; i++) {
    const [[s0, m0], [s1, m1]] = [sorted[i - 1], sorted[i]];
    if (scale <= s1) return m0 + ((scale - s0) / (s1 - s0)) * (m1 - m0);
  }
  return sorted[sorted.length - 1][1];
}

export interface CheckResult {
  check: string;
  /** Null where the figure was not read (the server's CPU off Linux). */
  pass: boolean | null;
  measured: string;
}

const times = (n: number) => (n === 1 ? "" : `${n}× `);
const cpuMs = (value: number) => `${value.toFixed(2)} ms`;

/** One budget against one run's figures, at the firm's `scale`. */
function judge(
  budget: Budget,
  f: BenchFigures,
  scale: number,
): CheckResult & { read: Measurement[] } {
  const m = f[budget.target];
  const name = NAMES[budget.target];
  const read = [m, ...(budget.reads ?? []).map((other) => f[other])];
  const conns = `${m.connections} conn${m.connections === 1 ? "" : "s"}`;
  if ("cpu" in budget) {
    const { over, times: factor = 1, plusMs = 0 } = budget.cpu;
    const check =
      `${name}: event-loop CPU/req ≤ ${times(factor)}${NAMES[over]}` +
      (plusMs ? ` + ${plusMs} ms` : "");
    read.push(f[over]);
    const [own, base] = [m.cpu?.main, f[over].cpu?.main];
    if (own === undefined || base === undefined)
      return { check, pass: null, measured: "not read", read };
    const limit = factor * base + plusMs;
    return { check, pass: own <= limit, measured: `${cpuMs(own)} (limit ${cpuMs(limit)})`, read };
  }
  if ("latency" in budget) {
    const { percentile, ms: points } = budget.latency;
    const limit = limitAtScale(points, scale);
    const byScale = typeof points === "number" ? "" : ` at scale ${scale}`;
    const what = budget.why ? `${name} ${budget.why}` : name;
    const where = name.includes("conns") ? "" : ` (${conns})`;
    const check = `${what}: ${percentile} ≤ ${limit.toFixed(0)} ms${byScale}${where}`;
    return { check, pass: m[percentile] <= limit, measured: `${ms(m[percentile])} ms`, read };
  }
  const { of, share } = budget.rate;
  read.unshift(f[of]);
  return {
    check: `${name} ≥ ${percent(share)} of ${NAMES[of]}'s req/s (${conns})`,
    pass: m.perSecond >= share * f[of].perSecond,
    measured: percent(m.perSecond / f[of].perSecond),
    read,
  };
}

/** A target that answered nothing, or with other statuses than expected: its figures say nothing. */
const notAsExpected = (m: Measurement) => m.unexpected > 0 || m.requests === 0;

/** Every figure a budget reads: its target, what it is compared with and what else it relies on. */
export function figuresRead(budget: Budget): FigureName[] {
  const against = "cpu" in budget ? [budget.cpu.over] : "rate" in budget ? [budget.rate.of] : [];
  return [budget.target, ...against, ...(budget.reads ?? [])];
}

/**
 * The budgets against one run (those whose figures it measured). A check that read a target with
 * unexpected responses fails.
 */
export function benchChecks(f: RunFigures, scale = 1, budgets: Budget[] = BUDGETS): CheckResult[] {
  const measuredAll = (budget: Budget) => figuresRead(budget).every((name) => f[name]);
  return budgets.filter(measuredAll).map((budget) => {
    const { check, pass, measured, read } = judge(budget, f as BenchFigures, scale);
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

const verdict = (pass: boolean | null) => (pass === null ? "not read" : pass ? "pass" : "FAIL");

export function checksTable(f: RunFigures, scale = 1): string {
  return table(
    ["check (issues 9, 13, 17, 39)", "measured", "result"],
    benchChecks(f, scale).map(({ check, pass, measured }) => [check, measured, verdict(pass)]),
    () => false,
  );
}

/**
 * What the budgets compare with, measured in the same run: no `/api` call is cheaper than a
 * resource route answering one statement, and no signed-in page is cheaper than the signed-in
 * shell alone (the signed-in 404 page).
 */
export function floorLines(figures: RunFigures): string[] {
  const main = (m: Measurement) => (m.cpu ? ` (event loop ${cpuMs(m.cpu.main)}/req)` : "");
  const f = figures as BenchFigures;
  const has = (...names: FigureName[]) => names.every((name) => figures[name]);
  return [
    has("healthz", "staticFile") &&
      `Floors: GET /healthz (a resource route, one SELECT 1) ran at ${percent(f.healthz.perSecond / f.staticFile.perSecond)} of static${main(f.healthz)}, ` +
        `the most any /api read could reach.`,
    has("notFoundSignedIn", "notFound") &&
      `The signed-in shell (404 page, staff) ran at ${percent(f.notFoundSignedIn.perSecond / f.notFound.perSecond)} ` +
        `of the signed-out 404${main(f.notFoundSignedIn)} against its${main(f.notFound)}, the most a signed-in page could reach.`,
    has("dashboardBesideReport", "reportBesideDashboard", "dashboardAt5") && besideReportLine(f),
  ].filter((line): line is string => typeof line === "string");
}

/** How much a target may grow from scale 1 to scale N (issue 39); the rest may grow 1.5×. */
export const GROWTH_LIMITS: Partial<Record<LoadTarget, number>> = {
  dashboardAt5: 1.3,
  dashboardAt20: 1.3,
};
const DEFAULT_GROWTH_LIMIT = 1.5;

/** One run of a growth comparison: the firm it seeded and what it measured. */
export interface GrowthRun {
  /** Its column's heading, e.g. "×5" or "×5, 60 attorneys". */
  label: string;
  scale: number;
  figures: RunFigures;
}

export interface GrowthRow {
  target: LoadTarget;
  limit: number;
  /** Per run after the first: p95 and event-loop CPU per request over the first run's. */
  growth: Array<{ p95: number; cpu: number | null }>;
  pass: boolean;
  /** Why it fails besides its growth: unexpected responses in a run. */
  broken: string[];
}

/**
 * Each load target's growth from the first run (scale 1) to each other: a check fails where its
 * p95 grows more than its limit, or where a run answered with other statuses. The event loop's CPU
 * is shown beside it, not judged: on MariaDB the statements' work is in another process, and on
 * SQLite in the thread pool, so p95 is the figure that sees all of a report's growth.
 */
export function growthRows(runs: GrowthRun[]): GrowthRow[] {
  const [first, ...others] = runs;
  const measured = LOAD_TARGETS.filter((target) => runs.every(({ figures }) => figures[target]));
  return measured.map((target) => {
    const limit = GROWTH_LIMITS[target] ?? DEFAULT_GROWTH_LIMIT;
    const at1 = first.figures[target]!;
    const growth = others.map(({ figures }) => {
      const atN = figures[target]!;
      const cpu = at1.cpu && atN.cpu ? atN.cpu.main / at1.cpu.main : null;
      return { p95: atN.p95 / at1.p95, cpu };
    });
    const broken = runs
      .filter(({ figures }) => notAsExpected(figures[target]!))
      .map(({ label }) => label);
    const pass =
      broken.length === 0 && growth.every(({ p95 }) => Number.isFinite(p95) && p95 <= limit);
    return { target, limit, growth, pass, broken };
  });
}

const factor = (value: number | null) =>
  value === null || !Number.isFinite(value) ? "—" : `${value.toFixed(2)}×`;

/** The growth run's one table, in Markdown, to paste into a closing note. */
export function growthTable(runs: GrowthRun[]): string {
  const rows = growthRows(runs);
  const [first, ...others] = runs;
  const header = [
    "target",
    ...runs.map((run) => `p95 ms, ${run.label}`),
    ...runs.map((run) => `event loop ms/req, ${run.label}`),
    "growth limit",
    "result",
  ];
  const body = rows.map((row) => {
    const m = (run: GrowthRun) => run.figures[row.target]!;
    const p95s = [
      ms(m(first).p95),
      ...others.map((run, i) => `${ms(m(run).p95)} (${factor(row.growth[i].p95)})`),
    ];
    const cpus = [
      m(first).cpu ? m(first).cpu!.main.toFixed(2) : "—",
      ...others.map((run, i) =>
        m(run).cpu ? `${m(run).cpu!.main.toFixed(2)} (${factor(row.growth[i].cpu)})` : "—",
      ),
    ];
    const result = row.pass
      ? "pass"
      : row.broken.length
        ? `FAIL (unexpected responses at ${row.broken.join(", ")})`
        : "FAIL";
    return [NAMES[row.target], ...p95s, ...cpus, `${row.limit}×`, result];
  });
  return table(header, body, (column) => column >= 1 && column < header.length - 1);
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

/**
 * What a served page may weigh, gzipped: every page's JavaScript at most 110 KB (issue 9, decision
 * 005) and its HTML and CSS together at most 30 KB, as the developers' guide holds every page. The
 * first budget whose pattern matches the page's path holds it.
 */
export const WEIGHT_BUDGETS: Array<{ pages: RegExp; jsKb: number; htmlCssKb?: number }> = [
  { pages: /^/, jsKb: 110, htmlCssKb: 30 },
];

/** A served page against its budget: over it, or not answered with 200, fails. */
export function weightCheck(w: ServedPageWeight): { budget: string; pass: boolean } {
  const budget = WEIGHT_BUDGETS.find(({ pages }) => pages.test(w.page))!;
  const htmlCss = budget.htmlCssKb;
  const pass =
    w.status === 200 &&
    w.jsGz <= budget.jsKb * 1024 &&
    (htmlCss === undefined || w.htmlGz + w.cssGz <= htmlCss * 1024);
  return {
    budget: `JS ≤ ${budget.jsKb} KB${htmlCss === undefined ? "" : `, HTML+CSS ≤ ${htmlCss} KB`}`,
    pass,
  };
}

export function weightTable(weights: ServedPageWeight[]): string {
  return table(
    ["page", "status", "JS gz", "scripts", "HTML gz", "CSS gz", "budget", "result"],
    weights.map((w) => {
      const { budget, pass } = weightCheck(w);
      return [
        w.page,
        String(w.status),
        kb(w.jsGz),
        String(w.scripts),
        kb(w.htmlGz),
        kb(w.cssGz),
        budget,
        verdict(pass),
      ];
    }),
    (column) => column >= 1 && column <= 5,
  );
}
