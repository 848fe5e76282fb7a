import OpenAI from "openai";
import * as z from "zod";
import { findEmails, isEmail, normalizePhone } from "~/utils/contact";
import {
  CONTACT_METHODS,
  PRACTICE_AREAS,
  PRIORITIES,
  type IntakeExtractedData,
  type IntakeInsurer,
  type IntakeProvider,
} from "~/utils/domain";
import { PROVIDER_KINDS } from "~/utils/injury";
import {
  confirmPhoneQuestion,
  hasRequiredDetails,
  mergeExtracted,
  withAccount,
  type IntakeAccount,
  type IntakeEngine,
  type IntakeTurn,
} from "./engine";
import { incidentDateFrom } from "./extraction";
import { MAX_DRAFT_PROVIDERS } from "./injury-facts";
import { OTHER_SIDE_QUESTION } from "./local-engine";
import { MAX_OTHER_SIDE_NAMES } from "./other-side";

/**
 * The intake assistant on an OpenAI-compatible chat completions API, with a structured-output
 * schema. Whatever it answers is checked here: a reply that breaks the schema, a value the client
 * never wrote, or "complete" with details missing is an error, and the caller falls back to the
 * local engine for that turn (assistant.server.ts).
 */
export interface OpenAIEngineConfig {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** How long one turn may wait for the service. */
  timeoutMs?: number;
}

const SYSTEM_PROMPT = `You are the Legal Intake Assistant of a personal-injury law firm, talking with a client in a chat.
Gather, asking ONE short question at a time and only for what is still missing:
1. the client's full name; 2. their email address; 3. their phone number (optional if they have given an email);
4. who is on the other side: the names of the people, companies or insurers involved (ask once, right after the contact details and BEFORE asking what happened, in these words: "${OTHER_SIDE_QUESTION}");
5. what happened, in their own words, with any dates coming up;
6. when and where it happened (ask once, in words containing "When and where");
7. for personal injury, each asked once: whether anyone was hurt and the injuries (ask "Were you or anyone else hurt?"), the medical treatment so far (say "medical treatment"), and the insurance involved (ask "What insurance is involved"), theirs and that of whoever is responsible;
8. their preferred contact method (ask once; optional). Never ask about a budget or fees.`;

/** A signed-in client's part of the prompt: their name and email are known and never asked. */
const accountPrompt = (account: IntakeAccount) =>
  `The client is signed in as ${account.firstName} ${account.lastName} <${account.email}>: do not ask for a name or an email, and never take another person's. ` +
  (account.phone
    ? `Confirm the phone number on their account, ${account.phone}, by asking "${confirmPhoneQuestion(account.phone)}".`
    : "Ask for their phone number once; it is optional.");

const RULES = `
Rules:
- Never invent or guess a value the client did not write. Leave a field null until the client gives it.
- caseType is one of: ${PRACTICE_AREAS.join("; ")}. Choose it from the story; use "Other" only when none fits.
- urgency: "urgent" for an arrest or detention, danger, or a hearing, eviction or deadline within days;
  "high" for such a date within weeks, a lawsuit, garnishment, repossession or hospital stay; "low" when the client says there is no rush; else "medium".
- description: the client's account of what happened, in their words.
- parties.opposing: each name the client gave for the other side, exactly as written (a person's or an organisation's name, not a description such as "the other driver"); an empty list when they named no one.
- isComplete is true only when the name, an email or a phone number, the description and the caseType are known and you have asked about when and where, (for personal injury) the injuries, treatment and insurance, and preferences once.
  Then thank the client and tell them to check the details and create their case.
- incident: whenWhere is the client's answer to "when and where", as written; injuries, treatment and insurance their answers, as written; null until given.
- incident.otherInsurer: the insurance company of the other side (whoever is responsible), by the name the client wrote, with the claim number if they gave one for it; null when they named none, or only their own insurer.
- incident.providers: each doctor, hospital, clinic or therapist the client named in their treatment answer, by the name they wrote (not "the ER" or "my doctor" without a name), its kind (${PROVIDER_KINDS.join(", ")}: "er" for an emergency room or urgent care), and firstVisit (YYYY-MM-DD) only when they gave the date; at most ${MAX_DRAFT_PROVIDERS}; an empty list when they named none.
- Be warm, brief and plain; do not give legal advice.`;

const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: "null" }] });
const text = nullable({ type: "string" });

