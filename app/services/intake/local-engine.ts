import { findEmails, findPhones } from "~/utils/contact";
import type { IntakeExtractedData, PracticeArea, Priority } from "~/utils/domain";
import {
  confirmPhoneQuestion,
  mergeExtracted,
  withAccount,
  type IntakeAccount,
  type IntakeEngine,
  type IntakeTopic,
  type IntakeTurn,
  type IntakeTurnInput,
  type TranscriptMessage,
} from "./engine";
import {
  BUDGET_CUE,
  METHOD_CUE,
  assessUrgency,
  classifyCaseType,
  extractBudget,
  extractContactMethod,
  extractLastName,
  extractName,
  incidentDateFrom,
  isDecline,
  practiceAreaFromAnswer,
  sentences,
  storySentences,
} from "./extraction";
import { otherInsurerFromAnswer, providersFromAnswer } from "./injury-facts";
import { namesFromAnswer } from "./other-side";

/**
 * The default engine: local, deterministic and pure (no network, no key). It reads every answer
 * in the light of the question it answered, then asks for the first thing still missing, one
 * question at a time. What it has read is kept between turns (IntakeReading), so a turn reads
 * only its own question and answer however long the conversation has grown.
 */

/**
 * Asked right after the person's details and before the story (ABA Formal Opinion 510): the
 * names a conflict check needs, with the caution not to tell more until it is done.
 */
export const OTHER_SIDE_QUESTION =
  "Who is on the other side of your matter? Please name the people, companies or insurers involved, " +
  'separated by commas, or say "no one". ' +
  "Please don't describe your situation yet: once we have checked that no conflict of interest stops us from helping you, we will ask you for the details.";

export const INTAKE_QUESTIONS: Record<IntakeTopic, { first: string; again: string }> = {
  name: {
    first: "What is your full name?",
    again:
      "Sorry, I didn't catch your name. Could you type your first and last name, for example: Jane Smith?",
  },
  lastName: {
    first: "And what is your last name?",
    again: "Could you type your last name?",
  },
  email: {
    first: "What email address can our team use to reach you?",
    again: "What email address can our team use to reach you? For example: name@example.com.",
  },
  phone: {
    first: "What phone number can we reach you on? If you'd rather not share one, just say so.",
    again: "What phone number can we reach you on? For example: (555) 123-4567.",
  },
  contact: {
    first:
      "We need at least one way to reach you. Could you share an email address or a phone number?",
    again:
      "We need at least one way to reach you. Please type an email address (like name@example.com) or a phone number (like (555) 123-4567).",
  },
  otherSide: {
    first: OTHER_SIDE_QUESTION,
    again: OTHER_SIDE_QUESTION,
  },
  description: {
    first:
      "Please tell me in your own words what happened, and about any dates coming up, such as a hearing or a deadline.",
    again: "Could you tell me a little more about what happened, in a sentence or two?",
  },
  caseType: {
    first:
      "Which of these best describes your matter: personal injury, family, criminal, employment, immigration, estate planning, real estate or landlord–tenant, business and contracts, bankruptcy and debt, or something else?",
    again:
      "Which of these best describes your matter: personal injury, family, criminal, employment, immigration, estate planning, real estate or landlord–tenant, business and contracts, bankruptcy and debt, or something else?",
  },
  // The incident (issue 36): a personal-injury firm's questions, asked once each after the story.
  whenWhere: {
    first: "When and where did this happen? For example: 11/20/2026, on Highway 101 near San Jose.",
    again: "When and where did this happen? A date and a place are enough.",
  },
  injuries: {
    first: "Were you or anyone else hurt? Please describe the injuries, or say if no one was.",
    again: "Were you or anyone else hurt? Please describe the injuries, or say if no one was.",
  },
  treatment: {
    first:
      "What medical treatment have you had so far? For example: the emergency room, your doctor, physical therapy, or none yet.",
    again: "What medical treatment have you had so far, if any?",
  },
  insurance: {
    first:
      "What insurance is involved: your own insurer, and the insurer of whoever is responsible if you know it? Include a claim number if you have one.",
    again: "What insurance is involved, yours and that of whoever is responsible, if you know?",
  },
  preferences: {
    first:
      "Last question: how would you like us to contact you: email, phone call, text message, video call or in person? It's fine to say no preference.",
    again: "How would you like us to contact you? It's fine to say no preference.",
  },
};

