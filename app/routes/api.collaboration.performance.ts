import { apiRoute, listing } from "~/route-kit/api.server";
import { listMetrics } from "~/services/collaboration/performance.server";

/** GET: the recorded metrics, latest first. */
export const { loader, action } = apiRoute({
  GET: listing(["read", "performanceMetric"], listMetrics),
});