/** The structured-output schema (strict mode: every key required, nothing else allowed). */
export const INTAKE_REPLY_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["reply", "isComplete", "extractedData"],
  properties: {
    reply: { type: "string", description: "What the assistant says next to the client." },
    isComplete: { type: "boolean" },
    extractedData: {
      type: "object",
      additionalProperties: false,
      required: ["personalInfo", "legalMatter", "preferences", "parties", "incident"],
      properties: {
        personalInfo: {
          type: "object",
          additionalProperties: false,
          required: ["firstName", "lastName", "email", "phone"],
          properties: { firstName: text, lastName: text, email: text, phone: text },
        },
        legalMatter: {
          type: "object",
          additionalProperties: false,
          required: ["caseType", "urgency", "description"],
          properties: {
            caseType: nullable({ type: "string", enum: [...PRACTICE_AREAS] }),
            urgency: nullable({ type: "string", enum: [...PRIORITIES] }),
            description: text,
          },
        },
        preferences: {
          type: "object",
          additionalProperties: false,
          required: ["communicationMethod", "budgetRange"],
          properties: {
            communicationMethod: nullable({ type: "string", enum: [...CONTACT_METHODS] }),
            budgetRange: text,
          },
        },
        parties: {
          type: "object",
          additionalProperties: false,
          required: ["opposing"],
          properties: { opposing: { type: "array", items: { type: "string" } } },
        },
        incident: {
          type: "object",
          additionalProperties: false,
          required: [
            "whenWhere",
            "injuries",
            "treatment",
            "insurance",
            "otherInsurer",
            "providers",
          ],
          properties: {
            whenWhere: text,
            injuries: text,
            treatment: text,
            insurance: text,
            otherInsurer: nullable({
              type: "object",
              additionalProperties: false,
              required: ["name", "claimNumber"],
              properties: { name: { type: "string" }, claimNumber: text },
            }),
            providers: {
              type: "array",
              items: {
                type: "object",
                additionalProperties: false,
                required: ["name", "kind", "firstVisit"],
                properties: {
                  name: { type: "string" },
                  kind: { type: "string", enum: [...PROVIDER_KINDS] },
                  firstVisit: text,
                },
              },
            },
          },
        },
      },
    },
  },
} as const;

const maybe = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
const ModelReply = z.object({
  reply: z.string().trim().min(1).max(4000),
  isComplete: z.boolean(),
  extractedData: z.object({
    personalInfo: z.object({
      firstName: maybe(z.string().trim().max(100)),
      lastName: maybe(z.string().trim().max(100)),
      email: maybe(z.string().trim().max(254)),
      phone: maybe(z.string().trim().max(40)),
    }),
    legalMatter: z.object({
      caseType: maybe(z.enum(PRACTICE_AREAS)),
      urgency: maybe(z.enum(PRIORITIES)),
      description: maybe(z.string().trim().max(4000)),
    }),
    preferences: z.object({
      communicationMethod: maybe(z.enum(CONTACT_METHODS)),
      budgetRange: maybe(z.string().trim().max(100)),
    }),
    // Optional here: a model that leaves it out still gives the rest.
    parties: maybe(z.object({ opposing: z.array(z.string().trim().max(200)).max(20) })),
    incident: maybe(
      z.object({
        whenWhere: maybe(z.string().trim().max(500)),
        injuries: maybe(z.string().trim().max(1000)),
        treatment: maybe(z.string().trim().max(1000)),
        insurance: maybe(z.string().trim().max(1000)),
        otherInsurer: maybe(
          z.object({
            name: z.string().trim().max(200),
            claimNumber: maybe(z.string().trim().max(100)),
          }),
        ),
        providers: maybe(
          z
            .array(
              z.object({
                name: z.string().trim().max(200),
                kind: z.enum(PROVIDER_KINDS),
                firstVisit: maybe(z.string().trim().max(10)),
              }),
            )
            .max(50),
        ),
      }),
    ),
  }),
});
type ModelReply = z.infer<typeof ModelReply>;

export class IntakeEngineError extends Error {
  name = "IntakeEngineError";
}

/**
 * Keeps only what the client's own words support: an email they wrote, a phone number whose
 * digits they typed, a name that appears in what they said.
 */
function grounded(
  data: ModelReply["extractedData"],
  clientText: string,
  today: string,
  account?: IntakeAccount,
): IntakeExtractedData {
  const said = clientText.toLowerCase();
  const digits = clientText.replace(/\D/g, "");
  const person = data.personalInfo;
  const email = person.email?.toLowerCase();
  const phone = person.phone ? normalizePhone(person.phone) : null;
  const named = (value?: string | null) =>
    value && said.includes(value.toLowerCase()) ? value : undefined;
  return {
    personalInfo: {
      firstName: named(person.firstName),
      lastName: named(person.lastName),
      email:
        email &&
        isEmail(email) &&
        (said.includes(email) || findEmails(clientText, { spelledOut: true }).includes(email))
          ? email
          : undefined,
      // Or the account's own number, which the client confirmed rather than typed.
      phone:
        phone &&
        (digits.includes(phone.replace(/\D/g, "").slice(-10)) ||
          (account?.phone && normalizePhone(account.phone) === phone))
          ? phone
          : undefined,
    },
    legalMatter: {
      caseType: data.legalMatter.caseType ?? undefined,
      urgency: data.legalMatter.urgency ?? undefined,
      description: data.legalMatter.description ?? undefined,
    },
    preferences: {
      communicationMethod: data.preferences.communicationMethod ?? undefined,
      budgetRange: data.preferences.budgetRange ?? undefined,
    },
    parties: {
      opposing: (data.parties?.opposing ?? [])
        .filter((name) => name !== "" && said.includes(name.toLowerCase()))
        .slice(0, MAX_OTHER_SIDE_NAMES),
    },
    incident: {
      whenWhere: data.incident?.whenWhere ?? undefined,
      // The date is read here, from the client's own words, never taken from the model.
      date: data.incident?.whenWhere ? incidentDateFrom(data.incident.whenWhere, today) : undefined,
      injuries: data.incident?.injuries ?? undefined,
      treatment: data.incident?.treatment ?? undefined,
      insurance: data.incident?.insurance ?? undefined,
      ...injuryFacts(data.incident, clientText, today),
    },
  };
}

