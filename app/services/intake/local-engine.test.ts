import { describe, expect, it } from "vitest";
import type { IntakeExtractedData } from "~/utils/domain";
import { simulateConversation } from "./accuracy";
import { GREETING, type IntakeTurnInput, type TranscriptMessage } from "./engine";
import {
  HELD_OUT_CONVERSATIONS,
  INTAKE_CONVERSATIONS,
  type IntakeConversation,
} from "./fixtures/conversations";
import { INTAKE_QUESTIONS, localIntakeTurn, topicOf, type LocalTurn } from "./local-engine";

const TODAY = "2026-11-27";

/** Plays the given client messages one by one and returns every turn. */
function converse(...said: string[]): LocalTurn[] {
  const messages: TranscriptMessage[] = [{ role: "assistant", content: GREETING }];
  let extractedData: IntakeExtractedData = {};
  const turns: LocalTurn[] = [];
  for (const content of said) {
    messages.push({ role: "user", content });
    const turn = localIntakeTurn({ messages: [...messages], extractedData, today: TODAY });
    turns.push(turn);
    extractedData = turn.extractedData;
    messages.push({ role: "assistant", content: turn.reply });
  }
  return turns;
}

const STORY = "My landlord changed the locks today and all my things are inside.";

describe("the local intake engine", () => {
  it("asks one thing at a time: name, email, phone, the other side, what happened, when and where, then preferences", () => {
    const turns = converse(
      "Maria Gonzalez",
      "maria@example.com",
      "415-555-0132",
      "My landlord Dale Whitaker and Whitaker Rentals LLC",
      STORY,
      "11/20/2026, at 12 Oak Street",
      "Text me, budget around $500",
    );
    expect(turns.map((turn) => turn.asks)).toEqual([
      "email",
      "phone",
      "otherSide",
      "description",
      "whenWhere",
      "preferences",
      null,
    ]);
    expect(turns[0].reply).toMatch(/^Thank you, Maria\. /);
    expect(turns[4].reply).not.toMatch(/budget/i);
    expect(turns.slice(0, 6).every((turn) => !turn.isComplete)).toBe(true);
    const last = turns[6];
    expect(last.isComplete).toBe(true);
    expect(last.extractedData).toEqual({
      personalInfo: {
        firstName: "Maria",
        lastName: "Gonzalez",
        email: "maria@example.com",
        phone: "(415) 555-0132",
      },
      legalMatter: {
        caseType: "Real Estate and Landlord–Tenant",
        urgency: "urgent",
        description: STORY,
      },
      preferences: { communicationMethod: "Text message", budgetRange: "About $500" },
      parties: { opposing: ["Dale Whitaker", "Whitaker Rentals LLC"] },
      // The story said "today"; the answer to "when and where?" names the day, and wins.
      incident: { whenWhere: "11/20/2026, at 12 Oak Street", date: "2026-11-20" },
    });
  });

  it("asks for the other side before the story, with the caution, and takes names only", () => {
    const turns = converse(
      "Maria Gonzalez",
      "maria@example.com",
      "no",
      "The Metro Transit Authority, and their insurer Keystone Mutual Insurance. The bus hit me.",
    );
    expect(turns[2].asks).toBe("otherSide");
    expect(turns[2].reply).toContain("Who is on the other side of your matter?");
    expect(turns[2].reply).toContain(
      "once we have checked that no conflict of interest stops us from helping you",
    );
    expect(turns[2].extractedData.legalMatter?.description).toBeUndefined();
    expect(turns[3].asks).toBe("description");
    expect(turns[3].extractedData.parties?.opposing).toEqual([
      "Metro Transit Authority",
      "Keystone Mutual Insurance",
    ]);
    // What else the answer said is not taken as the story: the assistant still asks for it.
    expect(turns[3].extractedData.legalMatter?.description).toBeUndefined();
  });

  it("asks for the other side once: no one is an answer", () => {
    const turns = converse("Sam Patel", "sam@example.com", "no", "No one", STORY, "today", "no");
    expect(turns.filter((turn) => turn.asks === "otherSide")).toHaveLength(1);
    expect(turns[3].asks).toBe("description");
    expect(turns[turns.length - 1].isComplete).toBe(true);
    expect(turns[turns.length - 1].extractedData).not.toHaveProperty("parties");
  });

  it("never invents what the client did not give", () => {
    const turns = converse(
      "Sam Patel",
      "sam@example.com",
      "No thanks",
      "I'd rather not say",
      STORY,
      "I'd rather not say",
      "no preference",
    );
    const data = turns[turns.length - 1].extractedData;
    expect(turns[turns.length - 1].isComplete).toBe(true);
    expect(data.personalInfo).toEqual({
      firstName: "Sam",
      lastName: "Patel",
      email: "sam@example.com",
    });
    expect(data).not.toHaveProperty("preferences");
    expect(data).not.toHaveProperty("parties");
    // The story's "today" is a date the client gave; "I'd rather not say" is no place.
    expect(data.incident).toEqual({ date: TODAY });
  });

  it("asks the preferences question once, and completes without an answer to it", () => {
    const turns = converse("Sam Patel", "sam@example.com", "skip", "none", STORY, "today", "hmm");
    expect(turns.filter((turn) => turn.asks === "preferences")).toHaveLength(1);
    expect(turns[turns.length - 1].isComplete).toBe(true);
  });

  it("will not complete without one way to reach the client", () => {
    const turns = converse("Sam Patel", "no", "no", "I'd rather not", STORY);
    expect(turns.map((turn) => turn.asks)).toEqual([
      "email",
      "phone",
      "contact",
      "contact",
      "contact",
    ]);
    expect(turns[3].reply).toBe(INTAKE_QUESTIONS.contact.again);
    expect(turns.some((turn) => turn.isComplete)).toBe(false);
    // The story told out of turn is kept for when a contact arrives.
    expect(turns[4].extractedData.legalMatter?.description).toBe(STORY);
  });

  it("asks for the practice area when the story does not show it, and files it as Other when unclear", () => {
    const turns = converse(
      "Nina Kowalski",
      "nina@example.com",
      "(414) 555-0131",
      "I don't know who it is",
      "A drone keeps flying over my garden and filming us.",
      "not sure",
      "Last week, at home",
      "email",
    );
    expect(turns[4].asks).toBe("caseType");
    expect(turns[5].asks).toBe("whenWhere");
    expect(turns[6].asks).toBe("preferences");
    expect(turns[7].isComplete).toBe(true);
    expect(turns[7].extractedData.legalMatter?.caseType).toBe("Other");
    expect(turns[7].extractedData.incident?.date).toBe("2026-11-20");
  });

  it("takes everything from a first message that says it all, and asks only what is left", () => {
    const [turn] = converse(
      "Hello, my name is Grace Kim, email grace.kim@gmail.com, phone 323-555-0146. I was hit by a car on Monday and broke my leg.",
    );
    // The story came first; the other side is still asked before anything else.
    expect(turn.asks).toBe("otherSide");
    expect(turn.extractedData.legalMatter).toEqual({
      caseType: "Personal Injury",
      urgency: "medium",
      description: "I was hit by a car on Monday and broke my leg.",
    });
  });

  it("asks again, in other words, when it did not understand", () => {
    const [turn] = converse("hmm, why do you need that?");
    expect(turn.asks).toBe("name");
    expect(turn.reply).toBe(INTAKE_QUESTIONS.name.again);
    const [afterHello] = converse("hi");
    expect(afterHello.reply).toBe(`Hello! ${INTAKE_QUESTIONS.name.first}`);
  });

  it("takes what answers its question, while details offered in passing only fill gaps", () => {
    const turns = converse(
      "Sam Patel",
      "sam@example.com",
      "no",
      "no one",
      "I'm Jane Roe and my email is jane@example.com. My landlord changed the locks today.",
    );
    expect(turns[4].extractedData.personalInfo).toEqual({
      firstName: "Sam",
      lastName: "Patel",
      email: "sam@example.com",
    });
    expect(turns[4].extractedData.legalMatter?.description).toBe(
      "My landlord changed the locks today.",
    );
    const [offered] = converse("Sam Patel, call me on 312-555-0184");
    expect(offered.extractedData.personalInfo?.phone).toBe("(312) 555-0184");
    expect(offered.asks).toBe("email");
  });

  it("is pure: the same conversation gives the same turn, and the input is not changed", () => {
    const messages: TranscriptMessage[] = [
      { role: "assistant", content: GREETING },
      { role: "user", content: "Maria Gonzalez" },
    ];
    const extractedData = { preferences: { budgetRange: "Up to $1,000" } };
    const snapshot = JSON.stringify({ messages, extractedData });
    const a = localIntakeTurn({ messages, extractedData });
    const b = localIntakeTurn({ messages, extractedData });
    expect(a).toEqual(b);
    expect(JSON.stringify({ messages, extractedData })).toBe(snapshot);
    expect(a.extractedData.preferences).toEqual({ budgetRange: "Up to $1,000" });
  });

  it("recognises each of its own questions, so a replayed conversation reads the same", () => {
    for (const [topic, question] of Object.entries(INTAKE_QUESTIONS)) {
      expect(topicOf(question.first)).toBe(topic);
      expect(topicOf(question.again)).toBe(topic);
    }
    expect(topicOf(GREETING)).toBe("name");
  });
});

