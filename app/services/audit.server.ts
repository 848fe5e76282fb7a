import type { Transaction } from "sequelize";
import { AuditEvent } from "~/models/index.server";

/**
 * Everything the audit log records, by name. A state change of a user, a case, a document, a
 * task, a channel, a resource, a submission or a setting is recorded in the same transaction as
 * the change itself, so the log can never miss a change or show one that was rolled back. A
 * download of a document or a resource is recorded before its first byte is sent
 * (`openForDownload` in storage.server.ts); an upload with the row that records the file.
 */
export const AUDIT_ACTIONS = {
  // People and sessions.
  sign_in: "Signed in",
  sign_in_failed: "Failed to sign in",
  sign_out: "Signed out",
  sign_in_code_requested: "Passed the password step; asked for a two-factor code",
  two_factor_failed: "Gave a wrong two-factor code",
  two_factor_enabled: "Turned on two-factor sign-in",
  two_factor_disabled: "Turned off two-factor sign-in",
  two_factor_reset: "Reset an account's two-factor sign-in",
  recovery_code_used: "Used a two-factor recovery code",
  recovery_codes_regenerated: "Made new recovery codes",
  password_changed: "Changed their password",
  password_change_failed: "Gave a wrong current password",
  password_reset_requested: "Asked for a password reset link",
  password_reset: "Set a new password from a reset link",
  alert_preferences_saved: "Changed which e-mail alerts they get",
  session_revoked: "Signed out one of their sessions",
  sessions_revoked: "Signed out their other sessions",
  register: "Registered an account",
  staff_requested: "Asked for a staff account",
  invitation_accepted: "Set a password from an invitation",
  invitation_created: "Made a new invitation link",
  // Cases and what hangs off them.
  case_opened: "Opened a case",
  case_updated: "Changed a case's status, priority or attorney",
  case_accepted: "Accepted an AI intake awaiting acceptance",
  case_declined: "Declined an AI intake awaiting acceptance",
  case_event_added: "Added to a case's timeline",
  case_message_sent: "Wrote on a case's thread",
  document_uploaded: "Uploaded a document",
  document_sharing_changed: "Changed who sees a document",
  document_downloaded: "Downloaded a document",
  intake_started: "Started an AI intake",
  // The team's work.
  task_created: "Created a task",
  task_moved: "Moved a task",
  channel_created: "Created a channel",
  channel_member_added: "Added a channel member",
  article_created: "Added a knowledge-base article",
  resource_uploaded: "Uploaded a resource",
  resource_downloaded: "Downloaded a resource",
  // Dates (issue 38).
  limitation_confirmed: "Confirmed a case's limitation date",
  limitation_set: "Set a case's limitation date by hand, with the reason",
  calendar_event_added: "Scheduled an event on a case",
  calendar_event_changed: "Changed an event on the calendar",
  calendar_event_removed: "Removed an event from the calendar",
  feed_created: "Made a new link to their calendar feed (the one before stops working)",
  feed_revoked: "Turned their calendar feed off",
  // Forms.
  submission_received: "Sent a form",
  case_form_sent: "Sent a form to a case's client",
  submission_reviewed: "Reviewed a submission",
  submission_converted: "Opened a case from a submission",
  submission_file_downloaded: "Downloaded a file sent with a form",
  form_created: "Created a form",
  form_saved: "Saved a form",
  form_published: "Published a form",
  form_unpublished: "Unpublished a form",
  // Conflicts.
  party_added: "Added a party to a case",
  party_removed: "Removed a party from a case",
  // The personal-injury file (issue 40).
  claim_added: "Added an insurance claim to a case",
  claim_changed: "Changed an insurance claim",
  claim_removed: "Removed an insurance claim",
  claim_note_added: "Added a note to an insurance claim",
  provider_added: "Added a medical provider to a case",
  provider_changed: "Changed a medical provider",
  provider_removed: "Removed a medical provider",
  records_requested: "Logged a request for a provider's records or bills",
  records_request_changed: "Changed a request for records or bills",
  bill_added: "Added a medical bill",
  bill_changed: "Changed a medical bill",
  bill_removed: "Removed a medical bill",
  lien_added: "Added a lien",
  lien_changed: "Changed a lien",
  lien_removed: "Removed a lien",
  damages_changed: "Entered a case's lost wages and other economic losses",
  conflict_checked: "Ran a conflict check",
  conflict_decided: "Decided on a potential conflict",
  // A case's costs and time (issue 41).
  cost_added: "Added a cost advanced on a case",
  cost_changed: "Changed a cost advanced on a case",
  time_entry_added: "Logged time spent on a case",
  fee_agreement_changed: "Set a case's contingency fee agreement",
  settlement_changed: "Entered a case's settlement payments and liens",
  settlement_ready: "Marked a settlement statement ready for the client",
  settlement_approved: "Approved a settlement statement",
  trust_account_opened: "Opened a trust account in the books",
  trust_deposit: "Recorded a deposit into trust",
  trust_deposit_cleared: "Marked a trust deposit cleared",
  trust_payment_cleared: "Marked a trust payment paid by the bank",
  trust_disbursement: "Paid out of trust",
  trust_entry_reversed: "Reversed a trust entry",
  trust_report_exported: "Downloaded a trust ledger, journal or reconciliation",
  // Administration.
  setting_changed: "Changed a setting",
  page_changed: "Changed a published page",
  user_created: "Created an account",
  administrator_created: "Made an administrator with npm run create-admin",
  staff_request_approved: "Approved a request for a staff account",
  staff_request_declined: "Declined a request for a staff account",
  user_role_changed: "Changed an account's role",
  user_disabled: "Disabled an account",
  user_enabled: "Re-enabled an account",
  backup_created: "Downloaded a database backup",
  backup_restored: "Restored a database backup",
  report_exported: "Downloaded a report",
  demo_data_removed: "Removed the demo accounts and sample content",
} as const;
/** An action's name; `AUDIT_ACTIONS` says it in words, for the administrator's audit log. */
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** What kind of record an audit event is about. */
export type AuditTarget =
  | "user"
  | "case"
  | "trust_account"
  | "trust_entry"
  | "calendar_event"
  | "document"
  | "intake_session"
  | "task"
  | "channel"
  | "article"
  | "resource"
  | "submission"
  | "form"
  | "setting"
  | "page"
  | "database";

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
