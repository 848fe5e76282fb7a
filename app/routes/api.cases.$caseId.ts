import { apiRoute, endpoint } from "~/route-kit/api.server";
import { caseParams } from "~/route-kit/case-api.server";
import { updateCase } from "~/services/case-changes.server";
import { getCaseDetail } from "~/services/cases.server";

/**
 * GET: one case with its client's contact details, for its client, its attorney or an
 * administrator (anyone else: 404; its client gets no priority). PATCH { status?, priority?,
 * staffId?, title?, description?, practiceArea?, notifyClient? }: its attorney or an administrator
 * changes it (staffId: administrators only); the client sees and hears of a new status or attorney
 * only with notifyClient: true (never of a priority or an edit of the case's words);
 * answers { case, changes, clientNotified }.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "case"],
    params: caseParams,
    run: async ({ user, params }) => ({ case: await getCaseDetail(user, params.caseId) }),
  }),
  PATCH: endpoint({
    allow: ["read", "case"],
    params: caseParams,
    body: "json",
    run: ({ user, params, body }) => updateCase(user, params.caseId, body),
  }),
});
