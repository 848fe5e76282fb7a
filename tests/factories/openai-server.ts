import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake answers next: a completion with this content, or a bare HTTP error. */
export type FakeAnswer = { content: string } | { status: number };

export interface FakeOpenAI {
  /** The OPENAI_BASE_URL to use (…/v1). */
  baseURL: string;
  /** Every request received, with its parsed JSON body. */
  requests: Array<{ path: string; authorization?: string; body: Record<string, unknown> }>;
  /** Queues answers; with none queued the fake answers 500. */
  answer(...answers: FakeAnswer[]): void;
  close(): Promise<void>;
}

/**
 * A tiny OpenAI-compatible server on loopback implementing POST /v1/chat/completions, so the
 * OpenAI engine is tested through the real SDK without the network.
 */
export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const queue: FakeAnswer[] = [];
  const requests: FakeOpenAI["requests"] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
      requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
      const next = queue.shift() ?? { status: 500 };
      res.setHeader("Content-Type", "application/json");
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { message: "not found" } }));
      } else if ("status" in next) {
        res.statusCode = next.status;
        res.end(JSON.stringify({ error: { message: "The fake server failed on purpose" } }));
      } else {
        res.end(
          JSON.stringify({
            id: "chatcmpl-fake",
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [
              {
                index: 0,
                finish_reason: "stop",
                message: { role: "assistant", content: next.content, refusal: null },
              },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (...answers) => queue.push(...answers),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A well-formed structured reply, as the model would send it. */
export function modelReply(overrides: {
  reply?: string;
  isComplete?: boolean;
  personalInfo?: Record<string, string | null>;
  legalMatter?: Record<string, string | null>;
  preferences?: Record<string, string | null>;
  opposing?: string[];
  incident?: Record<string, unknown>;
}) {
  return JSON.stringify({
    reply: overrides.reply ?? "Thank you. What email address can our team use to reach you?",
    isComplete: overrides.isComplete ?? false,
    extractedData: {
      personalInfo: {
        firstName: null,
        lastName: null,
        email: null,
        phone: null,
        ...overrides.personalInfo,
      },
      legalMatter: { caseType: null, urgency: null, description: null, ...overrides.legalMatter },
      preferences: { communicationMethod: null, budgetRange: null, ...overrides.preferences },
      parties: { opposing: overrides.opposing ?? [] },
      incident: {
        whenWhere: null,
        injuries: null,
        treatment: null,
        insurance: null,
        otherInsurer: null,
        providers: [],
        ...overrides.incident,
      },
    },
  });
}
