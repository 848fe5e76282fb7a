import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { getEnv } from "~/utils/env.server";
import type { StorageDriver } from "./driver";

/** The file for a key, under UPLOAD_DIR; never anywhere else, whatever the key says. */
function fileFor(key: string): string {
  const root = path.resolve(getEnv().UPLOAD_DIR);
  const file = path.resolve(root, key);
  if (path.dirname(file) !== root) throw new Error("storage key outside the upload folder");
  return file;
}

/** STORAGE_DRIVER=disk (the default): one file per key in UPLOAD_DIR, readable only by the app. */
export const diskDriver: StorageDriver = {
  async write(key, source) {
    const target = fileFor(key);
    await mkdir(path.dirname(target), { recursive: true });
    const out = createWriteStream(target, { flags: "wx", mode: 0o600 });
    let size = 0;
    try {
      for await (const chunk of source) {
        size += chunk.byteLength;
        if (!out.write(chunk))
          await new Promise<void>((resolve) => out.once("drain", () => resolve()));
      }
      out.end();
      await finished(out);
    } catch (error) {
      out.destroy();
      // The file may still be opening: removed only once it is closed, so it cannot appear after.
      if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()));
      await rm(target, { force: true });
      throw error;
    }
    return size;
  },

  async read(key) {
    const file = fileFor(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const stream = createReadableStreamFromReadable(createReadStream(file));
    return { stream: stream as ReadableStream<Uint8Array>, size: info.size };
  },

  async remove(key) {
    await rm(fileFor(key), { force: true });
  },
};
