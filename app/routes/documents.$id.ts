import { createReadStream } from "node:fs";
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { openDocument } from "~/services/documents.server";
import { requireUser } from "~/services/guard.server";
import { attachmentDisposition } from "~/utils/content-disposition";
import { ServiceError } from "~/utils/service-error";

/**
 * GET /documents/{id}: the file, for its owner. Someone else's document and a document whose
 * file is not stored both answer 404, in words.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    const file = await openDocument(user, Number(params.id));
    return new Response(createReadableStreamFromReadable(createReadStream(file.filePath)), {
      headers: {
        "Content-Type": file.fileType || "application/octet-stream",
        "Content-Length": String(file.size),
        "Content-Disposition": attachmentDisposition(file.fileName),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return new Response(error.message, {
      status: error.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
