import { statfs } from "node:fs/promises";
import path from "node:path";
import { QueryTypes } from "sequelize";
import { migrator } from "../../db/migrator";
import packageJson from "../../package.json";
import { AuditEvent, sequelize } from "~/models/index.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { iso } from "~/utils/pick";
import { authorize, type Actor } from "~/utils/policy";
import type { AuditAction } from "./audit.server";
import { eventLoopDelayP99Ms } from "./event-loop.server";

/** What the administrator's System Health shows: measured now, never sample figures. */
export interface SystemHealth {
  status: "healthy" | "degraded";
  /** Why it is degraded, in words; empty when healthy. */
  problems: string[];
  checkedAt: string;
  database: {
    reachable: boolean;
    roundTripMs: number | null;
    kind: "SQLite" | "MySQL" | "MariaDB";
    version: string | null;
    /** MySQL's connection pool; SQLite has none. */
    pool: { inUse: number; size: number; max: number } | null;
  };
  /** Unknown (all zero) while the database does not answer. */
  migrations: { applied: number; pending: number; pendingNames: string[] };
  process: {
    uptimeSeconds: number;
    rssBytes: number;
    heapUsedBytes: number;
    heapTotalBytes: number;
    eventLoopDelayP99Ms: number | null;
    nodeVersion: string;
  };
  /** Where stored files live and the space left there (none to measure for MySQL's own disk). */
  storage: {
    driver: "disk" | "database";
    path: string | null;
    freeBytes: number | null;
    totalBytes: number | null;
  };
  application: { version: string };
  lastBackupAt: string | null;
}

/** Less free space than this where files are stored is a problem... */
export const LOW_DISK_BYTES = 1024 ** 3;
/** ...and so is less than this share of the disk. */
export const LOW_DISK_SHARE = 0.05;
/** An event loop whose p99 delay is over this answers every request late. */
export const EVENT_LOOP_DELAY_LIMIT_MS = 200;

/** How long the database has to answer `SELECT 1` before it counts as unreachable. */
const ANSWER_TIMEOUT_MS = 1000;
/** How long each further reading may take once the database has answered. */
const READING_TIMEOUT_MS = 5000;

const BACKUP_CREATED: AuditAction = "backup_created";
const NO_MIGRATIONS: SystemHealth["migrations"] = { applied: 0, pending: 0, pendingNames: [] };

/** The running build: package.json's version, else the commit it was built from (APP_VERSION). */
const APPLICATION_VERSION =
  (packageJson as { version?: string }).version || process.env.APP_VERSION || "0.0.0-dev";

/** The readings `healthProblems` judges. */
export interface HealthReadings {
  database: Pick<SystemHealth["database"], "reachable">;
  migrations: Pick<SystemHealth["migrations"], "pending">;
  storage: Pick<SystemHealth["storage"], "freeBytes" | "totalBytes">;
  process: Pick<SystemHealth["process"], "eventLoopDelayP99Ms">;
}

/** What is wrong, in the administrator's words, judged against the thresholds above. */
export function healthProblems(readings: HealthReadings): string[] {
  const problems: string[] = [];
  if (!readings.database.reachable) problems.push("Database unreachable");
  const pending = readings.migrations.pending;
  if (pending > 0)
    problems.push(`${pending} ${pending === 1 ? "migration" : "migrations"} pending`);
  const { freeBytes, totalBytes } = readings.storage;
  if (
    freeBytes !== null &&
    (freeBytes < LOW_DISK_BYTES || (totalBytes ? freeBytes / totalBytes < LOW_DISK_SHARE : false))
  ) {
    problems.push("Low disk space where files are stored");
  }
  const delay = readings.process.eventLoopDelayP99Ms;
  if (delay !== null && delay > EVENT_LOOP_DELAY_LIMIT_MS) problems.push("Event loop delayed");
  return problems;
}

/**
 * The system's health for an administrator (anyone else: 403, nobody: 401). The database is asked
 * `SELECT 1` first, alongside the disk; only when it answers are the slower readings taken, all at
 * once, so an unreachable database costs one second rather than a pool timeout per query.
 */
export async function getSystemHealth(user: Actor): Promise<SystemHealth> {
  authorize(user, "read", "administration");
  const [roundTripMs, storage] = await Promise.all([databaseRoundTrip(), storageSpace()]);
  const reachable = roundTripMs !== null;
  const ask = <T>(what: string, read: () => Promise<T>, fallback: T) =>
    reachable ? reading(what, read, fallback) : Promise.resolve(fallback);
  const [version, migrations, lastBackupAt] = await Promise.all([
    ask("database version", databaseVersion, null),
    ask("migrations", migrationState, NO_MIGRATIONS),
    ask("last backup", lastBackup, null),
  ]);
  const memory = process.memoryUsage();
  const readings = {
    database: { reachable, roundTripMs, kind: databaseKind(version), version, pool: poolUse() },
    migrations,
    process: {
      uptimeSeconds: Math.floor(process.uptime()),
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
      eventLoopDelayP99Ms: eventLoopDelayP99Ms(),
      nodeVersion: process.version,
    },
    storage,
  };
  const problems = healthProblems(readings);
  return {
    status: problems.length === 0 ? "healthy" : "degraded",
    problems,
    checkedAt: new Date().toISOString(),
    ...readings,
    application: { version: APPLICATION_VERSION },
    lastBackupAt,
  };
}

