import type { LoaderFunctionArgs } from "@remix-run/node";
import { dashboardStats } from "~/services/dashboard.server";
import { staffApi } from "~/services/staff-api.server";

/** GET: {activeCases, formSubmissions, pendingReviews, satisfaction}. */
export async function loader({ request }: LoaderFunctionArgs) {
  return staffApi(request, () => dashboardStats());
}
