import { timingSafeEqual } from "node:crypto";
import { createCookie, type Cookie } from "@remix-run/node";
import { User } from "~/models/index.server";
import type { AppContext } from "~/utils/app-context";
import { getEnv } from "~/utils/env.server";
import { ServiceError } from "~/utils/service-error";
import { mac } from "./secret-box.server";

/**
 * Between the password step and the code step of a two-factor sign-in there is no session, only
 * this short-lived token: the account's id and the token's expiry, signed with a key of its own.
 * The signature also covers the account's password hash and two-factor secret, so a password
 * change or a two-factor reset voids every token already handed out.
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

/** The account a token names, while it is valid; otherwise 401 (sign in again). */
export async function readChallenge(token: unknown): Promise<User> {
  const expired = new ServiceError(401, CHALLENGE_EXPIRED);
  const match =
    typeof token === "string" ? /^(\d{1,10})\.(\d{13})\.([\w-]{43})$/.exec(token) : null;
  if (!match || Number(match[2]) <= Date.now()) throw expired;
  const user = await User.findByPk(Number(match[1]));
  if (!user || user.disabledAt || !user.twoFactorEnabledAt) throw expired;
  const expected = Buffer.from(signature(`${match[1]}.${match[2]}`, user));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw expired;
  return user;
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
