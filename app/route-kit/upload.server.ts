import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { FileTooLarge, putFile, removeFile, type StoredUpload } from "~/services/storage.server";
import { ServiceError } from "~/utils/service-error";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, isAllowedUpload } from "~/utils/uploads";

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

/**
 * Reads a multipart form whose file field is `fileField` (the route kit's `upload: true`). Text
 * fields come back as form data; the file goes to storage as it streams in, checked against the
 * allow-list (extension and declared type) before a byte is written and against the size limit
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
    if (!isAllowedUpload(filename, contentType)) throw new StopUpload("type");
    const stored = await putFile(data, { maxBytes: MAX_UPLOAD_BYTES }).catch((error: unknown) => {
      throw error instanceof FileTooLarge ? new StopUpload("size") : error;
    });
    if (stored.size === 0) {
      await removeFile(stored.storageKey);
      throw new StopUpload("empty");
    }
    upload = {
      storageKey: stored.storageKey,
      fileName: filename,
      fileType: contentType,
      fileSize: stored.size,
    };
    return undefined;
  };
  try {
    await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    if (error instanceof StopUpload) return { formData, upload: null, problem: error.problem };
    const stored = upload as StoredUpload | null;
    if (stored) await removeFile(stored.storageKey);
    if (error instanceof ServiceError) throw error;
    // Remix's multipart parser cannot read a part header whose file name holds ; or =.
    if (error instanceof Error && error.message.startsWith("malformed content-disposition")) {
      return { formData, upload: null, problem: "unreadable" };
    }
    throw new ServiceError(400, "The upload could not be read. Please try again.");
  }
  return { formData, upload, problem: upload ? null : "missing" };
}
