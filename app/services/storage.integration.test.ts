import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { StoredFile, StoredFileChunk } from "~/models/index.server";
import { withTemporaryStorage } from "../../tests/factories/files";
import {
  FileTooLarge,
  downloadResponse,
  isStorageKey,
  openFile,
  putFile,
  removeFile,
} from "./storage.server";
import { CHUNK_BYTES } from "./storage/database.server";

/** A web stream handing out `bytes` in pieces of `piece` bytes, as a network would. */
function webStream(bytes: Uint8Array, piece = 10_000): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + piece));
      offset += piece;
    },
  });
}

const readAll = async (stream: ReadableStream<Uint8Array>) =>
  Buffer.from(await new Response(stream).arrayBuffer());

describe.each(["disk", "database"] as const)("storage, %s driver", (driver) => {
  const storage = withTemporaryStorage(driver);

  it("stores a web stream and streams back the identical bytes", async () => {
    // Larger than two chunks and not a multiple of the chunk size.
    const bytes = randomBytes(2 * CHUNK_BYTES + 12_345);
    const { storageKey, size } = await putFile(webStream(bytes));
    expect(isStorageKey(storageKey)).toBe(true);
    expect(size).toBe(bytes.byteLength);
    const file = await openFile(storageKey);
    expect(file!.size).toBe(bytes.byteLength);
    expect((await readAll(file!.stream)).equals(bytes)).toBe(true);
    if (driver === "database") {
      const chunks = await StoredFileChunk.findAll({
        where: { storageKey },
        order: [["seq", "ASC"]],
      });
      expect(chunks.map((chunk) => chunk.data.byteLength)).toEqual([
        CHUNK_BYTES,
        CHUNK_BYTES,
        12_345,
      ]);
    }
  });

  it("stores a Node stream, and serves it as an attachment", async () => {
    const bytes = randomBytes(70_000);
    const { storageKey } = await putFile(Readable.from([bytes.subarray(0, 1), bytes.subarray(1)]));
    const response = downloadResponse({
      ...(await openFile(storageKey))!,
      fileName: "Report.pdf",
      fileType: "application/pdf",
    });
    expect(response.headers.get("Content-Length")).toBe("70000");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="Report.pdf"/,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("sends a stored type only when it is an accepted kind's, and plain bytes otherwise", async () => {
    const { storageKey } = await putFile([Buffer.from("%PDF-1.4 typed")]);
    const typeSent = async (fileType: string | null) => {
      const response = downloadResponse({
        ...(await openFile(storageKey))!,
        fileName: "a",
        fileType,
      });
      expect(response.headers.get("Content-Disposition")).toMatch(/^attachment;/);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      await response.body!.cancel();
      return response.headers.get("Content-Type");
    };
    expect(await typeSent("application/pdf")).toBe("application/pdf");
    expect(await typeSent("image/webp")).toBe("image/webp");
    // What uploaders declared before the kind came from the bytes, stored as they sent it.
    for (const declared of [
      "text/plain;\x01",
      "image/png;text/html",
      "application/pdf; charset=utf-7",
      "text/html",
      "",
      null,
    ]) {
      expect(await typeSent(declared)).toBe("application/octet-stream");
    }
  });

  it("removes a file; removing it again is no error", async () => {
    const { storageKey } = await putFile([Buffer.from("to be removed")]);
    await removeFile(storageKey);
    expect(await openFile(storageKey)).toBeNull();
    await expect(removeFile(storageKey)).resolves.toBeUndefined();
  });

  it("refuses a file past the limit and keeps nothing of it", async () => {
    const before = { files: readdirSync(storage.dir).length, rows: await StoredFile.count() };
    await expect(
      putFile(webStream(randomBytes(300_000)), { maxBytes: 100_000 }),
    ).rejects.toBeInstanceOf(FileTooLarge);
    expect(readdirSync(storage.dir)).toHaveLength(before.files);
    expect(await StoredFile.count()).toBe(before.rows);
  });

  it("never reads or removes outside storage: ../ and file names are not keys", async () => {
    const outside = path.join(path.dirname(storage.dir), `outside-${path.basename(storage.dir)}`);
    writeFileSync(outside, "secret");
    const relative = `../${path.basename(outside)}`;
    for (const key of [relative, outside, "report.pdf", "", "..", `${relative}/x`]) {
      expect(isStorageKey(key)).toBe(false);
      expect(await openFile(key)).toBeNull();
      await expect(removeFile(key)).rejects.toThrow("not a storage key");
    }
    expect(existsSync(outside)).toBe(true);
  });

  it("answers null for a key with nothing stored under it", async () => {
    expect(await openFile("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await openFile(null)).toBeNull();
  });
});

describe("the database driver", () => {
  withTemporaryStorage("database");

  it("never serves a file that is still being written", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    async function* slow() {
      yield randomBytes(CHUNK_BYTES);
      await gate;
      yield randomBytes(10);
    }
    const writing = putFile(slow());
    // Wait until the file's row and its first chunk are in (a loaded CI machine took over 1 s).
    let pending: StoredFile | null = null;
    for (let i = 0; i < 500; i++) {
      pending = await StoredFile.findOne({ where: { size: null } });
      if (pending && (await StoredFileChunk.count({ where: { storageKey: pending.storageKey } })))
        break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(pending).not.toBeNull();
    expect(await openFile(pending!.storageKey)).toBeNull();
    release();
    const { storageKey, size } = await writing;
    expect(storageKey).toBe(pending!.storageKey);
    expect((await openFile(storageKey))!.size).toBe(size);
  });
});
