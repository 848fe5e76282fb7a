import { apiRoute, endpoint } from "~/route-kit/api.server";
import { caseParams } from "~/route-kit/case-api.server";
import { invitationShownAlready, reinviteClient } from "~/services/invitations.server";

/**
 * POST /api/cases/{id}/invitation: a new invitation for the case's client who has not set a
 * password yet (the case page's "New invitation link"), e-mailed to them; the links made before
 * stop working. The
 * case's attorney or an administrator; 201 { invitationUrl }, shown once (the database keeps its
 * hash); 409 once the client has a password. A repeat with the same Idempotency-Key makes no new
 * link and answers `invitationUrl: null` with a message.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["update", "case"],
    params: caseParams,
    status: 201,
    creates: true,
    run: async ({ user, params, request }) => {
      const invitation = await reinviteClient(user, params.caseId, {
        origin: new URL(request.url).origin,
      });
      return { caseId: params.caseId, invitationUrl: invitation.url };
    },
    replay: ({ caseId }) => ({ invitationUrl: null, message: invitationShownAlready(caseId) }),
    present: ({ invitationUrl }) => ({ invitationUrl }),
  }),
});
