import { afterEach, describe, expect, it, vi } from "vitest";
import { IntakeMessage, IntakeSession, LegalCase } from "~/models/index.server";
import { action, loader } from "~/routes/ai-intake";
import { logger } from "~/utils/logger.server";
import { callRoute, formRequest, getRequest } from "../../tests/factories/requests";
import { signedIn, toastOf } from "../../tests/factories/sessions";

afterEach(() => vi.restoreAllMocks());

type Reply = {
  data: { intent: string; result: { error?: Record<string, string[] | null> } };
  init: { status: number };
};

const post = async (fields: Record<string, string>, cookie: string) =>
  (await callRoute(action, formRequest("/ai-intake", fields, cookie))) as Response | Reply;

const view = (query: string, cookie: string) =>
  callRoute(loader, getRequest(`/ai-intake${query}`, cookie));

const client = () => signedIn("client");

async function startedSession(cookie: string) {
  const response = (await post({ intent: "start" }, cookie)) as Response;
  const location = response.headers.get("Location")!;
  return new URL(location, "http://localhost").searchParams.get("session")!;
}

// A signed-in client: the phone (declined), the other side, the story, when and where, contact.
const ANSWERS = [
  "no",
  "No one",
  "I was arrested last night for a DUI and my arraignment is tomorrow.",
  "Last night, on Route 9",
  "Phone please",
];

async function finished(cookie: string) {
  const sessionId = await startedSession(cookie);
  for (const content of ANSWERS) await post({ intent: "send", sessionId, content }, cookie);
  return sessionId;
}

describe("/ai-intake without JavaScript: each step is a form post", () => {
  it("Start AI Intake creates a session and goes to it", async () => {
    const { user, cookie } = await client();
    const response = (await post({ intent: "start" }, cookie)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/ai-intake\?session=[0-9a-f-]{36}$/);
    expect(await IntakeSession.count({ where: { clientId: user.id } })).toBe(1);
  });

  it("before a session, offers to continue an unfinished one", async () => {
    const { cookie } = await client();
    expect(await view("", cookie)).toEqual({ intake: null, resumeSessionId: null });
    const sessionId = await startedSession(cookie);
    expect(await view("", cookie)).toEqual({ intake: null, resumeSessionId: sessionId });
  });

  it("a message is post/redirect/get to the newest message, and the page has the whole transcript", async () => {
    const { cookie } = await client();
    const sessionId = await startedSession(cookie);
    const response = (await post(
      { intent: "send", sessionId, content: "415-555-0132" },
      cookie,
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/ai-intake?session=${sessionId}#latest`);
    const page = (await view(`?session=${sessionId}`, cookie)) as Awaited<
      ReturnType<typeof loader>
    >;
    expect(page.intake?.messages.map((m) => m.role)).toEqual(["assistant", "user", "assistant"]);
    expect(page.intake?.session.isComplete).toBe(false);
  });

  it.each([
    ["", "Please type a message before sending."],
    [" \n\t ", "Please type a message before sending."],
    ["z".repeat(4001), "Messages can be at most 4,000 characters."],
  ])("refuses %j with a clear error and stores nothing", async (content, message) => {
    const { cookie } = await client();
    const sessionId = await startedSession(cookie);
    const reply = (await post({ intent: "send", sessionId, content }, cookie)) as Reply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error?.content).toEqual([message]);
    expect(await IntakeMessage.count({ where: { sessionId } })).toBe(1);
  });

  it("shows another client's session as 404, and will not write to it", async () => {
    const owner = await client();
    const sessionId = await startedSession(owner.cookie);
    const stranger = await client();
    expect(((await view(`?session=${sessionId}`, stranger.cookie)) as Response).status).toBe(404);
    const attempts: Array<Record<string, string>> = [
      { intent: "send", sessionId, content: "hi" },
      { intent: "create", sessionId },
    ];
    for (const fields of attempts) {
      expect(((await post(fields, stranger.cookie)) as Response).status).toBe(404);
    }
    expect(await IntakeMessage.count({ where: { sessionId } })).toBe(1);
  });

  it("answers 400 to an unknown intent", async () => {
    const { cookie } = await client();
    expect(((await post({ intent: "explode" }, cookie)) as Response).status).toBe(400);
  });
});

describe("completion: correct, then create the case", () => {
  it("refuses to create a case before the intake is finished", async () => {
    const { user, cookie } = await client();
    const sessionId = await startedSession(cookie);
    const reply = (await post({ intent: "create", sessionId }, cookie)) as Reply;
    expect(reply.init.status).toBe(409);
    expect(reply.data.result.error?.[""]?.[0]).toMatch(/not finished/);
    expect(await LegalCase.count({ where: { clientId: user.id } })).toBe(0);
  });

  it("lets the client correct a field, validating it, before the case is created; the name and email stay the account's", async () => {
    const { user, cookie } = await client();
    const sessionId = await finished(cookie);
    const fields = {
      intent: "correct",
      sessionId,
      // Another person's details, posted by hand: the form has no such fields, and none are taken.
      firstName: "Rita",
      lastName: "Stone",
      email: "rita@example.com",
      phone: "",
      caseType: "Criminal",
      urgency: "urgent",
      description: "Arrested for a DUI; arraignment tomorrow.",
      whenWhere: "11/20/2026 on Route 9",
    };
    const refused = (await post({ ...fields, description: "short" }, cookie)) as Reply;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error?.description).toEqual([
      "Please provide at least 10 characters describing what happened",
    ]);
    const badPhone = (await post({ ...fields, phone: "12" }, cookie)) as Reply;
    expect(badPhone.data.result.error?.phone).toEqual([
      "Please enter a phone number such as (555) 123-4567",
    ]);
    const saved = (await post(
      { ...fields, phone: "312 555 0184", communicationMethod: "Phone" },
      cookie,
    )) as Response;
    expect(saved.status).toBe(302);
    expect(await toastOf(saved)).toMatchObject({ title: "Details updated" });
    expect((await IntakeSession.findByPk(sessionId))?.extractedData).toEqual({
      personalInfo: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: "(312) 555-0184",
      },
      legalMatter: {
        caseType: "Criminal",
        urgency: "urgent",
        description: "Arrested for a DUI; arraignment tomorrow.",
      },
      preferences: { communicationMethod: "Phone" },
      incident: { whenWhere: "11/20/2026 on Route 9", date: "2026-11-20" },
    });
  });

  it("Create My Case creates the corrected case once, awaiting the firm's acceptance, and goes to the portal saying so", async () => {
    const { user, cookie } = await client();
    const sessionId = await finished(cookie);
    await post(
      {
        intent: "correct",
        sessionId,
        caseType: "Criminal",
        urgency: "high",
        description: "Arrested for a DUI last night.",
      },
      cookie,
    );
    const response = (await post({ intent: "create", sessionId }, cookie)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/client-portal");
    expect(await toastOf(response)).toMatchObject({
      title: "Sent to the firm",
      description:
        "Your case is waiting for the firm's acceptance: an attorney will review it and tell you here.",
      variant: "default",
    });
    const again = (await post({ intent: "create", sessionId }, cookie)) as Response;
    expect(again.headers.get("Location")).toBe("/client-portal");
    const cases = await LegalCase.findAll({ where: { clientId: user.id } });
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({
      caseType: "Criminal",
      priority: "high",
      status: "awaiting_acceptance",
      title: `Criminal matter – ${user.firstName} ${user.lastName}`,
      description: "Arrested for a DUI last night.",
    });
    const page = (await view(`?session=${sessionId}`, cookie)) as Awaited<
      ReturnType<typeof loader>
    >;
    expect(page.intake?.session.caseId).toBe(cases[0].id);
  });
});

