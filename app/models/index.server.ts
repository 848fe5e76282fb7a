import { createSequelize } from "~/db.server";
import { getEnv } from "~/utils/env.server";
import { AuditEvent } from "./audit-event.server";
import { CaseCost } from "./case-cost.server";
import { CaseDamages } from "./case-damages.server";
import { CaseEvent } from "./case-event.server";
import { CaseForm } from "./case-form.server";
import { CalendarEvent, CalendarEventAttendee } from "./calendar-event.server";
import { CalendarReminder } from "./calendar-reminder.server";
import { CalendarFeed } from "./calendar-feed.server";
import { LegalCase } from "./case.server";
import { ClaimNote } from "./claim-note.server";
import { FeeAgreement } from "./fee-agreement.server";
import { Settlement } from "./settlement.server";
import { TrustAccount } from "./trust-account.server";
import { TrustBalance } from "./trust-balance.server";
import { TrustEntry } from "./trust-entry.server";
import { TimeEntry } from "./time-entry.server";
import { ChatChannelMember } from "./chat-channel-member.server";
import { ChatChannel } from "./chat-channel.server";
import { ChatMessage } from "./chat-message.server";
import { Communication } from "./communication.server";
import { Document } from "./document.server";
import { FormSubmissionFile } from "./form-submission-file.server";
import { FormSubmission } from "./form-submission.server";
import { FormVersion } from "./form-version.server";
import { Form } from "./form.server";
import { InsuranceClaim } from "./insurance-claim.server";
import { IntakeMessage } from "./intake-message.server";
import { IntakeSession } from "./intake-session.server";
import { OutboxMessage } from "./outbox-message.server";
import { PasswordReset } from "./password-reset.server";
import { DigestItem, NotificationPreference } from "./notification-preference.server";
import { Invitation } from "./invitation.server";
import { KnowledgeArticle } from "./knowledge-article.server";
import { Lien } from "./lien.server";
import { MedicalBill } from "./medical-bill.server";
import { MedicalProvider } from "./medical-provider.server";
import { Notification } from "./notification.server";
import { OnboardingFlow } from "./onboarding-flow.server";
import { PerformanceMetric } from "./performance-metric.server";
import { ProviderRequest } from "./provider-request.server";
import { IdempotencyKey } from "./idempotency-key.server";
import { RateLimit } from "./rate-limit.server";
import { RecoveryCode } from "./recovery-code.server";
import { Session } from "./session.server";
import { ConflictCheck, Party, PartyKey } from "./party.server";
import { SharedResource } from "./shared-resource.server";
import { SitePage } from "./site-page.server";
import { StoredFile, StoredFileChunk } from "./stored-file.server";
import { SystemSetting } from "./system-setting.server";
import { Task } from "./task.server";
import { Tutorial } from "./tutorial.server";
import { TutorialProgress } from "./tutorial-progress.server";
import { User } from "./user.server";

/** The model registry: one Sequelize instance, every model bound to it, associations declared once. */
export const sequelize = createSequelize(getEnv().DATABASE_URL);

User.initModel(sequelize);
Session.initModel(sequelize);
RecoveryCode.initModel(sequelize);
RateLimit.initModel(sequelize);
IdempotencyKey.initModel(sequelize);
AuditEvent.initModel(sequelize);
SystemSetting.initModel(sequelize);
SitePage.initModel(sequelize);
LegalCase.initModel(sequelize);
Notification.initModel(sequelize);
CaseEvent.initModel(sequelize);
Document.initModel(sequelize);
Communication.initModel(sequelize);
ChatChannel.initModel(sequelize);
ChatChannelMember.initModel(sequelize);
ChatMessage.initModel(sequelize);
Task.initModel(sequelize);
KnowledgeArticle.initModel(sequelize);
PerformanceMetric.initModel(sequelize);
SharedResource.initModel(sequelize);
Form.initModel(sequelize);
FormVersion.initModel(sequelize);
FormSubmission.initModel(sequelize);
FormSubmissionFile.initModel(sequelize);
CaseForm.initModel(sequelize);
IntakeSession.initModel(sequelize);
IntakeMessage.initModel(sequelize);
OnboardingFlow.initModel(sequelize);
Tutorial.initModel(sequelize);
TutorialProgress.initModel(sequelize);
Invitation.initModel(sequelize);
OutboxMessage.initModel(sequelize);
PasswordReset.initModel(sequelize);
NotificationPreference.initModel(sequelize);
DigestItem.initModel(sequelize);
Party.initModel(sequelize);
ConflictCheck.initModel(sequelize);
PartyKey.initModel(sequelize);
StoredFile.initModel(sequelize);
StoredFileChunk.initModel(sequelize);
CalendarEvent.initModel(sequelize);
CalendarEventAttendee.initModel(sequelize);
CalendarReminder.initModel(sequelize);
CalendarFeed.initModel(sequelize);
InsuranceClaim.initModel(sequelize);
ClaimNote.initModel(sequelize);
MedicalProvider.initModel(sequelize);
ProviderRequest.initModel(sequelize);
MedicalBill.initModel(sequelize);
Lien.initModel(sequelize);
CaseDamages.initModel(sequelize);
FeeAgreement.initModel(sequelize);
CaseCost.initModel(sequelize);
TimeEntry.initModel(sequelize);
Settlement.initModel(sequelize);
TrustAccount.initModel(sequelize);
TrustBalance.initModel(sequelize);
TrustEntry.initModel(sequelize);