/** Which question an assistant message asked; it also reads the OpenAI engine's questions. */
export function topicOf(question: string): IntakeTopic | null {
  const text = question.toLowerCase();
  // Before the others: its caution speaks of details and names.
  if (text.includes("other side")) return "otherSide";
  // The account's phone, confirmed (its greeting names the email it writes to).
  if (text.includes("best phone number") || text.includes("what phone number")) return "phone";
  if (text.includes("when and where")) return "whenWhere";
  if (text.includes("medical treatment")) return "treatment";
  if (text.includes("what insurance")) return "insurance";
  if (text.includes("anyone else hurt") || text.includes("describe the injuries"))
    return "injuries";
  if (text.includes("budget") || text.includes("how would you like us to contact")) {
    return "preferences";
  }
  if (text.includes("best describes your matter") || text.includes("which area of law")) {
    return "caseType";
  }
  if (text.includes("what happened")) return "description";
  if (text.includes("one way to reach you") || (text.includes("email") && text.includes("phone"))) {
    return "contact";
  }
  if (/e-?mail/.test(text)) return "email";
  if (text.includes("phone")) return "phone";
  if (text.includes("last name") && !text.includes("first and last")) return "lastName";
  if (text.includes("name")) return "name";
  return null;
}

/**
 * The engine's reading of a conversation: what it has gathered and where the conversation is.
 * Plain JSON, kept on the intake session between turns (intake.server.ts), so that a turn reads
 * only the messages that came since: the last question and the client's answer to it.
 */
export interface IntakeReading {
  /** The shape's version: a reading of another version is thrown away and the transcript read again. */
  version: typeof READING_VERSION;
  /** How many messages of the transcript (oldest first) it has read. */
  read: number;
  /** The length of the last message read: a transcript that does not start with what was read is read again. */
  lastLength: number;
  person: Person;
  /** The client's story so far, sentence by sentence. */
  story: string;
  /** The answer to "which of these best describes your matter?", when asked. */
  areaAnswer?: string;
  method?: string;
  budget?: string;
  opposing?: string[];
  /** The incident, as the client told it (issue 36), and the date read from it. */
  incident: NonNullable<IntakeExtractedData["incident"]>;
  /** What the newest assistant message asked for (null: nothing the engine knows). */
  topic: IntakeTopic | null;
  /** How often each topic was asked. */
  asked: Record<IntakeTopic, number>;
  /** No client message read yet: the first answer may tell the story freely. */
  firstAnswer: boolean;
  /**
   * The story's practice area and urgency, judged on the whole story (their cues may span its
   * sentences) when it was `storyLength` long: judged again only after the story has grown.
   */
  judged?: { storyLength: number; caseType?: PracticeArea; urgency?: Priority };
}

const READING_VERSION = 2;

type Person = NonNullable<IntakeExtractedData["personalInfo"]>;

function emptyReading(): IntakeReading {
  return {
    version: READING_VERSION,
    read: 0,
    lastLength: 0,
    person: {},
    story: "",
    incident: {},
    topic: null,
    asked: Object.fromEntries(Object.keys(INTAKE_QUESTIONS).map((topic) => [topic, 0])) as Record<
      IntakeTopic,
      number
    >,
    firstAnswer: true,
  };
}

/**
 * A kept reading to carry on from, when it is one of this version that read the start of this
 * very transcript; otherwise a fresh one (a session from before readings were kept is read from
 * its first message, once).
 */
export function resumeReading(kept: unknown, messages: TranscriptMessage[]): IntakeReading {
  const reading = kept as Partial<IntakeReading> | null | undefined;
  const fits =
    reading?.version === READING_VERSION &&
    Number.isInteger(reading.read) &&
    reading.read! >= 0 &&
    reading.read! <= messages.length &&
    (reading.read === 0 || messages[reading.read! - 1].content.length === reading.lastLength) &&
    typeof reading.story === "string" &&
    typeof reading.person === "object" &&
    typeof reading.incident === "object" &&
    typeof reading.asked === "object";
  return fits ? (reading as IntakeReading) : emptyReading();
}

/**
 * Reads the messages the reading has not read yet, each client message in the light of the
 * question before it. Pure: returns a new reading.
 */
