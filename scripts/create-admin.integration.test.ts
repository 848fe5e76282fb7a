import { spawn } from "node:child_process";
import path from "node:path";
import bcrypt from "bcryptjs";
import { QueryTypes, type Sequelize } from "sequelize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSequelize } from "~/db.server";
import { MIGRATION_NAMES } from "../db/migrator";
import { createTestDatabase } from "../tests/setup/test-database";

/**
 * `npm run create-admin` as a firm runs it (issue 35): the script in a child process against a
 * database of its own that starts empty (SQLite, and MySQL when the suite runs on it), the
 * password on standard input as a script gives it.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");
const dialect = process.env.TEST_DIALECT === "mysql" ? "mysql" : "sqlite";

let database: { url: string; drop: () => Promise<void> };
let db: Sequelize;

beforeAll(async () => {
  database = await createTestDatabase(dialect, "admin");
  db = createSequelize(database.url);
});

afterAll(async () => {
  await db.close();
  await database.drop();
});

/** Runs the script with these options and this standard input; answers its exit code and output. */
function createAdmin(args: string[], input: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(TSX, ["scripts/create-admin.ts", ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        SESSION_SECRET: "create-admin-test-secret-of-at-least-32-characters",
        SEED_DEMO: "true",
      },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

const options = (email: string) => ["--email", email, "--first-name", "Ann", "--last-name", "Lee"];

const select = <T extends object>(sql: string) => db.query<T>(sql, { type: QueryTypes.SELECT });
const admins = () =>
  select<{ email: string; password_hash: string; disabled_at: unknown }>(
    "SELECT email, password_hash, disabled_at FROM users WHERE role = 'admin' ORDER BY id",
  );

describe("npm run create-admin", () => {
  it("applies the migrations, then refuses a password the firm's policy does not allow, creating nobody", async () => {
    const run = await createAdmin(options("ann@firm.example"), "weakpass\n");
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Password must contain both upper and lower case letters");
    const applied = await select<{ name: string }>("SELECT name FROM schema_migrations");
    expect(applied.map((row) => row.name).sort()).toEqual([...MIGRATION_NAMES].sort());
    expect(await select<{ id: number }>("SELECT id FROM users")).toEqual([]);
  }, 120_000);

  it("reads the password from standard input and creates the administrator, audited; never the demo seed", async () => {
    const run = await createAdmin(options("ann@firm.example"), "Firm-Admin-2026\n");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Administrator Ann Lee (ann@firm.example) created.");
    const [admin] = await admins();
    expect(admin.email).toBe("ann@firm.example");
    expect(await bcrypt.compare("Firm-Admin-2026", admin.password_hash)).toBe(true);
    // Only the line: no line ending in the password.
    expect(await bcrypt.compare("Firm-Admin-2026\n", admin.password_hash)).toBe(false);
    const events = await select<{ action: string }>("SELECT action FROM audit_events");
    expect(events.map((event) => event.action)).toEqual(["administrator_created"]);
    // SEED_DEMO=true in its environment, and still no demo account.
    expect((await select<{ id: number }>("SELECT id FROM users")).length).toBe(1);
  }, 120_000);

  it("refuses while an active administrator exists, and not once none is active", async () => {
    const again = await createAdmin(options("bob@firm.example"), "Firm-Admin-2026\n");
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("The firm already has an active administrator.");
    expect((await admins()).map((row) => row.email)).toEqual(["ann@firm.example"]);

    // The firm's only administrator disabled: the command is the way back in.
    await db.query("UPDATE users SET disabled_at = ? WHERE email = 'ann@firm.example'", {
      replacements: [new Date()],
    });
    const recovery = await createAdmin(options("bob@firm.example"), "Firm-Admin-2027\n");
    expect(recovery.code).toBe(0);
    expect((await admins()).map((row) => row.email)).toEqual([
      "ann@firm.example",
      "bob@firm.example",
    ]);
  }, 120_000);

  it("without a terminal, wants all three options (exit 2)", async () => {
    await db.query("UPDATE users SET disabled_at = ? WHERE role = 'admin'", {
      replacements: [new Date()],
    });
    const run = await createAdmin(["--email", "cy@firm.example"], "Firm-Admin-2028\n");
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Without a terminal, give --email, --first-name and --last-name.");
    expect((await admins()).map((row) => row.email)).not.toContain("cy@firm.example");
  }, 120_000);
});
