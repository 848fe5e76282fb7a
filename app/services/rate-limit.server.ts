import { Op, QueryTypes } from "sequelize";
import { outsideOneTransaction } from "~/db.server";
import { RateLimit, sequelize } from "~/models/index.server";
import { ServiceError } from "~/utils/service-error";

export interface Limit {
  /** How many hits a window allows. */
  max: number;
  windowMs: number;
}

export interface Hit {
  /** The hit is within the limit: do the work. */
  allowed: boolean;
  /** The window's hits, this one included. */
  hits: number;
  /** Seconds until the window ends, when not allowed (0 otherwise). */
  retryAfter: number;
}

/**
 * Takes one hit in a fixed window BEFORE the work it limits, in one atomic statement that
 * starts a missing or ended window and returns the new count: N requests at once over a limit of
 * L admit at most L, on every app server sharing the database. The hit is its own write, outside
 * any transaction the work runs in: a guess that fails and rolls its work back still counts.
 */
export async function takeHit(bucket: string, limit: Limit): Promise<Hit> {
  const now = new Date();
  const replacements = { bucket, now, resetAt: new Date(now.getTime() + limit.windowMs) };
  const row = await outsideOneTransaction(() =>
    sequelize.getDialect() === "sqlite" ? sqliteHit(replacements) : mysqlHit(replacements),
  );
  const allowed = row.hits <= limit.max;
  const retryAfter = allowed
    ? 0
    : Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
  return { allowed, hits: row.hits, retryAfter };
}

type HitValues = { bucket: string; now: Date; resetAt: Date };

/**
 * SQLite: one statement that upserts and returns the count. (It starts with a comment so that
 * Sequelize reads its rows back rather than treating it as a plain INSERT.) One statement, not a
 * transaction: SQLite's writers queue on the file, and a transaction that waits while holding a
 * worker thread can starve the one holding the lock.
 */
async function sqliteHit(replacements: HitValues) {
  const [row] = await sequelize.query<{ hits: number; resetAt: string }>(
    `/* rate limit */ INSERT INTO rate_limits (bucket, hits, reset_at) VALUES (:bucket, 1, :resetAt)
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN rate_limits.reset_at <= :now THEN 1 ELSE rate_limits.hits + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= :now THEN :resetAt ELSE rate_limits.reset_at END
     RETURNING hits, reset_at AS resetAt`,
    { replacements, type: QueryTypes.SELECT },
  );
  return { hits: Number(row.hits), resetAt: new Date(row.resetAt) };
}

/** MySQL has no RETURNING: the upsert locks the row until the transaction has read it back. */
async function mysqlHit(replacements: HitValues) {
  return sequelize.transaction(async (transaction) => {
    await sequelize.query(
      `INSERT INTO rate_limits (bucket, hits, reset_at) VALUES (:bucket, 1, :resetAt)
       ON DUPLICATE KEY UPDATE
         hits = IF(reset_at <= :now, 1, hits + 1),
         reset_at = IF(reset_at <= :now, :resetAt, reset_at)`,
      { replacements, transaction },
    );
    const read = await RateLimit.findByPk(replacements.bucket, { transaction });
    return { hits: read?.hits ?? 1, resetAt: read?.resetAt ?? replacements.resetAt };
  });
}

/**
 * Takes a hit in each bucket, in the order given, and refuses with 429 at the first that is over
 * its limit: the buckets after it are not touched. So an attempt one limit refuses spends nothing
 * of the next (a sign-in refused for its address does not use up its account's window), and
 * attempts sent at once get the same answers as attempts sent one by one.
 */
export async function takeHitsOrRefuse(
  hits: Array<[bucket: string, limit: Limit]>,
  lead: string,
): Promise<void> {
  for (const [bucket, limit] of hits) {
    const hit = await takeHit(bucket, limit);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfter, lead);
  }
}

/**
 * Gives a taken hit back (work that turned out not to count: a sign-in that succeeded, a refused
 * request), outside the work's transaction as the hit was: a refusal that undoes the work still
 * gives it back.
 */
export async function giveBack(bucket: string): Promise<void> {
  await outsideOneTransaction(() =>
    RateLimit.update(
      { hits: sequelize.literal("hits - 1") as unknown as number },
      { where: { bucket, hits: { [Op.gt]: 0 } } },
    ),
  );
}

/** The hits of the bucket's current window, without taking one (0 once the window has ended). */
export async function hitsIn(bucket: string): Promise<number> {
  const row = await RateLimit.findByPk(bucket);
  return row && row.resetAt.getTime() > Date.now() ? row.hits : 0;
}

export async function clearBucket(bucket: string): Promise<void> {
  await RateLimit.destroy({ where: { bucket } });
}

/** Housekeeping: windows that ended are of no use. */
export async function pruneExpiredBuckets(): Promise<number> {
  return RateLimit.destroy({ where: { resetAt: { [Op.lte]: new Date() } } });
}

/** The 429 every limit answers: what happened, how long to wait, and Retry-After. */
export function tooManyRequests(retryAfter: number, lead: string): ServiceError {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return new ServiceError(
    429,
    `${lead} Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    undefined,
    { "Retry-After": String(retryAfter) },
  );
}
