import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { updateRecordRequest } from "~/services/injury/record-requests.server";
import { recordIdField } from "~/utils/field-schemas";

const params = z.object({
  caseId: recordIdField("Case not found"),
  providerId: recordIdField("Provider not found"),
  requestId: recordIdField("Request not found"),
});

/**
 * PATCH { any of a request's fields }: { request }; most often { receivedOn } to mark it
 * received. The case's attorney or an administrator.
 */
export const { loader, action } = apiRoute({
  PATCH: endpoint({
    allow: ["read", "case"],
    params,
    body: "json",
    run: async ({ user, params, body }) => ({
      request: await updateRecordRequest(
        user,
        params.caseId,
        params.providerId,
        params.requestId,
        body,
      ),
    }),
  }),
});
