import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { pageAnswer, pageQuery } from "~/route-kit/case-api.server";
import { addRecordRequest, listRecordRequests } from "~/services/injury/record-requests.server";
import { recordIdField } from "~/utils/field-schemas";

const params = z.object({
  caseId: recordIdField("Case not found"),
  providerId: recordIdField("Provider not found"),
});

/**
 * GET ?page=: a provider's requests for records and bills, the latest sent first, { requests,
 * page, pageCount, total }, each marked overdue when still out 30 days after it was sent. POST
 * { what: records|bills|both, sentOn, method: fax|mail|portal|email, followUpOn?, receivedOn?,
 * costCents? }: 201 { request }. The case's attorney or an administrator.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "case"],
    params,
    query: pageQuery,
    run: async ({ user, params, query }) =>
      pageAnswer(
        "requests",
        await listRecordRequests(user, params.caseId, params.providerId, query.page ?? 1),
      ),
  }),
  POST: endpoint({
    allow: ["read", "case"],
    params,
    body: "json",
    status: 201,
    creates: true,
    run: async ({ user, params, body }) => ({
      request: await addRecordRequest(user, params.caseId, params.providerId, body),
    }),
  }),
});
