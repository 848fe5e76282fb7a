import { spawn } from "node:child_process";
import path from "node:path";
import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { createSequelize } from "~/db.server";
import { createTestDatabase } from "../tests/setup/test-database";
import { LockTimeout, withDatabaseLock } from "./lock";

const root = path.resolve(import.meta.dirname, "..");
const dialect = process.env.TEST_DIALECT === "mysql" ? "mysql" : "sqlite";

/** `npm run db:migrate` as a process of its own: what each starting server does first. */
function runMigrator(databaseUrl: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "test", LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, output })),
  );
}

describe("the migration lock", () => {
  it("lets one of two migrators started at once apply the schema while the other waits", async () => {
    const database = await createTestDatabase(dialect, "lock");
    try {
      const results = await Promise.all([runMigrator(database.url), runMigrator(database.url)]);
      for (const result of results) expect(result, result.output).toMatchObject({ code: 0 });
      const outputs = results.map((result) => result.output.trim()).sort();
      expect(outputs[0]).toMatch(/^Applied: 20261121-01-identity, /);
      expect(outputs[1]).toBe("No pending migrations");

      const check = createSequelize(database.url);
      try {
        const applied = await check.query<{ name: string }>("SELECT name FROM schema_migrations", {
          type: QueryTypes.SELECT,
        });
        const names = applied.map((row) => row.name);
        expect(new Set(names).size).toBe(names.length);
        expect(names).toContain("20261122-01-stored-files");
        const forms = await check.query<{ n: number }>(
          "SELECT COUNT(*) AS n FROM forms WHERE id = 1",
          { type: QueryTypes.SELECT },
        );
        expect(Number(forms[0].n)).toBe(1);
      } finally {
        await check.close();
      }
    } finally {
      await database.drop();
    }
  }, 60_000);

  it("runs the work of two servers one after the other, and times out a waiter", async () => {
    const database = await createTestDatabase(dialect, "lock");
    const [first, second] = [createSequelize(database.url), createSequelize(database.url)];
    try {
      const spans: Array<[string, number, number]> = [];
      const hold = (who: string) => async () => {
        const start = Date.now();
        await new Promise((resolve) => setTimeout(resolve, 300));
        spans.push([who, start, Date.now()]);
      };
      await Promise.all([
        withDatabaseLock(first, "legal_test_lock", hold("first")),
        withDatabaseLock(second, "legal_test_lock", hold("second")),
      ]);
      spans.sort((a, b) => a[1] - b[1]);
      expect(spans).toHaveLength(2);
      expect(spans[1][1]).toBeGreaterThanOrEqual(spans[0][2]);

      let release!: () => void;
      const held = withDatabaseLock(
        first,
        "legal_test_lock",
        () => new Promise<void>((resolve) => (release = resolve)),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(
        withDatabaseLock(second, "legal_test_lock", async () => "never", { timeoutMs: 1000 }),
      ).rejects.toBeInstanceOf(LockTimeout);
      release();
      await held;
      // Released: the next one gets it at once.
      expect(await withDatabaseLock(second, "legal_test_lock", async () => "got it")).toBe(
        "got it",
      );
    } finally {
      await Promise.all([first.close(), second.close()]);
      await database.drop();
    }
  }, 30_000);
});
