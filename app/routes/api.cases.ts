import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { searchCases } from "~/services/case-list.server";
import { clientCaseView } from "~/services/cases.server";
import { invitationShownAlready } from "~/services/invitations.server";
import { openCaseForClient } from "~/services/new-case.server";
import { CASE_FILTER_STATUSES, ENUMS } from "~/utils/domain";
import { pageParam } from "~/utils/field-schemas";

/**
 * GET /api/cases?status=&priority=&q=&page=: the caller's cases, latest activity first (a client's
 * without the firm's priority, which they cannot filter by either).
 * POST { clientFirstName, clientLastName, clientEmail, clientPhone?, practiceArea, title,
 * description }: an attorney opens a case for a client who phoned (201 { case, invitationUrl }, the
 * new client's link, e-mailed to them and shown once here; no invitationUrl when the email is an
 * existing client's). A repeat
 * with the same Idempotency-Key answers the case without the link, saying how to make a new one.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "case"],
    query: z.object({
      status: z.optional(z.enum(CASE_FILTER_STATUSES, { error: "status is not a case status" })),
      priority: z.optional(z.enum(ENUMS.priority, { error: "priority is not a priority" })),
      q: z.optional(z.string().check(z.maxLength(100, "q must be at most 100 characters"))),
      page: pageParam,
    }),
    run: async ({ user, query }) => {
      const client = user.role === "client";
      const found = await searchCases(user, client ? { ...query, priority: undefined } : query);
      const cases = client ? found.cases.map(clientCaseView) : found.cases;
      return { cases, total: found.total, page: found.page };
    },
  }),
  POST: endpoint({
    allow: ["open", "case"],
    body: "json",
    status: 201,
    creates: true,
    run: async ({ user, body, request }) => {
      const opened = await openCaseForClient(user, body, { origin: new URL(request.url).origin });
      return opened.invitation
        ? { case: opened.case, invitationUrl: opened.invitation.url }
        : { case: opened.case };
    },
    replay: (opened) =>
      "invitationUrl" in opened
        ? {
            case: opened.case,
            invitationUrl: null,
            message: invitationShownAlready(opened.case.id),
          }
        : opened,
  }),
});
