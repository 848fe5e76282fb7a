import { createReadStream } from "node:fs";
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { screenLoader } from "~/route-kit/screen.server";
import { openDocument } from "~/services/documents.server";
import { attachmentResponse } from "~/utils/file-response.server";
import { requireRecordId } from "~/utils/record-id";

/**
 * GET /documents/{id}: the file, for those who may see its case. Someone else's document and a
 * document whose file is not stored both answer 404, in words.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "documents", async ({ user, params }) => {
    const file = await openDocument(user, requireRecordId(params.id, "Document not found"));
    const body = createReadableStreamFromReadable(createReadStream(file.filePath));
    return attachmentResponse({ ...file, body });
  });
