import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { checkSample, sampleOf } from "./file-kind.server";

const collect = async (pieces: AsyncIterable<Uint8Array>) => {
  const all: Uint8Array[] = [];
  for await (const piece of pieces) all.push(piece);
  return Buffer.concat(all);
};

describe("a file's sample", () => {
  it("takes whole pieces up to the size and hands on the whole file", async () => {
    const bytes = Buffer.from("0123456789abcdefghij");
    const sample = await sampleOf(
      Readable.from([bytes.subarray(0, 6), bytes.subarray(6, 12), bytes.subarray(12)]),
      8,
    );
    expect(sample.bytes.toString()).toBe("0123456789ab");
    expect(sample.whole).toBe(false);
    expect((await collect(sample.all)).equals(bytes)).toBe(true);
  });

  it("leaves a Node stream's rest readable for a caller that refuses the file and drains it", async () => {
    const source = Readable.from([Buffer.from("head"), Buffer.from("rest"), Buffer.from("end")]);
    const sample = await sampleOf(source, 4);
    expect(sample.bytes.toString()).toBe("head");
    expect(source.destroyed).toBe(false);
    expect((await collect(source)).toString()).toBe("restend");
  });

  it("knows a file that ended within it", async () => {
    const sample = await sampleOf(Readable.from([Buffer.from("short")]), 64);
    expect(sample).toMatchObject({ whole: true });
    expect((await collect(sample.all)).toString()).toBe("short");
  });

  it("reads text whose first bytes end inside a character as text, but not a file that ends so", async () => {
    // "x" then two-byte characters: the cut at an even offset falls inside one.
    const text = Buffer.from(`x${"é".repeat(1_000)}`);
    const cut = await sampleOf(
      Readable.from([text.subarray(0, 1_000), text.subarray(1_000)]),
      1_000,
    );
    expect(await checkSample("text/plain", cut)).toBe("matches");
    const truncated = await sampleOf(Readable.from([text.subarray(0, 1_000)]), 2_000);
    expect(await checkSample("text/plain", truncated)).toBe("differs");
  });
});
