/** Any origin of ours will do: a target is resolved against it and must stay on it. */
const THIS_SITE = "http://this-site.invalid";
/** Longer than any of the app's own paths; a longer target is not one of them. */
const MAX_TARGET_LENGTH = 2000;
/**
 * Control characters (C0, DEL, C1) and backslashes. Browsers drop tabs and newlines from a URL and
 * read a backslash as a slash, so `/\t/evil.example` or `/\evil.example` lead to another site; a
 * CR or LF would not even fit in a Location header.
 */
function hasRefusedCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true;
  }
  return false;
}

/** How many layers of percent-encoding are looked through for a refused form. */
const DECODINGS = 3;

/**
 * A path on this site, as the URL parser reads it (`/cases/12?tab=documents#latest`, with
 * anything outside ASCII percent-encoded), or null when the target is not one: not a path that
 * starts with a single `/`, another origin once parsed, a control character or backslash anywhere,
 * or an encoded form that decodes to one of those.
 */
export function sameSitePath(to: unknown): string | null {
  if (typeof to !== "string" || to.length > MAX_TARGET_LENGTH || !to.startsWith("/")) return null;
  let layer = to;
  for (let i = 0; i <= DECODINGS; i++) {
    if (hasRefusedCharacter(layer) || layer.startsWith("//")) return null;
    const decoded = decodedOnce(layer);
    if (decoded === layer) break;
    if (i === DECODINGS) return null;
    layer = decoded;
  }
  let url: URL;
  try {
    url = new URL(to, THIS_SITE);
  } catch {
    return null;
  }
  if (url.origin !== THIS_SITE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave `//` at the start (`/.//evil.example`): a host again to a browser.
  return path.startsWith("/") && !path.startsWith("//") ? path : null;
}

/** One layer of percent-encoding taken off; a text with a stray `%` stays as it is (nothing decodes it). */
function decodedOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A same-site path to go to, or the fallback: never another site (open redirects). */
export function safeRedirectPath(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  return sameSitePath(to) ?? fallback;
}
