import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DataTypes, QueryTypes } from "sequelize";
import { afterAll, describe, expect, it } from "vitest";
import { createSequelize } from "./db.server";

describe("the embedded SQLite database", () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "sqlite-busy-"));
  const sequelize = createSequelize(`sqlite:${path.join(folder, "app.db")}`);
  afterAll(async () => {
    await sequelize.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("commits every one of many concurrent transactions that read, then write", async () => {
    await sequelize.query("CREATE TABLE counters (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)");
    await sequelize.query("INSERT INTO counters (id, n) VALUES (1, 0)");
    // Each reads first and writes after a pause, as a service that checks and then records does;
    // the others write in between, so most snapshots are stale when they come to write.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        sequelize.transaction(async (transaction) => {
          await sequelize.query("SELECT n FROM counters WHERE id = 1", { transaction });
          await new Promise((resolve) => setTimeout(resolve, 5));
          await sequelize.query("UPDATE counters SET n = n + 1 WHERE id = 1", { transaction });
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
    const [{ n }] = await sequelize.query<{ n: number }>("SELECT n FROM counters WHERE id = 1", {
      type: QueryTypes.SELECT,
    });
    expect(n).toBe(20);
  });

  // scripts/patch-dependencies.js, change 6: the column types are asked for where they are read.
  it("asks for a table's column types only for model results, and an error keeps its caller's stack", async () => {
    const Visit = sequelize.define(
      "Visit",
      { seenAt: { type: DataTypes.DATE, field: "seen_at" } },
      { tableName: "visits", timestamps: false },
    );
    await Visit.sync();
    await Visit.create({ seenAt: new Date("2026-11-26T10:00:00Z") });
    const connection = (await sequelize.connectionManager.getConnection({ type: "read" })) as {
      on(event: "trace", listener: (sql: string) => void): void;
      removeAllListeners(event: "trace"): void;
    };
    const sent: string[] = [];
    connection.on("trace", (sql) => sent.push(sql));
    try {
      const raw = await sequelize.query<{ seen_at: string }>("SELECT seen_at FROM `visits`", {
        type: QueryTypes.SELECT,
      });
      expect(raw).toHaveLength(1);
      expect(sent.filter((sql) => /PRAGMA table_info/i.test(sql))).toEqual([]);
      const [visit] = await Visit.findAll();
      expect(visit.get("seenAt")).toEqual(new Date("2026-11-26T10:00:00Z"));
      expect(sent.filter((sql) => /PRAGMA table_info/i.test(sql))).toHaveLength(1);
    } finally {
      connection.removeAllListeners("trace");
    }
    const failed = await sequelize
      .query("SELECT nothing FROM no_such_table")
      .catch((e: Error) => e);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).stack).toContain("db.test.ts");
  });
});
