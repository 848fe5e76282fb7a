import type { LoaderFunctionArgs } from "@remix-run/node";
import { screenLoader } from "~/route-kit/screen.server";
import { downloadDocument } from "~/services/documents.server";
import { downloadResponse } from "~/services/storage.server";
import { requireRecordId } from "~/utils/record-id";

/**
 * GET /documents/{id}: the file, for those who may see its case. Someone else's document and a
 * document whose file is not stored both answer 404, in words.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "documents", async ({ user, params }) =>
    downloadResponse(
      await downloadDocument(user, requireRecordId(params.id, "Document not found")),
    ),
  );
