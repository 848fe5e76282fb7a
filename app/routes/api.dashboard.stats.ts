import { apiRoute, listing } from "~/route-kit/api.server";
import { dashboardStats } from "~/services/dashboard.server";

/** GET: {activeCases, formSubmissions, pendingReviews, satisfaction}. */
export const { loader, action } = apiRoute({
  GET: listing(["read", "dashboard"], dashboardStats),
});
