import { monitorEventLoopDelay } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { BCRYPT_COST, hashPassword, verifyAgainstNothing, verifyPassword } from "./password.server";

describe("password hashing in worker threads", () => {
  it("hashes with cost >= 10 and verifies", async () => {
    const hash = await hashPassword("Correct-Horse-9");
    expect(BCRYPT_COST).toBeGreaterThanOrEqual(10);
    expect(hash).toMatch(new RegExp(`^\\$2[aby]\\$${BCRYPT_COST}\\$`));
    expect(await verifyPassword("Correct-Horse-9", hash)).toBe(true);
    expect(await verifyPassword("correct-horse-9", hash)).toBe(false);
    expect(await verifyAgainstNothing("anything")).toBe(false);
  });

  it("keeps the main thread free while several hashes run", async () => {
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    const started = performance.now();
    await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`password-${i}`)));
    const elapsed = performance.now() - started;
    histogram.disable();
    // Six hashes take several hundred ms of CPU; on the main thread the loop would stall that long.
    expect(elapsed).toBeGreaterThan(150);
    expect(histogram.max / 1e6).toBeLessThan(100);
  });
});
