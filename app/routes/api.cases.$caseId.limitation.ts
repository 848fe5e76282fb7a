import { apiRoute, endpoint } from "~/route-kit/api.server";
import { caseParams } from "~/route-kit/case-api.server";
import { decideLimitation } from "~/services/calendar/limitation.server";

/**
 * POST { decision: "confirm" } or { decision: "set", date, reason }: the attorney on the case (or
 * an administrator) confirms its computed limitation date or sets another with the reason;
 * audited. Answers { limitation }; 409 when there is no date to confirm.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["read", "case"],
    params: caseParams,
    body: "json",
    run: async ({ user, params, body }) => ({
      limitation: await decideLimitation(user, params.caseId, body),
    }),
  }),
});
