import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  CaseEvent,
  Communication,
  ConflictCheck,
  Party,
  sequelize,
  IntakeMessage,
  IntakeSession,
  LegalCase,
  Notification,
  RateLimit,
} from "~/models/index.server";
import {
  action as completeAction,
  loader as completeLoader,
} from "~/routes/api.intake.chat.$sessionId.complete";
import { action as messageAction } from "~/routes/api.intake.chat.$sessionId.message";
import { loader as messagesLoader } from "~/routes/api.intake.chat.$sessionId.messages";
import { action as startAction } from "~/routes/api.intake.chat.start";
import { greetingFor } from "~/services/intake/engine";
import { INTAKE_MESSAGE_LIMIT } from "~/services/intake/intake.server";
import { INTAKE_QUESTIONS } from "~/services/intake/local-engine";
import { writeParty } from "~/services/parties.server";
import { resetEnvCache } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { modelReply, startFakeOpenAI, type FakeOpenAI } from "../../tests/factories/openai-server";
import { getRequest, jsonRequest, routeArgs } from "../../tests/factories/requests";
import { buildUser } from "../../tests/factories/users";
import { buildCase } from "../../tests/factories/cases";
import { sessionCookieFor } from "../../tests/factories/sessions";

const args = (request: Request, sessionId = "") => ({
  ...routeArgs(request),
  params: { sessionId },
});

async function start(cookie?: string) {
  return (await startAction(
    args(jsonRequest("/api/intake/chat/start", "", { cookie })),
  )) as Response;
}
async function send(sessionId: string, body: unknown, cookie: string) {
  return (await messageAction(
    args(jsonRequest(`/api/intake/chat/${sessionId}/message`, body, { cookie }), sessionId),
  )) as Response;
}
async function messages(sessionId: string, cookie: string) {
  return (await messagesLoader(
    args(getRequest(`/api/intake/chat/${sessionId}/messages`, cookie), sessionId),
  )) as Response;
}
async function complete(sessionId: string, cookie: string, method: "GET" | "POST" = "GET") {
  const path = `/api/intake/chat/${sessionId}/complete`;
  return (
    method === "GET"
      ? await completeLoader(args(getRequest(path, cookie), sessionId))
      : await completeAction(args(jsonRequest(path, "", { cookie }), sessionId))
  ) as Response;
}

const STORY =
  "I was rear-ended at a stoplight last Tuesday and my neck has hurt ever since. The other driver's insurer keeps calling.";
const OTHER_SIDE = "The other driver, Dale Whitaker, and his insurer Keystone Mutual Insurance";
// A signed-in client (issue 36): no name or email asked; the phone, then a personal-injury
// firm's questions in place of the budget.
const INCIDENT = {
  whenWhere: "Last Tuesday, at the stoplight on Main Street",
  injuries: "Whiplash, my neck",
  treatment: "Urgent care, then physical therapy",
  insurance: "Keystone Mutual, claim 12-88",
};
const CONVERSATION = [
  "415-555-0132",
  OTHER_SIDE,
  STORY,
  INCIDENT.whenWhere,
  INCIDENT.injuries,
  INCIDENT.treatment,
  INCIDENT.insurance,
  "Email please",
];

async function signedInClient() {
  const user = await buildUser({ role: "client", firstName: "Maria", lastName: "Gonzalez" });
  return { user, cookie: await sessionCookieFor(user) };
}

const greetingOf = (user: { email: string }) =>
  greetingFor({ firstName: "Maria", lastName: "Gonzalez", email: user.email, phone: null });

/** A client with a finished intake, ready to complete. */
async function finishedIntake() {
  const client = await signedInClient();
  const { sessionId } = await (await start(client.cookie)).json();
  let last: { isComplete: boolean; extractedData: unknown } | undefined;
  for (const content of CONVERSATION)
    last = await (await send(sessionId, { content }, client.cookie)).json();
  expect(last?.isComplete).toBe(true);
  return { ...client, sessionId: sessionId as string };
}

