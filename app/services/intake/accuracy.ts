import type { IntakeExtractedData } from "~/utils/domain";
import { GREETING, type IntakeTurn, type IntakeTurnInput, type TranscriptMessage } from "./engine";
import type { ExpectedExtraction, IntakeConversation } from "./fixtures/conversations";
import { topicOf } from "./local-engine";

/**
 * Runs scripted conversations through an engine and scores what it extracted, field by field
 * (used by scripts/intake-accuracy.ts and by the test that holds the engine to its bar).
 */
export const MEASURED_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "caseType",
  "urgency",
  "description",
  "communicationMethod",
  "budgetRange",
] as const;
export type MeasuredField = (typeof MEASURED_FIELDS)[number];

const MAX_TURNS = 20;

/** What a client who has no scripted answer says. */
const NOTHING_TO_ADD: Record<string, string> = {
  otherSide: "No one.",
  caseType: "I'm not sure.",
  whenWhere: "I'd rather not say.",
  injuries: "No one was hurt.",
  treatment: "None yet.",
  insurance: "I don't know.",
  preferences: "No preference.",
};

export interface SimulatedIntake {
  messages: TranscriptMessage[];
  extractedData: IntakeExtractedData;
  isComplete: boolean;
}

/** Plays the client: the opening, then the scripted answer to whatever the assistant asks. */
export function simulateConversation(
  conversation: IntakeConversation,
  turn: (input: IntakeTurnInput) => IntakeTurn,
): SimulatedIntake {
  const messages: TranscriptMessage[] = [{ role: "assistant", content: GREETING }];
  let extractedData: IntakeExtractedData = {};
  let answer = conversation.opening ?? conversation.answers.name ?? "I'd rather not say.";
  for (let i = 0; i < MAX_TURNS; i++) {
    messages.push({ role: "user", content: answer });
    const result = turn({ messages, extractedData });
    extractedData = result.extractedData;
    messages.push({ role: "assistant", content: result.reply });
    if (result.isComplete) return { messages, extractedData, isComplete: true };
    const topic = topicOf(result.reply);
    answer =
      (topic && conversation.answers[topic]) ??
      (topic && NOTHING_TO_ADD[topic]) ??
      "I'd rather not say.";
  }
  return { messages, extractedData, isComplete: false };
}

function actualValue(data: IntakeExtractedData, field: MeasuredField): string | undefined {
  if (field === "description") return data.legalMatter?.description;
  if (field === "caseType" || field === "urgency") return data.legalMatter?.[field];
  if (field === "communicationMethod" || field === "budgetRange") return data.preferences?.[field];
  return data.personalInfo?.[field];
}

function expectedValue(expected: ExpectedExtraction, field: MeasuredField) {
  return field === "description" ? expected.descriptionIncludes : expected[field];
}

/** Right when equal, or for the description when it contains the expected phrase. */
export function fieldMatches(
  field: MeasuredField,
  expected: string | undefined,
  actual: string | undefined,
): boolean {
  if (expected === undefined || actual === undefined) return expected === actual;
  return field === "description"
    ? actual.toLowerCase().includes(expected.toLowerCase())
    : actual === expected;
}

export interface AccuracyReport {
  conversations: number;
  completed: number;
  fields: Record<MeasuredField, { correct: number; total: number; accuracy: number }>;
  misses: Array<{ id: string; field: MeasuredField; expected?: string; actual?: string }>;
}

export function measureAccuracy(
  conversations: IntakeConversation[],
  turn: (input: IntakeTurnInput) => IntakeTurn,
): AccuracyReport {
  const fields = Object.fromEntries(
    MEASURED_FIELDS.map((field) => [field, { correct: 0, total: 0, accuracy: 0 }]),
  ) as AccuracyReport["fields"];
  const misses: AccuracyReport["misses"] = [];
  let completed = 0;
  for (const conversation of conversations) {
    const result = simulateConversation(conversation, turn);
    if (result.isComplete) completed += 1;
    for (const field of MEASURED_FIELDS) {
      const expected = expectedValue(conversation.expected, field);
      const actual = actualValue(result.extractedData, field);
      fields[field].total += 1;
      if (fieldMatches(field, expected, actual)) fields[field].correct += 1;
      else misses.push({ id: conversation.id, field, expected, actual });
    }
  }
  for (const score of Object.values(fields)) score.accuracy = score.correct / score.total;
  return { conversations: conversations.length, completed, fields, misses };
}
