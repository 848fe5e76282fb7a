import { IntakeMessage, IntakeSession, User, sequelize } from "~/models/index.server";
import { priorityOrMedium, type IntakeExtractedData, type OneOf } from "~/utils/domain";
import { IntakeDetailsSchema, IntakeMessageSchema } from "~/utils/intake-schemas";
import { looksLikeOrganisation } from "~/utils/parties";
import { incidentDateFrom } from "./extraction";
import { iso, pick } from "~/utils/pick";
import { authorize, scopeFor } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import { audit } from "../audit.server";
import type { PublicUser } from "../auth.server";
import { takeHitsOrRefuse, type Limit } from "../rate-limit.server";
import {
  getVisibleCase,
  openCase,
  possibleDuplicates,
  type NewCase,
  type PublicCase,
} from "../cases.server";
import { getSettings } from "../settings.server";
import { dayIn } from "~/utils/zone-calendar";
import { recordConflictCheck } from "../conflict-checks.server";
import { writeParty } from "../parties.server";
import { draftInjuryFile } from "../injury/drafts.server";
import { intakeAssistant } from "./assistant.server";
import { otherInsurerFromAnswer, providersFromAnswer } from "./injury-facts";
import {
  compactExtracted,
  greetingFor,
  withAccount,
  type IntakeAccount,
  type IntakeEngine,
} from "./engine";

/**
 * AI intake sessions (spec sections 2, 4 and 7): a client starts one, talks with the assistant
 * until it is complete, may correct what it understood, and completes it into a case. Only the
 * session's owner sees it; anyone else gets 404.
 */
export type PublicIntakeMessage = ReturnType<typeof toPublicMessage>;
export type PublicIntakeSession = ReturnType<typeof toPublicSession>;

/** A conversation may not run on for ever: this many client messages at most. */
export const MAX_CLIENT_MESSAGES = 60;
/** Messages one client may send in a window, across sessions (each may cost an OpenAI call). */
export const INTAKE_MESSAGE_LIMIT: Limit = { max: 60, windowMs: 10 * 60_000 };
const MESSAGE_LIST_LIMIT = 2 * MAX_CLIENT_MESSAGES + 1;

const toPublicSession = (row: IntakeSession) => ({
  sessionId: row.id,
  status: row.status as OneOf<"intakeSessionStatus">,
  isComplete: row.status === "complete",
  extractedData: compactExtracted(row.extractedData ?? {}),
  caseId: row.caseId ?? null,
  createdAt: iso(row.createdAt),
});

const toPublicMessage = (row: IntakeMessage) => pick(row, "id", "role", "content");

/**
 * The signed-in client as the intake knows them (issue 36): their name and email are the
 * account's, never asked and never replaced by another person's; their phone is confirmed.
 */
async function accountOf(user: PublicUser): Promise<IntakeAccount> {
  const row = await User.findByPk(user.id, {
    attributes: ["firstName", "lastName", "email", "phone"],
  });
  return {
    firstName: row?.firstName ?? user.firstName,
    lastName: row?.lastName ?? user.lastName,
    email: row?.email ?? user.email,
    phone: row?.phone ?? null,
  };
}

/** Intake session ids are UUIDs; anything else names no session. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The client's own session; anyone else's (or none) is 404. */
async function ownSession(
  user: PublicUser,
  sessionId: string,
  action: "read" | "update" = "read",
): Promise<IntakeSession> {
  const scope = scopeFor(user, action, "intakeSession");
  const row = SESSION_ID.test(sessionId)
    ? await IntakeSession.findOne({ where: { id: sessionId, ...scope } })
    : null;
  if (!row) throw new ServiceError(404, "Intake session not found");
  return row;
}

async function messagesOf(sessionId: string): Promise<IntakeMessage[]> {
  return IntakeMessage.findAll({
    where: { sessionId },
    order: [["id", "ASC"]],
    limit: MESSAGE_LIST_LIMIT,
  });
}

/**
 * Starts a conversation with the assistant's greeting. A client who pressed Start twice gets the
 * session they have not written in yet rather than a second empty one.
 */
export async function startIntake(user: PublicUser): Promise<{ sessionId: string }> {
  authorize(user, "create", "intakeSession");
  const latest = await IntakeSession.findOne({
    where: { clientId: user.id, status: "active" },
    order: [["createdAt", "DESC"]],
  });
  if (
    latest &&
    (await IntakeMessage.count({ where: { sessionId: latest.id, role: "user" } })) === 0
  ) {
    return { sessionId: latest.id };
  }
  const account = await accountOf(user);
  return sequelize.transaction(async (transaction) => {
    const session = await IntakeSession.create(
      { clientId: user.id, extractedData: withAccount({}, account) },
      { transaction },
    );
    await IntakeMessage.create(
      { sessionId: session.id, role: "assistant", content: greetingFor(account) },
      { transaction },
    );
    await audit(transaction, "intake_started", user, ["intake_session", session.id]);
    return { sessionId: session.id };
  });
}