describe("POST /api/intake/chat/start", () => {
  it("answers 401 without a session and 403 for staff and admins", async () => {
    expect((await start()).status).toBe(401);
    for (const role of ["staff", "admin"] as const) {
      const response = await start(await sessionCookieFor(await buildUser({ role })));
      expect(response.status).toBe(403);
    }
  });

  it("starts a session for a client, with the assistant's greeting stored", async () => {
    const { user, cookie } = await signedInClient();
    const response = await start(cookie);
    expect(response.status).toBe(201);
    const { sessionId } = await response.json();
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const session = await IntakeSession.findByPk(sessionId);
    expect(session?.clientId).toBe(user.id);
    const body = await (await messages(sessionId, cookie)).json();
    expect(body).toEqual({
      messages: [{ id: expect.any(Number), role: "assistant", content: greetingOf(user) }],
    });
    // It greets the account by name and asks for the phone, never for a name or an email.
    expect(body.messages[0].content).toMatch(/^Hello Maria, /);
    expect(body.messages[0].content).toContain(INTAKE_QUESTIONS.phone.first);
    expect(session?.extractedData).toEqual({
      personalInfo: { firstName: "Maria", lastName: "Gonzalez", email: user.email },
    });
  });

  it("gives back the untouched session when Start is pressed twice", async () => {
    const { cookie } = await signedInClient();
    const first = (await (await start(cookie)).json()).sessionId;
    expect((await (await start(cookie)).json()).sessionId).toBe(first);
    await send(first, { content: "415-555-0132" }, cookie);
    expect((await (await start(cookie)).json()).sessionId).not.toBe(first);
  });
});

