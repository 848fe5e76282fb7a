import { randomBytes, timingSafeEqual } from "node:crypto";
import { createCookie, type Cookie } from "@remix-run/node";
import type { AppContext } from "~/utils/app-context";
import { mac } from "./secret-box.server";

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser in
 * which an account has signed in keeps a signed entry for that account, and its next sign-ins
 * to it are limited on their own (auth.server.ts), so strangers guessing the password cannot
 * lock the owner out. An entry is `<account id>.<issued, Unix seconds>.<nonce>.<signature>`; it
 * proves only that this browser once signed in to the account, never who is at it: it makes no
 * session.
 */
const PURPOSE = "device-cookie";
export const DEVICE_COOKIE = "__device";
/**
 * 180 days: a client who signs in once a season (a case runs for months) keeps it, as each
 * sign-in renews it; a browser unused for half a year falls back to the account's limits. The
 * server holds entries to it too (the issue time is signed), not only the browser's Max-Age.
 */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
/** Accounts one browser remembers (a shared office computer), newest first. */
export const DEVICE_ENTRIES_MAX = 5;

export interface KnownDevice {
  userId: number;
  /** When the entry was issued, in Unix seconds. */
  issuedAt: number;
  /** Random, per browser and account: names the browser's own rate-limit bucket. */
  nonce: string;
}

const ENTRY = /^(\d{1,10})\.(\d{1,12})\.([\w-]{22})\.([\w-]{43})$/;

const payloadOf = ({ userId, issuedAt, nonce }: KnownDevice) => `${userId}.${issuedAt}.${nonce}`;
const entryOf = (device: KnownDevice) => `${payloadOf(device)}.${mac(PURPOSE, payloadOf(device))}`;

/**
 * The entry when its signature is ours and it is younger than its lifetime; otherwise null
 * (forged, altered, signed under another secret, or too old).
 */
function verified(entry: unknown): KnownDevice | null {
  const match = typeof entry === "string" ? ENTRY.exec(entry) : null;
  if (!match) return null;
  const device = { userId: Number(match[1]), issuedAt: Number(match[2]), nonce: match[3] };
  if (device.issuedAt + DEVICE_COOKIE_MAX_AGE_S <= Date.now() / 1000) return null;
  const expected = Buffer.from(mac(PURPOSE, payloadOf(device)));
  const given = Buffer.from(match[4]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? device : null;
}

let cookie: Cookie | undefined;
function deviceCookie(): Cookie {
  // Not signed by the cookie itself: each entry carries its own signature, so one bad entry
  // does not void the others.
  cookie ??= createCookie(DEVICE_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
  return cookie;
}

/** The accounts this browser has signed in to, by the entries whose signatures hold. */
export async function knownDevices(request: Request): Promise<KnownDevice[]> {
  const value: unknown = await deviceCookie().parse(request.headers.get("Cookie"));
  if (!Array.isArray(value)) return [];
  const devices: KnownDevice[] = [];
  for (const entry of value.slice(0, DEVICE_ENTRIES_MAX)) {
    const device = verified(entry);
    if (device && !devices.some((known) => known.userId === device.userId)) devices.push(device);
  }
  return devices;
}

/**
 * The Set-Cookie header after a completed sign-in: a new entry for the account first (a new
 * nonce, so a new allowance), then the browser's other accounts, at most DEVICE_ENTRIES_MAX.
 */
export async function deviceCookieHeader(
  userId: number,
  request: Request,
  context: Pick<AppContext, "secure">,
): Promise<string> {
  const others = (await knownDevices(request)).filter((device) => device.userId !== userId);
  const fresh = {
    userId,
    issuedAt: Math.floor(Date.now() / 1000),
    nonce: randomBytes(16).toString("base64url"),
  };
  const entries = [fresh, ...others].slice(0, DEVICE_ENTRIES_MAX).map(entryOf);
  return deviceCookie().serialize(entries, { secure: context.secure });
}
