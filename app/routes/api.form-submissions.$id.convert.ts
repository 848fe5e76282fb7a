import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { invitationShownAlready } from "~/services/invitations.server";
import { convertSubmission } from "~/services/submission-conversion.server";
import { recordIdField } from "~/utils/field-schemas";

/**
 * POST /api/form-submissions/{id}/convert: a staff member opens a case from a consultation
 * request; 201 { case, invitationUrl } (the new client's link to set a password, e-mailed to them
 * and shown once here; null when the email already belonged to a client). A second conversion answers 409; a repeat
 * with the same Idempotency-Key answers the case with `invitationUrl: null` and a message saying
 * how to make a new link, since the link is kept nowhere.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["update", "formSubmission"],
    params: z.object({ id: recordIdField("Submission not found") }),
    status: 201,
    creates: true,
    run: async ({ user, params, request }) => {
      const converted = await convertSubmission(user, params.id, {
        origin: new URL(request.url).origin,
      });
      return { case: converted.case, invitationUrl: converted.invitation?.url ?? null };
    },
    replay: (converted) =>
      converted.invitationUrl
        ? {
            case: converted.case,
            invitationUrl: null,
            message: invitationShownAlready(converted.case.id),
          }
        : converted,
  }),
});
