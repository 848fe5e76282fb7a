import type { Transaction } from "sequelize";
import { AuditEvent } from "~/models/index.server";

/**
 * Everything the audit log records, by name. A state change of a user, a case, a document, a
 * task, a channel, a resource, a submission or a setting is recorded in the same transaction as
 * the change itself, so the log can never miss a change or show one that was rolled back.
 */
export const AUDIT_ACTIONS = [
  // People and sessions.
  "sign_in",
  "sign_in_failed",
  "sign_out",
  "register",
  // Cases and what hangs off them.
  "case_opened",
  "case_message_sent",
  "document_uploaded",
  "document_downloaded",
  "intake_started",
  // The team's work.
  "task_created",
  "task_moved",
  "channel_created",
  "channel_member_added",
  "article_created",
  "resource_uploaded",
  "resource_downloaded",
  // Forms.
  "submission_received",
  "submission_reviewed",
  // Administration.
  "setting_changed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What kind of record an audit event is about. */
export type AuditTarget =
  | "user"
  | "case"
  | "document"
  | "intake_session"
  | "task"
  | "channel"
  | "article"
  | "resource"
  | "submission"
  | "setting";

/**
 * Records who (`by`, null for a visitor) did what (`action`) to which record (`on`), in the
 * transaction of the change it records (null for events that change nothing, like a failed
 * sign-in). `details` are facts about the change (ids, the new status): never a secret, never a
 * message's text.
 */
export async function audit(
  transaction: Transaction | null,
  action: AuditAction,
  by: { id: number } | null,
  on: [AuditTarget, string | number] | null,
  details: Record<string, unknown> | null = null,
  ip: string | null = null,
) {
  await AuditEvent.create(
    {
      action,
      actorId: by?.id ?? null,
      targetType: on?.[0] ?? null,
      targetId: on ? String(on[1]) : null,
      ipAddress: ip,
      details,
    },
    { transaction: transaction ?? undefined },
  );
}
