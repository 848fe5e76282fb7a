import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { cpuPerRequest, processCpu } from "./process-cpu";

/** Busy until the process has used `ms` more CPU time (not wall time: a loaded machine shares it). */
const spin = (ms: number) => {
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const until = cpu() + ms;
  while (cpu() < until);
};

describe.runIf(process.platform === "linux")("a process's CPU time from /proc", () => {
  it("counts the main thread's work on both figures, and another thread's on the total only", async () => {
    const before = processCpu(process.pid)!;
    spin(200);
    const afterMain = processCpu(process.pid)!;
    // Ticks are 10 ms: 200 ms of spinning reads as at least 150.
    expect(afterMain.main - before.main).toBeGreaterThanOrEqual(150);
    expect(afterMain.total - before.total).toBeGreaterThanOrEqual(150);

    const worker = new Worker(
      `const cpu = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };
       const until = cpu() + 300; while (cpu() < until); process.exit(0);`,
      { eval: true },
    );
    await new Promise((resolve) => worker.once("exit", resolve));
    const afterWorker = processCpu(process.pid)!;
    expect(afterWorker.total - afterMain.total).toBeGreaterThanOrEqual(200);
    expect(afterWorker.main - afterMain.main).toBeLessThan(150);
  });

  it("answers null for a process that is not there", () => {
    expect(processCpu(2 ** 22 + 1)).toBeNull();
  });
});

describe("CPU per request", () => {
  it("divides what was used between two samples by the requests answered", () => {
    expect(cpuPerRequest({ total: 1000, main: 800 }, { total: 3000, main: 2000 }, 1000)).toEqual({
      total: 2,
      main: 1.2,
    });
    expect(cpuPerRequest(null, { total: 1, main: 1 }, 10)).toBeNull();
    expect(cpuPerRequest({ total: 1, main: 1 }, { total: 2, main: 2 }, 0)).toBeNull();
  });
});
