/**
 * The fault test (issue 18): `npm run test:faults`. It starts a MariaDB server of its own and the
 * built app on it, then does what an operator testing the product would: limits hit at once,
 * forms sent twice with and without JavaScript, the database stopped, restarted and paused under
 * load, two servers starting together, SIGTERM under keep-alive load, and a 50 MB anonymous post
 * under load. It prints, for each: sent, acknowledged, stored, lost, doubled, the status codes and
 * the seconds to recover; it fails when anything is lost or doubled, or a scenario's own check
 * fails.
 *
 *   npm run test:faults                   # builds, then runs against this checkout
 *   tsx scripts/faults/run.ts --app DIR   # another built checkout (to measure before a change)
 *
 * FAULTS_PORT (default 3900) is the first of six ports it uses (the sixth, its mail server's).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import mysql from "mysql2/promise";
import { AppServer } from "./app-server";
import { PrivateMariaDb } from "./mariadb";
import { FaultSmtp } from "./smtp";
import * as scenarios from "./scenarios";
import type { Row } from "./scenarios";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const appFlag = process.argv.indexOf("--app");
const appDir = path.resolve(appFlag > 0 ? process.argv[appFlag + 1] : root);
const base = Number(process.env.FAULTS_PORT ?? 3900);
const PAUSE_MS = 8000;
const STATEMENT_SECONDS = 3;

if (!existsSync(path.join(appDir, "build/index.js"))) {
  console.error(`No build in ${appDir}: run \`npm run build\` there first.`);
  process.exit(1);
}

const started = Date.now();
const db = new PrivateMariaDb(base);
// The app's mail goes to a real SMTP server of the test's (stopped and started by one scenario).
const smtp = new FaultSmtp(base + 5);
let app: AppServer | null = null;
const rows: Row[] = [];
let failure: unknown = null;
try {
  await db.create();
  await smtp.start();
  const admin = await mysql.createConnection(db.url);
  await admin.query(
    "CREATE DATABASE legal_faults CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci",
  );
  app = new AppServer(appDir, base + 1, `${db.url}/legal_faults`, {
    DB_STATEMENT_TIMEOUT_SECONDS: String(STATEMENT_SECONDS),
    SHUTDOWN_GRACE_SECONDS: "10",
    SMTP_URL: smtp.url,
    PUBLIC_URL: `http://127.0.0.1:${base + 1}`,
  });
  await app.start();
  const sql = await mysql.createConnection(`${db.url}/legal_faults`);
  const world = await scenarios.prepareWorld(app, db, sql);
  const steps: [string, () => Promise<Row>][] = [
    ["limits", () => scenarios.signInLimit(world)],
    ["limits", () => scenarios.consultationLimit(world)],
    ["twice", () => scenarios.consultationTwice(world, false)],
    ["twice", () => scenarios.consultationTwice(world, true)],
    ["twice", () => scenarios.messageTwice(world)],
    ["twice", () => scenarios.chatKeyTwice(world)],
    ["load", () => scenarios.chatBurst(world)],
    ["load", () => scenarios.largeAnonymousPost(world)],
    ["start", () => scenarios.twoServersAtOnce(appDir, db, admin, [base + 2, base + 3])],
    ["database", () => scenarios.databaseStopped(world, false)],
    ["database", () => scenarios.databasePaused(world, PAUSE_MS, STATEMENT_SECONDS)],
    ["database", () => scenarios.databaseStopped(world, true)],
    ["mail", () => scenarios.mailServerStopped(world, smtp)],
    ["shutdown", () => scenarios.sigtermUnderLoad(world)],
  ];
  for (const [, step] of steps) {
    const row = await step();
    rows.push(row);
    console.log(`${failsOf(row) ? "FAIL" : "ok  "} ${row.scenario}`);
  }
  await world.sql.end().catch(() => {});
  await admin.end().catch(() => {});
} catch (error) {
  failure = error;
} finally {
  await app?.stop().catch(() => {});
  await db.remove().catch(() => {});
  await smtp.stop().catch(() => {});
}

printTable(rows);
const failed = rows.filter(failsOf);
for (const row of failed) {
  console.log(
    `FAILED: ${row.scenario}: ${[...row.problems, row.lost ? `${row.lost} lost` : "", row.doubled ? `${row.doubled} doubled` : ""].filter(Boolean).join("; ")}`,
  );
}
if (failure) console.error("The fault test could not finish:", failure);
console.log(
  `fault test: ${rows.length} scenarios in ${((Date.now() - started) / 1000).toFixed(0)} s, ${failed.length} failed`,
);
process.exit(failure || failed.length > 0 ? 1 : 0);

/** Lost and doubled must be 0 everywhere. */
function failsOf(row: Row) {
  return row.lost > 0 || row.problems.length > 0 || row.doubled > 0;
}

function printTable(list: Row[]) {
  const show = (value: number | null | undefined) =>
    value === null || value === undefined ? "–" : String(value);
  const lines = list.map((row) => [
    row.scenario,
    String(row.sent),
    show(row.acknowledged),
    show(row.stored),
    String(row.lost),
    String(row.doubled),
    Object.entries(row.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(" "),
    row.recoverySeconds === undefined
      ? "–"
      : row.recoverySeconds === null
        ? "never"
        : row.recoverySeconds.toFixed(2),
    row.note ?? "",
  ]);
  const header = [
    "scenario",
    "sent",
    "acked",
    "stored",
    "lost",
    "doubled",
    "statuses",
    "recovery s",
    "note",
  ];
  console.log(`\n| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
  for (const line of lines) console.log(`| ${line.join(" | ")} |`);
  console.log("");
}
