import { describe, expect, it } from "vitest";
import type { Measurement } from "./load";
import {
  BUDGETS,
  LOAD_TARGETS,
  benchChecks,
  checksTable,
  figuresToMeasure,
  floorLines,
  growthRows,
  growthTable,
  limitAtScale,
  throughputTable,
  weightCheck,
  weightTable,
  type BenchFigures,
  type GrowthRun,
  type RunFigures,
} from "./report";

const measured = (
  target: string,
  perSecond: number,
  p: number,
  cpuMain?: number,
  unexpected = 0,
): Measurement => ({
  target,
  connections: 20,
  requests: perSecond * 10,
  perSecond,
  p50: p / 2,
  p95: p,
  p99: p,
  unexpected,
  unexpectedKinds: unexpected ? { 302: unexpected } : {},
  cpu: cpuMain === undefined ? null : { main: cpuMain, total: cpuMain * 1.3 },
});

/** Every figure within its budget: the shell 2.0 ms over a 1.0 ms 404, pages and reads well under. */
const healthy: BenchFigures = {
  staticFile: measured("static", 2000, 10, 0.3),
  notFound: measured("404", 1000, 15, 1.0),
  notFoundSignedIn: measured("404 signed in", 800, 20, 2.0),
  signInPage: measured("/", 900, 15, 1.1),
  notifications: measured("notifications", 1200, 18, 1.2),
  healthz: measured("healthz", 1500, 12, 0.5),
  apiCases: measured("api cases", 900, 20, 1.6),
  apiCase: measured("api case", 1000, 18, 1.4),
  apiDashboardStats: measured("api dashboard stats", 1100, 16, 0.9),
  apiDamages: measured("api damages", 1000, 18, 1.3),
  dashboardAt5: measured("dashboard", 600, 40, 3.5),
  dashboardAt20: measured("dashboard", 700, 60, 3.6),
  casesList: measured("cases", 650, 50, 4.0),
  caseOverview: measured("case overview", 550, 55, 4.2),
  caseTimeline: measured("case timeline", 550, 55, 4.3),
  caseDates: measured("case dates", 560, 52, 4.1),
  caseMessages: measured("case messages", 540, 56, 4.4),
  caseDocuments: measured("case documents", 580, 50, 3.9),
  caseTasks: measured("case tasks", 570, 51, 4.0),
  caseParties: measured("case parties", 590, 49, 3.8),
  injuryClaims: measured("injury claims", 560, 52, 4.1),
  injuryTreatment: measured("injury treatment", 540, 55, 4.4),
  injuryRecords: measured("injury records", 545, 54, 4.3),
  injuryBills: measured("injury bills", 550, 53, 4.2),
  injuryLiens: measured("injury liens", 580, 50, 3.9),
  calendarMine: measured("calendar mine", 600, 45, 3.9),
  calendarFirm: measured("calendar firm", 520, 60, 4.6),
  trustOverview: measured("trust", 600, 45, 3.9),
  trustMatter: measured("trust matter", 580, 48, 4.0),
  trustJournal: measured("trust journal", 300, 80, 6.5),
  trustReconciliation: measured("trust reconciliation", 300, 80, 6.8),
  analyticsOverview: measured("analytics overview", 40, 120, 20),
  analyticsCases: measured("analytics cases", 30, 140, 25),
  analyticsPerformance: measured("analytics performance", 30, 145, 30),
  analyticsTrends: measured("analytics trends", 30, 100, 15),
  conflictCheck: measured("conflict check", 200, 30, 3),
  dashboardBesideReport: measured("dashboard beside a report", 450, 48),
  reportBesideDashboard: measured("report beside the dashboard", 8, 250),
  probeIdle: measured("probe idle", 100, 3),
  probeDuringSignIns: measured("probe busy", 80, 30),
  signIns: measured("sign-ins", 15, 600),
};

const cpu = (m: Measurement, main: number): Measurement => ({
  ...m,
  cpu: { main, total: main * 1.3 },
});
const failing = (figures: BenchFigures, scale = 1) =>
  benchChecks(figures, scale)
    .filter((c) => c.pass === false)
    .map((c) => c.check);

