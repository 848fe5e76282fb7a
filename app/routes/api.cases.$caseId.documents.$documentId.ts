import { apiRoute, endpoint } from "~/route-kit/api.server";
import { caseParams } from "~/route-kit/case-api.server";
import { setDocumentSharing } from "~/services/documents.server";
import { recordIdField } from "~/utils/field-schemas";
import * as z from "zod/mini";

const documentParams = z.extend(caseParams, { documentId: recordIdField("Document not found") });

/**
 * PATCH { sharedWithClient }: the case's attorney or an administrator shares one of its documents
 * with the client (who is notified) or makes it internal again; answers { document }. A client's
 * own upload stays visible to them (409).
 */
export const { loader, action } = apiRoute({
  PATCH: endpoint({
    allow: ["read", "case"],
    params: documentParams,
    body: "json",
    run: async ({ user, params, body }) => ({
      document: await setDocumentSharing(user, params.caseId, {
        ...(typeof body === "object" && body !== null ? body : {}),
        documentId: params.documentId,
      }),
    }),
  }),
});
