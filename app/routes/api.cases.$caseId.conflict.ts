import { apiRoute, endpoint } from "~/route-kit/api.server";
import { caseParams } from "~/route-kit/case-api.server";
import { decideConflict } from "~/services/conflict-checks.server";

/**
 * PATCH { decision: cleared|waived|declined, note }: the case's attorney or an administrator
 * decides on its potential conflict (a waiver needs the note); answers { conflict }. Audited.
 */
export const { loader, action } = apiRoute({
  PATCH: endpoint({
    allow: ["read", "case"],
    params: caseParams,
    body: "json",
    run: async ({ user, params, body }) => ({
      conflict: await decideConflict(user, { caseId: params.caseId }, body),
    }),
  }),
});
