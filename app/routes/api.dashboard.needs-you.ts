import { apiRoute, listing } from "~/route-kit/api.server";
import { needsYou } from "~/services/needs-you.server";

/**
 * GET: what waits for the signed-in attorney (issue 36 item 7), as the dashboard's "Needs you"
 * shows it: `{ messages, consultations, intakes, conflicts, tasks, records, events, dates,
 * total, timeZone }`, each group `{ items, total, moreHref }` (records: the records requests
 * overdue on the attorney's open cases; dates, the calendar's within 14 days, also `days`). Staff only; /api/dashboard/stats stays as it was.
 */
export const { loader, action } = apiRoute({
  GET: listing(["read", "dashboard"], (user) => needsYou(user)),
});
