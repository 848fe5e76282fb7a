import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { decideConflict } from "~/services/conflict-checks.server";
import { recordIdField } from "~/utils/field-schemas";

/**
 * PATCH { decision: cleared|waived|declined, note }: the attorney the consultation form assigns,
 * or an administrator, decides on a request's potential conflict (a waiver needs the note);
 * answers { conflict }. Until then the request cannot become a case. Audited.
 */
export const { loader, action } = apiRoute({
  PATCH: endpoint({
    allow: ["read", "formSubmission"],
    params: z.object({ id: recordIdField("Submission not found") }),
    body: "json",
    run: async ({ user, params, body }) => ({
      conflict: await decideConflict(user, { submissionId: params.id }, body),
    }),
  }),
});
