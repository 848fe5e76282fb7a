import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { QueryTypes } from "sequelize";
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
});
