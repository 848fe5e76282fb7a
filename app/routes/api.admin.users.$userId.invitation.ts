import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { reinviteUser, USER_NOT_FOUND } from "~/services/accounts.server";
import { userInvitationShownAlready } from "~/services/invitations.server";
import { recordIdField } from "~/utils/field-schemas";

/**
 * POST /api/admin/users/{userId}/invitation: a new invitation for an account with no password yet
 * (the first was lost or expired; the older links stop working), e-mailed to the person. 201
 * `{ user, invitationUrl }`, the link shown this once; 404 for no such account, 409 for one whose owner has set a password.
 * Administrators only.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["update", "user"],
    params: z.object({ userId: recordIdField(USER_NOT_FOUND) }),
    status: 201,
    creates: true,
    run: async ({ user, params, request, context }) => {
      const made = await reinviteUser(user, params.userId, {
        ip: context.clientIp,
        origin: new URL(request.url).origin,
      });
      return { user: made.user, invitationUrl: made.invitation.url };
    },
    replay: ({ user }) => ({
      user,
      invitationUrl: null,
      message: userInvitationShownAlready(user.id),
    }),
  }),
});
