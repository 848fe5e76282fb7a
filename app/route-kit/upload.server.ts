import { once } from "node:events";
import type { Readable } from "node:stream";
import busboy from "busboy";
import { FileTooLarge, putFile, removeFile, type StoredUpload } from "~/services/storage.server";
import { ServiceError } from "~/utils/service-error";
import { checkSample, sampleOf, storedFileIs } from "~/services/file-kind.server";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, uploadTypeOf } from "~/utils/uploads";
import { MAX_FORM_BYTES, MAX_FORM_FIELDS, MAX_TEXT_FIELD_BYTES } from "./body-limits.server";

export type UploadProblem = keyof typeof UPLOAD_MESSAGES;

/** One part of a multipart body: a text field, or a file whose bytes are read from `data`. */
type Part =
  | { kind: "field"; name: string; value: string }
  | {
      kind: "file";
      name: string;
      filename: string;
      contentType: string;
      /** Its bytes; a reader that stops part-way leaves the rest to the next (drain). */
      data: AsyncIterable<Uint8Array>;
    };

const tooLarge = (what: string) => new ServiceError(413, `Request body is too large: ${what}`);

const UNREADABLE = "The upload could not be read. Please try again.";

/** busboy's words for a part header it cannot read (a file name it cannot parse, say). */
const MALFORMED_PART = "Malformed part header";

/**
 * The parts of a multipart body in the order they came, read by busboy under its limits: a field
 * of more than MAX_TEXT_FIELD_BYTES, more than MAX_FORM_FIELDS fields or `maxFiles` files, more
 * parts than those (parts that are neither are skipped but counted), or text fields of more than
 * MAX_FORM_BYTES together (busboy limits each field, not their sum) throw 413 as soon as they are
 * seen. The body is read only as fast as the parts are taken (a file's bytes as they are
 * stored), and no further once the caller stops; what it did not read is left to server.js,
 * which closes the connection. A file's size is the storage module's limit (putFile's maxBytes).
 */
async function* multipartParts(request: Request, maxFiles: number): AsyncGenerator<Part> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("Content-Type") ?? "" },
      // Browsers send file names as UTF-8, not as latin1 (busboy's default).
      defParamCharset: "utf8",
      limits: {
        // busboy marks a value that reaches fieldSize as truncated, so one byte more is allowed.
        fieldSize: MAX_TEXT_FIELD_BYTES + 1,
        fields: MAX_FORM_FIELDS,
        files: maxFiles,
        // Reached at the end of this many parts; only more than fields and files reach it.
        parts: MAX_FORM_FIELDS + maxFiles + 1,
      },
    });
  } catch {
    throw new ServiceError(400, UNREADABLE);
  }
  const queue: Part[] = [];
  let failure: Error | null = null;
  let finished = false;
  let textBytes = 0;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  // The parts before a failure are still read; a file cut off by it ends with its error.
  const fail = (error: Error) => {
    failure ??= error;
    parser.destroy(failure);
    notify();
  };
  parser.on("field", (name, value, info) => {
    // The parser may still report a part of the chunk it was reading when the read failed.
    if (failure) return;
    if (info.valueTruncated || info.nameTruncated) {
      return fail(tooLarge(`a field is over ${MAX_TEXT_FIELD_BYTES / 1024} KB`));
    }
    textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (textBytes > MAX_FORM_BYTES) {
      return fail(tooLarge(`the form's text is over ${MAX_FORM_BYTES / (1024 * 1024)} MB`));
    }
    queue.push({ kind: "field", name, value });
    notify();
  });
  parser.on("file", (name, data: Readable, info) => {
    // Whoever reads it sees its errors; one left unread when the read stops must not throw.
    data.on("error", () => {});
    if (failure) return void data.resume();
    // An empty file input sends a part without a file name (busboy reads "" as none).
    queue.push({
      kind: "file",
      name,
      filename: info.filename ?? "",
      contentType: info.mimeType,
      data: { [Symbol.asyncIterator]: () => data.iterator({ destroyOnReturn: false }) },
    });
    notify();
  });
  parser.on("fieldsLimit", () => fail(tooLarge(`too many fields (at most ${MAX_FORM_FIELDS})`)));
  parser.on("filesLimit", () => fail(tooLarge(`too many files (at most ${maxFiles})`)));
  parser.on("partsLimit", () => fail(tooLarge("too many parts")));
  parser.on("error", (error: Error) => fail(error));
  parser.on("close", () => {
    finished = true;
    notify();
  });

  // The body goes into the parser as fast as it takes it, and no further once the caller stops.
  const stop = new AbortController();
  const reader = request.body?.getReader();
  const pump = async () => {
    if (!reader) return void parser.end();
    try {
      while (!stop.signal.aborted && !parser.destroyed) {
        const { done, value } = await reader.read();
        if (done) return void parser.end();
        if (!parser.write(value)) await once(parser, "drain", { signal: stop.signal });
      }
    } catch {
      if (!stop.signal.aborted) fail(new ServiceError(400, UNREADABLE));
    }
  };
  void pump();

  try {
    for (;;) {
      const part = queue.shift();
      if (part) {
        yield part;
        continue;
      }
      if (failure) throw failure;
      if (finished) return;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    stop.abort();
    // A read still waiting for the body ends here; the body itself is not cancelled (that would
    // close the connection before the answer is sent).
    reader?.releaseLock();
    parser.destroy();
  }
}