// Identity.
User.hasMany(Session, { foreignKey: "userId", onDelete: "CASCADE" });
Session.belongsTo(User, { foreignKey: "userId", as: "user" });
User.hasMany(RecoveryCode, { foreignKey: "userId", onDelete: "CASCADE" });
AuditEvent.belongsTo(User, { foreignKey: "actorId", as: "actor" });

// Notifications.
User.hasMany(Notification, { foreignKey: "userId", as: "notifications", onDelete: "CASCADE" });
Notification.belongsTo(User, { foreignKey: "userId", as: "user", onDelete: "CASCADE" });
Notification.belongsTo(LegalCase, {
  foreignKey: "relatedCaseId",
  as: "relatedCase",
  onDelete: "SET NULL",
});

// Cases and what hangs off them.
LegalCase.belongsTo(User, { foreignKey: "clientId", as: "client", onDelete: "RESTRICT" });
LegalCase.belongsTo(User, { foreignKey: "staffId", as: "staff", onDelete: "SET NULL" });
User.hasMany(LegalCase, { foreignKey: "clientId", as: "clientCases", onDelete: "RESTRICT" });
User.hasMany(LegalCase, { foreignKey: "staffId", as: "staffCases", onDelete: "SET NULL" });

LegalCase.hasMany(CaseEvent, { foreignKey: "caseId", as: "events", onDelete: "CASCADE" });
LegalCase.hasMany(Party, { foreignKey: "caseId", as: "parties", onDelete: "CASCADE" });
Party.belongsTo(LegalCase, { foreignKey: "caseId", as: "legalCase", onDelete: "CASCADE" });
Party.belongsTo(FormSubmission, {
  foreignKey: "submissionId",
  as: "submission",
  onDelete: "CASCADE",
});
Party.hasMany(PartyKey, { foreignKey: "partyId", as: "keys", onDelete: "CASCADE" });
CaseEvent.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "CASCADE" });
CaseEvent.belongsTo(User, { foreignKey: "createdBy", as: "creator", onDelete: "SET NULL" });

LegalCase.hasMany(Document, { foreignKey: "caseId", as: "documents", onDelete: "CASCADE" });
Document.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "CASCADE" });
Document.belongsTo(User, { foreignKey: "uploadedBy", as: "uploader", onDelete: "SET NULL" });

LegalCase.hasMany(Communication, {
  foreignKey: "caseId",
  as: "communications",
  onDelete: "CASCADE",
});
Communication.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "CASCADE" });
Communication.belongsTo(User, { foreignKey: "senderId", as: "sender", onDelete: "SET NULL" });

// Team chat.
ChatChannel.belongsTo(User, { foreignKey: "createdBy", as: "creator", onDelete: "SET NULL" });
ChatChannel.belongsToMany(User, {
  through: ChatChannelMember,
  foreignKey: "channelId",
  otherKey: "userId",
  as: "members",
});
User.belongsToMany(ChatChannel, {
  through: ChatChannelMember,
  foreignKey: "userId",
  otherKey: "channelId",
  as: "chatChannels",
});
ChatChannel.hasMany(ChatChannelMember, {
  foreignKey: "channelId",
  as: "memberships",
  onDelete: "CASCADE",
});
ChatChannelMember.belongsTo(ChatChannel, {
  foreignKey: "channelId",
  as: "channel",
  onDelete: "CASCADE",
});
ChatChannelMember.belongsTo(User, { foreignKey: "userId", as: "user", onDelete: "CASCADE" });
ChatChannel.hasMany(ChatMessage, { foreignKey: "channelId", as: "messages", onDelete: "CASCADE" });
ChatMessage.belongsTo(ChatChannel, { foreignKey: "channelId", as: "channel", onDelete: "CASCADE" });
ChatMessage.belongsTo(User, { foreignKey: "senderId", as: "sender", onDelete: "CASCADE" });

