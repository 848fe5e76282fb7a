import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DataTypes, QueryTypes } from "sequelize";
import { afterAll, describe, expect, it, vi } from "vitest";
import { SQLITE_READERS, createSequelize } from "./db.server";

describe("the embedded SQLite database", () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "sqlite-busy-"));
  const sequelize = createSequelize(`sqlite:${path.join(folder, "app.db")}`);
  afterAll(async () => {
    await sequelize.close();
    rmSync(folder, { recursive: true, force: true });
  });

  type Traced = {
    on(event: "trace", listener: (sql: string) => void): void;
    removeAllListeners(event: "trace"): void;
  };
  /** The connection for writes and each reader's, as Sequelize keeps them. */
  const everyConnection = () =>
    Promise.all(
      ["default", ...Array.from({ length: SQLITE_READERS }, (_, i) => `reader-${i}`)].map(
        (uuid) => sequelize.connectionManager.getConnection({ uuid } as never) as Promise<Traced>,
      ),
    );
  const select = <T extends object>(sql: string) =>
    sequelize.query<T>(sql, { type: QueryTypes.SELECT });

  it("answers a quick read while a long one runs, and reads what was just written", async () => {
    await sequelize.query("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)");
    const finished: string[] = [];
    // About a second of work for SQLite: on one connection the quick read would wait for it.
    const long = select<{ n: number }>(
      "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 3000000) " +
        "SELECT count(*) AS n FROM c",
    ).then((rows) => {
      finished.push("long");
      return rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const quick = await select<{ one: number }>("SELECT 1 AS one");
    finished.push("quick");
    expect(quick).toEqual([{ one: 1 }]);
    expect(await long).toEqual([{ n: 3000000 }]);
    expect(finished).toEqual(["quick", "long"]);

    // Alone, a read goes through the connection for writes (its pages are in memory there).
    const [writer] = await everyConnection();
    const onWriter: string[] = [];
    writer.on("trace", (sql) => onWriter.push(sql));
    await select("SELECT 2 AS two");
    // SQLite's trace reaches JavaScript a turn of the event loop later (a busy machine: later).
    await vi.waitFor(() => expect(onWriter).toEqual(["SELECT 2 AS two"]));
    writer.removeAllListeners("trace");

    // The very next read sees what was just written, wherever it goes.
    for (let i = 1; i <= 20; i++) {
      await sequelize.query("INSERT INTO notes (id, body) VALUES (?, ?)", {
        replacements: [i, `note ${i}`],
      });
      const [{ n }] = await select<{ n: number }>("SELECT count(*) AS n FROM notes");
      expect(n).toBe(i);
    }
    // While a transaction holds the write lock, reads answer with what was committed.
    await sequelize.transaction(async (transaction) => {
      await sequelize.query("DELETE FROM notes", { transaction });
      const [{ n }] = await select<{ n: number }>("SELECT count(*) AS n FROM notes");
      expect(n).toBe(20);
    });
    expect(await select("SELECT count(*) AS n FROM notes")).toEqual([{ n: 0 }]);
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
    const connections = await everyConnection();
    const sent: string[] = [];
    for (const connection of connections) connection.on("trace", (sql) => sent.push(sql));
    try {
      const raw = await sequelize.query<{ seen_at: string }>("SELECT seen_at FROM `visits`", {
        type: QueryTypes.SELECT,
      });
      expect(raw).toHaveLength(1);
      expect(sent.filter((sql) => /PRAGMA table_info/i.test(sql))).toEqual([]);
      const [visit] = await Visit.findAll();
      expect(visit.get("seenAt")).toEqual(new Date("2026-11-26T10:00:00Z"));
      await vi.waitFor(() =>
        expect(sent.filter((sql) => /PRAGMA table_info/i.test(sql))).toHaveLength(1),
      );
    } finally {
      for (const connection of connections) connection.removeAllListeners("trace");
    }
    const failed = await sequelize
      .query("SELECT nothing FROM no_such_table")
      .catch((e: Error) => e);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).stack).toContain("db.test.ts");
  });
});
