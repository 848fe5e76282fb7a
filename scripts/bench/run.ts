// npm run bench (issues 9 and 39): the production build on a fresh database seeded with a busy firm,
// under load from autocannon; prints one table of throughput and latency, the budgets' checks and
// each page's weight. `--growth` (or BENCH_GROWTH=N) runs it at scale 1 and at scale N, and at scale
// N with the history alone grown, then prints each target's growth. A measurement, not a test: it
// exits 0 whatever the figures, 1 only when the bench itself could not run. Settings: see the README.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase } from "../../tests/setup/test-database";
import { loadRound, loadTest, mergeRounds, signInBurst, signInForCookie, type Round } from "./load";
import { explainPlan, usesIndex } from "./explain";
import { pageWeight } from "./served-page-weight";
import { INJURY_SECTIONS, injuryFileUrl, type InjurySection } from "~/utils/case-urls";
import {
  LOAD_TARGETS,
  checksTable,
  figuresToMeasure,
  floorLines,
  growthRows,
  growthTable,
  throughputTable,
  weightTable,
  type GrowthRun,
  type LoadTarget,
  type RunFigures,
} from "./report";

function numberFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

const root = path.resolve(import.meta.dirname, "../..");
const seconds = numberFrom("BENCH_SECONDS", 10);
/** BENCH_ROUNDS: how many times the targets are measured in turn, each for its share of the seconds. */
const rounds = Math.max(1, Math.round(numberFrom("BENCH_ROUNDS", 3)));
const port = numberFrom("BENCH_PORT", 3300);
const scale = numberFrom("BENCH_SCALE", 1);
/** Cases, their events and messages grow by this instead (the growth run's third firm). */
const historyScale = numberFrom("BENCH_HISTORY_SCALE", scale);
const growthFlag = process.argv.slice(2).find((arg) => /^--growth(=|$)/.test(arg));
const growth = growthFlag
  ? Number(growthFlag.split("=")[1] || process.env.BENCH_GROWTH || 5)
  : process.env.BENCH_GROWTH
    ? numberFrom("BENCH_GROWTH", 5)
    : null;
/** Where a run writes its figures as JSON, for the growth run that started it. */
const figuresFile = process.env.BENCH_FIGURES_FILE || undefined;
const mysqlServer = process.env.BENCH_DATABASE_URL || undefined;
/** BENCH_ONLY: the targets whose name holds it, with what their budgets compare them with. */
const only = process.env.BENCH_ONLY || "";
const measuring = figuresToMeasure(only);
const base = `http://127.0.0.1:${port}`;
const dialect = mysqlServer ? "MySQL/MariaDB" : "SQLite";