describe("the bench's budgets", () => {
  it("are one row per check, and every figure of a healthy run is within them", () => {
    const results = benchChecks(healthy);
    expect(results).toHaveLength(BUDGETS.length);
    expect(results.filter((c) => c.pass !== true)).toEqual([]);
    expect(checksTable(healthy)).not.toContain("FAIL");
  });

  it("hold the signed-in shell to 2.5× the signed-out 404's event-loop CPU per request", () => {
    const check = "signed-in shell (404, staff): event-loop CPU/req ≤ 2.5× signed-out 404";
    const over = { ...healthy, notFoundSignedIn: cpu(healthy.notFoundSignedIn, 2.6) };
    expect(failing(over)).toContain(check);
    const under = { ...healthy, notFoundSignedIn: cpu(healthy.notFoundSignedIn, 2.4) };
    expect(failing(under)).not.toContain(check);
    expect(benchChecks(over).find((c) => c.check === check)?.measured).toBe(
      "2.60 ms (limit 2.50 ms)",
    );
  });

  it("hold each signed-in page, the case page's tabs too, to the shell plus 3 ms", () => {
    // The shell at 2.0 ms: a page may take 5.0 ms.
    for (const page of ["dashboardAt20", "casesList", "caseMessages", "calendarFirm"] as const) {
      const over = { ...healthy, [page]: cpu(healthy[page], 5.1) };
      expect(failing(over)).toHaveLength(1);
      expect(failing(over)[0]).toMatch(
        /event-loop CPU\/req ≤ signed-in shell \(404, staff\) \+ 3 ms$/,
      );
      const under = { ...healthy, [page]: cpu(healthy[page], 4.9) };
      expect(failing(under)).toEqual([]);
    }
    const tabs = benchChecks(healthy).filter((c) => c.check.startsWith("/cases/{id} "));
    expect(tabs.map((c) => c.check.split(":")[0])).toEqual([
      "/cases/{id} Overview",
      "/cases/{id} Timeline",
      "/cases/{id} Dates",
      "/cases/{id} Messages",
      "/cases/{id} Documents",
      "/cases/{id} Tasks",
      "/cases/{id} Parties",
    ]);
  });

  it("hold each section of the injury file to the shell plus 3 ms, and its damages to /healthz plus 1.5 ms", () => {
    const sections = benchChecks(healthy).filter((c) => c.check.startsWith("/cases/{id}/injury"));
    expect(sections.map((c) => c.check)).toEqual(
      ["Claims", "Treatment", "Records requests", "Bills", "Liens"].map(
        (name) =>
          `/cases/{id}/injury ${name}: event-loop CPU/req ≤ signed-in shell (404, staff) + 3 ms`,
      ),
    );
    const all = ["injuryClaims", "injuryTreatment", "injuryRecords", "injuryBills", "injuryLiens"];
    for (const section of all as Array<keyof BenchFigures>) {
      expect(failing({ ...healthy, [section]: cpu(healthy[section], 5.1) })).toHaveLength(1);
      expect(failing({ ...healthy, [section]: cpu(healthy[section], 4.9) })).toEqual([]);
    }
    expect(failing({ ...healthy, apiDamages: cpu(healthy.apiDamages, 2.1) })).toEqual([
      "GET /api/cases/{id}/damages: event-loop CPU/req ≤ GET /healthz + 1.5 ms",
    ]);
    expect(failing({ ...healthy, apiDamages: cpu(healthy.apiDamages, 1.9) })).toEqual([]);
  });

  it("hold each /api read to /healthz plus 1.5 ms", () => {
    // /healthz at 0.5 ms: a read may take 2.0 ms.
    const over = { ...healthy, apiCases: cpu(healthy.apiCases, 2.1) };
    expect(failing(over)).toEqual(["GET /api/cases: event-loop CPU/req ≤ GET /healthz + 1.5 ms"]);
    const under = { ...healthy, notifications: cpu(healthy.notifications, 1.9) };
    expect(failing(under)).toEqual([]);
  });

  it("hold each analytics tab's p95 to 150 ms at scale 1 and 300 ms at scale 5", () => {
    const slow = { ...healthy, analyticsCases: measured("analytics cases", 10, 200, 25) };
    expect(failing(slow, 1)).toEqual([
      "/analytics Case Analytics: p95 ≤ 150 ms at scale 1 (20 conns)",
    ]);
    expect(failing(slow, 5)).toEqual([]);
    const slower = { ...healthy, analyticsTrends: measured("analytics trends", 5, 310, 15) };
    expect(failing(slower, 5)).toEqual(["/analytics Trends: p95 ≤ 300 ms at scale 5 (20 conns)"]);
    expect(failing({ ...healthy, analyticsTrends: measured("t", 5, 150, 15) }, 1)).toEqual([]);
  });

  it("read a limit by scale as a line between its points, flat beyond them", () => {
    const points: Array<[number, number]> = [
      [1, 150],
      [5, 300],
    ];
    expect(limitAtScale(points, 0.1)).toBe(150);
    expect(limitAtScale(points, 1)).toBe(150);
    expect(limitAtScale(points, 3)).toBe(225);
    expect(limitAtScale(points, 5)).toBe(300);
    expect(limitAtScale(points, 10)).toBe(300);
    expect(limitAtScale(50, 5)).toBe(50);
  });

  it("fail where a target answered with other statuses, however cheap it looked", () => {
    const lostCookie = { ...healthy, dashboardAt20: measured("dashboard", 5000, 1, 0.1, 50_000) };
    const results = benchChecks(lostCookie).filter((c) => c.pass === false);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      check: expect.stringContaining("/dashboard at 20 conns:"),
      measured: expect.stringContaining("unexpected responses from dashboard"),
    });
    expect(throughputTable(lostCookie)).toContain("50000 (50000×302)");
    // The shell a page is held to is read too: a shell that lost its cookie fails every page.
    const signedOutShell = { ...healthy, notFoundSignedIn: measured("shell", 900, 10, 1, 900) };
    expect(failing(signedOutShell).length).toBeGreaterThanOrEqual(12);
  });

  it("say where the server's CPU was not read, rather than pass or fail it", () => {
    const unread = { ...healthy, casesList: { ...healthy.casesList, cpu: null } };
    const row = benchChecks(unread).find((c) => c.check.startsWith("/cases:"));
    expect(row).toMatchObject({ pass: null, measured: "not read" });
    expect(checksTable(unread)).toMatch(/\/cases: .* \| not read +\| not read +\|/);
  });
});

