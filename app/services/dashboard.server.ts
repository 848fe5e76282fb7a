import { caseUrl } from "~/utils/case-urls";
import { casesNow, firmTotal } from "./analytics/daily-stats.server";
import { CaseEvent, FormSubmission, LegalCase } from "~/models/index.server";
import { authorize } from "~/utils/policy";
import type { PublicUser } from "./auth.server";
import { currentFigures } from "./collaboration/performance.server";
import { keptForTheFirm } from "./firm-reads.server";

/** The staff dashboard's four stat cards (spec section 3, Dashboard stats). */
export interface DashboardStats {
  activeCases: number;
  formSubmissions: number;
  /** Submissions no staff member has marked reviewed yet. */
  pendingReviews: number;
  /** Client satisfaction out of 5, or null when none is recorded. */
  satisfaction: number | null;
}

export async function dashboardStats(user: PublicUser): Promise<DashboardStats> {
  authorize(user, "read", "dashboard");
  authorize(user, "read", "performanceMetric");
  return keptForTheFirm("dashboard stats", async () => {
    const [activeCases, submissions, figures] = await Promise.all([
      casesNow(null, ["active"]),
      submissionCounts(),
      currentFigures(user, ["client_satisfaction"]),
    ]);
    return {
      activeCases,
      ...submissions,
      satisfaction: figures.client_satisfaction,
    };
  });
}

/**
 * All submissions and those not yet reviewed, never a scan: the total from the per-day rollup
 * (a row a day, issue 39), the pending ones on form_submissions_reviewed_at, a range of just those.
 */
async function submissionCounts(): Promise<
  Pick<DashboardStats, "formSubmissions" | "pendingReviews">
> {
  const [formSubmissions, pendingReviews] = await Promise.all([
    firmTotal("submission"),
    FormSubmission.count({ where: { reviewedAt: null } }),
  ]);
  return { formSubmissions, pendingReviews };
}

/** One line of the recent-activity list: a case event or a form submission. */
export interface ActivityItem {
  key: string;
  kind: "case_event" | "submission";
  title: string;
  detail: string;
  /** Where the detail leads: the case's timeline, the submission. */
  href: string;
  at: string;
}

/** The latest case events and submissions, merged newest first. */
export async function recentActivity(user: PublicUser, limit = 6): Promise<ActivityItem[]> {
  authorize(user, "read", "dashboard");
  return keptForTheFirm(`recent activity ${limit}`, () => readRecentActivity(limit));
}

async function readRecentActivity(limit: number): Promise<ActivityItem[]> {
  const [events, submissions] = await Promise.all([
    CaseEvent.findAll({
      include: [{ association: "case", attributes: ["id", "title"] }],
      order: [
        ["createdAt", "DESC"],
        ["id", "DESC"],
      ],
      limit,
    }),
    FormSubmission.findAll({
      attributes: ["id", "submitterName", "createdAt", "formId"],
      include: [{ association: "form", attributes: ["id", "title"] }],
      order: [
        ["createdAt", "DESC"],
        ["id", "DESC"],
      ],
      limit,
    }),
  ]);
  const items: ActivityItem[] = [
    ...events.map((event) => {
      const legalCase = (event as CaseEvent & { case?: LegalCase }).case;
      return {
        key: `event-${event.id}`,
        kind: "case_event" as const,
        title: event.title,
        detail: legalCase ? `Case #${legalCase.id}: ${legalCase.title}` : `Case #${event.caseId}`,
        href: caseUrl(event.caseId, "timeline"),
        at: new Date(event.createdAt).toISOString(),
      };
    }),
    ...submissions.map((submission) => {
      const form = (submission as FormSubmission & { form?: { title: string } }).form;
      return {
        key: `submission-${submission.id}`,
        kind: "submission" as const,
        title: `New submission from ${submission.submitterName}`,
        detail: form ? form.title : `Form #${submission.formId}`,
        href: `/submissions/${submission.id}`,
        at: new Date(submission.createdAt).toISOString(),
      };
    }),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
