// Measures sign-in latency under concurrency: N sign-ins at once against a running server.
// Usage: BASE_URL=http://localhost:3000 CONCURRENCY=10 ROUNDS=3 node scripts/bench-login.js
// Uses the demo staff account (successful sign-ins do not count towards the rate limit).
const base = process.env.BASE_URL ?? "http://localhost:3000";
const concurrency = Number(process.env.CONCURRENCY ?? 10);
const rounds = Number(process.env.ROUNDS ?? 3);
const email = process.env.BENCH_EMAIL ?? "staff@demo.test";
const password = process.env.BENCH_PASSWORD ?? "Demo-Staff-2026";

async function signInOnce() {
  const started = performance.now();
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return performance.now() - started;
}

async function probeHealth() {
  const started = performance.now();
  await (await fetch(`${base}/healthz`)).arrayBuffer();
  return performance.now() - started;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

await signInOnce(); // warm up workers and connections
const latencies = [];
const healthDuringLoad = [];
for (let round = 0; round < rounds; round++) {
  const burst = Array.from({ length: concurrency }, signInOnce);
  // A cheap request sent in the middle of the burst shows whether sign-ins stall the server.
  healthDuringLoad.push(await probeHealth());
  latencies.push(...(await Promise.all(burst)));
}
latencies.sort((a, b) => a - b);
const fmt = (ms) => `${ms.toFixed(0)} ms`;
console.log(
  JSON.stringify(
    {
      signIns: latencies.length,
      concurrency,
      p50: fmt(percentile(latencies, 50)),
      p95: fmt(percentile(latencies, 95)),
      max: fmt(latencies.at(-1)),
      healthzDuringBurst: healthDuringLoad.map(fmt),
    },
    null,
    2,
  ),
);
