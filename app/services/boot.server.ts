import { prepareDatabase } from "../../db/migrator";
import { limitStatements } from "~/db.server";
import { sequelize } from "~/models/index.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { startEventLoopMonitor } from "./event-loop.server";
import { pruneExpiredIdempotencyKeys } from "./idempotency.server";
import { pruneExpiredBuckets } from "./rate-limit.server";
import { pruneExpiredSessions } from "./session.server";
import { startSender, stopSender } from "./mail/sender.server";
import { startReminders, stopReminders } from "./calendar/reminders.server";

const HOUSEKEEPING_MS = 10 * 60_000;

/**
 * Called once by server.js before it listens: checks the environment, applies pending
 * migrations, creates missing reference data, seeds an empty database with the demo (unless
 * SEED_DEMO=false), schedules housekeeping and starts the e-mail sender and the calendar's
 * reminders.
 */
export async function boot(): Promise<{
  port: number;
  host: string;
  graceMs: number;
  /** How many proxies stand in front (TRUST_PROXY): Express's "trust proxy" hop count. */
  trustProxy: number;
}> {
  const env = getEnv();
  await sequelize.authenticate();
  const prepared = await prepareDatabase(sequelize, { seedDemo: env.SEED_DEMO });
  logger.info("database ready", { dialect: sequelize.getDialect(), ...prepared });
  limitStatements(env.DB_STATEMENT_TIMEOUT_SECONDS * 1000);
  startEventLoopMonitor();
  // E-mail leaves from here, outside any request (without SMTP_URL it is kept, not sent).
  startSender();
  // So do the calendar's reminders: every server looks, one sends each (reminders.server.ts).
  startReminders();
  setInterval(() => {
    Promise.all([
      pruneExpiredSessions(),
      pruneExpiredBuckets(),
      pruneExpiredIdempotencyKeys(),
    ]).catch((error: unknown) => logger.error("housekeeping failed", { error }));
  }, HOUSEKEEPING_MS).unref();
  return {
    port: env.PORT,
    host: env.HOST,
    graceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    trustProxy: env.TRUST_PROXY,
  };
}

/** The last step of a shutdown: the pool's connections are closed, not dropped. */
export async function closeDatabase(): Promise<void> {
  await Promise.all([stopSender(), stopReminders()]);
  await sequelize.close();
}

/** True when the database answers within a second. */
export async function databaseAnswers(): Promise<boolean> {
  try {
    await Promise.race([
      sequelize.query("SELECT 1"),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 1000)),
    ]);
    return true;
  } catch {
    return false;
  }
}
