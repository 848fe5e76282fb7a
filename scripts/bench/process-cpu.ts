import { readFileSync } from "node:fs";

/** Linux counts a process's CPU time in clock ticks of 1/100 s (USER_HZ) on every architecture. */
const TICK_MS = 10;

/** CPU time in ms (user + system) from a /proc stat file, or null where there is none. */
function cpuMs(path: string): number | null {
  try {
    const stat = readFileSync(path, "utf8");
    // The command name may hold spaces and parentheses: the fields start after its last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields 14 and 15 of proc(5), utime and stime: indexes 11 and 12 after the name.
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/** What a process has used so far: all its threads, and its main thread (the event loop) alone. */
export interface CpuSample {
  total: number;
  main: number;
}

/** The CPU time `pid` has used (Linux's /proc); null on a system without it. */
export function processCpu(pid: number): CpuSample | null {
  const total = cpuMs(`/proc/${pid}/stat`);
  const main = cpuMs(`/proc/${pid}/task/${pid}/stat`);
  return total === null || main === null ? null : { total, main };
}

/** CPU ms per request between two samples; null when either is missing or nothing was answered. */
export function cpuPerRequest(
  before: CpuSample | null,
  after: CpuSample | null,
  requests: number,
): CpuSample | null {
  if (!before || !after || requests <= 0) return null;
  return {
    total: (after.total - before.total) / requests,
    main: (after.main - before.main) / requests,
  };
}