if (growth !== null) {
  if (!(growth > 1))
    throw new Error(
      `The growth factor must be above 1, not ${growthFlag ?? process.env.BENCH_GROWTH}`,
    );
  process.exit(await growthRun(growth));
}

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
// Bounded whatever happens: seeding gets ten minutes a scale, each target a few times its duration.
setTimeout(
  () => {
    console.error("The bench ran past its time limit and was stopped.");
    stopWith(1);
  },
  (10 * 60 * Math.max(1, scale, historyScale) + (LOAD_TARGETS.length + 4) * (seconds + 4)) * 1000,
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
  const seeded = await firm.seedFirm({ scale, historyScale });
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
  const grown =
    historyScale === scale ? "" : `, its cases, events and messages at scale ${historyScale}`;
  console.log(`Seeding a firm into a fresh ${dialect} database (scale ${scale}${grown})...`);
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
  const adminCookie = await cookieFor(firm.accounts.admin, firm.password, "/admin");

  const loadAvgBefore = os.loadavg()[0];
  console.log(`Load: ${seconds} s per target, in ${rounds} rounds of the targets in turn...`);
  // In this order, one after another; the static file is the yardstick for the rest.
  type Options = { expectStatus?: number; cookie?: string; json?: unknown };
  type Target = [target: string, path: string, connections: number, more?: Options];
  const staff = { cookie: staffCookie };
  const caseTab = (tab: string): Target => [
    `/cases/{id}?tab=${tab}, staff`,
    `/cases/${firm.staffCaseId}?tab=${tab}`,
    20,
    staff,
  ];
  const admin = { cookie: adminCookie };
  // This month's journal, and last month's reconciliation (a month is reconciled once it ends).
  const thisMonth = new Date().toISOString().slice(0, 7);
  const lastMonth = new Date(
    Date.UTC(Number(thisMonth.slice(0, 4)), Number(thisMonth.slice(5)) - 2, 1),
  )
    .toISOString()
    .slice(0, 7);
  const injurySection = (section: InjurySection): Target => [
    `${injuryFileUrl(0, section).replace("/0/", "/{id}/")}, staff`,
    injuryFileUrl(firm.staffCaseId, section),
    20,
    staff,
  ];
  const targets: Record<LoadTarget, Target> = {
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
    apiCases: ["GET /api/cases, staff", "/api/cases", 20, staff],
    apiCase: ["GET /api/cases/{id}, staff", `/api/cases/${firm.staffCaseId}`, 20, staff],
    apiDashboardStats: ["GET /api/dashboard/stats, staff", "/api/dashboard/stats", 20, staff],
    apiDamages: [
      "GET /api/cases/{id}/damages, staff",
      `/api/cases/${firm.staffCaseId}/damages`,
      20,
      staff,
    ],
    dashboardAt5: ["/dashboard, staff", "/dashboard", 5, staff],
    dashboardAt20: ["/dashboard, staff", "/dashboard", 20, staff],
    casesList: ["/cases, staff", "/cases", 20, staff],
    caseOverview: caseTab("overview"),
    caseTimeline: caseTab("timeline"),
    caseDates: caseTab("dates"),
    caseMessages: caseTab("messages"),
    caseDocuments: caseTab("documents"),
    caseTasks: caseTab("tasks"),
    caseParties: caseTab("parties"),
    injuryClaims: injurySection("claims"),
    injuryTreatment: injurySection("treatment"),
    injuryRecords: injurySection("records"),
    injuryBills: injurySection("bills"),
    injuryLiens: injurySection("liens"),
    calendarMine: ["/calendar, this month, staff's own", "/calendar", 20, staff],
    calendarFirm: ["/calendar, this month, the firm's", "/calendar?scope=firm", 20, staff],
    trustOverview: ["/trust, staff (their matters in trust)", "/trust", 20, staff],
    trustMatter: [
      "/trust/matters/{id}, staff (the case's trust ledger)",
      `/trust/matters/${firm.staffCaseId}`,
      20,
      staff,
    ],
    trustJournal: [
      "/trust/accounts/{id}, this month's journal, admin",
      `/trust/accounts/${firm.trustAccountId}?month=${thisMonth}`,
      20,
      admin,
    ],
    trustReconciliation: [
      "/trust/accounts/{id}/reconciliation, last month, admin",
      `/trust/accounts/${firm.trustAccountId}/reconciliation?month=${lastMonth}&bankBalance=0`,
      20,
      admin,
    ],
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
  // The targets in turn, `rounds` times over (each round a share of `seconds`), each target's
  // rounds then taken together (mergeRounds): a slow spell of the machine falls on them all.
  const measured: RunFigures = {};
  const keys = LOAD_TARGETS.filter((target) => measuring.has(target));
  const roundsOf = new Map(keys.map((key) => [key, [] as Round[]]));
  for (let round = 0; round < rounds; round++) {
    for (const key of keys) {
      const [target, page, connections, more] = targets[key];
      roundsOf.get(key)!.push(
        await loadRound({
          target,
          url: `${base}${page}`,
          connections,
          seconds: seconds / rounds,
          serverPid: server!.pid,
          warmUp: round === 0,
          ...more,
        }),
      );
    }
  }
  for (const key of keys) measured[key] = mergeRounds(roundsOf.get(key)!);
  // One attorney's long report beside everyone else's pages, both at once.
  if (measuring.has("dashboardBesideReport")) {
    [measured.dashboardBesideReport, measured.reportBesideDashboard] = await Promise.all([
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
  }
  if (measuring.has("signIns")) {
    const burst = await signInBurst({
      base,
      probePath: "/favicon.svg",
      emails: Array.from({ length: 10 }, (_, i) => `staff${i + 1}@bench.test`),
      password: firm.password,
      seconds,
    });
    Object.assign(measured, {
      probeIdle: burst.idle,
      probeDuringSignIns: burst.busy,
      signIns: burst.signIns,
    });
  }
  const figures = measured;

  const weights = [
    await pageWeight(base, "/"),
    await pageWeight(base, "/public-form"),
    await pageWeight(base, "/dashboard", staffCookie),
    await pageWeight(base, "/cases", staffCookie),
    await pageWeight(base, `/cases/${firm.staffCaseId}`, staffCookie),
    ...(await Promise.all(
      INJURY_SECTIONS.map(({ id }) =>
        pageWeight(base, injuryFileUrl(firm.staffCaseId, id), staffCookie),
      ),
    )),
    await pageWeight(base, "/calendar?scope=firm", staffCookie),
    await pageWeight(base, "/calendar?scope=firm&view=agenda", staffCookie),
    await pageWeight(base, "/client-portal", clientCookie),
    await pageWeight(base, "/ai-intake", clientCookie),
  ];

  const cpus = os.cpus();
  console.log(
    [
      "",
      `Bench: ${dialect}, scale ${scale}${grown}, ${seconds} s per target in ${rounds} rounds` +
        `${only ? ` (BENCH_ONLY="${only}": ${measuring.size} of the figures)` : ""}, Node ${process.version}, ` +
        `${cpus.length} × ${cpus[0]?.model.trim()}, load average ${loadAvgBefore.toFixed(2)} before ` +
        `and ${os.loadavg()[0].toFixed(2)} after; seeding took ${firm.seconds.toFixed(1)} s.`,
      "",
      throughputTable(figures),
      "",
      checksTable(figures, Math.max(scale, historyScale)),
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
  if (figuresFile) writeFileSync(figuresFile, JSON.stringify(figures));
}

/**
 * Issue 39's growth run: this script three times in turn, each on its own fresh firm (the models
 * bind to one database per process): at BENCH_SCALE, at `factor` times it, and at `factor` times it
 * with the same people (cases, events and messages grown alone, so one attorney's lists grow too).
 * Each prints its own report; then one table of every target's growth. Answers the exit code.
 */
async function growthRun(factor: number): Promise<number> {
  const tsx = path.join(root, "node_modules/.bin/tsx");
  const dir = mkdtempSync(path.join(os.tmpdir(), "legal-bench-growth-"));
  const attorneys = Math.max(2, Math.round(60 * scale));
  const plans = [
    { label: `×1`, scale, historyScale: scale },
    { label: `×${factor}`, scale: scale * factor, historyScale: scale * factor },
    { label: `×${factor}, ${attorneys} attorneys`, scale, historyScale: scale * factor },
  ];
  let child: ChildProcess | null = null;
  const stop = (signal: NodeJS.Signals) => {
    child?.kill(signal);
    rmSync(dir, { recursive: true, force: true });
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  const started = performance.now();
  const runs: GrowthRun[] = [];
  try {
    for (const [i, plan] of plans.entries()) {
      console.log(
        `\n=== Growth run ${i + 1} of ${plans.length}: ${plan.label} (scale ${plan.scale}` +
          `${plan.historyScale === plan.scale ? "" : `, history at ${plan.historyScale}`}) ===\n`,
      );
      const file = path.join(dir, `run-${i}.json`);
      child = spawn(tsx, [path.join(import.meta.dirname, "run.ts")], {
        cwd: root,
        stdio: "inherit",
        env: {
          ...process.env,
          BENCH_GROWTH: "",
          BENCH_SCALE: String(plan.scale),
          BENCH_HISTORY_SCALE: String(plan.historyScale),
          BENCH_FIGURES_FILE: file,
        },
      });
      const code = await new Promise<number | null>((resolve) => child!.once("exit", resolve));
      child = null;
      if (code !== 0) {
        console.error(`The growth run's ${plan.label} bench could not run (exit ${code}).`);
        return 1;
      }
      const figures = JSON.parse(readFileSync(file, "utf8"), (_key, value) =>
        value === null ? Number.NaN : value,
      ) as RunFigures;
      runs.push({ label: plan.label, scale: Math.max(plan.scale, plan.historyScale), figures });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const rows = growthRows(runs);
  const failing = rows.filter((row) => !row.pass).length;
  console.log(
    [
      "",
      `## Growth: ${dialect}, scale ${scale} → ${scale * factor}, ${seconds} s per target, ` +
        `${os.cpus().length} CPUs, ${((performance.now() - started) / 60_000).toFixed(1)} min in all`,
      "",
      "p95 and the event loop's CPU time per request at each scale, with the growth over ×1 in " +
        `brackets; a target fails where its p95 grows past its limit. The last columns keep the ` +
        `${attorneys} attorneys and grow only the cases, their events and the messages.`,
      "",
      growthTable(runs),
      "",
      `${failing} of ${rows.length} targets grew past their limit. On a shared machine, ` +
        "repeat the pair before believing a small miss (see the README).",
    ].join("\n"),
  );
  return 0;
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`The bench could not run: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
}
await stopWith(exitCode);