export function readMessages(
  from: IntakeReading,
  messages: TranscriptMessage[],
  context: { account?: IntakeAccount; today?: string } = {},
): IntakeReading {
  const reading: IntakeReading = {
    ...from,
    person: { ...from.person },
    incident: { ...from.incident },
    asked: { ...from.asked },
  };
  const today = context.today ?? new Date().toISOString().slice(0, 10);
  const { person, asked } = reading;
  const addStory = (parts: string[]) => {
    for (const part of parts) {
      if (!reading.story.includes(part)) {
        reading.story = reading.story ? `${reading.story} ${part}` : part;
      }
    }
  };

  for (const message of messages.slice(from.read)) {
    reading.read += 1;
    reading.lastLength = message.content.length;
    if (message.role === "assistant") {
      reading.topic = topicOf(message.content);
      if (reading.topic) asked[reading.topic] += 1;
      continue;
    }
    const topic = reading.topic;
    const text = message.content.trim();
    const emails = findEmails(text, { spelledOut: topic === "email" || topic === "contact" });
    const phones = findPhones(text);
    // Asked for: the answer wins. Offered in passing: it fills a gap only.
    if (topic === "email" || topic === "contact") person.email = emails[0] ?? person.email;
    if (topic === "phone" || topic === "contact") person.phone = phones[0] ?? person.phone;
    // The account's phone, confirmed: any answer but a number or a plain no keeps it.
    const accountPhone = context.account?.phone;
    if (topic === "phone" && accountPhone && phones.length === 0 && !isDecline(text)) {
      person.phone = accountPhone;
    }
    person.email ??= emails[0];
    person.phone ??= phones[0];

    if (topic === "name") {
      const name = extractName(text, true);
      if (name.firstName)
        Object.assign(person, {
          firstName: name.firstName,
          lastName: name.lastName ?? person.lastName,
        });
    } else if (topic === "lastName") {
      person.lastName = extractLastName(text) ?? person.lastName;
    } else if (!person.firstName) {
      const name = extractName(text, false);
      if (name.firstName) Object.assign(person, name);
    }

    if (topic === "otherSide") {
      // Names only: whatever else the answer says is not the story (the caution asked not yet).
      reading.opposing = namesFromAnswer(text);
    } else if (topic === "description") {
      const told = storySentences(text, true);
      addStory(told.length > 0 ? told : text.split(/\s+/).length >= 3 ? [text] : []);
      reading.incident.date ??= incidentDateFrom(text, today);
    } else if (topic === "caseType") {
      reading.areaAnswer = text;
    } else if (topic === "whenWhere") {
      const date = incidentDateFrom(text, today);
      // "I'd rather not say" is no answer to keep; a date is, however it is said.
      if (date || !isDecline(text)) reading.incident.whenWhere = text.slice(0, 500);
      reading.incident.date = date ?? reading.incident.date;
    } else if (topic === "injuries" || topic === "treatment" || topic === "insurance") {
      // As told, in the client's words: the attorney reads them on the case.
      reading.incident[topic] = text.slice(0, 1000);
      // And what they name of it, which becomes the injury file's drafts (issue 40).
      if (topic === "treatment") reading.incident.providers = providersFromAnswer(text, today);
      if (topic === "insurance") reading.incident.otherInsurer = otherInsurerFromAnswer(text);
    } else if (topic === "preferences") {
      reading.method = extractContactMethod(text) ?? reading.method;
      reading.budget = extractBudget(text, { bare: true }) ?? reading.budget;
    } else {
      addStory(storySentences(text, reading.firstAnswer || topic === null));
    }
    if (topic !== "preferences") {
      for (const sentence of sentences(text)) {
        if (METHOD_CUE.test(sentence))
          reading.method = extractContactMethod(sentence) ?? reading.method;
        if (BUDGET_CUE.test(sentence)) reading.budget = extractBudget(sentence) ?? reading.budget;
      }
    }
    reading.firstAnswer = false;
  }
  return reading;
}

type JudgedReading = IntakeReading & Required<Pick<IntakeReading, "judged">>;

/** The reading with its story judged, unless the story is as it was when last judged. */
function judged(reading: IntakeReading): JudgedReading {
  const { story } = reading;
  if (reading.judged?.storyLength === story.length) return reading as JudgedReading;
  return {
    ...reading,
    judged: {
      storyLength: story.length,
      caseType: classifyCaseType(story),
      urgency: story ? assessUrgency(story) : undefined,
    },
  };
}

