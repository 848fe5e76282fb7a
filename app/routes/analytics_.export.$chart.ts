import type { LoaderFunctionArgs } from "@remix-run/node";
import { screenLoader } from "~/route-kit/screen.server";
import { CHART_TABS, chartCsv, chartsFor } from "~/screens/analytics.server";
import { readFilter } from "~/services/analytics.server";
import { attachmentDisposition } from "~/utils/content-disposition";
import { ServiceError } from "~/utils/service-error";

/**
 * GET /analytics/export/{chart}?range=&from=&to=&staff=: one chart's table as CSV, worked out
 * with the page's own queries for the same filter. Staff only, as the page.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "analytics", async ({ params, url }) => {
    const id = params.chart ?? "";
    const tab = Object.hasOwn(CHART_TABS, id) ? CHART_TABS[id] : null;
    if (!tab) throw new ServiceError(404, "There is no such chart");
    const { filter } = readFilter(url);
    const chart = (await chartsFor(tab, filter)).find((c) => c.id === id)!;
    return new Response(chartCsv(chart), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": attachmentDisposition(
          `analytics-${id}-${filter.fromDay}-to-${filter.toDay}.csv`,
        ),
        "Cache-Control": "private, no-store",
      },
    });
  });