describe("the throughput table", () => {
  it("shows the server's CPU time per request where it was read", () => {
    const row = throughputTable(healthy)
      .split("\n")
      .find((line) => line.startsWith("| 404 "))!;
    expect(row).toMatch(/\| +1\.00 \| +1\.30 \|$/);
    const unread = throughputTable({ ...healthy, notFound: { ...healthy.notFound, cpu: null } })
      .split("\n")
      .find((line) => line.startsWith("| 404 "))!;
    expect(unread).toMatch(/\| +— \| +— \|$/);
  });

  it("has a row for every target", () => {
    const text = throughputTable(healthy);
    for (const name of LOAD_TARGETS) expect(text).toContain(`| ${healthy[name].target} `);
    expect(text).toContain("| dashboard beside a report ");
    expect(text).toContain("| report beside the dashboard ");
  });
});

describe("the bench's floors", () => {
  it("state the resource route and the signed-in shell as shares of what they compare with", () => {
    const [resourceRoute, shell, besideReport] = floorLines(healthy);
    expect(resourceRoute).toContain("ran at 75% of static (event loop 0.50 ms/req)");
    expect(shell).toContain(
      "ran at 80% of the signed-out 404 (event loop 2.00 ms/req) against its (event loop 1.00 ms/req)",
    );
    expect(besideReport).toContain(
      "ran at 75% of its rate alone, p95 48.0 ms (the report: 8.0 req/s)",
    );
  });

  it("do not state the dashboard beside the report when the report answered with other statuses", () => {
    const signedOutReport = {
      ...healthy,
      reportBesideDashboard: measured("report beside the dashboard", 900, 2, undefined, 9000),
    };
    const besideReport = floorLines(signedOutReport)[2];
    expect(besideReport).toContain(
      "not measured, unexpected responses from report beside the dashboard",
    );
    expect(besideReport).not.toContain("of its rate alone");
  });
});

