import type { LoaderFunctionArgs } from "@remix-run/node";
import { listMetrics } from "~/services/collaboration/performance.server";
import { staffApi } from "~/services/staff-api.server";

/** GET: the recorded metrics, latest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  return staffApi(request, () => listMetrics());
}
