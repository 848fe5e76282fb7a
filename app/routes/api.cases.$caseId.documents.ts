import { apiRoute, endpoint } from "~/route-kit/api.server";
import { addCaseDocument, listCaseDocuments } from "~/services/documents.server";
import { caseParams } from "~/route-kit/case-api.server";

/**
 * GET: the case's documents, newest first, each with its download link (fileUrl); its client gets
 * only those shared with them. POST a multipart form with the field `file` (and, from the firm,
 * `sharedWithClient`: "true" shares it, internal otherwise): its client or its attorney adds one,
 * within the upload rules (type and size); 201 { document }, and the other side is notified (the
 * client only of one shared with them).
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "case"],
    params: caseParams,
    run: async ({ user, params }) => ({ documents: await listCaseDocuments(user, params.caseId) }),
  }),
  POST: endpoint({
    allow: ["read", "case"],
    params: caseParams,
    body: "upload",
    status: 201,
    run: async ({ user, params, body, upload }) => ({
      document: await addCaseDocument(
        user,
        { ...(body as Record<string, unknown>), caseId: params.caseId },
        upload!,
      ),
    }),
  }),
});
