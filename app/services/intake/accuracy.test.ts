import { describe, expect, it } from "vitest";
import { fieldMatches, measureAccuracy, simulateConversation } from "./accuracy";
import type { IntakeTurnInput } from "./engine";
import { HELD_OUT_CONVERSATIONS, INTAKE_CONVERSATIONS } from "./fixtures/conversations";
import { localIntakeTurn } from "./local-engine";

const ALL = [...INTAKE_CONVERSATIONS, ...HELD_OUT_CONVERSATIONS];

describe("extraction accuracy of the local engine (issue 5's bar)", () => {
  const report = measureAccuracy(ALL, localIntakeTurn);

  it("is measured on at least 40 varied conversations, each with its own id", () => {
    expect(ALL.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ALL.map((c) => c.id)).size).toBe(ALL.length);
    const areas = new Set(ALL.map((c) => c.expected.caseType));
    expect(areas.size).toBe(10);
    const urgencies = new Set(ALL.map((c) => c.expected.urgency));
    expect([...urgencies].sort()).toEqual(["high", "low", "medium", "urgent"]);
  });

  it("gets at least 90% of case types and urgencies right", () => {
    expect(report.fields.caseType.accuracy).toBeGreaterThanOrEqual(0.9);
    expect(report.fields.urgency.accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it("gets every email and phone number right, and invents none", () => {
    expect(report.misses.filter((m) => m.field === "email" || m.field === "phone")).toEqual([]);
    expect(report.fields.email.total).toBe(ALL.length);
  });

  it("brings every conversation to completion", () => {
    expect(report.completed).toBe(ALL.length);
  });

  it("reads exactly the other side's insurer and the providers each script names, and none elsewhere", () => {
    const read = ALL.map((conversation) => {
      const { incident } = simulateConversation(conversation, localIntakeTurn).extractedData;
      return {
        id: conversation.id,
        otherInsurer: incident?.otherInsurer,
        providers: incident?.providers,
      };
    });
    const expected = ALL.map(({ id, expected: { otherInsurer, providers } }) => ({
      id,
      otherInsurer,
      providers,
    }));
    expect(read).toEqual(expected);
    // The bar means something: scripts that name an insurer and providers are among them.
    expect(expected.filter((entry) => entry.otherInsurer).length).toBeGreaterThanOrEqual(2);
    expect(expected.filter((entry) => entry.providers).length).toBeGreaterThanOrEqual(2);
  });
});

describe("the measuring itself", () => {
  it("scores an engine that understands nothing near zero, so the bar means something", () => {
    const deaf = (input: IntakeTurnInput) => ({
      reply: "What is your full name?",
      extractedData: input.extractedData,
      isComplete: false,
    });
    const report = measureAccuracy(ALL, deaf);
    expect(report.completed).toBe(0);
    expect(report.fields.caseType.accuracy).toBe(0);
    const withEmail = ALL.filter((c) => c.expected.email).length;
    expect(report.fields.email.correct).toBe(ALL.length - withEmail);
  });

  it("answers each question from the script, and stops when complete", () => {
    const result = simulateConversation(INTAKE_CONVERSATIONS[0], localIntakeTurn);
    const said = result.messages.filter((m) => m.role === "user").map((m) => m.content);
    const { answers } = INTAKE_CONVERSATIONS[0];
    expect(said).toEqual([
      answers.name,
      answers.email,
      answers.phone,
      answers.otherSide,
      answers.description,
      // A personal-injury firm's questions (issue 36), in place of the budget.
      answers.whenWhere,
      answers.injuries,
      answers.treatment,
      answers.insurance,
      answers.preferences,
    ]);
    expect(result.extractedData.incident).toMatchObject({
      whenWhere: answers.whenWhere,
      injuries: answers.injuries,
      treatment: answers.treatment,
      insurance: answers.insurance,
    });
    expect(result.extractedData.incident?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(result.messages.some((m) => m.role === "assistant" && /budget/i.test(m.content))).toBe(
      false,
    );
    expect(result.extractedData.parties?.opposing).toEqual([
      "Kevin Marsh",
      "Pacific Coast Auto Insurance",
    ]);
  });

  it("compares descriptions by phrase and other fields exactly", () => {
    expect(fieldMatches("description", "rear-ended", "I was Rear-ended.")).toBe(true);
    expect(fieldMatches("email", "a@b.co", "A@b.co")).toBe(false);
    expect(fieldMatches("phone", undefined, "(415) 555-0132")).toBe(false);
    expect(fieldMatches("phone", undefined, undefined)).toBe(true);
  });
});
