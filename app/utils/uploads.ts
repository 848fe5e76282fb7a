import { ServiceError } from "./service-error";

/**
 * What may be uploaded (team resources, a client's case documents, files sent with a form): the
 * size limit and the allow-list, each extension with the one type a file of it is stored and sent
 * as. The browser checks a chosen file by extension and declared type (accept attribute, a quick
 * message before sending); the server decides by the file's bytes, which must be what its
 * extension says (`app/services/file-kind.server.ts`), and stores the extension's type, never the
 * one the uploader declared. Shared by the upload forms, the route kit and the services, so
 * nothing here may import server-only code (and every byte of it is in pages' JavaScript).
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = "10 MB";

export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  txt: "text/plain",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/** For the file input's accept attribute: `.pdf,.doc,…`. */
export const UPLOAD_ACCEPT = `.${Object.keys(UPLOAD_TYPES).join(",.")}`;

const KINDS = "PDF, Word, Excel, text, PNG, JPEG, GIF";
const ONLY_KINDS = `Only ${KINDS} and WebP files can be uploaded`;

/** Beside a file field (in the same module as the messages: pages' JavaScript carries it once). */
export const UPLOAD_HINT = `${KINDS} or WebP, up to ${MAX_UPLOAD_LABEL}.`;

export const UPLOAD_MESSAGES = {
  missing: "Choose a file to upload",
  empty: "The file is empty",
  type: ONLY_KINDS,
  content: `The file is not what its name says. ${ONLY_KINDS}`,
  size: `The file is larger than ${MAX_UPLOAD_LABEL}`,
  unreadable: "The file's name could not be read. Rename the file and try again",
} as const;

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/** The type a file's name says it is (by its extension), or null for a name not on the list. */
export function uploadTypeOf(fileName: string): string | null {
  const extension = extensionOf(fileName);
  return Object.hasOwn(UPLOAD_TYPES, extension) ? UPLOAD_TYPES[extension] : null;
}

/** True when the extension is on the list and the declared type (parameters aside) is its own. */
export function isAllowedUpload(fileName: string, contentType: string): boolean {
  const type = contentType.split(";")[0].trim().toLowerCase();
  return uploadTypeOf(fileName) === type;
}

/** The message for a chosen file, or null when it may be uploaded. */
export function uploadProblem(file: { name: string; type: string; size: number }): string | null {
  if (!file.name) return UPLOAD_MESSAGES.missing;
  if (!isAllowedUpload(file.name, file.type)) return UPLOAD_MESSAGES.type;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.size;
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  return null;
}

/** For services: refuses (400, on the `file` field) a stored upload the rule does not allow. */
export function assertUploadAllowed(upload: {
  fileName: string;
  fileType: string;
  fileSize: number;
}): void {
  const problem = uploadProblem({
    name: upload.fileName,
    type: upload.fileType,
    size: upload.fileSize,
  });
  if (problem) throw new ServiceError(400, problem, { file: [problem] });
}
