import type { CaseStatus } from "./domain";

/**
 * A case's status in words, as the firm reads it (analytics). A module of its own (issue 36), so
 * the pages that import domain.ts (the dashboard among them) carry none of it.
 */
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  active: "Active",
  pending: "Pending",
  on_hold: "On hold",
  completed: "Completed",
  closed: "Closed",
  awaiting_acceptance: "Awaiting acceptance",
};

/** A case's status as its client reads it: one the firm has not accepted yet is not a case yet. */
export function clientStatusLabel(status: string): string {
  return status === "awaiting_acceptance"
    ? "Waiting for the firm's acceptance"
    : (CASE_STATUS_LABELS[status as CaseStatus] ?? status);
}