describe("POST /api/intake/chat/{id}/message", () => {
  it("answers each message with the next question and stores every turn", async () => {
    const { user, cookie } = await signedInClient();
    const { sessionId } = await (await start(cookie)).json();
    const response = await send(sessionId, { content: "415-555-0132" }, cookie);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      isComplete: false,
      extractedData: {
        personalInfo: {
          firstName: "Maria",
          lastName: "Gonzalez",
          email: user.email,
          phone: "(415) 555-0132",
        },
      },
      message: {
        id: expect.any(Number),
        role: "assistant",
        content: `Thank you. ${INTAKE_QUESTIONS.otherSide.first}`,
      },
    });
    const stored = await IntakeMessage.findAll({ where: { sessionId }, order: [["id", "ASC"]] });
    expect(stored.map((row) => [row.role, row.content])).toEqual([
      ["assistant", greetingOf(user)],
      ["user", "415-555-0132"],
      ["assistant", body.message.content],
    ]);
  });

  it("completes with the extracted data of spec section 3 and then refuses more messages (409)", async () => {
    const { user, cookie } = await signedInClient();
    const { sessionId } = await (await start(cookie)).json();
    const replies = [];
    for (const content of CONVERSATION)
      replies.push(await (await send(sessionId, { content }, cookie)).json());
    expect(replies.map((reply) => reply.isComplete)).toEqual(
      CONVERSATION.map((_, index) => index === CONVERSATION.length - 1),
    );
    // The other side is asked right after the phone, before the story; then the incident.
    expect(replies[0].message.content).toContain(INTAKE_QUESTIONS.otherSide.first);
    expect(replies[1].message.content).toContain(INTAKE_QUESTIONS.description.first);
    expect(replies[2].message.content).toContain(INTAKE_QUESTIONS.whenWhere.first);
    expect(replies[3].message.content).toContain(INTAKE_QUESTIONS.injuries.first);
    expect(replies[4].message.content).toContain(INTAKE_QUESTIONS.treatment.first);
    expect(replies[5].message.content).toContain(INTAKE_QUESTIONS.insurance.first);
    expect(replies[6].message.content).toContain(INTAKE_QUESTIONS.preferences.first);
    expect(replies.some((reply) => /budget/i.test(reply.message.content))).toBe(false);
    const last = replies[CONVERSATION.length - 1].extractedData;
    expect(last).toEqual({
      personalInfo: {
        firstName: "Maria",
        lastName: "Gonzalez",
        email: user.email,
        phone: "(415) 555-0132",
      },
      legalMatter: { caseType: "Personal Injury", urgency: "medium", description: STORY },
      preferences: { communicationMethod: "Email" },
      parties: { opposing: ["Dale Whitaker", "Keystone Mutual Insurance"] },
      incident: {
        ...INCIDENT,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        // What the insurance answer names (issue 40); the treatment answer names no one.
        otherInsurer: { name: "Keystone Mutual", claimNumber: "12-88" },
      },
    });
    expect((await IntakeSession.findByPk(sessionId))?.status).toBe("complete");
    const after = await send(sessionId, { content: "One more thing" }, cookie);
    expect(after.status).toBe(409);
    expect((await after.json()).message).toMatch(/already complete/);
    expect(await IntakeMessage.count({ where: { sessionId } })).toBe(1 + 2 * CONVERSATION.length);
  });

  it("keeps the engine's reading on the session; a session from before is read from its start once", async () => {
    const keeping = await signedInClient();
    const older = await signedInClient();
    const kept = (await (await start(keeping.cookie)).json()).sessionId as string;
    const fromBefore = (await (await start(older.cookie)).json()).sessionId as string;
    // The same but for the message's id and the account's own email (each client has theirs).
    const sameButId = (reply: {
      message: object;
      extractedData: { personalInfo?: Record<string, string> };
    }) => ({
      ...reply,
      message: { ...reply.message, id: 0 },
      extractedData: {
        ...reply.extractedData,
        personalInfo: { ...reply.extractedData.personalInfo, email: "" },
      },
    });
    for (const [index, content] of CONVERSATION.entries()) {
      // As if made before readings were kept: none when each of its messages arrives.
      await IntakeSession.update({ readingState: null }, { where: { id: fromBefore } });
      const reply = await (await send(kept, { content }, keeping.cookie)).json();
      const replayed = await (await send(fromBefore, { content }, older.cookie)).json();
      expect(sameButId(reply), `turn ${index + 1}`).toEqual(sameButId(replayed));
      const reading = (await IntakeSession.findByPk(kept))!.readingState as { read: number };
      // Read up to the client's newest message: the reply is read with the next answer.
      expect(reading.read, `turn ${index + 1}`).toBe(2 * index + 2);
      expect(reply.isComplete).toBe(index === CONVERSATION.length - 1);
    }
  });

  it.each([
    ["no content", {}, "Please type a message before sending."],
    ["a blank message", { content: "   \n " }, "Please type a message before sending."],
    [
      "a message over 4,000 characters",
      { content: "x".repeat(4001) },
      "Messages can be at most 4,000 characters.",
    ],
    ["content that is not text", { content: 42 }, "Please type a message before sending."],
  ])("answers 400 for %s and stores nothing", async (_label, body, message) => {
    const { cookie } = await signedInClient();
    const { sessionId } = await (await start(cookie)).json();
    const response = await send(sessionId, body, cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ content: [message] });
    expect(await IntakeMessage.count({ where: { sessionId } })).toBe(1);
  });

  it("accepts exactly 4,000 characters", async () => {
    const { cookie } = await signedInClient();
    const { sessionId } = await (await start(cookie)).json();
    expect((await send(sessionId, { content: "y".repeat(4000) }, cookie)).status).toBe(200);
  });

  it("answers 429 with Retry-After when a client sends too many messages, and stores nothing", async () => {
    const { user, cookie } = await signedInClient();
    const { sessionId } = await (await start(cookie)).json();
    await RateLimit.create({
      bucket: `intake-message:${user.id}`,
      hits: INTAKE_MESSAGE_LIMIT.max,
      resetAt: new Date(Date.now() + 5 * 60_000),
    });
    const response = await send(sessionId, { content: "Maria Gonzalez" }, cookie);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await response.json()).message).toMatch(/too quickly\. Please wait 5 minutes/);
    expect(await IntakeMessage.count({ where: { sessionId } })).toBe(1);
  });

  it("answers 400 for a body that is not a JSON object", async () => {
    const { cookie } = await signedInClient();
    const { sessionId } = await (await start(cookie)).json();
    expect((await send(sessionId, "[1,2]", cookie)).status).toBe(400);
    expect((await send(sessionId, "{oops", cookie)).status).toBe(400);
  });
});

