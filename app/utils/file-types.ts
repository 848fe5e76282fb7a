/*
 * Apart from format.ts, which every page loads (the header's bell uses it): only the client's
 * documents table names file types, so only its page carries this table.
 */

const FILE_TYPES: Record<string, string> = {
  "application/pdf": "PDF",
  "application/msword": "Word document",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word document",
  "application/vnd.ms-excel": "Excel spreadsheet",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "Excel spreadsheet",
  "image/jpeg": "JPEG image",
  "image/png": "PNG image",
  "image/gif": "GIF image",
  "image/webp": "WebP image",
  "text/plain": "Text file",
};

/** A document's type in words rather than a MIME type. */
export function fileTypeLabel(mime: string): string {
  return FILE_TYPES[mime] ?? (mime.split("/")[1]?.toUpperCase() || mime);
}
