import { createHash, timingSafeEqual } from "node:crypto";
import { createCookie, type Cookie } from "@remix-run/node";
import { User } from "~/models/index.server";
import type { AppContext } from "~/utils/app-context";
import { getEnv } from "~/utils/env.server";
import { ServiceError } from "~/utils/service-error";
import { hitsIn, takeHit } from "./rate-limit.server";
import { mac } from "./secret-box.server";

/**
 * Between the password step and the code step of a two-factor sign-in there is no session, only
 * this short-lived token: the account's id and the token's expiry, signed with a key of its own.
 * The signature also covers the account's password hash and two-factor secret, so a password
 * change or a two-factor reset voids every token already handed out. A token makes one session:
 * its first completed sign-in spends it (spendChallenge).
 */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_EXPIRED = "Your sign-in has expired. Please sign in again.";
const PURPOSE = "sign-in-challenge";

const signature = (payload: string, user: User) =>
  mac(PURPOSE, `${payload}|${user.passwordHash}|${user.twoFactorSecret ?? ""}`);

export function issueChallenge(user: User): { token: string; expiresAt: string } {
  const expires = Date.now() + CHALLENGE_TTL_MS;
  const payload = `${user.id}.${expires}`;
  return {
    token: `${payload}.${signature(payload, user)}`,
    expiresAt: new Date(expires).toISOString(),
  };
}

const TOKEN = /^(\d{1,10})\.(\d{13})\.([\w-]{43})$/;

/**
 * A spent token is a full rate-limit bucket of one hit named by the token's hash, living as long
 * as the token: the one atomic counter every app server shares, with no table of its own, and
 * pruned with the other ended windows.
 */
const spentBucket = (token: string) =>
  `sign-in-challenge:${createHash("sha256").update(token).digest("hex")}`;

/** The account a token names, while it is valid and unspent; otherwise 401 (sign in again). */
export async function readChallenge(token: unknown): Promise<User> {
  const expired = new ServiceError(401, CHALLENGE_EXPIRED);
  const match = typeof token === "string" ? TOKEN.exec(token) : null;
  if (!match || Number(match[2]) <= Date.now()) throw expired;
  const user = await User.findByPk(Number(match[1]));
  if (!user || user.disabledAt || !user.twoFactorEnabledAt) throw expired;
  const expected = Buffer.from(signature(`${match[1]}.${match[2]}`, user));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw expired;
  // Checked before the code, so a spent token neither uses a code up nor counts a wrong one.
  if ((await hitsIn(spentBucket(match[0]))) > 0) throw expired;
  return user;
}

/**
 * Spends a token that readChallenge accepted, once its code was right: one atomic hit, so of two
 * completions sent at once only the first makes a session; the other answers 401.
 */
export async function spendChallenge(token: string): Promise<void> {
  const expires = Number(TOKEN.exec(token)?.[2] ?? 0);
  const spent = await takeHit(spentBucket(token), {
    max: 1,
    windowMs: Math.max(1, expires - Date.now()),
  });
  if (!spent.allowed) throw new ServiceError(401, CHALLENGE_EXPIRED);
}

/**
 * The sign-in screen keeps the token between its two steps in a cookie of its own: HttpOnly,
 * signed, only sent to the code step's path, gone after five minutes.
 */
let cookie: Cookie | undefined;
function challengeCookie(): Cookie {
  cookie ??= createCookie("__sign_in", {
    httpOnly: true,
    sameSite: "lax",
    path: "/sign-in",
    maxAge: CHALLENGE_TTL_MS / 1000,
    secrets: [getEnv().SESSION_SECRET],
  });
  return cookie;
}

export function challengeCookieHeader(token: string, context: Pick<AppContext, "secure">) {
  return challengeCookie().serialize(token, { secure: context.secure });
}

export function clearChallengeCookieHeader(context: Pick<AppContext, "secure">) {
  return challengeCookie().serialize("", { secure: context.secure, maxAge: 0 });
}

export async function challengeFrom(request: Request): Promise<string | null> {
  const value = await challengeCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}