describe("a run restricted to some targets (BENCH_ONLY)", () => {
  it("measures the targets it names and what their budgets compare them with, in turn", () => {
    expect([...figuresToMeasure("injury")].sort()).toEqual(
      [
        "injuryClaims",
        "injuryTreatment",
        "injuryRecords",
        "injuryBills",
        "injuryLiens",
        // The shell they are held to, the 404 it is held to, and the static file that one is.
        "notFoundSignedIn",
        "notFound",
        "staticFile",
      ].sort(),
    );
    expect([...figuresToMeasure("DAMAGES")].sort()).toEqual(["apiDamages", "healthz"]);
    expect(figuresToMeasure("injury, damages")).toEqual(
      new Set([...figuresToMeasure("injury"), ...figuresToMeasure("damages")]),
    );
    expect(figuresToMeasure("sign-ins")).toEqual(
      new Set(["probeIdle", "probeDuringSignIns", "signIns"]),
    );
    expect(figuresToMeasure("").size).toBe(Object.keys(healthy).length);
    expect(() => figuresToMeasure("no such target")).toThrow(/names no target/);
  });

  it("judges and prints only what it measured", () => {
    const names = figuresToMeasure("injury");
    const partial: RunFigures = Object.fromEntries(
      Object.entries(healthy).filter(([name]) => names.has(name as keyof BenchFigures)),
    );
    const checks = benchChecks(partial);
    expect(checks.map((c) => c.check.split(":")[0])).toEqual([
      "signed-out 404 ≥ 25% of static file's req/s (20 conns)",
      "signed-in shell (404, staff)",
      "/cases/{id}/injury Claims",
      "/cases/{id}/injury Treatment",
      "/cases/{id}/injury Records requests",
      "/cases/{id}/injury Bills",
      "/cases/{id}/injury Liens",
    ]);
    expect(checks.every((c) => c.pass)).toBe(true);
    expect(throughputTable(partial).split("\n")).toHaveLength(2 + names.size);
    expect(floorLines(partial)).toHaveLength(1);
    const rows = growthRows([
      { label: "×1", scale: 1, figures: partial },
      { label: "×5", scale: 5, figures: partial },
    ]);
    expect(rows.map((row) => row.target)).toEqual([
      "staticFile",
      "notFound",
      "notFoundSignedIn",
      "injuryClaims",
      "injuryTreatment",
      "injuryRecords",
      "injuryBills",
      "injuryLiens",
    ]);
  });
});

describe("the served pages' weight", () => {
  const page = (path: string, jsKb: number, htmlKb: number, cssKb: number, status = 200) => ({
    page: path,
    status,
    jsGz: jsKb * 1024,
    scripts: 12,
    htmlGz: htmlKb * 1024,
    cssGz: cssKb * 1024,
  });

  it("holds the case page and its injury file to 110 KB of JavaScript and 30 KB of HTML and CSS", () => {
    for (const path of ["/cases/7", "/cases/7?tab=parties", "/cases/7/injury/bills"]) {
      expect(weightCheck(page(path, 110, 18, 12))).toEqual({
        budget: "JS ≤ 110 KB, HTML+CSS ≤ 30 KB",
        pass: true,
      });
      expect(weightCheck(page(path, 110.1, 10, 10)).pass).toBe(false);
      expect(weightCheck(page(path, 100, 18.1, 12)).pass).toBe(false);
    }
  });

  it("holds every other page to the same two budgets", () => {
    expect(weightCheck(page("/dashboard", 109, 18, 12))).toEqual({
      budget: "JS ≤ 110 KB, HTML+CSS ≤ 30 KB",
      pass: true,
    });
    expect(weightCheck(page("/dashboard", 109, 40, 12)).pass).toBe(false);
    expect(weightCheck(page("/cases", 111, 10, 10)).pass).toBe(false);
  });

  it("fails a page that did not answer 200, however light", () => {
    expect(weightCheck(page("/cases/7/injury", 0, 1, 0, 302)).pass).toBe(false);
    expect(weightTable([page("/cases/7/injury", 0, 1, 0, 302)])).toMatch(/\| FAIL +\|$/m);
    expect(weightTable([page("/cases/7/injury", 105, 15, 12)])).toMatch(
      /\| \/cases\/7\/injury \| +200 \| +105\.0 KB \|.*\| JS ≤ 110 KB, HTML\+CSS ≤ 30 KB \| pass +\|$/m,
    );
  });
});

