import type { IntakeExtractedData, OneOf } from "~/utils/domain";

/**
 * What every intake engine is (DESIGN section 6): given the conversation so far, the next thing
 * the assistant says, what it has understood, and whether the intake is complete.
 */
export interface TranscriptMessage {
  role: OneOf<"intakeMessageRole">;
  content: string;
}

export interface IntakeTurnInput {
  /** The whole conversation, oldest first, ending with the client's newest message. */
  messages: TranscriptMessage[];
  /** What earlier turns understood. */
  extractedData: IntakeExtractedData;
  /**
   * What the engine kept of its reading at an earlier turn (`IntakeTurn.reading`, as stored on
   * the session), so that it need not read the whole conversation again; none: read it all.
   */
  reading?: unknown;
  /**
   * The signed-in client (issue 36): their name and email are the account's, never asked; the
   * phone on the account, if any, is only confirmed. None: the engine asks for them (the
   * accuracy harness's scripted strangers).
   */
  account?: IntakeAccount;
  /** Today in the firm's time zone (YYYY-MM-DD), to read "yesterday" or "March 3"; none: UTC's. */
  today?: string;
}

export interface IntakeAccount {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
}

export interface IntakeTurn {
  reply: string;
  extractedData: IntakeExtractedData;
  isComplete: boolean;
  /** The engine's reading of the conversation so far, a plain JSON object, for the next turn. */
  reading?: object;
}

export interface IntakeEngine {
  readonly name: string;
  next(input: IntakeTurnInput): Promise<IntakeTurn>;
}

/** What the assistant may be asking for. "contact" is either an email or a phone number. */
export const INTAKE_TOPICS = [
  "name",
  "lastName",
  "email",
  "phone",
  "contact",
  "otherSide",
  "description",
  "caseType",
  "whenWhere",
  "injuries",
  "treatment",
  "insurance",
  "preferences",
] as const;
export type IntakeTopic = (typeof INTAKE_TOPICS)[number];

export const GREETING =
  "Hello, I'm the Legal Intake Assistant. I'll ask a few short questions so our team can understand " +
  "your situation. To begin, what is your full name?";

/** The account's phone, to confirm: "Is (555) 123-4567 the best number to reach you?" */
export const confirmPhoneQuestion = (phone: string) =>
  `Is ${phone} the best phone number to reach you? If not, please type the number we should use.`;

/**
 * The greeting of a signed-in client (issue 36): their name and email come from their account,
 * so the first question is about the phone.
 */
export function greetingFor(account: IntakeAccount): string {
  return (
    `Hello ${account.firstName}, I'm the Legal Intake Assistant. I'll ask a few short questions so our team can ` +
    `understand your situation; we will write to you at ${account.email}. To begin: ` +
    (account.phone
      ? confirmPhoneQuestion(account.phone)
      : "What phone number can we reach you on? If you'd rather not share one, just say so.")
  );
}

/** The account's name and email over whatever the conversation gave: no one else's details. */
export function withAccount(
  data: IntakeExtractedData,
  account?: IntakeAccount,
): IntakeExtractedData {
  if (!account) return data;
  return {
    ...data,
    personalInfo: {
      ...data.personalInfo,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
    },
  };
}

/**
 * The details a case cannot be opened without: a name, one way to reach the client, what
 * happened and the practice area.
 */
export function hasRequiredDetails(data: IntakeExtractedData): boolean {
  const person = data.personalInfo ?? {};
  const matter = data.legalMatter ?? {};
  return Boolean(
    person.firstName && (person.email || person.phone) && matter.description && matter.caseType,
  );
}

type Group = Record<string, unknown>;

/** Text that is not blank, a list with something in it, or a fact with a name (an insurer). */
const isPresent = (value: unknown): boolean => {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return (
    typeof value === "object" && value !== null && isPresent((value as { name?: unknown }).name)
  );
};

/** Drops empty values (blank text, no names) and empty groups, so "only if present" holds everywhere. */
export function compactExtracted(data: IntakeExtractedData): IntakeExtractedData {
  const out: Record<string, Group> = {};
  for (const [group, values] of Object.entries(data) as Array<[string, Group | undefined]>) {
    const kept = Object.fromEntries(
      Object.entries(values ?? {}).filter(([, value]) => isPresent(value)),
    );
    if (Object.keys(kept).length > 0) out[group] = kept;
  }
  return out as IntakeExtractedData;
}

/** The base with every value present in the update laid over it. */
export function mergeExtracted(
  base: IntakeExtractedData,
  update: IntakeExtractedData,
): IntakeExtractedData {
  const a = compactExtracted(base) as Record<string, Group>;
  const b = compactExtracted(update) as Record<string, Group>;
  const out: Record<string, Group> = { ...a };
  for (const [group, values] of Object.entries(b)) out[group] = { ...a[group], ...values };
  return out as IntakeExtractedData;
}
