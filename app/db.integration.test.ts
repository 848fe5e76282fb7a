import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { sequelize } from "~/models/index.server";

/*
 * Two transactions that take the same two rows in opposite orders: on MySQL one of them is ended
 * as a deadlock, and is run again whole; on SQLite they take turns. Either way both commit.
 */
describe("a transaction the database ends as a deadlock", () => {
  it("is run again from its first statement, and both transactions commit", async () => {
    await sequelize.query(
      "CREATE TABLE deadlock_rows (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)",
    );
    await sequelize.query("INSERT INTO deadlock_rows (id, n) VALUES (1, 0), (2, 0)");
    let attempts = 0;
    let arrived = 0;
    let bothArrived: () => void = () => {};
    const together = new Promise<void>((resolve) => (bothArrived = resolve));
    // Each first attempt waits (a moment at most) for the other to hold its first row.
    const meet = async (attempt: number) => {
      if (attempt > 1) return;
      if (++arrived === 2) bothArrived();
      await Promise.race([together, new Promise((resolve) => setTimeout(resolve, 300))]);
    };
    const crossing = (first: number, second: number) => {
      let attempt = 0;
      return sequelize.transaction(async (transaction) => {
        attempt++;
        attempts++;
        const bump = (id: number) =>
          sequelize.query("UPDATE deadlock_rows SET n = n + 1 WHERE id = ?", {
            replacements: [id],
            transaction,
          });
        await bump(first);
        await meet(attempt);
        await bump(second);
      });
    };
    const outcomes = await Promise.allSettled([crossing(1, 2), crossing(2, 1)]);
    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
    const rows = await sequelize.query<{ id: number; n: number }>(
      "SELECT id, n FROM deadlock_rows ORDER BY id",
      { type: QueryTypes.SELECT },
    );
    // Each row counted once per transaction: the one ended left nothing behind.
    expect(rows.map((row) => [Number(row.id), Number(row.n)])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    if (sequelize.getDialect() === "mysql") expect(attempts).toBe(3);
    else expect(attempts).toBe(2);
  });
});
