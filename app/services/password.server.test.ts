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

  it("keeps the main thread free while hashes run", async () => {
    // If bcrypt ran on this thread, each hash would finish before a zero-delay timer could fire.
    // Checked by order of events rather than by timing, so a busy machine does not change the answer.
    const hashes = Array.from({ length: 4 }, (_, i) => hashPassword(`password-${i}`));
    const first = await Promise.race([
      Promise.all(hashes).then(() => "hashes"),
      new Promise((resolve) => setTimeout(() => resolve("timer"), 0)),
    ]);
    expect(first).toBe("timer");
    const results = await Promise.all(hashes);
    expect(new Set(results).size).toBe(4);
  });
});
