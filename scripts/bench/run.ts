// npm run bench (issue 9): the production build on a fresh database seeded with a busy firm, under
// load from autocannon; prints one table of throughput and latency, the issue's checks and each
// page's weight. A measurement, not a test: it exits 0 whatever the figures, 1 only when the bench
// itself could not run. Settings: BENCH_SECONDS, BENCH_DATABASE_URL, BENCH_PORT, BENCH_SCALE.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase } from "../../tests/setup/test-database";
import { loadTest, signInBurst, signInForCookie } from "./load";
import { explainPlan, usesIndex } from "./explain";
import { pageWeight } from "./served-page-weight";
import { checksTable, floorLines, throughputTable, weightTable, type BenchFigures } from "./report";

function numberFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

const root = path.resolve(import.meta.dirname, "../..");
const seconds = numberFrom("BENCH_SECONDS", 10);
const port = numberFrom("BENCH_PORT", 3300);
const scale = numberFrom("BENCH_SCALE", 1);
const mysqlServer = process.env.BENCH_DATABASE_URL || undefined;
const base = `http://127.0.0.1:${port}`;

const database = await createTestDatabase(mysqlServer ? "mysql" : "sqlite", "bench", mysqlServer);
const uploadDir = mkdtempSync(path.join(os.tmpdir(), "legal-bench-uploads-"));
let server: ChildProcess | null = null;
const serverErrors: string[] = [];

let cleaning: Promise<void> | null = null;
function cleanUp() {
  cleaning ??= (async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill("SIGTERM");
      const killer = setTimeout(() => server!.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killer);
    }
    if (process.env.BENCH_KEEP) {
      console.log(`Kept the bench database (BENCH_KEEP): ${database.url}`);
    } else {
      await database
        .drop()
        .catch((error) => console.error(`Could not drop the bench database: ${error}`));
    }
    rmSync(uploadDir, { recursive: true, force: true });
  })();
  return cleaning;
}
const stopWith = (code: number) => cleanUp().finally(() => process.exit(code));
process.on("SIGINT", () => stopWith(130));
process.on("SIGTERM", () => stopWith(143));
// Bounded whatever happens: seeding gets ten minutes, each target a few times its duration.
setTimeout(
  () => {
    console.error("The bench ran past its time limit and was stopped.");
    stopWith(1);
  },
  (10 * 60 + 24 * (seconds + 3)) * 1000,
).unref();

/** Migrates and seeds in this process, through the model layer, then lets go of the database. */
async function seedDatabase() {
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    UPLOAD_DIR: uploadDir,
  });
  const { sequelize } = await import("~/models/index.server");
  const { prepareDatabase } = await import("../../db/migrator");
  const firm = await import("./seed-firm");
  await prepareDatabase(sequelize, { seedDemo: false });
  const seeded = await firm.seedFirm({ scale });
  const conflictPlan = await planOfConflictSearch(firm.CONFLICT_CHECK_NAMES);
  await sequelize.close();
  return {
    ...seeded,
    conflictPlan,
    conflictNames: firm.CONFLICT_CHECK_NAMES,
    accounts: firm.FIRM_ACCOUNTS,
    password: firm.FIRM_PASSWORD,
  };
}

/**
 * The statements a conflict check of `names` sends, each with its plan (issue 17: the name keys'
 * index is used, the table is not scanned), and the matches it finds, from inside this process.
 */
