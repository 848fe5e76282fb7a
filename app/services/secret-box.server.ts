import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { getEnv } from "~/utils/env.server";

/**
 * Keys for one purpose each, derived (HKDF-SHA-256) from SESSION_SECRET: a leaked key of one
 * purpose says nothing of the others. Rotating SESSION_SECRET ends every session and makes the
 * stored two-factor secrets unreadable (their owners set two-factor up again; docs/security.md).
 */
function keyFor(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", getEnv().SESSION_SECRET, "", purpose, 32));
}

/** Encrypts a short secret for a column: "v1." + base64url(iv, tag, ciphertext), AES-256-GCM. */
export function seal(purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(purpose), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The secret `seal` stored, or null when it was not sealed with this key (or was altered). */
export function unseal(purpose: string, sealed: string): string | null {
  if (!sealed.startsWith("v1.")) return null;
  const raw = Buffer.from(sealed.slice(3), "base64url");
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** An HMAC-SHA-256 of `data` under the purpose's key, base64url. */
export function mac(purpose: string, data: string): string {
  return createHmac("sha256", keyFor(purpose)).update(data).digest("base64url");
}
