import { afterEach, describe, expect, it, vi } from "vitest";
import { keptReads } from "./kept-reads.server";

afterEach(() => {
  vi.useRealTimers();
});

describe("keptReads", () => {
  it("keeps an owner's answer for keepMs, then asks again", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_000_000 });
    const kept = keptReads({ keepMs: 3_000, maxOwners: 10 });
    const load = vi.fn(async () => "answer");
    expect(await kept.read(1, "q", load)).toBe("answer");
    expect(await kept.read(1, "q", load)).toBe("answer");
    expect(load).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_003_000);
    await kept.read(1, "q", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("holds only the last few seconds' owners, and never more than maxOwners", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_000_000 });
    const kept = keptReads({ keepMs: 3_000, maxOwners: 5 });
    for (let owner = 1; owner <= 4; owner++) await kept.read(owner, "q", async () => owner);
    expect(kept.size).toBe(4);
    vi.setSystemTime(1_005_000);
    await kept.read(99, "q", async () => 99);
    expect(kept.size).toBe(1);
    for (let owner = 1; owner <= 8; owner++) await kept.read(owner, "q", async () => owner);
    expect(kept.size).toBe(5);
  });

  it("does not keep a failed read, and forgets owners or everyone on request", async () => {
    const kept = keptReads({ keepMs: 3_000, maxOwners: 10 });
    await expect(kept.read(1, "q", () => Promise.reject(new Error("down")))).rejects.toThrow();
    expect(await kept.read(1, "q", async () => "back")).toBe("back");
    await kept.read(2, "q", async () => "two");
    kept.forget([1]);
    expect(await kept.read(1, "q", async () => "fresh")).toBe("fresh");
    expect(await kept.read(2, "q", async () => "not asked")).toBe("two");
    kept.forget();
    expect(kept.size).toBe(0);
  });
});