/** Every turn of a scripted conversation, played with the given engine turn. */
function everyTurn(conversation: IntakeConversation, turn: (input: IntakeTurnInput) => LocalTurn) {
  const turns: Array<Pick<LocalTurn, "reply" | "extractedData" | "isComplete">> = [];
  const result = simulateConversation(conversation, (input) => {
    const { reply, extractedData, isComplete } = turn(input);
    turns.push({ reply, extractedData, isComplete });
    return { reply, extractedData, isComplete };
  });
  return { turns, result };
}

/**
 * The engine as intake.server.ts runs it: the reading each turn returns is stored as JSON on the
 * session and handed to the next turn, from turn `from` on (before it, none was kept: a session
 * from before readings were kept).
 */
function keepingReading(from = 1) {
  let kept: unknown = null;
  let turn = 0;
  return (input: IntakeTurnInput): LocalTurn => {
    turn += 1;
    const result = localIntakeTurn({ ...input, reading: turn >= from ? kept : undefined });
    if (turn >= from) kept = JSON.parse(JSON.stringify(result.reading));
    return result;
  };
}

describe("the reading kept between turns", () => {
  // With the fixtures, one that gives its preferences and story early, out of turn.
  const ALL: IntakeConversation[] = [
    ...INTAKE_CONVERSATIONS,
    ...HELD_OUT_CONVERSATIONS,
    {
      id: "everything-out-of-order",
      opening:
        "Hi, I'm Grace Kim. I prefer text messages, and my budget is around $800. My landlord changed the locks today.",
      answers: { email: "no", phone: "323-555-0146", otherSide: "Dale Whitaker" },
      expected: {},
    },
  ];

  it("gives every fixture conversation the same replies, data and completion as reading it all each turn", () => {
    for (const conversation of ALL) {
      const replayed = everyTurn(conversation, localIntakeTurn);
      expect(replayed.turns.length).toBeGreaterThanOrEqual(3);
      expect(everyTurn(conversation, keepingReading()), conversation.id).toEqual(replayed);
      // A session from before (no reading kept) is read from its start once, then carries on.
      expect(everyTurn(conversation, keepingReading(3)), conversation.id).toEqual(replayed);
    }
  });

  it("reads a transcript from its start when the kept reading does not fit it", () => {
    const messages: TranscriptMessage[] = [
      { role: "assistant", content: GREETING },
      { role: "user", content: "Maria Gonzalez" },
    ];
    const first = localIntakeTurn({ messages, extractedData: {} });
    const next = [
      ...messages,
      { role: "assistant" as const, content: first.reply },
      { role: "user" as const, content: "maria@example.com" },
    ];
    const expected = localIntakeTurn({ messages: next, extractedData: first.extractedData });
    const misfits: unknown[] = [
      { ...first.reading, lastLength: 3 }, // another transcript
      { ...first.reading, read: 99 }, // read more than there is
      { ...first.reading, version: 0 }, // an older shape
      "not a reading",
    ];
    for (const reading of misfits) {
      expect(
        localIntakeTurn({ messages: next, extractedData: first.extractedData, reading }),
      ).toEqual(expected);
    }
    expect(expected.extractedData.personalInfo).toEqual({
      firstName: "Maria",
      lastName: "Gonzalez",
      email: "maria@example.com",
    });
  });

  it("reads only the last question and the new answer at turn 30, as at turn 2", () => {
    // A client who never gives a way to reach them, and tells a little more every time.
    const said = (turn: number) =>
      turn === 1
        ? "Sam Patel"
        : `I'd rather not say. On visit ${turn} my landlord refused to return my deposit again.`;
    /** Which messages' text a turn looked at (a getter counts each look). */
    let looked = new Set<number>();
    const message = (index: number, role: TranscriptMessage["role"], content: string) => ({
      role,
      get content() {
        looked.add(index);
        return content;
      },
    });
    const play = (keep: boolean) => {
      const messages: TranscriptMessage[] = [message(0, "assistant", GREETING)];
      let extractedData: IntakeExtractedData = {};
      let reading: unknown = null;
      const seen: number[][] = [];
      for (let turn = 1; turn <= 30; turn++) {
        messages.push(message(messages.length, "user", said(turn)));
        looked = new Set();
        const result = localIntakeTurn({ messages, extractedData, reading: keep ? reading : null });
        seen.push([...looked].sort((a, b) => a - b));
        expect(result.isComplete).toBe(false);
        ({ extractedData, reading } = result);
        messages.push(message(messages.length, "assistant", result.reply));
      }
      return { seen, messages };
    };
    const kept = play(true);
    const last = kept.messages.length - 2; // the client's 30th message
    // The answer read at the turn before (only its length, to check it is the same transcript),
    // the question since and the new answer.
    expect(kept.seen[29]).toEqual([last - 2, last - 1, last]);
    expect(kept.seen[1]).toEqual([1, 2, 3]);
    // Reading it all each turn looks at every message: the test tells the two apart.
    expect(play(false).seen[29]).toHaveLength(last + 1);
  });
});
