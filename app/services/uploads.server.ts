import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import {
  createReadableStreamFromReadable,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { getEnv } from "~/utils/env.server";
import { ServiceError } from "~/utils/service-error";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, isAllowedUpload } from "~/utils/uploads";

/**
 * Files live under UPLOAD_DIR, named by a random storage key; the client's file name is kept only
 * as data (never part of a path). The database holds what the file is.
 */

/** A file now on disk, not yet recorded in the database. */
export interface StoredUpload {
  storageKey: string;
  fileName: string;
  fileType: string;
  fileSize: number;
}

export type UploadProblem = keyof typeof UPLOAD_MESSAGES;

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Each text field of an upload form; they are short. */
const MAX_TEXT_FIELD_BYTES = 64 * 1024;

function storagePath(storageKey: string): string {
  // A key is only ever one we made; anything else would be a way out of the folder.
  if (!STORAGE_KEY.test(storageKey)) throw new Error("invalid storage key");
  return path.resolve(getEnv().UPLOAD_DIR, storageKey);
}

export function isMultipart(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
}

/** Stops reading the body: what was read before the file stays usable. */
class StopUpload extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem);
  }
}

async function readText(data: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > MAX_TEXT_FIELD_BYTES) throw new ServiceError(413, "Request body is too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Writes the stream to a new key, refusing it past the limit (the partial file is removed). */
async function writeFile(data: AsyncIterable<Uint8Array>): Promise<{ key: string; size: number }> {
  const key = randomUUID();
  const target = storagePath(key);
  await mkdir(path.dirname(target), { recursive: true });
  const out = createWriteStream(target, { flags: "wx", mode: 0o600 });
  let size = 0;
  try {
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > MAX_UPLOAD_BYTES) throw new StopUpload("size");
      if (!out.write(chunk))
        await new Promise<void>((resolve) => out.once("drain", () => resolve()));
    }
    out.end();
    await finished(out);
  } catch (error) {
    out.destroy();
    await rm(target, { force: true });
    throw error;
  }
  if (size === 0) {
    await rm(target, { force: true });
    throw new StopUpload("empty");
  }
  return { key, size };
}

/**
 * Reads a multipart form whose file field is `fileField`. Text fields come back as form data; the
 * file is stored as it streams in, checked against the allow-list (extension and declared type)
 * before a byte is written and against the size limit while it is. A refused file stops the read
 * there, so the form puts its file field last to keep the other values for the re-rendered form.
 */
export async function readUploadForm(
  request: Request,
  fileField = "file",
): Promise<{ formData: FormData; upload: StoredUpload | null; problem: UploadProblem | null }> {
  const formData = new FormData();
  let upload: StoredUpload | null = null;
  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    // Values are collected here rather than returned, so they survive a refused file.
    if (filename === undefined) {
      formData.append(name, await readText(data));
      return undefined;
    }
    if (name !== fileField || upload) throw new ServiceError(400, "Unexpected file in the form");
    if (!filename) throw new StopUpload("missing");
    if (!isAllowedUpload(filename, contentType)) throw new StopUpload("type");
    const { key, size } = await writeFile(data);
    upload = { storageKey: key, fileName: filename, fileType: contentType, fileSize: size };
    return undefined;
  };
  try {
    await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    if (error instanceof StopUpload) return { formData, upload: null, problem: error.problem };
    const stored = upload as StoredUpload | null;
    if (stored) await removeUpload(stored.storageKey);
    if (error instanceof ServiceError) throw error;
    // Remix's multipart parser cannot read a part header whose file name holds ; or =.
    if (error instanceof Error && error.message.startsWith("malformed content-disposition")) {
      return { formData, upload: null, problem: "unreadable" };
    }
    throw new ServiceError(400, "The upload could not be read. Please try again.");
  }
  return { formData, upload, problem: upload ? null : "missing" };
}

export async function removeUpload(storageKey: string): Promise<void> {
  await rm(storagePath(storageKey), { force: true });
}

/** The stored bytes as a web stream, or null when the file is gone. */
export async function openUpload(
  storageKey: string,
): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null> {
  const file = storagePath(storageKey);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  return {
    stream: createReadableStreamFromReadable(createReadStream(file)) as ReadableStream<Uint8Array>,
    size: info.size,
  };
}