describe("the growth run", () => {
  /** The healthy firm again, with each target's p95 and CPU multiplied by `by(target)`. */
  const grown = (by: (name: string) => number): BenchFigures =>
    Object.fromEntries(
      Object.entries(healthy).map(([name, m]) => [
        name,
        { ...m, p95: m.p95 * by(name), cpu: m.cpu && { ...m.cpu, main: m.cpu.main * by(name) } },
      ]),
    ) as BenchFigures;
  const runs = (...others: BenchFigures[]): GrowthRun[] => [
    { label: "×1", scale: 1, figures: healthy },
    ...others.map((figures, i) => ({ label: `×5${i ? ", 60 attorneys" : ""}`, scale: 5, figures })),
  ];
  const failed = (rows: ReturnType<typeof growthRows>) =>
    rows.filter((row) => !row.pass).map((row) => row.target);

  it("passes a target that grows at most 1.5×, and fails one that grows more", () => {
    expect(
      failed(
        growthRows(
          runs(
            grown(() => 1.5),
            grown(() => 1.1),
          ),
        ),
      ),
    ).toEqual([
      // /dashboard may grow 1.3× at most.
      "dashboardAt5",
      "dashboardAt20",
    ]);
    const analytics = grown((name) => (name === "analyticsCases" ? 1.6 : 1));
    expect(
      failed(
        growthRows(
          runs(
            grown(() => 1),
            analytics,
          ),
        ),
      ),
    ).toEqual(["analyticsCases"]);
  });

  it("holds /dashboard to 1.3×", () => {
    const dashboard = (by: number) => grown((name) => (name.startsWith("dashboard") ? by : 1));
    expect(failed(growthRows(runs(dashboard(1.3))))).toEqual([]);
    expect(failed(growthRows(runs(dashboard(1.35))))).toEqual(["dashboardAt5", "dashboardAt20"]);
  });

  it("fails a target that answered with other statuses at either scale", () => {
    const lost = { ...grown(() => 1), casesList: measured("cases", 5000, 1, 0.1, 40) };
    const [row] = growthRows(runs(lost)).filter((r) => !r.pass);
    expect(row).toMatchObject({ target: "casesList", broken: ["×5"] });
  });

  it("prints one Markdown table: p95 and event-loop CPU per request at each scale, with the growth", () => {
    const text = growthTable(runs(grown((name) => (name === "analyticsPerformance" ? 4.3 : 1.2))));
    const lines = text.split("\n");
    expect(lines[0]).toMatch(
      /^\| target +\| p95 ms, ×1 \| +p95 ms, ×5 \| event loop ms\/req, ×1 \| +event loop ms\/req, ×5 \| growth limit \| result +\|$/,
    );
    expect(lines[1]).toMatch(/^\|-+\|-+:\|/);
    expect(lines).toHaveLength(2 + LOAD_TARGETS.length);
    const performance = lines.find((line) => line.startsWith("| /analytics Performance "))!;
    expect(performance).toMatch(
      /\| +145\.0 \| +623\.5 \(4\.30×\) \| +30\.00 \| +129\.00 \(4\.30×\) \| +1\.5× \| FAIL +\|$/,
    );
    expect(lines.find((line) => line.startsWith("| /cases/{id} Tasks "))).toMatch(/\| pass +\|$/);
  });
});
