/**
 * Email addresses and phone numbers as people type them. Pure, so the intake assistant, the
 * correction form's schema (in the browser too) and the OpenAI engine's checks all agree.
 */

const EMAIL = /[a-z0-9][a-z0-9._%+'-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
/** "name at example dot com", "name [at] example [dot] com": only read where an email is expected. */
const SPELLED_EMAIL =
  /([a-z0-9][a-z0-9._%+-]*)\s*(?:\[at\]|\(at\)|\bat\b)\s*([a-z0-9-]+(?:\s*(?:\[dot\]|\(dot\)|\bdot\b|\.)\s*[a-z0-9-]+)+)/i;

/** Every email address written in the text, lower-cased, in order. */
export function findEmails(text: string, options: { spelledOut?: boolean } = {}): string[] {
  const found = [...text.matchAll(EMAIL)].map((match) => match[0].toLowerCase());
  if (found.length === 0 && options.spelledOut) {
    const spelled = text.match(SPELLED_EMAIL);
    if (spelled) {
      const domain = spelled[2].replace(/\s*(?:\[dot\]|\(dot\)|\bdot\b|\.)\s*/gi, ".");
      const candidate = `${spelled[1]}@${domain}`.toLowerCase();
      if (isEmail(candidate)) found.push(candidate);
    }
  }
  return found;
}

export function isEmail(value: string): boolean {
  return /^[a-z0-9][a-z0-9._%+'-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(value);
}

/**
 * North American numbers (10 digits, optional +1/1) in any of the usual groupings, and
 * international numbers written with a leading + and country code. Digits glued to other
 * digits, or after a $ (an amount), are not phone numbers.
 */
const NANP = /(?<![\d$])(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/g;
const INTERNATIONAL = /(?<![\d$])\+(?!1[\s(.-]|1\d{10})\d{1,3}(?:[\s.-]?\(?\d{1,4}\)?){2,5}(?!\d)/g;

/** Every phone number in the text, normalised (see normalizePhone), in order. */
export function findPhones(text: string): string[] {
  const hits: Array<{ index: number; value: string }> = [];
  for (const pattern of [NANP, INTERNATIONAL]) {
    for (const match of text.matchAll(pattern)) {
      const value = normalizePhone(match[0]);
      if (value && !hits.some((hit) => hit.value === value)) {
        hits.push({ index: match.index ?? 0, value });
      }
    }
  }
  return hits.sort((a, b) => a.index - b.index).map((hit) => hit.value);
}

/**
 * One way of writing each number: (415) 555-0132 for North American numbers, + and the digits
 * for others. Null when the text is not a phone number.
 */
export function normalizePhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  const international = trimmed.startsWith("+");
  if (digits.length === 10 && !international) return nanp(digits);
  if (digits.length === 11 && digits.startsWith("1")) return nanp(digits.slice(1));
  if (international && digits.length >= 8 && digits.length <= 15) return `+${digits}`;
  return null;
}

function nanp(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