/** The session and its whole transcript, oldest first. */
export async function getIntake(
  user: PublicUser,
  sessionId: string,
): Promise<{ session: PublicIntakeSession; messages: PublicIntakeMessage[] }> {
  const session = await ownSession(user, sessionId);
  return {
    session: toPublicSession(session),
    messages: (await messagesOf(session.id)).map(toPublicMessage),
  };
}

export async function listIntakeMessages(
  user: PublicUser,
  sessionId: string,
): Promise<PublicIntakeMessage[]> {
  const session = await ownSession(user, sessionId);
  return (await messagesOf(session.id)).map(toPublicMessage);
}

/** The client's newest session that has not become a case yet, to carry on with. */
export async function latestOpenIntake(user: PublicUser): Promise<PublicIntakeSession | null> {
  const row = await IntakeSession.findOne({
    where: { ...scopeFor(user, "read", "intakeSession"), caseId: null },
    order: [["createdAt", "DESC"]],
  });
  return row ? toPublicSession(row) : null;
}

/**
 * Stores the client's message, lets the assistant answer, and stores its reply and what it has
 * understood. The session is complete when the assistant says so.
 */
export async function sendIntakeMessage(
  user: PublicUser,
  sessionId: string,
  input: unknown,
  engine: IntakeEngine = intakeAssistant(),
): Promise<{
  isComplete: boolean;
  extractedData: IntakeExtractedData;
  reply: PublicIntakeMessage;
}> {
  const { content } = parseOrThrow(IntakeMessageSchema, input);
  const session = await ownSession(user, sessionId, "update");
  if (session.status === "complete") {
    throw new ServiceError(
      409,
      "This intake is already complete. Create your case or start a new intake.",
    );
  }
  const bucket = `intake-message:${user.id}`;
  await takeHitsOrRefuse([[bucket, INTAKE_MESSAGE_LIMIT]], "You are sending messages too quickly.");
  const sent = await IntakeMessage.count({ where: { sessionId, role: "user" } });
  if (sent >= MAX_CLIENT_MESSAGES) {
    throw new ServiceError(409, "This conversation is too long. Please start a new intake.");
  }
  await IntakeMessage.create({ sessionId, role: "user", content });
  const transcript = await messagesOf(sessionId);
  const [account, settings] = await Promise.all([accountOf(user), getSettings()]);
  const turn = await engine.next({
    messages: transcript.map((row) => ({ role: row.role, content: row.content })),
    extractedData: withAccount(session.extractedData ?? {}, account),
    reading: session.readingState,
    account,
    today: dayIn(settings.timeZone),
  });
  // Whatever an engine answers, the name and email are the account's.
  const extractedData = compactExtracted(withAccount(turn.extractedData, account));
  const reply = await sequelize.transaction(async (transaction) => {
    const row = await IntakeMessage.create(
      { sessionId, role: "assistant", content: turn.reply },
      { transaction },
    );
    await session.update(
      {
        extractedData,
        status: turn.isComplete ? "complete" : "active",
        // An engine that keeps no reading (OpenAI) leaves the local one's as it was: the local
        // engine reads on from there when it next answers.
        readingState: turn.reading ?? session.readingState ?? null,
      },
      { transaction },
    );
    return row;
  });
  return { isComplete: turn.isComplete, extractedData, reply: toPublicMessage(reply) };
}

/** The client corrects what the assistant understood, before the case is created. */
export async function correctIntakeDetails(
  user: PublicUser,
  sessionId: string,
  input: unknown,
): Promise<PublicIntakeSession> {
  const values = parseOrThrow(IntakeDetailsSchema, input);
  const session = await ownSession(user, sessionId, "update");
  if (session.status !== "complete") {
    throw new ServiceError(
      409,
      "The intake is not finished yet. Please answer the assistant first.",
    );
  }
  if (session.caseId) {
    throw new ServiceError(409, "Your case has already been created from this intake.");
  }
  const [account, settings] = await Promise.all([accountOf(user), getSettings()]);
  const kept = session.extractedData ?? {};
  // The name and email are the account's: the form has no fields for them, and none are taken.
  const extractedData = compactExtracted(
    withAccount(
      {
        personalInfo: { phone: values.phone },
        legalMatter: {
          caseType: values.caseType,
          urgency: values.urgency,
          description: values.description,
        },
        preferences: {
          communicationMethod: values.communicationMethod,
          // No longer asked (issue 36); kept if an older intake had one.
          budgetRange: kept.preferences?.budgetRange,
        },
        // Not on the corrections form: the names given for the other side stay as they were.
        parties: kept.parties,
        incident: {
          whenWhere: values.whenWhere,
          date: values.whenWhere
            ? (incidentDateFrom(values.whenWhere, dayIn(settings.timeZone)) ??
              (values.whenWhere === kept.incident?.whenWhere ? kept.incident?.date : undefined))
            : undefined,
          injuries: values.injuries,
          treatment: values.treatment,
          insurance: values.insurance,
          // What the answers name, read again from an answer the client changed.
          ...injuryFactsAfter(kept.incident, values, dayIn(settings.timeZone)),
        },
      },
      account,
    ),
  );
  await session.update({ extractedData });
  return toPublicSession(session);
}

