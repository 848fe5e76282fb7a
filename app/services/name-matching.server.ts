import levenshtein from "damerau-levenshtein";
import { doubleMetaphone } from "double-metaphone";

/**
 * Party names for a conflict check (issue 17): the keys a name is stored under, so a check finds
 * its candidates through an index instead of reading every party, and the comparison that says
 * whether a candidate is the same name and why, in words a lawyer can check.
 *
 * Folding: case, punctuation and diacritics (José García = Jose Garcia); organisation suffixes
 * (Inc, LLC, Ltd, Co., Company, Corp., Corporation, P.C.) are left out; word order does not count
 * ("Smith, John" = "John Smith"). Sound: Double Metaphone codes (`double-metaphone`). Spelling:
 * Damerau–Levenshtein similarity (`damerau-levenshtein`), which counts a swapped pair of letters
 * as one edit ("Jhon").
 */

const ORGANISATION_SUFFIXES = new Set([
  "inc",
  "incorporated",
  "llc",
  "llp",
  "ltd",
  "limited",
  "co",
  "company",
  "corp",
  "corporation",
  "pc",
  "plc",
]);

/** A name as words: lower case, no diacritics or punctuation, no organisation suffix. */
export function nameWords(name: string): string[] {
  const words = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    // "P.C.", "L.L.C." and "O'Brien" are one word each.
    .replace(/[.'’]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  const kept = words.filter((word, index) => index === 0 || !ORGANISATION_SUFFIXES.has(word));
  return kept;
}

/** Words' sound codes, kept: a check compares one name's words with hundreds of others. */
const knownCodes = new Map<string, string[]>();
const KNOWN_CODES_LIMIT = 20_000;

function codesOf(word: string): string[] {
  let codes = knownCodes.get(word);
  if (!codes) {
    codes = [...new Set(doubleMetaphone(word))].filter(Boolean);
    if (knownCodes.size >= KNOWN_CODES_LIMIT) knownCodes.clear();
    knownCodes.set(word, codes);
  }
  return codes;
}

/**
 * The keys a stored name is found by: its words in order of the alphabet (the same name in any
 * order) and each word's sound codes. A check looks up the same keys of the name it is given.
 */
export function nameKeys(name: string): string[] {
  const words = nameWords(name);
  if (words.length === 0) return [];
  const keys = new Set([`w:${[...words].sort().join(" ")}`.slice(0, 120)]);
  for (const word of words) {
    // A lone initial sounds like too many names to be a key of its own.
    if (word.length < 2) continue;
    for (const code of codesOf(word)) keys.add(`s:${code}`);
  }
  return [...keys];
}

export type MatchReason =
  | "exact"
  | "same words in another order"
  | "sounds alike"
  | "similar spelling"
  | "initial"
  | "part of a longer name";

export interface NameMatch {
  reason: MatchReason;
  /** 0 to 1: how strongly the names match. */
  score: number;
}

/** Below this a pair is not reported as a match. */
export const MATCH_THRESHOLD = 0.8;

type WordMatch = { kind: "same" | "initial" | "sound" | "spelling"; score: number };

const similarity = (a: string, b: string) => levenshtein(a, b).similarity;

const VOWELS = /[aeiouy]/;
const vowelCount = (word: string) => [...word].filter((letter) => VOWELS.test(letter)).length;

/**
 * Names, not slips: a short word with one vowel changed (Hill, Hall; Tom, Tim), and a name's
 * feminine form (Paul, Paula; Victor, Victoria; Mario, Maria).
 */
function differentNames(a: string, b: string) {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.startsWith(short) && ["a", "ia"].includes(long.slice(short.length))) return true;
  if (a.length !== b.length) return false;
  const differences = [...a].flatMap((letter, index) => (letter === b[index] ? [] : [index]));
  if (differences.length !== 1) return false;
  const at = differences[0]!;
  const vowels = VOWELS.test(a[at]!) && VOWELS.test(b[at]!);
  if (vowels && at === a.length - 1 && "ao".includes(a[at]!) && "ao".includes(b[at]!)) return true;
  return vowels && a.length <= 4 && vowelCount(a) === 1;
}

/** A spelling match this strong is a slip of one letter in a word of eight or more. */
const SLIGHT_SLIP = 0.8 + 0.875 / 10;

/** How one word of a name matches one word of the other, if it does. */
function compareWords(a: string, b: string): WordMatch | null {
  if (a === b) return { kind: "same", score: 1 };
  if (a.length === 1 || b.length === 1) {
    return a[0] === b[0] ? { kind: "initial", score: 0.85 } : null;
  }
  if (differentNames(a, b)) return null;
  const spelling = similarity(a, b);
  const codesA = codesOf(a);
  const sound = codesOf(b).some((code) => codesA.includes(code));
  // Sounds alike with a spelling not far off (Smythe, Smith): "Jane" and "John" share a code but
  // little else, so sound alone is not enough.
  if (sound && spelling >= 0.6) return { kind: "sound", score: 0.9 + spelling / 20 };
  // Spelling alone: a slip of one or two letters in a longer word, never the first letter.
  if (spelling >= 0.8 && a[0] === b[0]) return { kind: "spelling", score: 0.8 + spelling / 10 };
  return null;
}

/** Every way to pair each word of `short` with a different word of `long`. */
function* pairings(short: number, long: number, taken: number[] = []): Generator<number[]> {
  if (taken.length === short) {
    yield taken;
    return;
  }
  for (let index = 0; index < long; index += 1) {
    if (!taken.includes(index)) yield* pairings(short, long, [...taken, index]);
  }
}

const KIND_ORDER: WordMatch["kind"][] = ["initial", "spelling", "sound", "same"];
const REASONS: Record<WordMatch["kind"], MatchReason> = {
  initial: "initial",
  spelling: "similar spelling",
  sound: "sounds alike",
  same: "exact",
};

/**
 * Whether two names are the same name, why, and how strongly; null when they are not. Every word
 * of the shorter name must match a different word of the longer one, whose words left over may
 * only be initials ("John A. Smith" = "John Smith"). The reason is the weakest word match.
 */
export function compareNames(query: string, stored: string): NameMatch | null {
  const a = nameWords(query);
  const b = nameWords(stored);
  if (a.length === 0 || b.length === 0) return null;
  if (a.join(" ") === b.join(" ")) return { reason: "exact", score: 1 };
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  // Names of more than four words are compared in order only (the pairings grow as n!).
  if (long.length > 4) return null;

  let best: NameMatch | null = null;
  for (const pairing of pairings(short.length, long.length)) {
    const leftOver = long.filter((_, index) => !pairing.includes(index));
    // Whole words left over: a name of two or more words found, word for word, inside a longer
    // one ("Keystone Mutual" in "Keystone Mutual Insurance", a middle name), up to two more.
    const moreWords = leftOver.filter((word) => word.length > 1).length;
    if (moreWords > 0 && (short.length < 2 || moreWords > 2)) continue;
    const words = pairing.map((index, position) => compareWords(short[position]!, long[index]!));
    if (words.some((word) => word === null)) continue;
    const matched = words as WordMatch[];
    if (moreWords > 0 && !matched.every((word) => word.kind === "same")) continue;
    // Two initials and nothing else ("J. S.") say too little; with no word the same, every word
    // must sound alike (a slip of spelling needs another word to hold the match).
    if (matched.every((word) => word.kind === "initial")) continue;
    // (or sound alike: Geoffrey Thomson), and a slip of one letter in a longer word.
    if (
      matched.length > 1 &&
      !matched.some((word) => word.kind === "same") &&
      matched.some((word) => word.kind === "spelling") &&
      !matched.every((word) => word.kind === "sound" || word.score >= SLIGHT_SLIP)
    ) {
      continue;
    }
    const weakest = KIND_ORDER.find((kind) => matched.some((word) => word.kind === kind))!;
    const inOrder = pairing.every(
      (index, position) => position === 0 || index > pairing[position - 1]!,
    );
    const reason =
      moreWords > 0
        ? "part of a longer name"
        : weakest !== "same"
          ? REASONS[weakest]
          : leftOver.length > 0
            ? "initial"
            : inOrder
              ? "exact"
              : "same words in another order";
    const score =
      matched.reduce((sum, word) => sum + word.score, 0) / matched.length -
      (weakest === "same" && !inOrder ? 0.02 : 0) -
      leftOver.length * 0.05 -
      moreWords * 0.05;
    if (score >= MATCH_THRESHOLD && (!best || score > best.score)) {
      best = { reason, score: Math.round(score * 100) / 100 };
    }
  }
  return best;
}
