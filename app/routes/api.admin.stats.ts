import { apiRoute, listing } from "~/route-kit/api.server";
import { getAdminStats } from "~/services/admin-stats.server";

/** GET /api/admin/stats: the stat cards' figures, counted now. Administrators only. */
export const { loader, action } = apiRoute({
  GET: listing(["read", "administration"], async (user) => ({
    stats: await getAdminStats(user),
  })),
});