// Tasks, knowledge base, resources.
Task.belongsTo(User, { foreignKey: "assignedTo", as: "assignee", onDelete: "SET NULL" });
Task.belongsTo(User, { foreignKey: "createdBy", as: "creator", onDelete: "SET NULL" });
Task.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "SET NULL" });
LegalCase.hasMany(Task, { foreignKey: "caseId", as: "tasks", onDelete: "SET NULL" });
KnowledgeArticle.belongsTo(User, { foreignKey: "authorId", as: "author", onDelete: "SET NULL" });
SharedResource.belongsTo(User, { foreignKey: "uploadedBy", as: "uploader", onDelete: "SET NULL" });

// The calendar (issue 38): each event on a case, with the staff attending.
LegalCase.hasMany(CalendarEvent, {
  foreignKey: "caseId",
  as: "calendarEvents",
  onDelete: "CASCADE",
});
CalendarEvent.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "CASCADE" });
CalendarEvent.belongsTo(User, { foreignKey: "createdBy", as: "creator", onDelete: "SET NULL" });
CalendarEvent.hasMany(CalendarEventAttendee, {
  foreignKey: "eventId",
  as: "attendees",
  onDelete: "CASCADE",
});
// Its reminders, and the record of which went out.
CalendarEvent.hasMany(CalendarReminder, {
  foreignKey: "eventId",
  as: "reminders",
  onDelete: "CASCADE",
});
CalendarReminder.belongsTo(CalendarEvent, {
  foreignKey: "eventId",
  as: "event",
  onDelete: "CASCADE",
});
CalendarFeed.belongsTo(User, { foreignKey: "userId", as: "user", onDelete: "CASCADE" });

// The personal-injury file (issue 40): claims on insurers' policies with their notes, the
// client's medical providers with the requests for their records, bills, liens, damages.
LegalCase.hasMany(InsuranceClaim, { foreignKey: "caseId", as: "claims", onDelete: "CASCADE" });
InsuranceClaim.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "CASCADE" });
InsuranceClaim.belongsTo(Party, {
  foreignKey: "insurerPartyId",
  as: "insurer",
  onDelete: "CASCADE",
});
InsuranceClaim.hasMany(ClaimNote, { foreignKey: "claimId", as: "notes", onDelete: "CASCADE" });
ClaimNote.belongsTo(InsuranceClaim, { foreignKey: "claimId", as: "claim", onDelete: "CASCADE" });
ClaimNote.belongsTo(User, { foreignKey: "authorId", as: "author", onDelete: "SET NULL" });
LegalCase.hasMany(MedicalProvider, {
  foreignKey: "caseId",
  as: "providers",
  onDelete: "CASCADE",
});
MedicalProvider.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "CASCADE" });
MedicalProvider.hasMany(ProviderRequest, {
  foreignKey: "providerId",
  as: "requests",
  onDelete: "CASCADE",
});
ProviderRequest.belongsTo(MedicalProvider, {
  foreignKey: "providerId",
  as: "provider",
  onDelete: "CASCADE",
});
ProviderRequest.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "CASCADE" });
MedicalBill.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "CASCADE" });
MedicalBill.belongsTo(MedicalProvider, {
  foreignKey: "providerId",
  as: "provider",
  onDelete: "CASCADE",
});
Lien.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "CASCADE" });
CaseDamages.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "CASCADE" });
FeeAgreement.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "CASCADE" });
CaseCost.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "CASCADE" });
CaseCost.belongsTo(ProviderRequest, {
  foreignKey: "requestId",
  as: "request",
  onDelete: "SET NULL",
});
TimeEntry.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "CASCADE" });
TimeEntry.belongsTo(User, { foreignKey: "staffId", as: "staff", onDelete: "CASCADE" });
Settlement.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "CASCADE" });
Settlement.belongsTo(User, { foreignKey: "approvedBy", as: "approver", onDelete: "SET NULL" });
TrustEntry.belongsTo(TrustAccount, {
  foreignKey: "accountId",
  as: "account",
  onDelete: "RESTRICT",
});
TrustEntry.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "CASCADE" });
TrustEntry.belongsTo(User, { foreignKey: "createdBy", as: "creator", onDelete: "SET NULL" });

// Stored files (the database storage driver).
StoredFile.hasMany(StoredFileChunk, { foreignKey: "storageKey", onDelete: "CASCADE" });

