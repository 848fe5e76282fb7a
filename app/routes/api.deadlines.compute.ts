import { apiRoute, endpoint } from "~/route-kit/api.server";
import { countDeadline } from "~/services/calendar/deadlines.server";

/**
 * POST { trigger, days, direction: "after"|"before", count: "calendar"|"court", jurisdiction }:
 * the date under FRCP 6(a) and each step in words, { date, explanation }. Staff and
 * administrators.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["compute", "calendar"],
    body: "json",
    run: ({ body }) => countDeadline(body),
  }),
});
