import { apiRoute, endpoint } from "~/route-kit/api.server";
import { lookupLimitation } from "~/services/calendar/deadlines.server";
import { LimitationQuerySchema } from "~/utils/calendar";

/**
 * GET ?jurisdiction=CA&claimType=personal_injury&incidentDate=2026-03-01: the limitation date
 * the table gives, { date, rule, citation, source, checked, explanation }; 404 when the table
 * has no period for that claim there. Staff and administrators.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["compute", "calendar"],
    query: LimitationQuerySchema,
    run: ({ query }) => lookupLimitation(query),
  }),
});