// Forms.
Form.belongsTo(User, { foreignKey: "autoAssignTo", as: "autoAssignee", onDelete: "SET NULL" });
Form.belongsTo(User, { foreignKey: "createdBy", as: "creator", onDelete: "SET NULL" });
Form.belongsTo(User, { foreignKey: "updatedBy", as: "editor", onDelete: "SET NULL" });
Form.hasMany(FormVersion, { foreignKey: "formId", as: "versions", onDelete: "CASCADE" });
FormVersion.belongsTo(Form, { foreignKey: "formId", as: "form", onDelete: "CASCADE" });
FormVersion.belongsTo(User, { foreignKey: "publishedBy", as: "publisher", onDelete: "SET NULL" });
Form.hasMany(FormSubmission, { foreignKey: "formId", as: "submissions", onDelete: "CASCADE" });
FormSubmission.belongsTo(Form, { foreignKey: "formId", as: "form", onDelete: "CASCADE" });
FormSubmission.belongsTo(User, { foreignKey: "reviewedBy", as: "reviewer", onDelete: "SET NULL" });
FormSubmission.belongsTo(User, {
  foreignKey: "submittedBy",
  as: "submitter",
  onDelete: "SET NULL",
});
FormSubmission.hasMany(FormSubmissionFile, {
  foreignKey: "submissionId",
  as: "files",
  onDelete: "CASCADE",
});

// Forms sent to a case's client, and the submission that answered each.
LegalCase.hasMany(CaseForm, { foreignKey: "caseId", as: "sentForms", onDelete: "CASCADE" });
CaseForm.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "CASCADE" });
CaseForm.belongsTo(Form, { foreignKey: "formId", as: "form", onDelete: "CASCADE" });
CaseForm.belongsTo(User, { foreignKey: "sentBy", as: "sender", onDelete: "SET NULL" });
CaseForm.belongsTo(FormSubmission, {
  foreignKey: "submissionId",
  as: "submission",
  onDelete: "SET NULL",
});

// AI intake.
IntakeSession.belongsTo(User, { foreignKey: "clientId", as: "client", onDelete: "CASCADE" });
IntakeSession.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "SET NULL" });
IntakeSession.hasMany(IntakeMessage, {
  foreignKey: "sessionId",
  as: "messages",
  onDelete: "CASCADE",
});
IntakeMessage.belongsTo(IntakeSession, {
  foreignKey: "sessionId",
  as: "session",
  onDelete: "CASCADE",
});

Invitation.belongsTo(User, { foreignKey: "userId", as: "user", onDelete: "CASCADE" });
Invitation.belongsTo(LegalCase, { foreignKey: "caseId", as: "case", onDelete: "SET NULL" });
Invitation.belongsTo(User, { foreignKey: "createdBy", as: "creator", onDelete: "SET NULL" });
NotificationPreference.belongsTo(User, { foreignKey: "userId", onDelete: "CASCADE" });
DigestItem.belongsTo(User, { foreignKey: "userId", onDelete: "CASCADE" });
PasswordReset.belongsTo(User, { foreignKey: "userId", as: "user", onDelete: "CASCADE" });
OutboxMessage.belongsTo(User, { foreignKey: "recipientId", as: "recipient", onDelete: "SET NULL" });

export {
  AuditEvent,
  CaseCost,
  CaseDamages,
  FeeAgreement,
  Settlement,
  TimeEntry,
  TrustAccount,
  TrustBalance,
  TrustEntry,
  ClaimNote,
  InsuranceClaim,
  Lien,
  MedicalBill,
  MedicalProvider,
  ProviderRequest,
  CaseEvent,
  CalendarEvent,
  CalendarEventAttendee,
  CalendarReminder,
  CalendarFeed,
  CaseForm,
  ChatChannel,
  ChatChannelMember,
  ChatMessage,
  Communication,
  Document,
  Form,
  FormSubmission,
  FormSubmissionFile,
  FormVersion,
  IntakeMessage,
  IntakeSession,
  Invitation,
  KnowledgeArticle,
  LegalCase,
  Notification,
  OnboardingFlow,
  OutboxMessage,
  PasswordReset,
  NotificationPreference,
  DigestItem,
  PerformanceMetric,
  IdempotencyKey,
  RateLimit,
  RecoveryCode,
  Session,
  SharedResource,
  SitePage,
  StoredFile,
  StoredFileChunk,
  SystemSetting,
  ConflictCheck,
  Party,
  PartyKey,
  Task,
  Tutorial,
  TutorialProgress,
  User,
};
