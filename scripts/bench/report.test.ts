import { describe, expect, it } from "vitest";
import type { Measurement } from "./load";
import { benchChecks, floorLines, throughputTable, type BenchFigures } from "./report";

const measured = (target: string, perSecond: number, p: number, unexpected = 0): Measurement => ({
  target,
  connections: 20,
  requests: perSecond * 10,
  perSecond,
  p50: p / 2,
  p95: p,
  p99: p,
  unexpected,
  unexpectedKinds: unexpected ? { 302: unexpected } : {},
});

const healthy: BenchFigures = {
  staticFile: measured("static", 2000, 10),
  notFound: measured("404", 1000, 15),
  notFoundSignedIn: measured("404 signed in", 800, 20),
  signInPage: measured("/", 900, 15),
  notifications: measured("notifications", 1200, 18),
  healthz: measured("healthz", 1500, 12),
  dashboardAt5: measured("dashboard", 600, 40),
  dashboardAt20: measured("dashboard", 700, 60),
  casesList: measured("cases", 650, 50),
  casePage: measured("case page", 550, 55),
  calendarMine: measured("calendar mine", 600, 45),
  calendarFirm: measured("calendar firm", 520, 60),
  analyticsOverview: measured("analytics overview", 40, 120),
  analyticsCases: measured("analytics cases", 30, 150),
  analyticsPerformance: measured("analytics performance", 30, 160),
  analyticsTrends: measured("analytics trends", 30, 170),
  dashboardBesideReport: measured("dashboard beside a report", 450, 48),
  reportBesideDashboard: measured("report beside the dashboard", 8, 250),
  conflictCheck: measured("conflict check", 200, 30),
  probeIdle: measured("probe idle", 100, 3),
  probeDuringSignIns: measured("probe busy", 80, 30),
  signIns: measured("sign-ins", 15, 600),
};

describe("the bench's checks", () => {
  it("pass when every ratio and latency is within issue 9's targets", () => {
    expect(benchChecks(healthy).map((c) => [c.measured, c.pass])).toEqual([
      ["50%", true],
      ["70%", true],
      ["40.0 ms", true],
      ["65%", true],
      ["55%", true],
      ["60%", true],
      ["52%", true],
      ["60%", true],
      ["18.0 ms", true],
      ["120.0 ms", true],
      ["150.0 ms", true],
      ["160.0 ms", true],
      ["170.0 ms", true],
      ["30.0 ms", true],
      ["30.0 ms", true],
    ]);
  });

  it("fail where a target answered with other statuses, however fast it looked", () => {
    const lostCookie = { ...healthy, dashboardAt5: measured("dashboard", 5000, 1, 50_000) };
    const results = benchChecks(lostCookie);
    expect(results[2]).toMatchObject({
      pass: false,
      measured: expect.stringContaining("unexpected"),
    });
    expect(results.filter((c) => !c.pass)).toHaveLength(1);
    const failing = (figures: BenchFigures) =>
      benchChecks(figures)
        .filter((c) => !c.pass)
        .map((c) => c.check);
    const slowTrends = { ...healthy, analyticsTrends: measured("analytics trends", 5, 450) };
    expect(failing(slowTrends)).toEqual(["/analytics Trends p95 ≤ 300 ms (2 conns)"]);
    const slowCheck = { ...healthy, conflictCheck: measured("conflict check", 50, 80) };
    expect(failing(slowCheck)).toEqual(["conflict check, 3 names, p95 ≤ 50 ms (1 conn)"]);
    expect(throughputTable(lostCookie)).toContain("50000 (50000×302)");
  });

  it("show the server's CPU time per request where it was read", () => {
    const withCpu = {
      ...healthy,
      notFound: { ...healthy.notFound, cpu: { main: 1.06, total: 1.375 } },
    };
    const row = throughputTable(withCpu)
      .split("\n")
      .find((line) => line.startsWith("| 404 "))!;
    expect(row).toMatch(/\| +1\.06 \| +1\.38 \|$/);
    const unread = throughputTable(healthy)
      .split("\n")
      .find((line) => line.startsWith("| 404 "))!;
    expect(unread).toMatch(/\| +— \| +— \|$/);
  });
});

describe("the bench's floors", () => {
  it("state the resource route and the signed-in shell as shares of what their checks compare with", () => {
    const [resourceRoute, shell, besideReport] = floorLines(healthy);
    expect(resourceRoute).toContain("ran at 75% of static");
    expect(shell).toContain("ran at 80% of the signed-out 404");
    expect(besideReport).toContain(
      "ran at 75% of its rate alone, p95 48.0 ms (the report: 8.0 req/s)",
    );
    expect(throughputTable(healthy)).toContain("| dashboard beside a report ");
    expect(throughputTable(healthy)).toContain("| report beside the dashboard ");
    expect(throughputTable(healthy)).toContain("| healthz ");
    expect(throughputTable(healthy)).toContain("| 404 signed in ");
  });

  it("state the event loop's time per request, the shell's and each page's over it, when it was read", () => {
    expect(floorLines(healthy)).toHaveLength(3);
    const cpu = (m: Measurement, main: number) => ({ ...m, cpu: { main, total: main * 1.3 } });
    const withCpu = {
      ...healthy,
      notFound: cpu(healthy.notFound, 1.06),
      notFoundSignedIn: cpu(healthy.notFoundSignedIn, 2.15),
      dashboardAt20: cpu(healthy.dashboardAt20, 2.75),
      casesList: cpu(healthy.casesList, 4.0),
      casePage: cpu(healthy.casePage, 4.3),
      calendarFirm: cpu(healthy.calendarFirm, 3.2),
    };
    expect(floorLines(withCpu)[3]).toBe(
      "Event loop per request: the signed-out 404 1.06 ms, the signed-in shell 2.15 ms; " +
        "over the shell, /dashboard 0.60 ms, /cases 1.85 ms, /calendar (firm) 1.05 ms, the case page 2.15 ms.",
    );
  });

  it("do not state the dashboard beside the report when the report answered with other statuses", () => {
    const signedOutReport = {
      ...healthy,
      reportBesideDashboard: measured("report beside the dashboard", 900, 2, 9000),
    };
    const besideReport = floorLines(signedOutReport)[2];
    expect(besideReport).toContain(
      "not measured, unexpected responses from report beside the dashboard",
    );
    expect(besideReport).not.toContain("of its rate alone");
  });
});
