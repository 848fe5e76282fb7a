import type { LoaderFunctionArgs } from "@remix-run/node";
import { screenLoader } from "~/route-kit/screen.server";
import { auditLogCsv, readAuditFilters } from "~/services/audit-log.server";
import { isReportName, reportCsv } from "~/services/reports.server";
import { ServiceError } from "~/utils/service-error";

/**
 * GET /admin/reports/{users|cases|submissions}: the Overview's reports as CSV files.
 * GET /admin/reports/audit?person=&action=&from=&to=: the audit log with the tab's filters.
 * Streamed a page of rows at a time. Administrators only (others go to their home, as on /admin).
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "admin", async ({ user, params, url, context }) => {
    const name = params.report;
    if (name === "audit") {
      return auditLogCsv(user, readAuditFilters(url.searchParams), { ip: context.clientIp });
    }
    if (!isReportName(name)) throw new ServiceError(404, "There is no such report");
    return reportCsv(user, name, { ip: context.clientIp });
  });
