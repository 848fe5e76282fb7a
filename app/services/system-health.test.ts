import { afterAll, describe, expect, it, vi } from "vitest";
import { eventLoopDelayP99Ms, startEventLoopMonitor } from "./event-loop.server";
import {
  EVENT_LOOP_DELAY_LIMIT_MS,
  LOW_DISK_BYTES,
  LOW_DISK_SHARE,
  healthProblems,
  type HealthReadings,
} from "./system-health.server";

// The judgement is pure; no database is opened for it.
vi.mock("~/models/index.server", () => ({ sequelize: {}, AuditEvent: {} }));
vi.mock("../../db/migrator", () => ({ migrator: () => ({}) }));

const TERABYTE = 1024 ** 4;
const healthy: HealthReadings = {
  database: { reachable: true },
  migrations: { pending: 0 },
  storage: { freeBytes: TERABYTE / 2, totalBytes: TERABYTE },
  process: { eventLoopDelayP99Ms: 12.5 },
};
const problemsWith = (change: Partial<HealthReadings>) => healthProblems({ ...healthy, ...change });

/** Keeps the event loop busy, as a slow request would. */
const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the health judgement", () => {
  it("finds nothing wrong with healthy readings, or with readings it cannot take", () => {
    expect(healthProblems(healthy)).toEqual([]);
    expect(
      problemsWith({
        storage: { freeBytes: null, totalBytes: null },
        process: { eventLoopDelayP99Ms: null },
      }),
    ).toEqual([]);
  });

  it("says the database is unreachable", () => {
    expect(problemsWith({ database: { reachable: false } })).toEqual(["Database unreachable"]);
  });

  it("counts pending migrations", () => {
    expect(problemsWith({ migrations: { pending: 1 } })).toEqual(["1 migration pending"]);
    expect(problemsWith({ migrations: { pending: 3 } })).toEqual(["3 migrations pending"]);
  });

  it("warns under 1 GiB free, and under 5% of the disk free", () => {
    const low = ["Low disk space where files are stored"];
    expect(LOW_DISK_BYTES).toBe(1024 ** 3);
    expect(LOW_DISK_SHARE).toBe(0.05);
    const disk = (freeBytes: number, totalBytes: number) => ({
      storage: { freeBytes, totalBytes },
    });
    expect(problemsWith(disk(LOW_DISK_BYTES - 1, 2 * LOW_DISK_BYTES))).toEqual(low);
    expect(problemsWith(disk(LOW_DISK_BYTES, 2 * LOW_DISK_BYTES))).toEqual([]);
    // 40 GiB free is plenty of bytes but under 5% of a 1 TiB disk.
    expect(problemsWith(disk(40 * LOW_DISK_BYTES, TERABYTE))).toEqual(low);
    expect(problemsWith(disk(0.05 * TERABYTE, TERABYTE))).toEqual([]);
  });

  it("warns when the event loop's p99 is over 200 ms", () => {
    expect(EVENT_LOOP_DELAY_LIMIT_MS).toBe(200);
    expect(problemsWith({ process: { eventLoopDelayP99Ms: 200 } })).toEqual([]);
    expect(problemsWith({ process: { eventLoopDelayP99Ms: 200.1 } })).toEqual([
      "Event loop delayed",
    ]);
  });

  it("lists every problem at once", () => {
    expect(
      healthProblems({
        database: { reachable: false },
        migrations: { pending: 2 },
        storage: { freeBytes: 0, totalBytes: TERABYTE },
        process: { eventLoopDelayP99Ms: 900 },
      }),
    ).toEqual([
      "Database unreachable",
      "2 migrations pending",
      "Low disk space where files are stored",
      "Event loop delayed",
    ]);
  });
});

describe("the event loop monitor", () => {
  afterAll(() => {
    vi.useRealTimers();
  });

  it("has no figure before it starts", () => {
    expect(eventLoopDelayP99Ms()).toBeNull();
  });

  it("measures a busy loop, then keeps each full minute's p99", async () => {
    // Only the minute's rotation is a fake timer; the histogram's own sampling is real.
    vi.useFakeTimers({ toFake: ["setInterval"] });
    startEventLoopMonitor();
    startEventLoopMonitor(); // a second start changes nothing
    await pause(60);
    busyFor(120);
    await pause(60);
    // Before the first minute ends: what has been measured so far, in ms with one decimal.
    const busyMinute = eventLoopDelayP99Ms()!;
    expect(busyMinute).toBeTypeOf("number");
    expect(busyMinute).toBeGreaterThanOrEqual(50);
    expect(busyMinute).toBe(Math.round(busyMinute * 10) / 10);

    vi.advanceTimersByTime(60_000);
    // A quiet minute begins; the figure is still the last full minute's.
    await pause(100);
    expect(eventLoopDelayP99Ms()).toBe(busyMinute);

    // When the quiet minute ends, it is the figure: the busy one was forgotten.
    vi.advanceTimersByTime(60_000);
    expect(eventLoopDelayP99Ms()).toBeLessThan(50);
  });
});
