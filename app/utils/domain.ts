/**
 * The practice's enumerations and JSON shapes (spec sections 3 and 9). A plain module, so that
 * both the Sequelize models and the React components can import it.
 */

export const CASE_STATUSES = ["active", "pending", "on_hold", "completed", "closed"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Case and task priorities; also the intake urgency levels. */
export const PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export type Priority = (typeof PRIORITIES)[number];

export const TASK_STATUSES = ["pending", "in_progress", "completed"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const NOTIFICATION_TYPES = [
  "case_update",
  "deadline",
  "message",
  "system",
  "other",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const CASE_EVENT_TYPES = ["filed", "discovery", "hearing", "note"] as const;
export type CaseEventType = (typeof CASE_EVENT_TYPES)[number];

/** From the client's point of view: received from the firm, sent by the client, or system. */
export const COMMUNICATION_TYPES = ["received", "sent", "system"] as const;
export type CommunicationType = (typeof COMMUNICATION_TYPES)[number];

export const FORM_FIELD_TYPES = [
  "text",
  "textarea",
  "select",
  "checkbox",
  "radio",
  "date",
  "file",
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const INJURED_OPTIONS = ["yes", "no", "unsure"] as const;
export type InjuredOption = (typeof INJURED_OPTIONS)[number];

export const INTAKE_SESSION_STATUSES = ["active", "complete"] as const;
export type IntakeSessionStatus = (typeof INTAKE_SESSION_STATUSES)[number];

export const INTAKE_MESSAGE_ROLES = ["user", "assistant"] as const;
export type IntakeMessageRole = (typeof INTAKE_MESSAGE_ROLES)[number];

export const ONBOARDING_POSITIONS = ["top", "bottom", "left", "right"] as const;
export type OnboardingPosition = (typeof ONBOARDING_POSITIONS)[number];

export const ONBOARDING_ACTIONS = ["none", "click"] as const;
export type OnboardingAction = (typeof ONBOARDING_ACTIONS)[number];

export interface FormField {
  id: string;
  type: FormFieldType;
  label: string;
  placeholder?: string;
  required: boolean;
  options?: string[];
}

export interface NotificationSettings {
  email: boolean;
  sms: boolean;
}

export interface OnboardingStep {
  id: string;
  title: string;
  description: string;
  /** A CSS selector for the element the tour card is anchored to. */
  target: string;
  position: OnboardingPosition;
  action: OnboardingAction;
  nextRoute?: string;
}

/** What the intake assistant gathered (spec section 3, extractedData). */
export interface IntakeExtractedData {
  personalInfo?: { firstName?: string; lastName?: string; email?: string; phone?: string };
  legalMatter?: { caseType?: string; urgency?: string; description?: string };
  preferences?: { communicationMethod?: string; budgetRange?: string };
}

/** The practice areas an intake (and so a case) is filed under; "Other" when none fits. */
export const PRACTICE_AREAS = [
  "Personal Injury",
  "Family",
  "Criminal",
  "Employment",
  "Immigration",
  "Estate Planning",
  "Real Estate and Landlord–Tenant",
  "Business and Contracts",
  "Bankruptcy and Debt",
  "Other",
] as const;
export type PracticeArea = (typeof PRACTICE_AREAS)[number];

/** How a client may ask to be contacted (extractedData.preferences.communicationMethod). */
export const CONTACT_METHODS = [
  "Email",
  "Phone",
  "Text message",
  "Video call",
  "In person",
] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** A priority or urgency as shown: an unknown value counts as medium (spec section 2). */
export function priorityOrMedium(value: string | null | undefined): Priority {
  return (PRIORITIES as readonly string[]).includes(value ?? "") ? (value as Priority) : "medium";
}
