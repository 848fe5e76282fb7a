import type { ProviderKind } from "./injury";
/**
 * The practice's enumerations and JSON shapes (spec sections 3 and 9). A plain module, so that
 * both the Sequelize models and the React components can import it.
 */

/** Every enumeration of the practice, by name. */
export const ENUMS = {
  /** `awaiting_acceptance`: opened by the AI intake, until an attorney accepts or declines it (issue 36). */
  caseStatus: ["active", "pending", "on_hold", "completed", "closed", "awaiting_acceptance"],
  /** Case and task priorities; also the intake urgency levels. */
  priority: ["low", "medium", "high", "urgent"],
  taskStatus: ["pending", "in_progress", "completed"],
  notificationType: ["case_update", "deadline", "message", "system", "other"],
  caseEventType: ["filed", "discovery", "hearing", "note"],
  /** From the client's point of view: received from the firm, sent by the client, or system. */
  communicationType: ["received", "sent", "system"],
  formFieldType: ["text", "textarea", "select", "checkbox", "radio", "date", "file"],
  injuredOption: ["yes", "no", "unsure"],
  intakeSessionStatus: ["active", "complete"],
  intakeMessageRole: ["user", "assistant"],
  onboardingPosition: ["top", "bottom", "left", "right"],
  onboardingAction: ["none", "click"],
  /** A party to a matter (issue 17): a person or an organisation. */
  partyKind: ["person", "organisation"],
  /** What a party is to the matter; the client is added with the case, prospects with a request. */
  partyRole: [
    "client",
    "adverse_party",
    "adverse_counsel",
    "insurer",
    "witness",
    "co_party",
    "related",
    "prospective_client",
    "prospective_adverse_party",
  ],
  /** A conflict check's result, and the decision on a potential conflict (issue 17). */
  conflictStatus: ["clear", "potential", "cleared", "waived", "declined"],
} as const;

/** One of an enumeration's values, e.g. `OneOf<"caseEventType">`. */
export type OneOf<K extends keyof typeof ENUMS> = (typeof ENUMS)[K][number];

// The ones used all over get names of their own.
export type Priority = OneOf<"priority">;
export type TaskStatus = OneOf<"taskStatus">;
export type CaseStatus = OneOf<"caseStatus">;
export const PRIORITIES = ENUMS.priority;
/**
 * The statuses staff set: the case page and PATCH /api/cases/{id}. A new state of a case is one
 * line here. (The column's enumeration also holds `pending`, which nothing reaches.)
 */
export const CASE_STATUSES = [
  "active",
  "on_hold",
  "completed",
] as const satisfies readonly CaseStatus[];
/**
 * The statuses a case can have, as the /cases filter and GET /api/cases offer them: those staff
 * set, an AI intake's before it is accepted, and `closed` (an intake the firm declined).
 */
export const CASE_FILTER_STATUSES = [
  "awaiting_acceptance",
  ...CASE_STATUSES,
  "closed",
] as const satisfies readonly CaseStatus[];
/**
 * A case an attorney still works on (who takes a new case, Needs you): the firm's history,
 * completed and closed, is left out; an AI intake's case waiting to be accepted is in.
 */
export const OPEN_CASE_STATUSES = [
  "active",
  "pending",
  "on_hold",
  "awaiting_acceptance",
] as const satisfies readonly CaseStatus[];
export const TASK_STATUSES = ENUMS.taskStatus;

export interface FormField {
  id: string;
  type: OneOf<"formFieldType">;
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
  /**
   * The element the tour card is anchored to: an id selector (`#case-filters`), so that the
   * tutorial's page without JavaScript links to the same part of the screen (`/cases#case-filters`).
   */
  target: string;
  /** The screen the target is on. */
  route: string;
  position: OneOf<"onboardingPosition">;
  action: OneOf<"onboardingAction">;
  nextRoute?: string;
}

/** What the intake assistant gathered (spec section 3, extractedData). */
export interface IntakeExtractedData {
  personalInfo?: { firstName?: string; lastName?: string; email?: string; phone?: string };
  legalMatter?: { caseType?: string; urgency?: string; description?: string };
  preferences?: { communicationMethod?: string; budgetRange?: string };
  /** Who is on the other side, asked before the story (issue 17): names, as the client gave them. */
  parties?: { opposing?: string[] };
  /**
   * The incident, asked after the story (issue 36): when and where as the client said it, the
   * date read from it (YYYY-MM-DD; a second intake within 7 days of it is flagged), the injuries,
   * the treatment so far and the insurance.
   */
  incident?: {
    whenWhere?: string;
    date?: string;
    injuries?: string;
    treatment?: string;
    insurance?: string;
    /** The other side's insurer named in the insurance answer (issue 40): a draft claim on the case. */
    otherInsurer?: IntakeInsurer;
    /** The providers named in the treatment answer (issue 40): draft providers on the case. */
    providers?: IntakeProvider[];
  };
}

/** An insurer a client named, and the claim number they gave with it. */
export interface IntakeInsurer {
  name: string;
  claimNumber?: string;
}

/** A doctor, hospital or clinic a client named, its kind read from their words. */
export interface IntakeProvider {
  name: string;
  kind: ProviderKind;
  firstVisit?: string;
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
