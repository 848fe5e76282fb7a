import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/utils/logger.server";
import {
  modelReply,
  startFakeOpenAI,
  type FakeOpenAI,
} from "../../../tests/factories/openai-server";
import { intakeAssistant, withFallback } from "./assistant.server";
import { GREETING, type IntakeTurnInput } from "./engine";
import { OTHER_SIDE_QUESTION, localEngine, localIntakeTurn } from "./local-engine";
import { INTAKE_REPLY_SCHEMA, createOpenAIEngine } from "./openai-engine.server";

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const firstTurn: IntakeTurnInput = {
  messages: [
    { role: "assistant", content: GREETING },
    { role: "user", content: "I'm Maria Gonzalez, call me on 415-555-0132" },
  ],
  extractedData: {},
};

const engine = () =>
  createOpenAIEngine({ apiKey: "sk-test", baseURL: fake.baseURL, model: "test-model" });

describe("the OpenAI engine", () => {
  it("sends the conversation with a strict structured-output schema and the configured model", async () => {
    fake.answer({
      content: modelReply({
        personalInfo: { firstName: "Maria", lastName: "Gonzalez", phone: "415-555-0132" },
      }),
    });
    const turn = await engine().next(firstTurn);
    expect(turn).toEqual({
      reply: "Thank you. What email address can our team use to reach you?",
      isComplete: false,
      extractedData: {
        personalInfo: { firstName: "Maria", lastName: "Gonzalez", phone: "(415) 555-0132" },
      },
    });
    const [request] = fake.requests;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.authorization).toBe("Bearer sk-test");
    expect(request.body.model).toBe("test-model");
    expect(request.body.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "intake_turn", strict: true, schema: INTAKE_REPLY_SCHEMA },
    });
    const messages = request.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0].role).toBe("system");
    expect(messages.slice(1)).toEqual(firstTurn.messages);
  });

  it("drops values the client never wrote", async () => {
    fake.answer({
      content: modelReply({
        personalInfo: {
          firstName: "Maria",
          lastName: "Smith",
          email: "maria@invented.example",
          phone: "(212) 555-0100",
        },
        legalMatter: { caseType: "Personal Injury", urgency: "high", description: "A fall." },
      }),
    });
    const turn = await engine().next(firstTurn);
    expect(turn.extractedData.personalInfo).toEqual({ firstName: "Maria" });
    expect(turn.extractedData.legalMatter).toEqual({
      caseType: "Personal Injury",
      urgency: "high",
      description: "A fall.",
    });
  });

  it("asks for the other side before the story, and keeps only the names the client wrote", async () => {
    fake.answer({
      content: modelReply({
        reply: "Thank you. Please tell me in your own words what happened.",
        opposing: ["Metro Transit Authority", "Keystone Mutual", "An Invented Insurer"],
      }),
    });
    const turn = await engine().next({
      messages: [
        ...firstTurn.messages,
        { role: "assistant", content: OTHER_SIDE_QUESTION },
        { role: "user", content: "The Metro Transit Authority and Keystone Mutual" },
      ],
      extractedData: {},
    });
    expect(turn.extractedData.parties).toEqual({
      opposing: ["Metro Transit Authority", "Keystone Mutual"],
    });
    const system = (fake.requests[0].body.messages as Array<{ content: string }>)[0].content;
    expect(system).toContain("BEFORE asking what happened");
    expect(system).toContain(OTHER_SIDE_QUESTION);
  });

  it("keeps the other side's insurer and the providers only as the client wrote them", async () => {
    fake.answer({
      content: modelReply({
        reply: "Thank you. How would you like us to contact you?",
        incident: {
          treatment: "Highland Hospital ER on 2026-10-12, then Dr. Raman",
          insurance: "Theirs is State Farm, claim 55-2231-Q09",
          otherInsurer: { name: "State Farm", claimNumber: "55-2231-Q09" },
          providers: [
            { name: "Highland Hospital", kind: "er", firstVisit: "2026-10-12" },
            { name: "Dr. Raman", kind: "physician", firstVisit: "2031-01-01" },
            { name: "Invented Imaging", kind: "imaging", firstVisit: null },
          ],
        },
      }),
    });
    const said = (content: string) => [
      { role: "assistant" as const, content: "What medical treatment have you had so far?" },
      { role: "user" as const, content },
    ];
    const turn = await engine().next({
      messages: [
        ...firstTurn.messages,
        ...said("Highland Hospital ER on 2026-10-12, then Dr. Raman"),
        ...said("Theirs is State Farm, claim 55-2231-Q09"),
      ],
      extractedData: {},
      today: "2026-11-27",
    });
    expect(turn.extractedData.incident).toMatchObject({
      otherInsurer: { name: "State Farm", claimNumber: "55-2231-Q09" },
      // The invented provider is dropped, and a first visit after today with it.
      providers: [
        { name: "Highland Hospital", kind: "er", firstVisit: "2026-10-12" },
        { name: "Dr. Raman", kind: "physician" },
      ],
    });

    fake.answer({
      content: modelReply({
        incident: { otherInsurer: { name: "Allstate", claimNumber: "999-1" }, providers: [] },
      }),
    });
    const invented = await engine().next(firstTurn);
    expect(invented.extractedData.incident?.otherInsurer).toBeUndefined();
    expect(invented.extractedData.incident?.providers).toBeUndefined();
  });

  it.each([
    ["a server error", { status: 500 }, /500/],
    ["a reply that is not JSON", { content: "Sure! Here you go: {reply:" }, /not JSON/],
    ["a reply outside the schema", { content: JSON.stringify({ reply: "Hi" }) }, /schema/],
    [
      "a practice area outside the list",
      { content: modelReply({ legalMatter: { caseType: "Maritime" } }) },
      /schema/,
    ],
    [
      "completion with details missing",
      { content: modelReply({ isComplete: true, reply: "All done!" }) },
      /complete with details missing/,
    ],
  ])("fails on %s", async (_label, answer, message) => {
    fake.answer(answer);
    await expect(engine().next(firstTurn)).rejects.toThrow(message);
  });
});

describe("falling back to the local engine", () => {
  it("answers the turn with the local engine and logs the failure, without the key", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    fake.answer({ status: 500 }, { content: "not json" });
    const assistant = withFallback(engine(), localEngine);
    const expected = localIntakeTurn(firstTurn);
    for (let i = 0; i < 2; i++) {
      const turn = await assistant.next(firstTurn);
      expect(turn.reply).toBe(expected.reply);
      expect(turn.extractedData).toEqual(expected.extractedData);
    }
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors.mock.calls[0][0]).toMatch(/intake engine failed/);
    expect(errors.mock.calls[0][1]).toMatchObject({ engine: "openai", status: 500 });
    expect(JSON.stringify(errors.mock.calls)).not.toContain("sk-test");
    errors.mockRestore();
  });

  it("is what the environment asks for: local without a key, OpenAI (with fallback) with one", async () => {
    expect(intakeAssistant({ OPENAI_MODEL: "m" }).name).toBe("local");
    const env = {
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: "env-model",
    };
    const assistant = intakeAssistant(env);
    expect(assistant.name).toBe("openai");
    expect(intakeAssistant(env)).toBe(assistant);
    fake.answer({ content: modelReply({ personalInfo: { firstName: "Maria" } }) });
    await assistant.next(firstTurn);
    expect(fake.requests[0].body.model).toBe("env-model");
  });
});
