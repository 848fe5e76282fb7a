import { Op } from "sequelize";
import { RateLimit, sequelize } from "~/models/index.server";
import { ServiceError } from "~/utils/service-error";

export interface Limit {
  /** How many hits a window allows. */
  max: number;
  windowMs: number;
}

/** Seconds until the bucket accepts again, or 0 when it is under its limit. */
export async function retryAfterSeconds(bucket: string, limit: Limit): Promise<number> {
  const row = await RateLimit.findByPk(bucket);
  if (!row) return 0;
  const remainingMs = row.resetAt.getTime() - Date.now();
  if (remainingMs <= 0 || row.hits < limit.max) return 0;
  return Math.ceil(remainingMs / 1000);
}

/**
 * Counts one hit in a fixed window. The increment is a single UPDATE, so app servers sharing the
 * database count together; a missing or expired window is started afresh.
 */
export async function recordHit(bucket: string, limit: Limit): Promise<number> {
  const now = new Date();
  const [updated] = await RateLimit.update(
    { hits: sequelize.literal("hits + 1") as unknown as number },
    { where: { bucket, resetAt: { [Op.gt]: now } } },
  );
  if (updated > 0) {
    const row = await RateLimit.findByPk(bucket);
    return row?.hits ?? 1;
  }
  await RateLimit.upsert({ bucket, hits: 1, resetAt: new Date(now.getTime() + limit.windowMs) });
  return 1;
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