describe("record ownership", () => {
  it("answers 404 to every intake call on another client's session, and changes nothing", async () => {
    const owner = await signedInClient();
    const { sessionId } = await (await start(owner.cookie)).json();
    const other = await signedInClient();
    for (const response of [
      await send(sessionId, { content: "Hello" }, other.cookie),
      await messages(sessionId, other.cookie),
      await complete(sessionId, other.cookie),
      await complete(sessionId, other.cookie, "POST"),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Intake session not found" });
    }
    expect(await IntakeMessage.count({ where: { sessionId } })).toBe(1);
  });

  it("answers 404 for a session id that does not exist or is not an id", async () => {
    const { cookie } = await signedInClient();
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", "1 OR 1=1"]) {
      expect((await messages(id, cookie)).status).toBe(404);
    }
  });

  it("keeps staff out of the client's intake with 403", async () => {
    const owner = await signedInClient();
    const { sessionId } = await (await start(owner.cookie)).json();
    const staffCookie = await sessionCookieFor(await buildUser({ role: "staff" }));
    expect((await messages(sessionId, staffCookie)).status).toBe(403);
  });
});

describe("GET or POST /api/intake/chat/{id}/complete", () => {
  it("answers 409 while the intake has not finished", async () => {
    const { cookie } = await signedInClient();
    const { sessionId } = await (await start(cookie)).json();
    await send(sessionId, { content: "415-555-0132" }, cookie);
    const response = await complete(sessionId, cookie);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/not finished/);
    expect(
      await LegalCase.count({
        where: { clientId: (await IntakeSession.findByPk(sessionId))!.clientId },
      }),
    ).toBe(0);
  });

  it("creates the case with its first timeline event, assigns the least busy attorney and tells the staff", async () => {
    const busy = await buildUser({ role: "staff", firstName: "Busy", lastName: "Attorney" });
    const free = await buildUser({ role: "staff", firstName: "Free", lastName: "Attorney" });
    // Everyone else's staff (from other tests) gets cases too, so only these two compete.
    const others = await buildUser({ role: "client" });
    await buildCase({ client: others, staffId: busy.id });
    await buildCase({ client: others, staffId: busy.id, status: "completed" });
    const { user, cookie, sessionId } = await finishedIntake();
    const response = await complete(sessionId, cookie);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.created).toBe(true);
    expect(body.caseId).toBe(body.case.id);
    expect(body.case).toMatchObject({
      clientId: user.id,
      title: "Personal Injury matter – Maria Gonzalez",
      caseType: "Personal Injury",
      // Behind the firm's gate (issue 36): not active until an attorney accepts it.
      status: "awaiting_acceptance",
      priority: "medium",
    });
    expect(body.case.description).toContain(STORY);
    expect(body.case.description).toContain(`Injuries: ${INCIDENT.injuries}`);
    const legalCase = await LegalCase.findByPk(body.caseId);
    expect(legalCase?.staffId).not.toBe(busy.id);
    // The attorney chosen had no open case before this one.
    expect(
      await LegalCase.count({
        where: {
          staffId: legalCase!.staffId!,
          status: ["active", "pending", "on_hold", "awaiting_acceptance"],
        },
      }),
    ).toBe(1);
    expect(body.case.staffName).toMatch(/\w+ \w+/);
    const events = await CaseEvent.findAll({ where: { caseId: body.caseId } });
    expect(events).toHaveLength(1);
    expect(events[0].eventType).toBe("note");
    expect(events[0].description).toMatch(/from the AI intake conversation/);
    expect(await Communication.count({ where: { caseId: body.caseId, type: "system" } })).toBe(1);
    const notes = await Notification.findAll({ where: { relatedCaseId: body.caseId } });
    expect(notes.map((note) => note.userId)).toEqual(expect.arrayContaining([busy.id, free.id]));
    expect(notes[0]).toMatchObject({
      type: "case_update",
      title: "New AI intake awaiting acceptance",
      actionUrl: `/cases/${body.caseId}`,
      isRead: false,
    });
    expect((await IntakeSession.findByPk(sessionId))?.caseId).toBe(body.caseId);
  });

  it("puts the other side on the new case and checks it: a name the firm knows is a potential conflict", async () => {
    const former = await buildCase({ client: await buildUser({ role: "client" }) });
    await sequelize.transaction((transaction) =>
      writeParty(
        { caseId: former.id, name: "Keystone Mutual Insurance", role: "client" },
        transaction,
      ),
    );
    const { cookie, sessionId } = await finishedIntake();
    const body = await (await complete(sessionId, cookie)).json();
    const parties = await Party.findAll({ where: { caseId: body.caseId }, order: [["id", "ASC"]] });
    expect(parties.map((party) => [party.name, party.role, party.kind])).toEqual([
      ["Maria Gonzalez", "client", "person"],
      ["Dale Whitaker", "adverse_party", "person"],
      ["Keystone Mutual Insurance", "adverse_party", "organisation"],
      // The insurer of the draft claim the insurance answer gave (issue 40).
      ["Keystone Mutual", "insurer", "organisation"],
    ]);
    const check = await ConflictCheck.findOne({ where: { caseId: body.caseId } });
    expect(check?.status).toBe("potential");
    expect(check?.matches.map((match) => [match.query, match.caseId])).toContainEqual([
      "Keystone Mutual Insurance",
      former.id,
    ]);
  });

  it("completing twice, by GET or POST, or at the same moment, creates one case", async () => {
    const { user, cookie, sessionId } = await finishedIntake();
    const [a, b] = await Promise.all([
      complete(sessionId, cookie),
      complete(sessionId, cookie, "POST"),
    ]);
    const again = await complete(sessionId, cookie);
    const bodies = [await a.json(), await b.json(), await again.json()];
    expect(new Set(bodies.map((body) => body.caseId)).size).toBe(1);
    expect(bodies.filter((body) => body.created)).toHaveLength(1);
    expect(again.status).toBe(200);
    expect(await LegalCase.count({ where: { clientId: user.id } })).toBe(1);
    expect(await CaseEvent.count({ where: { caseId: bodies[0].caseId } })).toBe(1);
  });
});

