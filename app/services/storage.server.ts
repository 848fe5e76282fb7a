import { randomUUID } from "node:crypto";
import { ambientTransaction } from "~/db.server";
import { attachmentDisposition } from "~/utils/content-disposition";
import { getEnv } from "~/utils/env.server";
import { UPLOAD_TYPES } from "~/utils/uploads";
import { databaseDriver } from "./storage/database.server";
import { diskDriver } from "./storage/disk.server";
import type { StorageDriver, StoredBytes } from "./storage/driver";

/**
 * Every stored file (case documents, shared resources, form uploads) goes through here: bytes are
 * written as they stream in and read back as they are sent, under a random storage key that the
 * record (a document, a resource) keeps. The client's file name is only ever data, never part of
 * a key. Where the bytes live is STORAGE_DRIVER's choice: `disk` (UPLOAD_DIR) or `database`
 * (rows of stored_file_chunks, shared by every app server). See docs/conventions.md.
 */

export type { StoredBytes } from "./storage/driver";

/** Bytes to store, piece by piece: a web ReadableStream, a Node stream, an upload's parts, an array. */
export type ByteSource =
  ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

/** A file now in storage: its name as given, the type its bytes were found to be; recorded next. */
export interface StoredUpload {
  storageKey: string;
  fileName: string;
  fileType: string;
  fileSize: number;
}

const DRIVERS: Record<ReturnType<typeof getEnv>["STORAGE_DRIVER"], StorageDriver> = {
  disk: diskDriver,
  database: databaseDriver,
};

const driver = () => DRIVERS[getEnv().STORAGE_DRIVER];

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The one path guard: a key is only ever one this module made. Anything else (`../x`, a file
 * name, an absolute path) is never handed to a driver.
 */
export function isStorageKey(key: unknown): key is string {
  return typeof key === "string" && STORAGE_KEY.test(key);
}

/** The source was longer than `maxBytes`; nothing of it was kept. */
export class FileTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
  }
}

/** The source's pieces, one at a time, refused past `maxBytes`. */
async function* pieces(source: ByteSource, maxBytes: number): AsyncIterable<Uint8Array> {
  let size = 0;
  const count = (piece: Uint8Array) => {
    size += piece.byteLength;
    if (size > maxBytes) throw new FileTooLarge(maxBytes);
    return piece;
  };
  if (source instanceof ReadableStream) {
    const reader = source.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        yield count(read.value);
      }
    } catch (error) {
      // Stop the producer too: nothing more of it will be read.
      await reader.cancel(error).catch(() => undefined);
      throw error;
    }
    return;
  }
  for await (const piece of source) yield count(piece);
}

/**
 * Stores a stream (a web ReadableStream, a Node stream, an upload's parts, a Buffer in an array)
 * under a new key, without holding the whole file in memory. Past `maxBytes` it throws
 * FileTooLarge and keeps nothing.
 */
export async function putFile(
  source: ByteSource,
  options: { maxBytes?: number } = {},
): Promise<{ storageKey: string; size: number }> {
  const storageKey = randomUUID();
  const input = pieces(source, options.maxBytes ?? Number.POSITIVE_INFINITY);
  const size = await driver().write(storageKey, input);
  return { storageKey, size };
}

/** The stored bytes, or null when nothing is stored under the key (or it is not a key at all). */
export async function openFile(storageKey: string | null): Promise<StoredBytes | null> {
  if (!isStorageKey(storageKey)) return null;
  return driver().read(storageKey);
}

/** Removes a stored file; removing one that is gone is not an error. */
export async function removeFile(storageKey: string): Promise<void> {
  if (!isStorageKey(storageKey)) throw new Error("not a storage key");
  await driver().remove(storageKey);
}

/**
 * Removes the file a refused or failed write would have recorded. Inside `inOneTransaction` (a
 * form that creates a record) the outcome is not known yet: SQLite runs the whole transaction
 * again after SQLITE_BUSY, with the same file, and a file removed by the failed try left the
 * committed row without it (a download's 404). There the upload's owner, the route kit, removes
 * it once the post is answered and not done.
 */
export async function removeUnrecordedFile(storageKey: string): Promise<void> {
  if (ambientTransaction()) return;
  await removeFile(storageKey);
}

/**
 * Opens a file for a download and runs `record` (the audit event, a counter) before a byte is
 * sent; if recording fails the file is closed again and the error goes on. Null when no file.
 */
export async function openForDownload(
  storageKey: string | null,
  record: () => Promise<unknown>,
): Promise<StoredBytes | null> {
  const file = await openFile(storageKey);
  if (!file) return null;
  try {
    await record();
  } catch (error) {
    await file.stream.cancel();
    throw error;
  }
  return file;
}

const SERVED_TYPES: ReadonlySet<string> = new Set(Object.values(UPLOAD_TYPES));

/**
 * The type a stored file is sent as: one of the allow-list's, or plain bytes. A row stored before
 * types came from the bytes may hold what the uploader declared (`image/png;text/html`, even
 * characters a header cannot carry); that is never sent back.
 */
const servedType = (stored: string | null) =>
  stored && SERVED_TYPES.has(stored) ? stored : "application/octet-stream";

/** The one download response: the stored bytes as an attachment, private, never sniffed. */
export function downloadResponse(
  file: StoredBytes & { fileName: string; fileType: string | null },
): Response {
  return new Response(file.stream, {
    headers: {
      "Content-Type": servedType(file.fileType),
      "Content-Length": String(file.size),
      "Content-Disposition": attachmentDisposition(file.fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
