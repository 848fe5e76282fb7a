import { Op } from "sequelize";
import { FormSubmission, LegalCase, User } from "~/models/index.server";
import { authorize } from "~/utils/policy";
import { startOf } from "~/utils/zone-calendar";
import type { PublicUser } from "./auth.server";
import { getSettings } from "./settings.server";

/**
 * The administrator's stat cards (spec: Admin stats), counted from the database on every request,
 * so they change as soon as the data does. "This month" and "today" begin in the firm's time zone.
 * Each count is served by an index (users.created_at, cases.status, form_submissions.created_at).
 */
export async function getAdminStats(user: PublicUser | null) {
  authorize(user, "read", "administration");
  const { timeZone } = await getSettings();
  const now = new Date();
  const [
    totalUsers,
    newUsersThisMonth,
    totalCases,
    activeCases,
    totalSubmissions,
    newSubmissionsToday,
  ] = await Promise.all([
    User.count(),
    User.count({ where: { createdAt: { [Op.gte]: startOf("month", timeZone, now) } } }),
    LegalCase.count(),
    LegalCase.count({ where: { status: "active" } }),
    FormSubmission.count(),
    FormSubmission.count({ where: { createdAt: { [Op.gte]: startOf("day", timeZone, now) } } }),
  ]);
  return {
    totalUsers,
    newUsersThisMonth,
    totalCases,
    activeCases,
    totalSubmissions,
    newSubmissionsToday,
  };
}
export type AdminStats = Awaited<ReturnType<typeof getAdminStats>>;
