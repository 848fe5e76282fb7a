import { describe, expect, it } from "vitest";
import { asOneLoad, readOnce } from "./load-memo.server";

describe("readOnce", () => {
  it("reads a key once inside one load, and again in the next load", async () => {
    let reads = 0;
    const read = () => readOnce("case:1", async () => ++reads);
    const first = await asOneLoad(async () => [await read(), await read(), await read()]);
    expect(first).toEqual([1, 1, 1]);
    expect(await asOneLoad(read)).toBe(2);
  });

  it("keeps different keys apart, and side-by-side reads share one", async () => {
    let reads = 0;
    const answers = await asOneLoad(() =>
      Promise.all([
        readOnce("a", async () => `a${++reads}`),
        readOnce("a", async () => `a${++reads}`),
        readOnce("b", async () => `b${++reads}`),
      ]),
    );
    expect(answers).toEqual(["a1", "a1", "b2"]);
  });

  it("reads every time outside a load", async () => {
    let reads = 0;
    await readOnce("k", async () => ++reads);
    await readOnce("k", async () => ++reads);
    expect(reads).toBe(2);
  });

  it("keeps no failure: the next caller reads again", async () => {
    let reads = 0;
    const outcome = await asOneLoad(async () => {
      const failed = await readOnce("k", async () => {
        reads += 1;
        throw new Error("busy");
      }).catch((error: Error) => error.message);
      const next = await readOnce("k", async () => ++reads);
      return [failed, next];
    });
    expect(outcome).toEqual(["busy", 2]);
  });
});

describe("a request's loaders", () => {
  it("share what they read when given the request's map, and read anew in the next request", async () => {
    let reads = 0;
    const read = () => readOnce("case:1", async () => ++reads);
    const request = new Map<string, Promise<unknown>>();
    const [frame, section] = await Promise.all([
      asOneLoad(read, request),
      asOneLoad(read, request),
    ]);
    expect([frame, section]).toEqual([1, 1]);
    expect(await asOneLoad(read, new Map())).toBe(2);
  });
});
