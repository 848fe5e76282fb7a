import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { FileTooLarge, putFile, removeFile, type StoredUpload } from "~/services/storage.server";
import { ServiceError } from "~/utils/service-error";
import { checkSample, sampleOf, storedFileIs } from "~/services/file-kind.server";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, uploadTypeOf } from "~/utils/uploads";

export type UploadProblem = keyof typeof UPLOAD_MESSAGES;

/** Each text field of an upload form; they are short. */
const MAX_TEXT_FIELD_BYTES = 64 * 1024;

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

/** Reads a refused file's part to its end, keeping nothing; false when the budget runs out first. */
async function drain(data: AsyncIterable<Uint8Array>, budget: { bytes: number }): Promise<boolean> {
  for await (const chunk of data) {
    budget.bytes -= chunk.byteLength;
    if (budget.bytes < 0) return false;
  }
  return true;
}

/**
 * Streams one file part to storage under the upload rule: before a byte is written, the name's
 * extension must be on the allow-list and the file's first bytes the kind it names (the declared
 * `contentType` is the uploader's word and decides nothing); the size limit while it is written.
 * A Word or Excel file the first bytes cannot tell from another ZIP is checked whole once stored.
 * The stored type is the extension's own. Answers the stored upload or why it was refused
 * (nothing of a refused file is kept; the part may still hold unread bytes).
 */
async function storePart(
  filename: string,
  contentType: string,
  data: AsyncIterable<Uint8Array>,
): Promise<StoredUpload | UploadProblem> {
  const type = uploadTypeOf(filename);
  if (!type) return "type";
  const sample = await sampleOf(data);
  if (sample.bytes.byteLength === 0) return "empty";
  const verdict = await checkSample(type, sample);
  if (verdict === "differs") return "content";
  let stored: { storageKey: string; size: number };
  try {
    stored = await putFile(sample.all, { maxBytes: MAX_UPLOAD_BYTES });
  } catch (error) {
    if (error instanceof FileTooLarge) return "size";
    throw error;
  }
  if (verdict === "whole-file" && !(await storedFileIs(type, stored.storageKey))) {
    await removeFile(stored.storageKey);
    return "content";
  }
  return {
    storageKey: stored.storageKey,
    fileName: filename,
    fileType: type,
    fileSize: stored.size,
  };
}

/** Removes files a refused form brought (each one once; a file already gone is no error). */
export async function removeUploads(uploads: Iterable<StoredUpload>): Promise<void> {
  for (const upload of uploads) await removeFile(upload.storageKey);
}

/**
 * Reads a multipart form whose file field is `fileField` (the route kit's `upload: true`). Text
 * fields come back as form data; the file goes to storage as it streams in, checked against the
 * allow-list (extension and first bytes) before a byte is written and against the size limit
 * while it is. A refused file stops the read there, so the form puts its file field last to keep
 * the other values for the re-rendered form.
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
    const stored = await storePart(filename, contentType, data);
    if (typeof stored === "string") throw new StopUpload(stored);
    upload = stored;
    return undefined;
  };
  try {
    await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    if (error instanceof StopUpload) return { formData, upload: null, problem: error.problem };
    const stored = upload as StoredUpload | null;
    if (stored) await removeFile(stored.storageKey);
    return unreadable(error, formData);
  }
  return { formData, upload, problem: upload ? null : "missing" };
}

/** What a read that failed answers: a rule's refusal as it is, a file name it cannot parse as such. */
function unreadable(error: unknown, formData: FormData) {
  if (error instanceof ServiceError) throw error;
  // Remix's multipart parser cannot read a part header whose file name holds ; or =.
  if (error instanceof Error && error.message.startsWith("malformed content-disposition")) {
    return { formData, upload: null, problem: "unreadable" as const };
  }
  throw new ServiceError(400, "The upload could not be read. Please try again.");
}

/** A multipart form with any number of file fields, read by `readUploadFields`. */
export interface UploadFieldsRead {
  /** The text fields (and nothing of the files). */
  formData: FormData;
  /** Each file field's file, now in storage, by the field's name. A field left empty is absent. */
  uploads: Record<string, StoredUpload>;
  /** Each refused file's reason, by the field's name. */
  problems: Record<string, UploadProblem>;
  /**
   * Why the read stopped before the end of the form (a file's name it cannot parse, a refused
   * file too large to read past): the fields after that point are missing. Null when read whole.
   */
  stopped: UploadProblem | null;
}

/**
 * Reads a multipart form whose files may come on any of `fileFields` (a built form's file
 * questions), one file each: each goes to storage as it streams in, under the same rule as
 * `readUploadForm`'s. A refused file is reported on its field and the read goes on (its bytes are
 * read and dropped, up to a few times the size limit in all), so every field's value and every
 * file's problem comes back at once. A field sent without a file (none chosen) is simply absent.
 * The caller removes the stored files (`removeUploads`) when the form is refused; anything that
 * fails here removes them itself.
 */
export async function readUploadFields(
  request: Request,
  fileFields: Iterable<string>,
): Promise<UploadFieldsRead> {
  const accepted = new Set(fileFields);
  const read: UploadFieldsRead = {
    formData: new FormData(),
    uploads: {},
    problems: {},
    stopped: null,
  };
  const budget = { bytes: 4 * MAX_UPLOAD_BYTES };
  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (filename === undefined) {
      read.formData.append(name, await readText(data));
      return undefined;
    }
    const seen = Object.hasOwn(read.uploads, name) || Object.hasOwn(read.problems, name);
    if (!accepted.has(name) || seen) throw new ServiceError(400, "Unexpected file in the form");
    if (!filename) {
      if (!(await drain(data, budget))) throw new StopUpload("size");
      return undefined;
    }
    const stored = await storePart(filename, contentType, data);
    if (typeof stored !== "string") {
      read.uploads[name] = stored;
      return undefined;
    }
    read.problems[name] = stored;
    if (!(await drain(data, budget))) throw new StopUpload(stored);
    return undefined;
  };
  try {
    await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    if (error instanceof StopUpload) return { ...read, stopped: error.problem };
    await removeUploads(Object.values(read.uploads));
    const { problem } = unreadable(error, read.formData);
    return { ...read, uploads: {}, stopped: problem };
  }
  return read;
}
