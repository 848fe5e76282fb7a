import {
  PRACTICE_AREAS,
  type ContactMethod,
  type PracticeArea,
  type Priority,
} from "~/utils/domain";
import { findEmails, findPhones } from "~/utils/contact";
import { monthNamed, realDay } from "~/utils/dates";

/**
 * Reading a client's words: names, the practice area, urgency and preferences. Pure functions
 * with no I/O, shared by the local engine and by the checks on the OpenAI engine's answers.
 */

// ---------------------------------------------------------------------------------------------
// Sentences and small helpers

/** Splits text into sentences; a dot inside an address or a number does not end one. */
export function sentences(text: string): string[] {
  return text
    .replace(/\b(Mr|Mrs|Ms|Dr|Prof|St|Jr|Sr)\./g, "$1")
    .split(/(?<=[.!?])\s+(?=\S)|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  sixty: 60,
  ninety: 90,
};

function toNumber(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.toLowerCase()] ?? null;
}

/** "No", "I'd rather not", "skip": the client chose not to answer. */
export function isDecline(text: string): boolean {
  return /\b(no|nope|none|skip|n\/a|rather not|prefer not|don't have|do not have|don't use|do not use|not comfortable|only)\b/i.test(
    text,
  );
}

// ---------------------------------------------------------------------------------------------
// Names

const FILLER =
  /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|sure|ok(?:ay)?|yes|yeah|yep|of course|certainly|thanks|thank you)\b[\s,!.:;-]*/i;