describe("with OPENAI_API_KEY set", () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    Object.assign(process.env, {
      OPENAI_API_KEY: "sk-integration",
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: "intake-test-model",
    });
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_MODEL;
    resetEnvCache();
    await fake.close();
  });
  afterEach(() => vi.restoreAllMocks());

  it("the OpenAI engine answers; when the service fails the local engine carries on and the failure is logged", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    const { user, cookie } = await signedInClient();
    const { sessionId } = await (await start(cookie)).json();
    fake.answer(
      {
        content: modelReply({
          reply: "Thank you, Maria. Who is on the other side of your matter?",
          // Another person's details, as a client might type them: the account's stand.
          personalInfo: {
            firstName: "Rita",
            lastName: "Stone",
            email: "rita@example.com",
            phone: "415-555-0132",
          },
        }),
      },
      { status: 500 },
      { content: "{ not json" },
    );
    const first = await (
      await send(
        sessionId,
        { content: "415-555-0132, and I'm Rita Stone rita@example.com" },
        cookie,
      )
    ).json();
    expect(first.message.content).toBe(
      "Thank you, Maria. Who is on the other side of your matter?",
    );
    expect(first.extractedData.personalInfo).toEqual({
      firstName: "Maria",
      lastName: "Gonzalez",
      email: user.email,
      phone: "(415) 555-0132",
    });
    expect(fake.requests[0].body.model).toBe("intake-test-model");
    const sent = fake.requests[0].body.messages as Array<{ content: string }>;
    const prompt = sent[0].content;
    expect(prompt).toContain(`signed in as Maria Gonzalez <${user.email}>`);
    expect(prompt).toMatch(/Never ask about a budget/);

    const second = await (await send(sessionId, { content: OTHER_SIDE }, cookie)).json();
    expect(second.message.content).toBe(`Thank you. ${INTAKE_QUESTIONS.description.first}`);
    const third = await (await send(sessionId, { content: STORY }, cookie)).json();
    expect(third.message.content).toContain(INTAKE_QUESTIONS.whenWhere.first);
    expect(third.extractedData.personalInfo.email).toBe(user.email);

    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors.mock.calls.map((call) => call[1]?.engine)).toEqual(["openai", "openai"]);
    expect(await IntakeMessage.count({ where: { sessionId } })).toBe(7);
  });
});
