import { FormSubmission } from "~/models/index.server";

/** Submissions no staff member has marked reviewed yet (the dashboard's pending reviews). */
export function countPendingReviews(): Promise<number> {
  return FormSubmission.count({ where: { reviewedAt: null } });
}

export function countSubmissions(): Promise<number> {
  return FormSubmission.count();
}
