// Starts the built server (server.js) on a database of its own for one Playwright run:
// E2E_DIALECT=sqlite makes a temporary SQLite file, mysql a new schema on TEST_MYSQL_URL's server.
// The database (and the run's upload folder) is dropped when Playwright stops the server.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import mysql from "mysql2/promise";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dialect = process.env.E2E_DIALECT === "mysql" ? "mysql" : "sqlite";
let databaseUrl;
let drop;

if (dialect === "mysql") {
  const server = (process.env.TEST_MYSQL_URL || "mysql://root@127.0.0.1:3306").replace(/\/$/, "");
  const name = `legal_e2e_${randomBytes(4).toString("hex")}`;
  const connection = await mysql.createConnection(server);
  await connection.query(
    `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  await connection.end();
  databaseUrl = `${server}/${name}`;
  drop = async () => {
    const c = await mysql.createConnection(server);
    await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await c.end();
  };
} else {
  const dir = mkdtempSync(path.join(os.tmpdir(), "legal-e2e-"));
  databaseUrl = `sqlite:${path.join(dir, "app.db")}`;
  drop = async () => rmSync(dir, { recursive: true, force: true });
}

// Uploaded files of this run go beside it and are removed with it.
const uploadDir = mkdtempSync(path.join(os.tmpdir(), "legal-e2e-uploads-"));
const dropDatabase = drop;
drop = async () => {
  rmSync(uploadDir, { recursive: true, force: true });
  await dropDatabase();
};

const child = spawn(process.execPath, [path.join(root, "server.js")], {
  cwd: root,
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    // Journeys pose as different visitors with X-Forwarded-For, as behind a real proxy, so the
    // per-address limits apply to each journey rather than to the whole run.
    TRUST_PROXY: "true",
    DATABASE_URL: databaseUrl,
    UPLOAD_DIR: uploadDir,
    SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString("hex"),
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  child.kill("SIGTERM");
  await new Promise((resolve) =>
    child.exitCode === null ? child.once("exit", resolve) : resolve(),
  );
  await drop().catch((error) => console.error(`could not drop the e2e database: ${error.message}`));
  process.exit(code);
}
child.on("exit", (code) => {
  if (!stopping) stop(code ?? 1);
});
process.on("SIGTERM", () => stop(0));
process.on("SIGINT", () => stop(0));