describe("failures the client is told about (spec section 8)", () => {
  it("a failed start goes back with the destructive toast", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => {});
    vi.spyOn(IntakeSession, "create").mockRejectedValueOnce(new Error("database is down"));
    const { cookie } = await client();
    const response = (await post({ intent: "start" }, cookie)) as Response;
    expect(response.headers.get("Location")).toBe("/ai-intake");
    expect(await toastOf(response)).toMatchObject({
      title: "Error",
      description: "Failed to start chat session: Please try again.",
      variant: "destructive",
    });
  });

  it("a failed send keeps the form with Failed to send message. Please try again.", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    const { cookie } = await client();
    const sessionId = await startedSession(cookie);
    vi.spyOn(IntakeMessage, "create").mockRejectedValueOnce(new Error("disk full"));
    const reply = (await post({ intent: "send", sessionId, content: "Dana" }, cookie)) as Reply;
    expect(reply.init.status).toBe(500);
    expect(reply.data.result.error?.[""]).toEqual(["Failed to send message. Please try again."]);
    expect(errors).toHaveBeenCalled();
  });

  it("a failed creation says Failed to create case. Please try again.", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => {});
    const { user, cookie } = await client();
    const sessionId = await finished(cookie);
    vi.spyOn(LegalCase, "create").mockRejectedValueOnce(new Error("deadlock"));
    const reply = (await post({ intent: "create", sessionId }, cookie)) as Reply;
    expect(reply.init.status).toBe(500);
    expect(reply.data.result.error?.[""]).toEqual(["Failed to create case. Please try again."]);
    expect(await LegalCase.count({ where: { clientId: user.id } })).toBe(0);
    expect((await IntakeSession.findByPk(sessionId))?.caseId).toBeNull();
  });
});
