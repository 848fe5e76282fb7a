/**
 * The names a client gives when the intake asks who is on the other side (issue 17, ABA Formal
 * Opinion 510: the conflict check's names come before the story). Read the way a paralegal would:
 * "my landlord John Smith and Smith Properties LLC" names John Smith and Smith Properties LLC;
 * "no one" and "I'd rather not say" name nobody.
 */

/** At most this many names are kept from one answer (a conflict check takes 20). */
export const MAX_OTHER_SIDE_NAMES = 10;

const NOBODY =
  /^(?:no(?:ne|body| one)?|n\/?a|nothing|not sure|unsure|unknown|i (?:don'?t|do not) know|i'?d rather not(?: say)?|there (?:is|are) (?:no one|nobody|none)|just me|only me)\b/i;

/** Capitalised words that start a sentence rather than a name. */
const LEAD_WORDS = new Set(
  (
    "it it's its i i'm i'd we he she they there this that the my our his her their your yes no " +
    "well just only also and or but so then against with from by at on in for to a an " +
    "mr mrs ms dr"
  ) // titles are kept below when a surname follows
    .split(" "),
);
const TITLES = new Set(["mr", "mr.", "mrs", "mrs.", "ms", "ms.", "dr", "dr."]);

/** Small words that may sit inside an organisation's name ("Bank of Springfield", "Smith & Co"). */
const JOINERS = new Set(["of", "&", "and", "de", "del", "van", "von", "da", "la", "le", "the"]);

const isCapitalised = (word: string) => /^[\p{Lu}\d]/u.test(word);
const bare = (word: string) => word.replace(/^[("'“‘]+|[)"'”’:;!?]+$/g, "").replace(/,$/, "");

/** The longest run of capitalised words in a phrase, without the words that open a sentence. */
function capitalisedRun(phrase: string): string | null {
  const words = phrase.split(/\s+/).map(bare).filter(Boolean);
  let best: string[] = [];
  let run: string[] = [];
  const close = () => {
    while (run.length > 0 && JOINERS.has(run[run.length - 1].toLowerCase())) run.pop();
    if (run.length > best.length) best = run;
    run = [];
  };
  for (const word of words) {
    const lower = word.toLowerCase();
    if (isCapitalised(word)) {
      if (run.length === 0 && LEAD_WORDS.has(lower.replace(/[’]/g, "'")) && !TITLES.has(lower)) {
        continue;
      }
      run.push(word);
    } else if (run.length > 0 && JOINERS.has(lower)) {
      run.push(word);
    } else {
      close();
    }
  }
  close();
  const joined = best.join(" ");
  const name = /\b(?:inc|co|corp|ltd)\.$/i.test(joined) ? joined : joined.replace(/[.,]$/, "");
  return name && !(best.length === 1 && TITLES.has(best[0].toLowerCase())) ? name : null;
}

/** Words a name typed in lower case does not hold: the phrase is a description instead. */
const NOT_IN_NAMES =
  /\b(?:of|the|a|an|i|he|she|they|his|her|their|who|know|don'?t|name|car|someone)\b/;

/** "my landlord john smith" is john smith; a description in lower case is not a name. */
function lowerCaseName(phrase: string): string | null {
  const words = phrase.replace(/[.!]$/, "").split(/\s+/);
  const named =
    words.length > 2 && /^(?:my|our|his|her|their)$/.test(words[0]) ? words.slice(2) : words;
  const name = named.join(" ");
  return named.length <= 4 && !NOT_IN_NAMES.test(name) ? name : null;
}

/**
 * The names in an answer, in the order given, each once. Names are split on new lines, commas,
 * semicolons and " and " between names; within a phrase the capitalised run is the name. A
 * phrase typed all in lower case (a phone keyboard) is kept whole when it is short.
 */
export function namesFromAnswer(answer: string): string[] {
  const text = answer.trim();
  if (!text || NOBODY.test(text)) return [];
  const phrases = text
    .split(
      /\r?\n|;|,(?!\s*(?:inc|llc|llp|ltd|co|corp|p\.?c)\b)|\s+and\s+(?=\p{Lu})|(?<!\b(?:dr|mr|mrs|ms|st))\.\s+/iu,
    )
    .map((phrase) => phrase.trim())
    .filter(Boolean);
  const names: string[] = [];
  for (const phrase of phrases) {
    if (NOBODY.test(phrase)) continue;
    const name = /\p{Lu}/u.test(text) ? capitalisedRun(phrase) : lowerCaseName(phrase);
    if (name && !names.some((known) => known.toLowerCase() === name.toLowerCase())) {
      names.push(name.slice(0, 200));
    }
  }
  return names.slice(0, MAX_OTHER_SIDE_NAMES);
}
