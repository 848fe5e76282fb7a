import { createHash, randomBytes } from "node:crypto";

/**
 * The tokens of links that let someone set a password (an invitation, a password reset): 32
 * random bytes, shown once in the link, kept only as their SHA-256 hash.
 */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

/** Could this be one of our tokens at all (a link's last segment, as typed or cut short)? */
export const isLinkToken = (token: unknown): token is string =>
  typeof token === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(token);
