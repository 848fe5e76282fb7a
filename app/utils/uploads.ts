import { ServiceError } from "./service-error";

/**
 * What may be uploaded (team resources, a client's case documents): the size limit and the
 * allow-list, checked by extension AND declared type. Shared by the upload forms (accept
 * attribute, check before sending), the route kit, which checks while the file streams in, and the
 * services, which check what they are asked to record.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = "10 MB";

const ALLOWED: Record<string, readonly string[]> = {
  pdf: ["application/pdf"],
  doc: ["application/msword"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  xls: ["application/vnd.ms-excel"],
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  txt: ["text/plain"],
  png: ["image/png"],
  jpg: ["image/jpeg"],
  jpeg: ["image/jpeg"],
};

/** For the file input's accept attribute. */
export const UPLOAD_ACCEPT = Object.keys(ALLOWED)
  .map((extension) => `.${extension}`)
  .join(",");

export const UPLOAD_MESSAGES = {
  missing: "Choose a file to upload",
  empty: "The file is empty",
  type: "Only PDF, Word, Excel, text, PNG and JPEG files can be uploaded",
  size: `The file is larger than ${MAX_UPLOAD_LABEL}`,
  unreadable: "The file's name could not be read. Rename the file and try again",
} as const;

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/** True when both the extension and the declared type (parameters like charset aside) are allowed. */
export function isAllowedUpload(fileName: string, contentType: string): boolean {
  const allowed = ALLOWED[extensionOf(fileName)];
  const type = contentType.split(";")[0].trim().toLowerCase();
  return Boolean(allowed?.includes(type));
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