const isSqlite = () => sequelize.getDialect() === "sqlite";

/** Milliseconds (one decimal) for `SELECT 1`, or null when no answer came within a second. */
async function databaseRoundTrip(): Promise<number | null> {
  const started = performance.now();
  try {
    await within(ANSWER_TIMEOUT_MS, sequelize.query("SELECT 1"));
    return Math.round((performance.now() - started) * 10) / 10;
  } catch (error) {
    logger.warn("system health: database did not answer", { error });
    return null;
  }
}

async function databaseVersion(): Promise<string | null> {
  const rows = await sequelize.query<{ version: string }>(
    isSqlite() ? "SELECT sqlite_version() AS version" : "SELECT VERSION() AS version",
    { type: QueryTypes.SELECT },
  );
  return rows[0]?.version ?? null;
}

/** MariaDB answers the MySQL protocol and says what it is in its version ("10.11.6-MariaDB"). */
function databaseKind(version: string | null): SystemHealth["database"]["kind"] {
  if (isSqlite()) return "SQLite";
  return version && /mariadb/i.test(version) ? "MariaDB" : "MySQL";
}

/**
 * sequelize-pool's counts (`using`, `size`, `maxSize`). SQLite's connection manager keeps its
 * connections itself and never uses the pool, so it has none to show.
 */
function poolUse(): SystemHealth["database"]["pool"] {
  if (isSqlite()) return null;
  const { pool } = sequelize.connectionManager as unknown as {
    pool?: { using?: unknown; size?: unknown; maxSize?: unknown };
  };
  if (
    typeof pool?.using !== "number" ||
    typeof pool.size !== "number" ||
    typeof pool.maxSize !== "number"
  ) {
    return null;
  }
  return { inUse: pool.using, size: pool.size, max: pool.maxSize };
}

async function migrationState(): Promise<SystemHealth["migrations"]> {
  const migrations = migrator(sequelize);
  const [applied, pending] = await Promise.all([migrations.executed(), migrations.pending()]);
  return {
    applied: applied.length,
    pending: pending.length,
    pendingNames: pending.map((migration) => migration.name),
  };
}

/** The newest backup's time (served by the `(action, created_at)` index). */
async function lastBackup(): Promise<string | null> {
  const newest = await AuditEvent.findOne({
    attributes: ["createdAt"],
    where: { action: BACKUP_CREATED },
    order: [["createdAt", "DESC"]],
  });
  return newest ? iso(newest.createdAt) : null;
}

/**
 * The space where stored files live: the upload folder on disk, or the database's own folder
 * when files are kept in an SQLite database (a MySQL server's disk cannot be seen from here).
 */
async function storageSpace(): Promise<SystemHealth["storage"]> {
  const env = getEnv();
  if (env.STORAGE_DRIVER === "disk") {
    const folder = path.resolve(env.UPLOAD_DIR);
    return { driver: "disk", path: folder, ...(await spaceAt(folder)) };
  }
  // The file Sequelize opens (set in db.server.ts); the instance's options are not in its types.
  const { options } = sequelize as unknown as { options: { storage?: string } };
  const file = isSqlite() ? options.storage : undefined;
  const space =
    file && file !== ":memory:"
      ? await spaceAt(path.dirname(path.resolve(file)))
      : { freeBytes: null, totalBytes: null };
  return { driver: "database", path: null, ...space };
}

/** Free and total bytes of the file system holding `folder`, or of its nearest existing parent. */
async function spaceAt(
  folder: string,
): Promise<{ freeBytes: number | null; totalBytes: number | null }> {
  for (let current = folder; ; current = path.dirname(current)) {
    try {
      const stats = await statfs(current);
      return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const missing = code === "ENOENT" || code === "ENOTDIR";
      if (!missing || path.dirname(current) === current) {
        logger.warn("system health: cannot measure disk space", { folder, error });
        return { freeBytes: null, totalBytes: null };
      }
    }
  }
}

/** A reading that may fail or hang: its fallback instead, and the reason in the log. */
async function reading<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await within(READING_TIMEOUT_MS, read());
  } catch (error) {
    logger.warn(`system health: cannot read ${what}`, { error });
    return fallback;
  }
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
