import { Op } from "sequelize";
import { FormSubmission, LegalCase, User } from "~/models/index.server";
import { fullName } from "~/utils/person";
import { iso } from "~/utils/pick";
import { authorize } from "~/utils/policy";
import { audit } from "./audit.server";
import type { PublicUser } from "./auth.server";
import { csvResponse, EXPORT_PAGE, nextKey, type ExportPage } from "./csv-export.server";
import { personAs } from "./people.server";

/**
 * The Overview's Generate Reports: the firm's users, cases and consultation submissions as CSV
 * files, oldest first, read a page at a time by id. Never a password hash, never a submission's
 * free text (a report travels by email and spreadsheets; the record stays in the product).
 */

const after = (key: number | null) => (key === null ? {} : { id: { [Op.gt]: key } });
const ordered = { order: [["id", "ASC"]] as [string, string][], limit: EXPORT_PAGE };

const REPORTS = {
  users: {
    header: ["Id", "First name", "Last name", "Email", "Role", "Status", "Created (UTC)"],
    page: (async (key) => {
      const rows = await User.findAll({ where: after(key), ...ordered });
      return {
        rows: rows.map((row) => [
          row.id,
          row.firstName,
          row.lastName,
          row.email,
          row.role,
          row.disabledAt ? "disabled" : "active",
          iso(row.createdAt),
        ]),
        next: nextKey(rows),
      };
    }) satisfies ExportPage,
  },
  cases: {
    header: [
      "Case",
      "Title",
      "Type",
      "Status",
      "Priority",
      "Client",
      "Attorney",
      "Opened (UTC)",
      "Last activity (UTC)",
    ],
    page: (async (key) => {
      const rows = (await LegalCase.findAll({
        where: after(key),
        include: [personAs("client"), personAs("staff")],
        ...ordered,
      })) as Array<LegalCase & { client?: User | null; staff?: User | null }>;
      return {
        rows: rows.map((row) => [
          row.id,
          row.title,
          row.caseType,
          row.status,
          row.priority,
          fullName(row.client),
          fullName(row.staff),
          iso(row.createdAt),
          iso(row.updatedAt),
        ]),
        next: nextKey(rows),
      };
    }) satisfies ExportPage,
  },
  submissions: {
    header: ["Id", "Form", "Name", "Email", "Received (UTC)", "Reviewed (UTC)", "Case"],
    page: (async (key) => {
      const rows = await FormSubmission.findAll({ where: after(key), ...ordered });
      return {
        rows: rows.map((row) => [
          row.id,
          row.formId,
          row.submitterName,
          row.submitterEmail,
          iso(row.createdAt),
          row.reviewedAt ? iso(row.reviewedAt) : null,
          row.caseId ?? null,
        ]),
        next: nextKey(rows),
      };
    }) satisfies ExportPage,
  },
} as const;

export type ReportName = keyof typeof REPORTS;
export const REPORT_NAMES = Object.keys(REPORTS) as ReportName[];
export const isReportName = (value: unknown): value is ReportName =>
  typeof value === "string" && Object.hasOwn(REPORTS, value);

/** A report as a CSV download; that it was taken is audited before the first row is read. */
export async function reportCsv(user: PublicUser | null, name: ReportName, meta: { ip: string }) {
  authorize(user, "read", "administration");
  await audit(null, "report_exported", user, null, { report: name }, meta.ip);
  const report = REPORTS[name];
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(`${name}-${day}.csv`, report.header, report.page);
}
