import { describe, expect, it } from "vitest";
import { mergeRounds, type Round } from "./load";

/** A round of `seconds` whose responses took the given ms each, at `main` ms of event-loop CPU. */
const round = (seconds: number, latencies: number[], main: number, kinds = {}): Round => ({
  target: "/cases/{id}, staff",
  connections: 20,
  requests: latencies.length,
  perSecond: latencies.length / seconds,
  p50: Number.NaN,
  p95: Number.NaN,
  p99: Number.NaN,
  unexpected: Object.values(kinds as Record<string, number>).reduce((a, b) => a + b, 0),
  unexpectedKinds: kinds,
  cpu: { main, total: main * 1.5 },
  latencies,
  seconds,
});

describe("a target's rounds taken together", () => {
  it("counts every response, and takes the median round's CPU per request", () => {
    const merged = mergeRounds([
      round(
        2,
        Array.from({ length: 100 }, () => 10),
        4.1,
      ),
      // A slow spell of the machine: the round it hit is left out by the median.
      round(
        2,
        Array.from({ length: 40 }, () => 50),
        9.7,
      ),
      round(
        2,
        Array.from({ length: 60 }, () => 20),
        4.5,
        { 302: 2 },
      ),
    ]);
    expect(merged.requests).toBe(200);
    expect(merged.perSecond).toBeCloseTo(200 / 6);
    // Percentiles of all 200 responses: 100 at 10 ms, 60 at 20 ms, 40 at 50 ms.
    expect(merged.p50).toBe(10);
    expect(merged.p95).toBe(50);
    expect(merged.cpu).toEqual({ main: 4.5, total: 6.75 });
    expect(merged.unexpectedKinds).toEqual({ 302: 2 });
    expect(merged.unexpected).toBe(2);
    expect(merged).not.toHaveProperty("latencies");
  });

  it("is one round's own figures when there is one, and has no CPU when a round read none", () => {
    const one = mergeRounds([round(5, [3, 4, 5, 6], 2.2)]);
    expect(one).toMatchObject({ requests: 4, perSecond: 0.8, p50: 4, p99: 6 });
    expect(one.cpu?.main).toBe(2.2);
    expect(one.cpu?.total).toBeCloseTo(3.3);
    const unread = { ...round(5, [3], 1), cpu: null };
    expect(mergeRounds([round(5, [3], 1), unread]).cpu).toBeNull();
  });
});
