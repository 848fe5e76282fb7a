import { createReadStream } from "node:fs";
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { openDocument } from "~/services/documents.server";
import { requireUser } from "~/services/guard.server";
import { attachmentResponse, plainTextError } from "~/utils/file-response.server";
import { ServiceError } from "~/utils/service-error";

/**
 * GET /documents/{id}: the file, for its owner. Someone else's document and a document whose
 * file is not stored both answer 404, in words.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    const file = await openDocument(user, Number(params.id));
    const body = createReadableStreamFromReadable(createReadStream(file.filePath));
    return attachmentResponse({ ...file, body });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return plainTextError(error);
  }
}
