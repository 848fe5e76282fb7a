import type { IntakeInsurer, IntakeProvider } from "~/utils/domain";
import type { ProviderKind } from "~/utils/injury";
import { incidentDateFrom } from "./extraction";

/**
 * The injury file's facts in a client's answers (issue 40, item 7): the other side's insurer
 * (with its claim number) and the doctors, hospitals and therapists who treated them, read from
 * the intake's "what insurance" and "what treatment" answers and from the consultation form's two
 * fields. Only what the client named is kept: a company or a doctor by name, never a guess from
 * "I went to the ER". What is read becomes a draft on the new case, for the attorney to review.
 * Pure: no database, so the engines, the corrections form and the conversion share it.
 */

/** At most this many providers are drafted from one answer. */
export const MAX_DRAFT_PROVIDERS = 10;

const NOTHING =
  /^(?:no(?:ne|thing| one)?|n\/?a|not (?:sure|yet|known)|unsure|unknown|i (?:don'?t|do not) know|don'?t know|i'?d rather not(?: say)?|none yet)\b/i;

/** The insurers a client names without saying "insurance", each as the company writes it. */
const KNOWN_INSURERS: Array<[RegExp, string]> = [
  [/\bstate\s*farm\b/i, "State Farm"],
  [/\bgeico\b/i, "GEICO"],
  [/\bprogressive\b/i, "Progressive"],
  [/\ball\s?state\b/i, "Allstate"],
  [/\busaa\b/i, "USAA"],
  [/\bliberty mutual\b/i, "Liberty Mutual"],
  [/\bnationwide\b/i, "Nationwide"],
  [/\besurance\b/i, "Esurance"],
  [/\bFarmers\b/, "Farmers"],
  [/\bTravelers\b/, "Travelers"],
  [/\bAmerican Family\b/, "American Family"],
  [/\bThe Hartford\b/, "The Hartford"],
  [/\bErie\b/, "Erie"],
  [/\bMercury\b/, "Mercury"],
  [/\bSafeco\b/, "Safeco"],
  [/\bKemper\b/, "Kemper"],
  [/\bThe General\b/, "The General"],
  [/\bBristol West\b/, "Bristol West"],
  [/\bInfinity\b/, "Infinity"],
  [/\bAmica\b/, "Amica"],
  [/\bAuto-Owners\b/, "Auto-Owners"],
];

/** "Acme Insurance", "Hometown Mutual", "Pacific Casualty Company": a name ending in its trade. */
const TRADE_NAME =
  /((?:[\p{Lu}][\p{L}&'’.-]*\s+){1,4}(?:Insurance|Mutual|Casualty|Assurance|Indemnity|Underwriters)(?:\s+(?:Company|Co\.|Group|Inc\.))?)/u;

/** Words that open a sentence rather than a name. */
const LEAD = new Set(
  "i i'm my our his her their the a an then and but we they he she it at after before went to was saw see with from by in on for also".split(
    " ",
  ),
);

/** The first insurer a phrase names, as written (a known company in its own spelling). */
function insurerIn(phrase: string): string | null {
  let best: { at: number; name: string } | null = null;
  for (const [pattern, name] of KNOWN_INSURERS) {
    const match = pattern.exec(phrase);
    if (match && (!best || match.index < best.at)) best = { at: match.index, name };
  }
  const trade = TRADE_NAME.exec(phrase);
  if (trade) {
    const words = trade[1].trim().split(/\s+/);
    while (words.length > 1 && LEAD.has(words[0].toLowerCase())) words.shift();
    const name = words.join(" ");
    const at = trade.index + trade[1].indexOf(words[0]);
    // "State Farm Mutual" is State Farm Mutual, not State Farm.
    if (words.length > 1 && (!best || at <= best.at)) best = { at, name };
  }
  return best ? best.name.slice(0, 200) : null;
}

/** A claim number: "claim number 22-4471-AB", "claim #88812", "claim no. SF1234"; it has a digit. */
export function claimNumberIn(text: string): string | undefined {
  const pattern =
    /\bclaim\s*(?:number|no\.?|num(?:ber)?|#)?\s*(?:is|was|:)?\s*#?\s*([A-Z0-9][A-Z0-9-]{2,39})/gi;
  for (const match of text.matchAll(pattern)) {
    const value = match[1].replace(/-+$/, "");
    if (/\d/.test(value)) return value.toUpperCase().slice(0, 100);
  }
  return undefined;
}

const THEIRS =
  /\b(?:other|theirs?|they|them|his|him|hers|driver'?s?|at[- ]fault|responsible|defendant|truck(?:ing)?|company'?s|owner'?s|landlord'?s|store'?s|business'?s)\b/i;
const MINE = /\b(?:my|mine|i have|i'?m (?:with|insured)|we have|our|own)\b/i;

/**
 * The other side's insurer in an answer to "what insurance is involved, yours and theirs?": one
 * said to be theirs ("the other driver has State Farm, claim 123"), or the only one named when
 * the answer says nothing of whose. One said to be the client's own is not the other side's.
 */
export function otherInsurerFromAnswer(answer: string): IntakeInsurer | undefined {
  const text = answer.trim();
  if (!text || NOTHING.test(text)) return undefined;
  const clauses = text
    .split(/[\n;!?]|(?<!\b(?:co|inc|no|st))\.\s+|,\s*|\s+(?:and|but|while|whereas)\s+/i)
    .map((clause) => clause.trim())
    .filter(Boolean);
  type Owner = "theirs" | "mine" | null;
  let owner = null as Owner;
  const found: Array<{ name: string; owner: Owner; index: number }> = [];
  clauses.forEach((clause, index) => {
    // A clause that says nothing of whose carries on the one before ("..., claim 123").
    if (THEIRS.test(clause)) owner = "theirs";
    else if (MINE.test(clause)) owner = "mine";
    const name = insurerIn(clause);
    if (name) found.push({ name, owner, index });
  });
  const theirs =
    found.find((entry) => entry.owner === "theirs") ??
    (found.length === 1 && found[0].owner === null ? found[0] : undefined);
  if (!theirs) return undefined;
  // The claim number said with it, before another insurer is named.
  const next = found.find((entry) => entry.index > theirs.index)?.index ?? clauses.length;
  const claimNumber = claimNumberIn(clauses.slice(theirs.index, next).join(", "));
  return claimNumber ? { name: theirs.name, claimNumber } : { name: theirs.name };
}

/**
 * The consultation form's "The other side's insurance company": the answer's first line as typed
 * (without a claim number in it; a known company typed in other letters in its own spelling), or
 * the company a longer answer names, and the claim number if given.
 */
export function otherInsurerFromField(value: string): IntakeInsurer | undefined {
  const text = value.trim();
  if (!text || NOTHING.test(text)) return undefined;
  const firstLine = text.split(/\r?\n/)[0];
  const typed = firstLine
    .replace(/[,;(]?\s*\bclaim\b.*$/i, "")
    .replace(/[\s,;.:-]+$/, "")
    .trim();
  const named = insurerIn(text);
  const name =
    typed.length >= 2 && typed.length <= 200 && named?.toLowerCase() !== typed.toLowerCase()
      ? typed
      : named;
  if (!name) return undefined;
  const claimNumber = claimNumberIn(text);
  return claimNumber ? { name, claimNumber } : { name };
}

/** What kind of provider a phrase speaks of, the most particular first; none: not a provider. */
const KIND_CUES: Array<[ProviderKind, RegExp]> = [
  ["er", /\b(?:ER|E\.R\.|emergency (?:room|department)|urgent care)\b/i],
  ["chiropractor", /\bchiropract/i],
  ["physical_therapy", /\b(?:physical therap|physiotherap|physio\b|rehab|PT\b)/i],
  ["imaging", /\b(?:imaging|radiology|MRI|x-?rays?|CT scan)\b/i],
  ["pharmacy", /\b(?:pharmacy|drugstore|CVS|Walgreens|Rite Aid)\b/i],
  ["hospital", /\b(?:hospital|medical cent(?:er|re))\b/i],
  ["physician", /\b(?:dr\.?|doctor|physician|orthop(?:a)?edic\w*|clinic|family medicine|MD)\b/i],
];

/** The kind of provider a line names, "other" when it says nothing of it. */
export function providerKindOf(text: string): ProviderKind {
  return KIND_CUES.find(([, cue]) => cue.test(text))?.[0] ?? "other";
}

/** Words in a facility's name that say what it is ("Mercy Hospital", "Bay Chiropractic"). */
const FACILITY =
  /\b(?:hospital|medical|health|clinic|chiropractic|therapy|rehab\w*|imaging|radiology|pharmacy|urgent care|orthop(?:a)?edic\w*|medicine|care|center|centre|ER|MRI|CVS|Walgreens)\b/i;
/** Words that are the trade alone, not a name: "Physical Therapy" names nobody. */
const TRADE_WORDS =
  /^(?:the|emergency|room|department|er|e\.r\.|urgent|care|physical|therapy|therapist|mri|x-ray|ct|scan|pt|hospital|clinic|doctor|dr\.?|chiropractor|chiropractic|pharmacy|imaging|radiology|rehab\w*|medical|center|centre|health|orthop(?:a)?edic\w*|medicine)$/i;
const NOT_IN_RUN =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|monday|tuesday|wednesday|thursday|friday|saturday|sunday|i|i'm|i've)$/i;
const JOINERS = new Set(["of", "&", "and", "de", "la", "the", "for"]);

/** The runs of capitalised words in a phrase ("Dr." and "St." keep their dot), lead words dropped. */
function capitalisedRuns(phrase: string): string[] {
  const words = phrase
    .split(/\s+/)
    .map((word) => word.replace(/^[("'“‘]+|[)"'”’:;!?,]+$/g, ""))
    .filter(Boolean);
  const runs: string[][] = [];
  let run: string[] = [];
  const close = () => {
    while (run.length > 0 && JOINERS.has(run[run.length - 1].toLowerCase())) run.pop();
    if (run.length > 0) runs.push(run);
    run = [];
  };
  for (const raw of words) {
    const word = /^(?:dr|st|mt)\.$/i.test(raw) ? raw : raw.replace(/\.$/, "");
    if (/^\p{Lu}/u.test(word) && !NOT_IN_RUN.test(word)) {
      if (run.length === 0 && LEAD.has(word.toLowerCase())) continue;
      run.push(word);
    } else if (run.length > 0 && JOINERS.has(word.toLowerCase())) {
      run.push(word);
    } else {
      close();
    }
    if (raw !== word && !/^(?:dr|st|mt)\.$/i.test(raw)) close();
  }
  close();
  return runs.map((words) => words.join(" "));
}

/** A run that names someone: not the trade alone ("Physical Therapy", "ER"). */
const namesSomeone = (run: string) => run.split(/\s+/).some((word) => !TRADE_WORDS.test(word));

/** The provider a phrase names: a facility by its name, else a doctor, else a name beside a cue. */
function providerIn(phrase: string, today: string): IntakeProvider | null {
  const runs = capitalisedRuns(phrase).filter(namesSomeone);
  const kind = providerKindOf(phrase);
  const name =
    runs.find((run) => FACILITY.test(run)) ??
    runs.find((run) => /^(?:dr\.?|doctor)\s/i.test(run)) ??
    (kind !== "other" ? runs[0] : undefined);
  if (!name) return null;
  const firstVisit = incidentDateFrom(phrase, today);
  return { name: name.slice(0, 200), kind, ...(firstVisit ? { firstVisit } : {}) };
}

function addProviderOnce(list: IntakeProvider[], provider: IntakeProvider | null) {
  if (!provider || list.length >= MAX_DRAFT_PROVIDERS) return;
  const key = provider.name.toLowerCase();
  if (!list.some((known) => known.name.toLowerCase() === key)) list.push(provider);
}

/**
 * The providers an answer to "what medical treatment have you had?" names, in the order told:
 * "the ER at Mercy Hospital, then Dr. Patel, and physical therapy at Peak Performance" is Mercy
 * Hospital (ER), Dr. Patel (physician) and Peak Performance (physical therapy). "The ER" and
 * "physical therapy" alone name no one, and give nothing.
 */
export function providersFromAnswer(answer: string, today: string): IntakeProvider[] {
  const text = answer.trim();
  if (!text || NOTHING.test(text)) return [];
  const phrases = text
    .split(/[\n;!?]|(?<!\b(?:dr|st|mt|mr|mrs|ms))\.\s+|,\s*|\s+(?:and|then|plus)\s+/i)
    .map((phrase) => phrase.trim())
    .filter(Boolean);
  const providers: IntakeProvider[] = [];
  for (const phrase of phrases) addProviderOnce(providers, providerIn(phrase, today));
  return providers;
}

/**
 * The consultation form's "Doctors, hospitals or clinics that treated you", one per line: each
 * line is a provider as typed (up to its first comma), its kind read from the line, its first
 * visit if the line gives a date.
 */
export function providersFromLines(value: string, today: string): IntakeProvider[] {
  const providers: IntakeProvider[] = [];
  for (const line of value.split(/\r?\n/)) {
    const text = line.trim().replace(/^[-*•]\s*/, "");
    if (text.length < 2 || NOTHING.test(text)) continue;
    const name = text
      .split(",")[0]
      .trim()
      .replace(/[.;:]+$/, "");
    if (name.length < 2) continue;
    const firstVisit = incidentDateFrom(text, today);
    addProviderOnce(providers, {
      name: name.slice(0, 200),
      kind: providerKindOf(text),
      ...(firstVisit ? { firstVisit } : {}),
    });
  }
  return providers;
}