/** Letters and digits only, in capitals: a claim number however it was typed. */
const bareCode = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, "");

/**
 * The other side's insurer and the providers, kept only as the client wrote them (issue 40): a
 * name the client typed, a claim number whose characters they typed, a first visit that is a
 * real day not after today. They become draft claims and providers for the attorney to review.
 */
function injuryFacts(
  incident: ModelReply["extractedData"]["incident"],
  clientText: string,
  today: string,
): { otherInsurer?: IntakeInsurer; providers?: IntakeProvider[] } {
  const said = clientText.toLowerCase();
  const typed = bareCode(clientText);
  const wrote = (name: string) => name.length >= 2 && said.includes(name.toLowerCase());
  const insurer = incident?.otherInsurer;
  const claimNumber = insurer?.claimNumber;
  const otherInsurer =
    insurer && wrote(insurer.name)
      ? {
          name: insurer.name,
          ...(claimNumber && /\d/.test(claimNumber) && typed.includes(bareCode(claimNumber))
            ? { claimNumber }
            : {}),
        }
      : undefined;
  const providers: IntakeProvider[] = [];
  for (const provider of incident?.providers ?? []) {
    const known = providers.some((p) => p.name.toLowerCase() === provider.name.toLowerCase());
    if (!wrote(provider.name) || known || providers.length >= MAX_DRAFT_PROVIDERS) continue;
    const day = provider.firstVisit;
    const firstVisit = day && incidentDateFrom(day, today) === day ? day : undefined;
    providers.push({
      name: provider.name,
      kind: provider.kind,
      ...(firstVisit ? { firstVisit } : {}),
    });
  }
  return { otherInsurer, providers };
}

export function createOpenAIEngine(config: OpenAIEngineConfig): IntakeEngine {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    // The local engine is the retry: a failed turn falls back at once rather than keeping the client waiting.
    maxRetries: 0,
    timeout: config.timeoutMs ?? 20_000,
  });
  return {
    name: "openai",
    async next(input): Promise<IntakeTurn> {
      const completion = await client.chat.completions.create({
        model: config.model,
        temperature: 0.2,
        response_format: {
          type: "json_schema",
          json_schema: { name: "intake_turn", strict: true, schema: INTAKE_REPLY_SCHEMA },
        },
        messages: [
          {
            role: "system",
            content: `${SYSTEM_PROMPT}\n${input.account ? `${accountPrompt(input.account)}\n` : ""}${RULES}\n\nWhat has been gathered so far: ${JSON.stringify(input.extractedData)}`,
          },
          ...input.messages.map((message) => ({ role: message.role, content: message.content })),
        ],
      });
      const content = completion.choices[0]?.message?.content;
      if (!content) throw new IntakeEngineError("The model returned no content");
      let json: unknown;
      try {
        json = JSON.parse(content);
      } catch {
        throw new IntakeEngineError("The model's reply is not JSON");
      }
      const parsed = ModelReply.safeParse(json);
      if (!parsed.success) {
        throw new IntakeEngineError(
          `The model's reply does not match the schema: ${parsed.error.issues
            .map((issue) => issue.path.join("."))
            .join(", ")}`,
        );
      }
      const clientText = input.messages
        .filter((message) => message.role === "user")
        .map((message) => message.content)
        .join("\n");
      const today = input.today ?? new Date().toISOString().slice(0, 10);
      const extractedData = withAccount(
        mergeExtracted(
          input.extractedData,
          grounded(parsed.data.extractedData, clientText, today, input.account),
        ),
        input.account,
      );
      if (parsed.data.isComplete && !hasRequiredDetails(extractedData)) {
        throw new IntakeEngineError("The model called the intake complete with details missing");
      }
      return { reply: parsed.data.reply, extractedData, isComplete: parsed.data.isComplete };
    },
  };
}
