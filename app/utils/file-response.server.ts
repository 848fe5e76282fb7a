import { attachmentDisposition } from "./content-disposition";
import type { ServiceError } from "./service-error";

/** A stored file sent as a download: private, never cached, never sniffed into another type. */
export function attachmentResponse(file: {
  body: ReadableStream<Uint8Array>;
  fileName: string;
  fileType: string | null;
  size: number;
}): Response {
  return new Response(file.body, {
    headers: {
      "Content-Type": file.fileType || "application/octet-stream",
      "Content-Length": String(file.size),
      "Content-Disposition": attachmentDisposition(file.fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** Why a download was refused, in words (a person followed a link, not an API client). */
export function plainTextError(error: ServiceError): Response {
  return new Response(error.message, {
    status: error.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