const TITLE = /^(?:mr|mrs|ms|miss|mx|dr|prof)\.?\s+/i;
/** Introductions that may be followed by a lower-case name ("my name is kayla robinson"). */
const STRONG_INTRO = /\b(?:my (?:full )?name is|my name's|name is|name's|call me)\s+/i;
/** Introductions that name someone only if the name is capitalised ("I'm Worried" is no name). */
const WEAK_INTRO = /\b(?:i am|i'm|i’m|im|this is|it's|it’s|it is|its)\s+/i;
/** Outside an answer to "what is your name?", only these introduce the speaker. */
const SELF_INTRO = /\b(?:i am|i'm|i’m|this is)\s+/i;

const NOT_NAMES = new Set(
  (
    "a an the and or but not no yes my your his her our their i me we you he she they it is am are " +
    "was were be been here there from with about for to of in on at by as so very really just still " +
    "also again now sorry sure fine good ok okay please help thanks thank hi hello hey name names " +
    "looking calling writing trying having getting going being need needs want wants have has had got " +
    "lawyer attorney client worried scared afraid currently married divorced single retired " +
    "unemployed today tomorrow yesterday what who why how when where which that this these those " +
    "email phone number call text rather prefer skip none nope n/a don't dont can't cant " +
    "monday tuesday wednesday thursday friday saturday sunday january february march april may " +
    "june july august september october november december hmm hm um umm uh er erm well idk " +
    "lol huh wait sorry"
  ).split(" "),
);

function isNameWord(word: string): boolean {
  return /^\p{L}[\p{L}'’-]*$/u.test(word) && !NOT_NAMES.has(word.toLowerCase());
}

/** "o'connor" becomes "O'Connor"; a name typed with its own capitals is kept as typed. */
function capitalise(word: string): string {
  if (word !== word.toLowerCase() && word !== word.toUpperCase()) return word;
  return word
    .toLowerCase()
    .replace(
      /(^|['’-])(\p{L})/gu,
      (_match, mark: string, letter: string) => mark + letter.toUpperCase(),
    );
}

export interface NameParts {
  firstName?: string;
  lastName?: string;
}

/** Reads name words from the start of text, stopping at the first word that is not a name. */
function readName(text: string, requireCapital: boolean): NameParts {
  const words: string[] = [];
  for (const raw of text.replace(TITLE, "").split(/\s+/)) {
    const word = raw.replace(/[,.;:!?)]+$/, "");
    const initial = /^\p{L}$/u.test(word);
    const ends = /[,;:!?)]$/.test(raw) || (/\.$/.test(raw) && !initial);
    if (initial && words.length > 0) {
      // A middle initial ("Jane M. Doe") is not part of the first or last name.
      if (ends) break;
      continue;
    }
    if (!isNameWord(word) || (requireCapital && !/^\p{Lu}/u.test(word))) break;
    words.push(capitalise(word));
    if (ends || words.length === 4) break;
  }
  if (words.length === 0) return {};
  return { firstName: words[0], lastName: words.slice(1).join(" ") || undefined };
}

/**
 * The client's name. `expected` means the assistant just asked for it, so a bare "jane doe" or
 * "Doe, Jane" counts; otherwise only an introduction ("my name is ...", "I'm Jane Doe") does.
 */
export function extractName(text: string, expected: boolean): NameParts {
  let rest = text.trim();
  for (let i = 0; i < 3 && FILLER.test(rest); i++) rest = rest.replace(FILLER, "");
  rest = rest.replace(TITLE, "");

  const strong = rest.match(STRONG_INTRO);
  if (strong) {
    const name = readName(rest.slice((strong.index ?? 0) + strong[0].length), false);
    if (name.firstName) return name;
  }
  const weak = rest.match(expected ? WEAK_INTRO : SELF_INTRO);
  if (weak) {
    // Only a name at the very start of an expected answer may be typed in lower case.
    const name = readName(
      rest.slice((weak.index ?? 0) + weak[0].length),
      !expected || weak.index !== 0,
    );
    if (name.firstName || !expected) return name;
  }
  if (!expected) return {};

  // A question back ("why do you need that?") is not a name.
  if (rest.includes("?")) return {};
  const reversed = rest.match(/^([\p{L}'’-]+),\s*([\p{L}'’-]+)[.!]?$/u);
  if (reversed && isNameWord(reversed[1]) && isNameWord(reversed[2])) {
    return { firstName: capitalise(reversed[2]), lastName: capitalise(reversed[1]) };
  }
  // A dot after a lone letter is an initial ("Jane M. Doe"), not the end of the name.
  const [segment] = rest.split(/[,;!?]|(?<!\b\p{L})\.(?:\s|$)|\s+(?:and|but)\s+/iu);
  const words = segment.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 4) return {};
  if (!words.every((word, index) => isNameWord(word) || (index > 0 && /^\p{L}\.?$/u.test(word)))) {
    return {};
  }
  return readName(segment, false);
}

/** A reply to "what is your last name?". */
export function extractLastName(text: string): string | undefined {
  let rest = text.trim();
  for (let i = 0; i < 3 && FILLER.test(rest); i++) rest = rest.replace(FILLER, "");
  rest = rest.replace(/^(?:my )?(?:last name|surname|family name)(?: is|'s)?\s+/i, "");
  rest = rest.replace(/^(?:it's|it’s|it is|its)\s+/i, "");
  const words = rest.split(/\s+/).map((word) => word.replace(/[,.;:!?]+$/, ""));
  if (words.length === 0 || words.length > 3 || !words.every(isNameWord)) return undefined;
  return words.map(capitalise).join(" ");
}

/** True when the sentence is someone introducing themselves ("Hi, I'm Tyrone Jackson."). */
function isIntroduction(sentence: string): boolean {
  return Boolean(extractName(sentence, false).firstName) && wordCount(sentence) <= 7;
}

// ---------------------------------------------------------------------------------------------
// Practice areas

type Cue = [RegExp, number];

const AREA_CUES: Record<Exclude<PracticeArea, "Other">, Cue[]> = {
  "Personal Injury": [
    [/\bpersonal injury\b/i, 4],
    [
      /\b(?:car|auto|traffic|motorcycle|bike|bicycle|truck|bus|boating) (?:accident|crash|collision)\b/i,
      3,
    ],
    [/\brear[- ]ended\b/i, 3],
    [/\bhit by (?:a|an|the) (?:car|truck|bus|driver|vehicle|motorcycle)\b/i, 3],
    [/\b(?:slip(?:ped)?|trip(?:ped)?)\b/i, 3],
    [/\bdog bit(?:e)?\b|\bbitten\b|\bbite\b/i, 3],
    [/\bmalpractice\b|\bmisdiagnos/i, 4],
    [/\bwrongful death\b/i, 4],
    [/\bwhiplash\b|\bconcussion\b/i, 3],
    [/\bcar door\b/i, 2],
    [/\b(?:accident|crash(?:ed)?|collision)\b/i, 2],
    [/\binjur(?:y|ies|ed)\b/i, 2],
    [
      /\b(?:broke|broken|fractured?)\b.{0,12}\b(?:arm|leg|hip|wrist|ankle|neck|rib|ribs|bone|bones|jaw|foot)\b/i,
      2,
    ],
    [/\b(?:wrist|arm|leg|hip|ankle) is (?:broken|fractured)\b/i, 2],
    [/\bmissed (?:a|the) (?:tumou?r|diagnosis|fracture)\b/i, 3],
    [/\bstitches\b|\bwet floor\b|\bnegligen|\bwound\b|\bherniated\b|\bsprain|\bspinal\b/i, 2],
    [/\bhurt\b|\bpain\b|\bhospital\b|\bsurgery\b|\bdoctor\b/i, 1],
  ],
  Family: [
    [/\bdivorc/i, 4],
    [/\bcustody\b|\bchild support\b|\bvisitation\b/i, 4],
    [/\balimony\b|\bspousal support\b|\bprenup/i, 4],
    [/\badopt(?:ion|ing)?\b|\bpaternity\b|\bco-?parent/i, 4],
    [
      /\b(?:restraining|protective) order\b|\border of protection\b|\bdomestic (?:violence|abuse)\b/i,
      4,
    ],
    [/\bex-?(?:husband|wife|partner)\b|\bmy ex\b/i, 2],
    [/\bseparat(?:e|ed|ing|ion)\b/i, 2],
    [/\bmy (?:wife|husband|spouse)\b|\b(?:kids|children|stepson|stepdaughter)\b/i, 1],
  ],
  Criminal: [
    [/\barrest(?:ed)?\b|\bjail\b|\bprison\b|\bbail\b|\bwarrant\b/i, 3],
    [/\b(?:DUI|DWI|OWI)\b/, 4],
    [/\bfelony\b|\bmisdemeanou?r\b|\barraign/i, 4],
    [/\bcriminal\b|\bexpunge/i, 3],
    [
      /\bcharged with\b|\bprobation\b|(?<!humanitarian )\bparole\b|\bshoplift|\bjuvenile court\b/i,
      3,
    ],
    [/\bpublic defender\b/i, 3],
    [/\bpolice\b|\bcops\b|\bcharges\b|\bpossession\b|\bassault\b|\btheft\b|\bcaught with\b/i, 2],
    [/\bdrugs\b|\bweed\b|\bmarijuana\b|\bquestioning\b/i, 1],
    [/\b(?:unpaid|traffic|speeding) ticket\b/i, 2],
  ],
  Employment: [
    [/\b(?:fired|terminated|laid off|let go)\b/i, 3],
    [/\bwrongful(?:ly)? (?:termination|terminated|dismissal)\b/i, 3],
    [/\bovertime\b|\bunpaid wages\b|\bpaychecks?\b|\bseverance\b/i, 3],
    [/\bEEOC\b|\bworkers'? comp(?:ensation)?\b|\bunemployment\b|\bemployment\b/i, 3],
    [/\bworkplace\b|\bat work\b/i, 2],
    [/\bemployer\b|\bmy (?:boss|manager|supervisor)\b|\bco-?workers?\b|\bHR\b/i, 2],
    [/\bdiscriminat|\bretaliat|\bpromotion\b|\bnon-?compete\b|\bwages\b|\bsalary\b/i, 2],
    [/\bharass/i, 1],
    [/\bjob\b/i, 1],
  ],
  Immigration: [
    [/\bvisa\b|\bgreen card\b|\bcitizenship\b|\bnaturali[sz]/i, 3],
    [/\bdeport|\basylum\b|\bwork permit\b|\bimmigra/i, 3],
    [/\bICE\b/, 3],
    [/\bH-?1B\b|\bDACA\b|\bUSCIS\b|\bundocumented\b|\bhumanitarian parole\b|\bTPS\b|\brefugee/i, 3],
    [/\bremoval (?:hearing|proceedings)\b|\bpermanent resident|\bresidency\b/i, 3],
    [/\bcitizen\b|\bsponsor/i, 2],
  ],
  "Estate Planning": [
    [/\b(?:will and testament|living will|last will)\b/i, 4],
    [
      /\b(?:a|my|his|her|their|our|the|mother's|father's|mom's|dad's|parents')\s+will\b(?!\s+(?:be|have|not|need|probably|go|get|take|make|help|call|do|pay|come|see|try|still|also|never|always|only|just|happen|keep|give|send|lose|start|stop|ask|tell|say|know|want|win|file|decide|sign|look|find|want|move|let|put|run|work|show|hear|rule|say|stay|end|cost|review|contact|reach|handle))/i,
      3,
    ],
    [/\b(?:a|the|living|family|revocable) trust\b/i, 3],
    [/\bprobate\b|\binherit|\bpower of attorney\b|\bexecutor\b|\bbeneficiar/i, 3],
    [/\bhealth ?care (?:directive|proxy)\b|\badvance directive\b/i, 3],
    [/(?<!real )\bestate\b/i, 2],
    [/\bpassed away\b|\bdied\b/i, 2],
    [/\bguardianship\b/i, 1],
  ],
  "Real Estate and Landlord–Tenant": [
    [/\blandlord\b|\btenant\b|\bevict/i, 4],
    [/\bsecurity deposit\b|\bHOA\b|\bhomeowners'? association\b|\bproperty line\b/i, 3],
    [/\bchanged the locks\b|\blocked me out\b|\bzoning\b|\beasement\b|\breal estate\b/i, 3],
    [
      /\b(?:buy|buying|sell|selling|bought|sold) (?:a|my|our|the) (?:house|home|condo|property)\b/i,
      3,
    ],
    [/\blease\b|\brent\b|\bapartment\b|\bfence\b|\bsurvey\b|\blien\b|\bdeed\b|\bforeclos/i, 2],
    [/\b(?:my|our|the) property\b(?! manager)/i, 2],
    [/\bproperty manager\b/i, 1],
    [/\bmou?ld\b|\brepairs?\b|\bheat\b|\bclosing\b/i, 1],
  ],
  "Business and Contracts": [
    [/\bcontract\b|\bbreach\b|\binvoice\b|\boperating agreement\b/i, 3],
    [
      /\bLLC\b|\bcorporation\b|\bincorporat|\bshareholder\b|\bpartnership\b|\bbusiness partner\b/i,
      3,
    ],
    [/\bsupplier\b|\bvendor\b|\btrademark\b|\bcopyright\b|\bpatent\b/i, 3],
    [/\bstart(?:ing)? (?:a|my|our) (?:business|company|bakery|restaurant|shop|firm|store)\b/i, 3],
    [/\bwarranty\b|\bdealership\b|\bpurchase agreement\b/i, 2],
    [/\b(?:my|our|small) (?:business|company|firm|shop|store)\b/i, 2],
    [/\bagreement\b|\brefund\b|\bclient\b|\bbrand\b|\bcustomers?\b/i, 1],
  ],
  "Bankruptcy and Debt": [
    [/\bbankrupt/i, 4],
    [/\bchapter (?:7|13|seven|thirteen)\b/i, 4],
    [/\bdebts?\b|\bcreditors?\b|\bcollectors?\b|\bcollection agency\b|\bgarnish|\brepossess/i, 3],
    [/\bcredit cards?\b|\bbehind on (?:my |all my |our )?(?:bills|payments|mortgage|loans?)\b/i, 2],
    [/\bloans?\b|\bmedical bills\b/i, 1],
  ],
};

function scoreAreas(text: string): Array<[PracticeArea, number]> {
  return (Object.entries(AREA_CUES) as Array<[PracticeArea, Cue[]]>).map(([area, cues]) => [
    area,
    cues.reduce((sum, [pattern, weight]) => sum + (pattern.test(text) ? weight : 0), 0),
  ]);
}

/** The practice area a story belongs to, or undefined when nothing in it points to one. */
export function classifyCaseType(text: string): PracticeArea | undefined {
  let best: [PracticeArea, number] | undefined;
  for (const scored of scoreAreas(text)) if (!best || scored[1] > best[1]) best = scored;
  return best && best[1] >= 2 ? best[0] : undefined;
}

/** True when the text mentions anything a practice area or urgency is read from. */
export function mentionsLegalMatter(text: string): boolean {
  return scoreAreas(text).some(([, score]) => score >= 2) || assessUrgency(text) !== "medium";
}

/** The client's answer to "which of these best describes your matter?"; "Other" when unclear. */
export function practiceAreaFromAnswer(text: string): PracticeArea {
  const named = PRACTICE_AREAS.find((area) =>
    area
      .toLowerCase()
      .split(/ and |–| /)
      .some((word) => word.length > 3 && new RegExp(`\\b${word}\\b`, "i").test(text)),
  );
  return classifyCaseType(text) ?? named ?? "Other";
}

// ---------------------------------------------------------------------------------------------
// Urgency

const DETAINED =
  /\b(?:arrest(?:ed)?|under arrest|in jail|in custody|locked up|detained|being held|bail|warrant)\b/i;
const DANGER =
  /\b(?:threaten(?:ed|ing|s)? (?:me|us|my \w+|to (?:kill|hurt|harm|hit|beat|take the kids))|(?:scared|afraid|fear) for (?:my|our) (?:life|lives|safety)|not safe|in danger|hit me|beat me|attacked me)\b/i;
const EVENT =
  /\b(?:hearing|court|trial|arraignment|questioning|interview|deposition|ends?|runs out|evict(?:ion|ed|ing)?|out by|move out|changed the locks|locked me out|lockout|deport(?:ed|ation)?|removal|foreclos(?:ure|ing)|auction|deadline|due|respond|response|expires?|sign (?:it|this|the \w+) by|start date|closing|out of (?:the|my|our) \w+)\b|\bby (?:tomorrow|tonight|the end of|(?:next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i;
const SERIOUS =
  /\b(?:garnish\w*|repossess\w*|served (?:me|us|with)|been served|sued|summons|lawsuit|hospitali[sz]ed|in the hospital|surgery|intensive care|ICU|eviction notice|notice to (?:quit|vacate)|foreclosure notice|no (?:heat|hot water|running water|electricity)|freezing|unsafe|black mou?ld|levy|levied|bank account (?:frozen|seized))\b/i;
const PRESSING =
  /(?<!\b(?:not|nothing|isn't|no|not very|not that)\s)\b(?:asap|as soon as possible|right away|urgent(?:ly)?|emergency|immediately)\b/i;
const UNHURRIED =
  /\b(?:no rush|no hurry|not urgent|nothing urgent|not (?:that|very) urgent|isn't urgent|no emergency|no deadline|planning ahead|plan ahead|starting to plan|just (?:looking|want(?:ing)?) (?:for )?(?:some )?(?:advice|information|to understand)|next year|some ?day|eventually|in the future|down the road)\b/i;
/** An arrest long ago is history, unless something (a warrant, a cell) still holds. */
const PAST = /\b(?:years?|months?) ago\b/i;
const STILL_HELD = /\b(?:warrant|still|in jail|in custody|detained|being held)\b/i;

const WEEKDAY = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
const SOON_WORDS: Array<[RegExp, number]> = [
  [/\b(?:today|tonight|right now|this (?:morning|afternoon|evening))\b/i, 0],
  [/\btomorrow\b/i, 1],
  [/\b(?:this week|this weekend|end of the week)\b/i, 5],
  [new RegExp(`(?<!\\blast )\\b(?:${WEEKDAY})\\b`, "i"), 7],
  // "on the 14th": a day of this month or the next, so weeks rather than days away.
  [/\b(?:on|by|for|before) the \d{1,2}(?:st|nd|rd|th)\b/i, 20],
  [/\bnext week\b/i, 10],
  [/\bthis month\b/i, 20],
  [/\bnext month\b/i, 30],
];
const COUNT =
  "(\\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|thirty|forty|sixty|ninety)";
const SPANS = [
  new RegExp(`\\b(?:in|within) ${COUNT} (day|week|month)s?\\b`, "gi"),
  new RegExp(`\\b${COUNT} (day|week|month)s? (?:to|left|until|before)\\b`, "gi"),
  new RegExp(`\\b(?:have|got|given) (?:only )?${COUNT} (day|week|month)s?\\b`, "gi"),
];
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };

/** How many days from now the nearest date the sentence speaks of is; undefined when none. */
export function daysAhead(sentence: string): number | undefined {
  let nearest: number | undefined;
  const consider = (days: number) =>
    (nearest = nearest === undefined ? days : Math.min(nearest, days));
  for (const [pattern, days] of SOON_WORDS) if (pattern.test(sentence)) consider(days);
  for (const pattern of SPANS) {
    for (const match of sentence.matchAll(pattern)) {
      const count = toNumber(match[1]);
      if (count !== null) consider(count * UNIT_DAYS[match[2].toLowerCase()]);
    }
  }
  return nearest;
}

/**
 * Urgency from cues in the story (spec section 9 levels). Urgent: someone is arrested or
 * detained, in danger, or a hearing, eviction or deadline is within about ten days. High: such a
 * date within two months, a lawsuit, garnishment, repossession or hospital stay, or the client
 * says it is urgent. Low: the client says there is no rush. Medium otherwise.
 */
export function assessUrgency(text: string): Priority {
  let level: "medium" | "high" | "urgent" = "medium";
  const raise = (to: "high" | "urgent") => {
    if (level !== "urgent") level = to;
  };
  let unhurried = false;
  for (const sentence of sentences(text)) {
    const days = EVENT.test(sentence) ? daysAhead(sentence) : undefined;
    const held = DETAINED.test(sentence) && (!PAST.test(sentence) || STILL_HELD.test(sentence));
    if (held || DANGER.test(sentence)) raise("urgent");
    else if (days !== undefined && days <= 10) raise("urgent");
    else if (
      (days !== undefined && days <= 60) ||
      SERIOUS.test(sentence) ||
      PRESSING.test(sentence)
    ) {
      raise("high");
    }
    if (UNHURRIED.test(sentence)) unhurried = true;
  }
  return level === "medium" && unhurried ? "low" : level;
}

// ---------------------------------------------------------------------------------------------
// Preferences

const METHOD_CUES: Array<[ContactMethod, RegExp]> = [
  ["Video call", /\b(?:video(?: call)?|zoom|teams|facetime|skype)\b/gi],
  ["Text message", /\b(?:text(?:s|ing)?|sms)\b/gi],
  ["Email", /\be-?mail(?:s|ing)?\b/gi],
  ["Phone", /\b(?:call(?:s|ing)?|phone|ring)\b/gi],
  ["In person", /\b(?:in[- ]person|meet|office|face to face)\b/gi],
];
const NEGATED = /\b(?:don't|do not|not|no|never|rather not)\s+(?:\w+\s+)?$/i;

/** The contact method the client names first (one they say no to does not count). */
export function extractContactMethod(text: string): ContactMethod | undefined {
  let best: { method: ContactMethod; index: number } | undefined;
  for (const [method, pattern] of METHOD_CUES) {
    for (const match of text.matchAll(pattern)) {
      const index = match.index ?? 0;
      if (NEGATED.test(text.slice(Math.max(0, index - 16), index))) continue;
      if (!best || index < best.index) best = { method, index };
      break;
    }
  }
  return best?.method;
}

const AMOUNT = String.raw`\$?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?:(k|thousand)\b)?(?:\s*dollars)?`;
const money = (digits: string, thousands?: string) => {
  const value = Number(digits.replace(/,/g, "")) * (thousands ? 1000 : 1);
  return `$${value.toLocaleString("en-US")}`;
};

/**
 * A budget in one of a few shapes: "$2,000–$5,000", "Up to $3,000", "About $1,500",
 * "$10,000+", "$800", "Contingency" or "Low-cost or free". Undefined when none is given.
 * `bare`: the text answers a question about the budget, so "under 1000" is money too.
 */
export function extractBudget(text: string, options: { bare?: boolean } = {}): string | undefined {
  if (
    /\bcontingen|\bno win,? no fee\b|\b(?:percentage|cut) of (?:the|any) (?:settlement|award)\b/i.test(
      text,
    )
  ) {
    return "Contingency";
  }
  if (
    /\b(?:can't|cannot|can not|couldn't) afford\b|\bdon't have (?:much|any) money\b|\b(?:tight|limited|small) budget\b|\blow[- ]income\b|\bpro bono\b|\bfor free\b/i.test(
      text,
    )
  ) {
    return "Low-cost or free";
  }
  // A number is money when it says so ($, k, dollars), or in an answer about the budget.
  const isMoney = (match: RegExpMatchArray, ...thousands: Array<string | undefined>) =>
    /\$|dollars/i.test(match[0]) ||
    thousands.some(Boolean) ||
    (options.bare && Number(match[1].replace(/,/g, "")) >= 100);
  const range = [
    ...text.matchAll(new RegExp(`${AMOUNT}\\s*(?:-|–|—|to|and)\\s*${AMOUNT}`, "gi")),
  ].find((match) => isMoney(match, match[2], match[4]));
  if (range) return `${money(range[1], range[2] ?? range[4])}–${money(range[3], range[4])}`;
  const single = [...text.matchAll(new RegExp(AMOUNT, "gi"))].find((match) =>
    isMoney(match, match[2]),
  );
  if (!single) return undefined;
  const amount = money(single[1], single[2]);
  const before = text.slice(0, single.index ?? 0);
  const after = text.slice((single.index ?? 0) + single[0].length);
  if (
    /(?:\b(?:no more than|not more than|at most|up to|under|below|less than|max(?:imum)?(?: of)?|within)|(?:n't|not) (?:spend|pay|afford) (?:more than|over))\s*$/i.test(
      before,
    ) ||
    /^\s*(?:max(?:imum)?|at most|tops)\b/i.test(after)
  ) {
    return `Up to ${amount}`;
  }
  if (
    /\b(?:over|more than|at least|above|upwards of)\s*$/i.test(before) ||
    /^\s*(?:\+|or more)/.test(after)
  ) {
    return `${amount}+`;
  }
  if (
    /(?:\b(?:about|around|roughly|approximately|maybe|somewhere around)|~)\s*$/i.test(before) ||
    /^\s*(?:or so|ish)\b/i.test(after)
  ) {
    return `About ${amount}`;
  }
  return amount;
}

/** Sentences outside the preferences answer that speak of money for the lawyer, not the case. */
export const BUDGET_CUE =
  /\b(?:budget|afford|spend|fees?|retainer|contingen|pro bono|pay (?:you|a lawyer|an attorney|for a lawyer))\b/i;
export const METHOD_CUE = /\b(?:prefer|best way to reach|reach me|contact me|get in touch)\b/i;

// ---------------------------------------------------------------------------------------------
// The story

/**
 * The sentences of a message that tell the client's story: not introductions, contact details
 * or refusals. With `free` (the client's opening words) any substantial sentence counts;
 * otherwise only one that speaks of a legal matter.
 */
export function storySentences(text: string, free: boolean): string[] {
  return sentences(text).filter((sentence) => {
    if (findEmails(sentence).length > 0 || findPhones(sentence).length > 0) return false;
    if (isIntroduction(sentence)) return false;
    if (/\bmy (?:name|email|e-mail|number|phone|cell)\b/i.test(sentence)) return false;
    if (free) return wordCount(sentence) >= 5 || mentionsLegalMatter(sentence);
    return mentionsLegalMatter(sentence) && wordCount(sentence) >= 3;
  });
}

// ---------------------------------------------------------------------------------------------
// The incident's date (issue 36): when a second intake may be the same incident

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MONTH_WORD =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";

const DAY_MS = 86_400_000;
const dayText = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A real calendar day (dates.ts, the forms' reader), as its time at midnight UTC; else null. */
function calendarDay(year: number, month: number, day: number): number | null {
  const real = realDay(year, month, day);
  return real === null ? null : Date.parse(`${real}T00:00:00Z`);
}

/** A day given without its year: the latest such day that is not after today. */
function latestPast(month: number, day: number, today: number): number | null {
  const year = new Date(today).getUTCFullYear();
  const thisYear = calendarDay(year, month, day);
  if (thisYear !== null && thisYear <= today) return thisYear;
  return calendarDay(year - 1, month, day);
}

const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

/**
 * The date an answer to "when and where did it happen?" names, as YYYY-MM-DD: ISO, the US forms
 * (11/20/2026, 11-20-2026, Nov 20 2026, 20 November 2026), a day without its year (the latest
 * one not after today), or today, yesterday, "3 days ago", "two weeks ago", "last week", "last
 * Friday". None for a day after `today` (YYYY-MM-DD, the firm's today) or no date at all.
 */
export function incidentDateFrom(text: string, today: string): string | undefined {
  const now = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(now)) return undefined;
  const said = text.toLowerCase();
  const found = ((): number | null => {
    let match = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(said);
    if (match) return calendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
    match = /\b(\d{1,2})[/-](\d{1,2})(?:[/-](\d{4}|\d{2}))?\b/.exec(said);
    if (match) {
      const [month, day] = [Number(match[1]), Number(match[2])];
      return match[3] ? calendarDay(fullYear(match[3]), month, day) : latestPast(month, day, now);
    }
    match = new RegExp(`\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?`).exec(
      said,
    );
    if (match) {
      const [month, day] = [monthNamed(match[1]), Number(match[2])];
      return match[3] ? calendarDay(Number(match[3]), month, day) : latestPast(month, day, now);
    }
    match = new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH_WORD}(?:,?\\s+(\\d{4}))?`,
    ).exec(said);
    if (match) {
      const [month, day] = [monthNamed(match[2]), Number(match[1])];
      return match[3] ? calendarDay(Number(match[3]), month, day) : latestPast(month, day, now);
    }
    if (/\btoday\b|\bthis morning\b|\btonight\b/.test(said)) return now;
    if (/\byesterday\b|\blast night\b/.test(said)) return now - DAY_MS;
    match = /\b(\w+)\s+(day|week)s?\s+ago\b/.exec(said);
    if (match) {
      const count = toNumber(match[1]);
      if (count !== null) return now - count * (match[2] === "week" ? 7 : 1) * DAY_MS;
    }
    if (/\blast week\b/.test(said)) return now - 7 * DAY_MS;
    match =
      /\b(?:last|on|this past)\s+(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/.exec(
        said,
      );
    if (match) {
      const back = (new Date(now).getUTCDay() - WEEKDAYS.indexOf(match[1]) + 7) % 7 || 7;
      return now - back * DAY_MS;
    }
    return null;
  })();
  return found !== null && found <= now ? dayText(found) : undefined;
}
