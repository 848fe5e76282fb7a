import autocannon from "autocannon";
import { cpuPerRequest, processCpu, type CpuSample } from "./process-cpu";

/** One target's figures. Latencies in milliseconds, of every response whatever its status. */
export interface Measurement {
  target: string;
  connections: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Responses with another status than the expected one, plus errors and timeouts. */
  unexpected: number;
  /** What the unexpected ones were, e.g. { 302: 1200, errors: 3 }. */
  unexpectedKinds: Record<string, number>;
  /**
   * The server's CPU time per request while it was measured, in ms: all its threads (`total`:
   * the event loop, and the thread pool's compression and SQLite statements) and the event loop
   * alone (`main`). Null where it is not read (another target shared the run; not Linux).
   */
  cpu?: CpuSample | null;
}

/** Browsers always offer gzip; the server's compression is part of serving a page. */
const BROWSER_HEADERS = { "accept-encoding": "gzip", accept: "text/html,application/json,*/*" };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function summarize(
  target: string,
  connections: number,
  latencies: number[],
  seconds: number,
  unexpectedKinds: Record<string, number>,
): Measurement {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length === 0
      ? NaN
      : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  return {
    target,
    connections,
    requests: sorted.length,
    perSecond: sorted.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    unexpected: Object.values(unexpectedKinds).reduce((sum, n) => sum + n, 0),
    unexpectedKinds,
  };
}

/**
 * A target's load: autocannon on `connections` keep-alive connections for `seconds`. A response
 * with another status than `expectStatus` is counted as unexpected, so a lost cookie (302 to the
 * sign-in page) cannot pass for a fast page.
 */
export type LoadOptions = {
  target: string;
  url: string;
  connections: number;
  seconds: number;
  expectStatus?: number;
  cookie?: string;
  /** A JSON body to POST with every request (GET without). */
  json?: unknown;
  /** The server's process, whose CPU time the measurement reads (leave out when sharing a run). */
  serverPid?: number;
  /** A short unmeasured run first (default yes); a later round of the same target needs none. */
  warmUp?: boolean;
};

/** One round of a target: its measurement, with every latency and how long it ran (seconds). */
export type Round = Measurement & { latencies: number[]; seconds: number };

/** One target measured in one go (see loadRound). */
export async function loadTest(options: LoadOptions): Promise<Measurement> {
  return mergeRounds([await loadRound(options)]);
}

/** One round of a target's load, after a short unmeasured warm-up unless told not to. */
export async function loadRound(options: LoadOptions): Promise<Round> {
  const {
    target,
    url,
    connections,
    seconds,
    expectStatus = 200,
    cookie,
    json,
    serverPid,
    warmUp = true,
  } = options;
  const headers = {
    ...BROWSER_HEADERS,
    ...(cookie ? { cookie } : {}),
    ...(json === undefined ? {} : { "content-type": "application/json" }),
  };
  const request = {
    url,
    connections,
    headers,
    ...(json === undefined ? {} : { method: "POST" as const, body: JSON.stringify(json) }),
  };
  if (warmUp) await autocannon({ ...request, duration: Math.max(1, Math.min(2, seconds / 5)) });
  const latencies: number[] = [];
  const cpuBefore = serverPid === undefined ? null : processCpu(serverPid);
  const run = autocannon({ ...request, duration: seconds, timeout: 10 });
  run.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  const cpuAfter = serverPid === undefined ? null : processCpu(serverPid);
  const kinds: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
    if (Number(status) !== expectStatus) kinds[status] = count;
  }
  if (result.errors > result.timeouts) kinds.errors = result.errors - result.timeouts;
  if (result.timeouts > 0) kinds.timeouts = result.timeouts;
  return {
    ...summarize(target, connections, latencies, result.duration, kinds),
    cpu: cpuPerRequest(cpuBefore, cpuAfter, latencies.length),
    latencies,
    seconds: result.duration,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One target's rounds as one measurement: its requests, rate and latencies over all of them (the
 * percentiles of every response), its unexpected answers added up, and its CPU per request the
 * median of the rounds'. The bench measures the targets in turn, round after round, so a slow
 * spell of the shared machine falls on every target alike rather than on the few measured while
 * it lasted; the median leaves out the round it hit hardest.
 */