/** What a reading has gathered, as the session's extracted data. */
function gathered(reading: JudgedReading): IntakeExtractedData {
  const { story, areaAnswer, judged: judgement } = reading;
  const caseType =
    judgement.caseType ??
    (areaAnswer !== undefined ? practiceAreaFromAnswer(areaAnswer) : undefined);
  return {
    personalInfo: { ...reading.person },
    legalMatter: { caseType, urgency: judgement.urgency, description: story || undefined },
    preferences: { communicationMethod: reading.method, budgetRange: reading.budget },
    parties: { opposing: reading.opposing },
    incident: { ...reading.incident },
  };
}

/**
 * The first thing still missing, in the order name, email, phone, who is on the other side (asked
 * once), what happened, the practice area, when and where; for personal injury the injuries, the
 * treatment so far and the insurance (each asked once); then how to contact the client.
 */
function nextTopic(
  data: IntakeExtractedData,
  asked: Record<IntakeTopic, number>,
): IntakeTopic | null {
  const person = data.personalInfo ?? {};
  const matter = data.legalMatter ?? {};
  const preferences = data.preferences ?? {};
  if (!person.firstName) return "name";
  if (!person.lastName && asked.lastName === 0) return "lastName";
  if (!person.email && asked.email === 0) return "email";
  if (!person.phone && asked.phone === 0) return "phone";
  if (!person.email && !person.phone) return "contact";
  if (asked.otherSide === 0 && !data.parties?.opposing) return "otherSide";
  if (!matter.description) return "description";
  if (!matter.caseType) return "caseType";
  const incident = data.incident ?? {};
  if (asked.whenWhere === 0 && !incident.whenWhere) return "whenWhere";
  if (matter.caseType === "Personal Injury") {
    for (const topic of ["injuries", "treatment", "insurance"] as const) {
      if (asked[topic] === 0 && !incident[topic]) return topic;
    }
  }
  if (asked.preferences === 0 && !preferences.communicationMethod) return "preferences";
  return null;
}

/** Thanks for what this answer gave: the name, or the story, when the reading before had neither. */
function acknowledgement(
  before: IntakeReading,
  after: IntakeExtractedData,
  account?: IntakeAccount,
): string {
  const name = after.personalInfo?.firstName;
  // A signed-in client's name is their account's, not something this answer gave.
  if (name && !before.person.firstName && !account) return `Thank you, ${name}.`;
  if (after.legalMatter?.description && !before.story) {
    return "Thank you for explaining. I'm sorry you're dealing with this.";
  }
  return "Thank you.";
}

export interface LocalTurn extends IntakeTurn {
  /** What the reply asks for; null once complete. */
  asks: IntakeTopic | null;
  /** The reading of the whole transcript, the client's newest message included. */
  reading: IntakeReading;
}

/**
 * One turn of the local engine. Pure: the same conversation always gives the same turn, whether
 * it is read from its first message or from the reading kept at the turn before (which then
 * reads the last question and the answer to it, and nothing older).
 */
export function localIntakeTurn({
  messages,
  extractedData,
  reading: kept,
  account,
  today,
}: IntakeTurnInput): LocalTurn {
  const earlier = messages.slice(0, -1);
  const context = { account, today };
  const before = readMessages(resumeReading(kept, earlier), earlier, context);
  const reading = judged(readMessages(before, messages, context));
  const data = withAccount(mergeExtracted(extractedData, gathered(reading)), account);
  const asks = nextTopic(data, reading.asked);
  if (asks === null) {
    const name = data.personalInfo?.firstName;
    return {
      asks,
      reading,
      isComplete: true,
      extractedData: data,
      reply:
        `Thank you${name ? `, ${name}` : ""}. I have everything our team needs to get started. ` +
        "Please check the details I've gathered, correct anything that's wrong, and create your case when you're ready.",
    };
  }
  const lastText = [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
  const greetingOnly = /^\s*(?:hi|hello|hey|good (?:morning|afternoon|evening))\W*$/i.test(
    lastText,
  );
  // The topic the newest client message answered.
  const repeated = asks === reading.topic;
  const question =
    asks === "phone" && account?.phone
      ? confirmPhoneQuestion(account.phone)
      : repeated && !greetingOnly
        ? INTAKE_QUESTIONS[asks].again
        : INTAKE_QUESTIONS[asks].first;
  const opening = greetingOnly ? "Hello!" : repeated ? "" : acknowledgement(before, data, account);
  return {
    asks,
    reading,
    isComplete: false,
    extractedData: data,
    reply: opening ? `${opening} ${question}` : question,
  };
}

export const localEngine: IntakeEngine = {
  name: "local",
  next: async (input) => {
    const { asks: _asks, ...turn } = localIntakeTurn(input);
    return turn;
  },
};
