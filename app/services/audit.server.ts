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

export interface AuditEntry {
  actorId?: number | null;
  targetType?: AuditTarget;
  targetId?: string | number;
  ip?: string;
  /** Facts about the change (ids, the new status). Never a secret, never a message's text. */
  details?: Record<string, unknown>;
}

/** Records who did what; pass the transaction of the change it records. */
export async function audit(
  action: AuditAction,
  entry: AuditEntry = {},
  transaction?: Transaction,
) {
  await AuditEvent.create(
    {
      action,
      actorId: entry.actorId ?? null,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId === undefined ? null : String(entry.targetId),
      ipAddress: entry.ip ?? null,
      details: entry.details ?? null,
    },
    { transaction },
  );
}
