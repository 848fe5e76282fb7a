import { apiRoute, endpoint } from "~/route-kit/api.server";
import { dashboardStats } from "~/services/dashboard.server";

/** GET: {activeCases, formSubmissions, pendingReviews, satisfaction}. */
export const { loader, action } = apiRoute({
  GET: endpoint({ allow: ["read", "dashboard"], run: ({ user }) => dashboardStats(user) }),
});