export function mergeRounds(rounds: Round[]): Measurement {
  const [first] = rounds;
  const seconds = rounds.reduce((sum, round) => sum + round.seconds, 0);
  const kinds: Record<string, number> = {};
  for (const round of rounds) {
    for (const [kind, count] of Object.entries(round.unexpectedKinds)) {
      kinds[kind] = (kinds[kind] ?? 0) + count;
    }
  }
  const latencies = rounds.flatMap((round) => round.latencies);
  const cpus = rounds.map((round) => round.cpu);
  const cpu = cpus.every((sample) => sample)
    ? {
        total: median(cpus.map((sample) => sample!.total)),
        main: median(cpus.map((sample) => sample!.main)),
      }
    : null;
  return {
    ...summarize(first.target, first.connections, latencies, seconds, kinds),
    ...(first.cpu === undefined ? {} : { cpu }),
  };
}

/** A timed request; the body is read to the end, as a browser would. */
async function timedFetch(url: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { response, ms: performance.now() - started };
}

/** Signs in through the JSON door; the session cookie as a Cookie header, or null. */
export async function signInForCookie(base: string, email: string, password: string) {
  const { response, ms } = await timedFetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { status: response.status, ms, cookie: response.status === 200 && cookie ? cookie : null };
}

/**
 * The server reports no event-loop delay of its own, so a cheap request (a static file: no
 * database, only the main thread's work) is sent one at a time, every few milliseconds, and its
 * latency stands for the delay. First while the server is idle, then while rounds of
 * `concurrency` sign-ins hash their passwords at once.
 */
export async function signInBurst(options: {
  base: string;
  probePath: string;
  /**
   * One account per sign-in at once: the sign-in limit counts attempts on an account before the
   * password is checked, so ten at once on one account are refused past its five.
   */
  emails: string[];
  password: string;
  seconds: number;
}): Promise<{ idle: Measurement; busy: Measurement; signIns: Measurement }> {
  const { base, probePath, emails, password, seconds } = options;
  const concurrency = emails.length;
  const probeUrl = `${base}${probePath}`;
  const probe = async (until: () => boolean) => {
    const latencies: number[] = [];
    const kinds: Record<string, number> = {};
    const started = performance.now();
    while (!until()) {
      try {
        const { response, ms } = await timedFetch(probeUrl);
        latencies.push(ms);
        if (response.status !== 200) kinds[response.status] = (kinds[response.status] ?? 0) + 1;
      } catch {
        kinds.errors = (kinds.errors ?? 0) + 1;
      }
      await sleep(5);
    }
    return { latencies, kinds, seconds: (performance.now() - started) / 1000 };
  };

  const idleUntil = performance.now() + Math.min(2, seconds) * 1000;
  const idle = await probe(() => performance.now() > idleUntil);

  let burstOver = false;
  const probing = probe(() => burstOver);
  const signInLatencies: number[] = [];
  const signInKinds: Record<string, number> = {};
  const started = performance.now();
  try {
    while (performance.now() - started < seconds * 1000) {
      const round = await Promise.all(
        emails.map((email) =>
          signInForCookie(base, email, password).catch(() => ({ status: 0, ms: NaN })),
        ),
      );
      for (const { status, ms } of round) {
        if (status === 200) signInLatencies.push(ms);
        else signInKinds[status || "errors"] = (signInKinds[status || "errors"] ?? 0) + 1;
      }
    }
  } finally {
    burstOver = true;
  }
  const busy = await probing;
  const burstSeconds = (performance.now() - started) / 1000;
  return {
    idle: summarize(`probe ${probePath}, idle`, 1, idle.latencies, idle.seconds, idle.kinds),
    busy: summarize(
      `probe ${probePath}, ${concurrency} sign-ins at once`,
      1,
      busy.latencies,
      busy.seconds,
      busy.kinds,
    ),
    signIns: summarize(
      `POST /api/auth/login, ${concurrency} at once`,
      concurrency,
      signInLatencies,
      burstSeconds,
      signInKinds,
    ),
  };
}