async function planOfConflictSearch(names: string[]) {
  const { sequelize } = await import("~/models/index.server");
  const { withQueryLog } = await import("~/db.server");
  const { searchParties } = await import("~/services/conflicts.server");
  const { result, queries } = await withQueryLog(() => searchParties(names));
  const lines = [`${queries.length} statements; ${result.length} matches:`];
  for (const match of result.slice(0, 6)) {
    lines.push(
      `  "${match.query}" ~ "${match.partyName}" (${match.reason}, ${match.score.toFixed(2)})`,
    );
  }
  // One name's two statements (the names are looked up at once; the others' are alike).
  const shown = [/FROM [`"]?party_keys/, /FROM [`"]?parties/].flatMap((table) =>
    queries.filter((sql) => table.test(sql)).slice(0, 1),
  );
  let indexed = shown.length === 2;
  for (const sql of shown) {
    const plan = await explainPlan(sequelize, sql);
    if (/FROM [`"]?party_keys/.test(sql)) indexed &&= usesIndex(plan, "party_keys");
    lines.push("", sql.replace(/\s+/g, " ").slice(0, 260), ...plan.map((line) => `  ${line}`));
  }
  return { lines, indexed };
}

/** server.js as a deployment runs it, logging to nowhere; its errors are kept for the report. */
async function startServer() {
  server = spawn(process.execPath, [path.join(root, "server.js")], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
    },
  });
  server.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
    serverErrors.push(...chunk.trimEnd().split("\n"));
    serverErrors.splice(0, Math.max(0, serverErrors.length - 20));
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    const healthy = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not start on port ${port}.\n${serverErrors.join("\n")}`);
}

/** Signs in and proves the cookie opens the page, so a broken sign-in cannot pass for speed. */
async function cookieFor(email: string, password: string, page: string) {
  const { status, cookie } = await signInForCookie(base, email, password);
  if (!cookie) throw new Error(`Signing in as ${email} answered ${status}`);
  const check = await fetch(`${base}${page}`, { headers: { cookie }, redirect: "manual" });
  await check.arrayBuffer();
  if (check.status !== 200)
    throw new Error(`${page} answered ${check.status} to ${email}'s cookie`);
  return cookie;
}

async function main() {
  const dialect = mysqlServer ? "MySQL/MariaDB" : "SQLite";
  console.log(`Seeding a firm into a fresh ${dialect} database (scale ${scale})...`);
  const firm = await seedDatabase();
  console.log(
    `Seeded in ${firm.seconds.toFixed(1)} s: ` +
      Object.entries(firm.rows)
        .map(([table, count]) => `${count.toLocaleString("en")} ${table}`)
        .join(", "),
  );
  await startServer();
  const staffCookie = await cookieFor(firm.accounts.staff, firm.password, "/dashboard");
  const clientCookie = await cookieFor(firm.accounts.client, firm.password, "/client-portal");

  const loadAvgBefore = os.loadavg()[0];
  console.log(`Load: ${seconds} s per target...`);
  // In this order, one after another; the static file is the yardstick for the rest.
  type Options = { expectStatus?: number; cookie?: string; json?: unknown };
  type Target = [target: string, path: string, connections: number, more?: Options];
  const staff = { cookie: staffCookie };
  const targets: Record<
    Exclude<
      keyof BenchFigures,
      `probe${string}` | "signIns" | "dashboardBesideReport" | "reportBesideDashboard"
    >,
    Target
  > = {
    staticFile: ["static /favicon.svg", "/favicon.svg", 20],
    notFound: ["404 page, signed out", "/no-such-page", 20, { expectStatus: 404 }],
    notFoundSignedIn: [
      "404 page, staff (the signed-in shell)",
      "/no-such-page",
      20,
      { ...staff, expectStatus: 404 },
    ],
    signInPage: ["/ signed out", "/", 20],
    notifications: [
      "GET /api/notifications?unread=true",
      "/api/notifications?unread=true",
      20,
      staff,
    ],
    healthz: ["GET /healthz (SELECT 1)", "/healthz", 20],
    dashboardAt5: ["/dashboard, staff", "/dashboard", 5, staff],
    dashboardAt20: ["/dashboard, staff", "/dashboard", 20, staff],
    casesList: ["/cases, staff", "/cases", 20, staff],
    casePage: [
      "/cases/{id}?tab=timeline, staff",
      `/cases/${firm.staffCaseId}?tab=timeline`,
      20,
      staff,
    ],
    calendarMine: ["/calendar, this month, staff's own", "/calendar", 20, staff],
    calendarFirm: ["/calendar, this month, the firm's", "/calendar?scope=firm", 20, staff],
    analyticsOverview: ["/analytics Overview, 12 months", "/analytics?range=12m", 2, staff],
    analyticsCases: [
      "/analytics Case Analytics, 12 months",
      "/analytics?tab=cases&range=12m",
      2,
      staff,
    ],
    analyticsPerformance: [
      "/analytics Performance, 12 months",
      "/analytics?tab=performance&range=12m",
      2,
      staff,
    ],
    analyticsTrends: ["/analytics Trends", "/analytics?tab=trends&range=12m", 2, staff],
    conflictCheck: [
      `POST /api/conflicts/check, 3 names, ${firm.rows.parties.toLocaleString("en")} parties`,
      "/api/conflicts/check",
      // One attorney's check, as issue 17 asks for its latency; the pages above carry the load.
      1,
      { ...staff, json: { names: firm.conflictNames } },
    ],
  };
  const measured: Partial<BenchFigures> = {};
  for (const [key, [target, page, connections, more]] of Object.entries(targets)) {
    const url = `${base}${page}`;
    measured[key as keyof typeof targets] = await loadTest({
      target,
      url,
      connections,
      seconds,
      serverPid: server!.pid,
      ...more,
    });
  }
  // One attorney's long report beside everyone else's pages, both at once.
  const [dashboardBesideReport, reportBesideDashboard] = await Promise.all([
    loadTest({
      target: "/dashboard, staff, beside the Performance report",
      url: `${base}/dashboard`,
      connections: 5,
      seconds,
      ...staff,
    }),
    loadTest({
      target: "/analytics Performance, beside /dashboard",
      url: `${base}/analytics?tab=performance&range=12m`,
      connections: 2,
      seconds,
      ...staff,
    }),
  ]);
  const burst = await signInBurst({
    base,
    probePath: "/favicon.svg",
    emails: Array.from({ length: 10 }, (_, i) => `staff${i + 1}@bench.test`),
    password: firm.password,
    seconds,
  });
  const figures = {
    ...(measured as Required<typeof measured>),
    dashboardBesideReport,
    reportBesideDashboard,
    probeIdle: burst.idle,
    probeDuringSignIns: burst.busy,
    signIns: burst.signIns,
  };

  const weights = [
    await pageWeight(base, "/"),
    await pageWeight(base, "/public-form"),
    await pageWeight(base, "/dashboard", staffCookie),
    await pageWeight(base, "/cases", staffCookie),
    await pageWeight(base, `/cases/${firm.staffCaseId}`, staffCookie),
    await pageWeight(base, "/calendar?scope=firm", staffCookie),
    await pageWeight(base, "/calendar?scope=firm&view=agenda", staffCookie),
    await pageWeight(base, "/client-portal", clientCookie),
    await pageWeight(base, "/ai-intake", clientCookie),
  ];

  const cpus = os.cpus();
  console.log(
    [
      "",
      `Bench: ${dialect}, ${seconds} s per target, Node ${process.version}, ` +
        `${cpus.length} × ${cpus[0]?.model.trim()}, load average ${loadAvgBefore.toFixed(2)} before ` +
        `and ${os.loadavg()[0].toFixed(2)} after; seeding took ${firm.seconds.toFixed(1)} s.`,
      "",
      throughputTable(figures),
      "",
      checksTable(figures),
      "",
      ...floorLines(figures),
      "",
      weightTable(weights),
      "",
      `Conflict check of ${firm.conflictNames.map((name) => `"${name}"`).join(", ")} among ` +
        `${firm.rows.parties.toLocaleString("en")} parties (${firm.rows["party name keys"].toLocaleString("en")} name keys): ` +
        `the name keys' index is ${firm.conflictPlan.indexed ? "used" : "NOT used"}.`,
      ...firm.conflictPlan.lines,
      "",
      ...(serverErrors.length ? ["Server errors (last lines):", ...serverErrors, ""] : []),
    ].join("\n"),
  );
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`The bench could not run: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
}
await stopWith(exitCode);