/**
 * The other side's insurer and the providers of corrected answers: as the assistant read them
 * while an answer stays as it was, read from the new words once the client changed it, none once
 * they cleared it.
 */
function injuryFactsAfter(
  kept: IntakeExtractedData["incident"],
  values: { treatment?: string; insurance?: string },
  today: string,
): Pick<NonNullable<IntakeExtractedData["incident"]>, "otherInsurer" | "providers"> {
  const same = (field: "treatment" | "insurance") =>
    (values[field] ?? "") === (kept?.[field] ?? "");
  return {
    otherInsurer: same("insurance")
      ? kept?.otherInsurer
      : values.insurance
        ? otherInsurerFromAnswer(values.insurance)
        : undefined,
    providers: same("treatment")
      ? kept?.providers
      : values.treatment
        ? providersFromAnswer(values.treatment, today)
        : undefined,
  };
}

/**
 * Turns a finished intake into a case, once: its first timeline entry, assignment and staff
 * notification come with it. Completing again answers the same case (created: false). The case
 * is awaiting the firm's acceptance (issue 36), in the signed-in client's name; a case of theirs
 * whose incident is within 7 days of this one's is named in the announcement (both cases show it).
 */
export async function completeIntake(
  user: PublicUser,
  sessionId: string,
): Promise<{ created: boolean; case: PublicCase }> {
  const session = await ownSession(user, sessionId, "update");
  if (!session.caseId && session.status !== "complete") {
    throw new ServiceError(
      409,
      "The intake is not finished yet. Please answer the assistant first.",
    );
  }
  let created: PublicCase | null = null;
  if (!session.caseId) {
    try {
      created = await sequelize.transaction(async (transaction) => {
        const locked = await IntakeSession.findByPk(session.id, {
          transaction,
          lock: transaction.LOCK.UPDATE,
        });
        if (!locked || locked.caseId) return null;
        const extracted = locked.extractedData ?? {};
        const incidentDate = extracted.incident?.date ?? null;
        const twins = await possibleDuplicates(
          { id: 0, clientId: user.id, incidentDate },
          transaction,
        );
        const legalCase = await openCase(
          user,
          caseFromIntake(user, extracted, twins),
          transaction,
          { conflictCheck: false },
        );
        // The other side the client named is the case's; then the case is checked with them.
        for (const name of extracted.parties?.opposing ?? []) {
          const kind = looksLikeOrganisation(name) ? "organisation" : "person";
          await writeParty(
            { name, kind, role: "adverse_party", caseId: legalCase.id, addedBy: user.id },
            transaction,
          );
        }
        // The other side's insurer and the providers the client named: drafts to review (issue
        // 40), the insurer a party the conflict check below takes in.
        await draftInjuryFile(
          user,
          legalCase.id,
          {
            otherInsurer: extracted.incident?.otherInsurer,
            providers: extracted.incident?.providers,
          },
          "intake",
          transaction,
        );
        await recordConflictCheck({ caseId: legalCase.id }, transaction);
        // Only the first completion may claim the session; a racing second one rolls back.
        const [claimed] = await IntakeSession.update(
          { caseId: legalCase.id },
          { where: { id: session.id, caseId: null }, transaction },
        );
        if (claimed !== 1) throw new Error("The intake was completed by another request");
        return legalCase;
      });
    } catch (error) {
      // A racing completion got there first (its claim won, or SQLite refused the second writer).
      await session.reload();
      if (!session.caseId) throw error;
    }
  }
  if (created) return { created: true, case: created };
  await session.reload();
  if (!session.caseId) throw new ServiceError(404, "Intake session not found");
  return { created: false, case: await getVisibleCase(user, session.caseId) };
}

/**
 * The case an intake describes, in the signed-in client's name: its practice area, urgency as
 * priority, the client's story with the incident's details, awaiting the firm's acceptance.
 */
function caseFromIntake(
  user: PublicUser,
  data: IntakeExtractedData,
  twins: Array<{ id: number }>,
): NewCase {
  const matter = data.legalMatter ?? {};
  const incident = data.incident ?? {};
  const details = [
    ["When and where", incident.whenWhere],
    ["Injuries", incident.injuries],
    ["Treatment so far", incident.treatment],
    ["Insurance", incident.insurance],
  ].filter((pair): pair is [string, string] => Boolean(pair[1]));
  const story = matter.description ?? "";
  return {
    title: `${matter.caseType ?? "Legal"} matter – ${user.firstName} ${user.lastName}`,
    caseType: matter.caseType ?? "Other",
    priority: priorityOrMedium(matter.urgency),
    description: [story, ...details.map(([label, value]) => `${label}: ${value}`)]
      .filter(Boolean)
      .join("\n\n"),
    origin: "from the AI intake conversation",
    announcement:
      twins.length > 0
        ? `New AI intake awaiting acceptance (possible duplicate of ${twins.map((twin) => `Case #${twin.id}`).join(", ")})`
        : "New AI intake awaiting acceptance",
    status: "awaiting_acceptance",
    incidentDate: incident.date ?? null,
    // The kind of claim its limitation follows from (issue 38); the attorney refines it.
    claimType: matter.caseType === "Personal Injury" ? "personal_injury" : null,
  };
}
