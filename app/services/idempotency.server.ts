import { createHash } from "node:crypto";
import { Op, UniqueConstraintError } from "sequelize";
import { inOneTransaction } from "~/db.server";
import { IdempotencyKey, sequelize } from "~/models/index.server";
import { logger } from "~/utils/logger.server";
import { ServiceError } from "~/utils/service-error";

/**
 * Idempotency-Key for the JSON calls that create records (as in the IETF httpapi draft and
 * Stripe's API): the same key from the same caller within 24 hours answers the first call's
 * answer again and does nothing new; the same key with another request is refused (422).
 */

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const KEEP_MS = 24 * 60 * 60_000;
/** How long a repeat waits for the first call (a double click) before saying it is still running. */
const WAIT_FOR_FIRST_MS = 10_000;
/** Longer than any request runs (statements are limited to seconds, the pool's wait to 10 s). */
const ABANDONED_AFTER_MS = 30_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const API_MESSAGES = {
  reused: `This ${IDEMPOTENCY_HEADER} was used with another request. Use a new key for a new request.`,
  running: "The first request with this key is still being worked on.",
};

/** Who a key belongs to: the signed-in user, or a visitor's address. */
export const callerOf = (user: { id: number } | null, clientIp: string) =>
  user ? `user:${user.id}` : `address:${clientIp}`;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export type Claim =
  { kind: "first"; id: string } | { kind: "replay"; status: number; body: unknown };

/** The request's key, or null without one; a key that is not 1–255 visible characters is a 400. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!KEY_PATTERN.test(key)) {
    throw new ServiceError(400, `${IDEMPOTENCY_HEADER} must be 1 to 255 visible characters`);
  }
  return key;
}

/**
 * Claims the caller's key for this request. The first claim does the work (`first`); a repeat
 * gets the first answer (`replay`), waiting for it while the first is still being worked on.
 */
export async function claimIdempotencyKey(
  caller: string,
  key: string,
  request: { method: string; path: string; body: unknown },
  messages: { reused: string; running: string } = API_MESSAGES,
): Promise<Claim> {
  const id = sha256(`${caller}\n${key}`);
  const fingerprint = sha256(JSON.stringify([request.method, request.path, request.body]));
  const waitUntil = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    try {
      await IdempotencyKey.create({
        id,
        fingerprint,
        status: null,
        body: null,
        expiresAt: new Date(Date.now() + KEEP_MS),
      });
      return { kind: "first", id };
    } catch (error) {
      if (!(error instanceof UniqueConstraintError)) throw error;
    }
    const found = await IdempotencyKey.findByPk(id);
    if (!found) continue; // released or pruned meanwhile: claim it again
    if (found.expiresAt.getTime() <= Date.now()) {
      await IdempotencyKey.destroy({ where: { id, expiresAt: found.expiresAt } });
      continue;
    }
    if (found.fingerprint !== fingerprint) {
      throw new ServiceError(422, messages.reused);
    }
    if (found.status !== null) {
      return { kind: "replay", status: found.status, body: JSON.parse(found.body ?? "null") };
    }
    // A first call that never finished (its server stopped, or the database went away before it
    // could let go of the key) holds it only so long: then a repeat takes the work over.
    const claimedAt = found.expiresAt.getTime() - KEEP_MS;
    if (Date.now() - claimedAt > ABANDONED_AFTER_MS) {
      const [taken] = await IdempotencyKey.update(
        { expiresAt: new Date(Date.now() + KEEP_MS) },
        { where: { id, status: null, expiresAt: found.expiresAt } },
      );
      if (taken === 1) return { kind: "first", id };
      continue;
    }
    if (Date.now() >= waitUntil) {
      throw new ServiceError(409, messages.running);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What a first call answered, to keep for its repeats; null keeps nothing (a file, a refusal). */
export type KeptAnswer = { status: number; body: unknown } | null;

/**
 * Does a first call's work and keeps its answer for the key's repeats. With `oneTransaction` (a
 * call that creates a record), the work and the kept answer are ONE transaction: a write the
 * database took always has its answer kept with it, so a repeat after a cut-off answer (the
 * database stopped between the write and the answer, the app was killed) replays it rather than
 * writing again. Otherwise the answer is kept just after the work: work whose records must stay
 * when it fails (a failed sign-in's audit entry) is not undone with it.
 * Work that fails keeps nothing and lets go of the key, so the same key may try again.
 */
export async function answerOnce<T>(
  id: string,
  work: () => Promise<T>,
  answerOf: (result: T) => KeptAnswer | Promise<KeptAnswer>,
  options: { oneTransaction?: boolean } = {},
): Promise<T> {
  const keep = async (result: T) => {
    const answer = await answerOf(result);
    if (answer) await completeIdempotencyKey(id, answer.status, answer.body);
    else await IdempotencyKey.destroy({ where: { id, status: null } });
    return result;
  };
  try {
    if (!options.oneTransaction) return await keep(await work());
    return await fewAtATime(() => inOneTransaction(sequelize, async () => keep(await work())));
  } catch (error) {
    await releaseIdempotencyKey(id);
    throw error;
  }
}

/**
 * How many first calls run their one transaction at once in this process. Each holds a pool
 * connection throughout, and its work may need a second one (a rate limit's hit is written
 * outside it): below the pool's size (10), the pool can never be held entirely by work that
 * waits for a connection.
 */
const AT_ONCE = 4;
let running = 0;
const waiting: Array<() => void> = [];

async function fewAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Keeps the first call's answer for its repeats. */
export async function completeIdempotencyKey(id: string, status: number, body: unknown) {
  const text = JSON.stringify(body) ?? "null";
  // An answer too large for the column is not kept (a repeat would do the work again).
  if (text.length > MAX_KEPT_CHARS) return releaseIdempotencyKey(id);
  await IdempotencyKey.update({ status, body: text }, { where: { id } });
}

/** What a TEXT column holds on MySQL (64 KB), with room for multi-byte characters. */
const MAX_KEPT_CHARS = 16_000;

/**
 * A first call that failed keeps nothing: the same key may try again. When the database is away
 * the key is let go of once it is back (tried each second), or taken over once abandoned
 * (ABANDONED_AFTER_MS). A key whose work committed has its answer and is not let go of.
 */
export async function releaseIdempotencyKey(id: string, attempt = 1): Promise<void> {
  try {
    await IdempotencyKey.destroy({ where: { id, status: null } });
  } catch (error) {
    if (attempt === 1) logger.warn("an idempotency key could not be let go of yet", { error });
    if (attempt * RELEASE_RETRY_MS < ABANDONED_AFTER_MS) {
      const again = () => void releaseIdempotencyKey(id, attempt + 1);
      setTimeout(again, RELEASE_RETRY_MS).unref();
    }
  }
}

const RELEASE_RETRY_MS = 1_000;

/** Housekeeping: keys older than a day are of no use. */
export async function pruneExpiredIdempotencyKeys(): Promise<number> {
  return IdempotencyKey.destroy({ where: { expiresAt: { [Op.lte]: new Date() } } });
}