/**
 * What a read that failed answers: a limit's or a rule's refusal as it is, a part header the
 * parser cannot read as the problem "unreadable", a body that is not multipart as it should be
 * (cut short, say) as a 400. Anything else (storage failing) is not the body's fault.
 */
function readFailure(error: unknown): UploadProblem {
  if (error instanceof ServiceError) throw error;
  if (error instanceof Error && error.message === MALFORMED_PART) return "unreadable";
  if (error instanceof Error && BUSBOY_ERRORS.test(error.message)) {
    throw new ServiceError(400, UNREADABLE);
  }
  throw error;
}
const BUSBOY_ERRORS =
  /^(?:Unexpected end of (?:form|file)|Malformed|Multipart:|Missing Content-Type)/;

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
 * the other values for the re-rendered form. A body over a limit throws 413 (multipartParts).
 */
export async function readUploadForm(
  request: Request,
  fileField = "file",
): Promise<{ formData: FormData; upload: StoredUpload | null; problem: UploadProblem | null }> {
  const formData = new FormData();
  let upload: StoredUpload | null = null;
  try {
    for await (const part of multipartParts(request, 1)) {
      if (part.kind === "field") {
        formData.append(part.name, part.value);
        continue;
      }
      if (part.name !== fileField || upload)
        throw new ServiceError(400, "Unexpected file in the form");
      if (!part.filename) return { formData, upload: null, problem: "missing" };
      const stored = await storePart(part.filename, part.contentType, part.data);
      if (typeof stored === "string") return { formData, upload: null, problem: stored };
      upload = stored;
    }
  } catch (error) {
    const stored = upload as StoredUpload | null;
    if (stored) await removeFile(stored.storageKey);
    return { formData, upload: null, problem: readFailure(error) };
  }
  return { formData, upload, problem: upload ? null : "missing" };
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
  try {
    for await (const part of multipartParts(request, accepted.size)) {
      if (part.kind === "field") {
        read.formData.append(part.name, part.value);
        continue;
      }
      const { name } = part;
      const seen = Object.hasOwn(read.uploads, name) || Object.hasOwn(read.problems, name);
      if (!accepted.has(name) || seen) throw new ServiceError(400, "Unexpected file in the form");
      if (!part.filename) {
        if (!(await drain(part.data, budget))) return { ...read, stopped: "size" };
        continue;
      }
      const stored = await storePart(part.filename, part.contentType, part.data);
      if (typeof stored !== "string") {
        read.uploads[name] = stored;
        continue;
      }
      read.problems[name] = stored;
      if (!(await drain(part.data, budget))) return { ...read, stopped: stored };
    }
  } catch (error) {
    await removeUploads(Object.values(read.uploads));
    return { ...read, uploads: {}, stopped: readFailure(error) };
  }
  return read;
}
