import { randomUUID } from "node:crypto";
import { QueryTypes, type Sequelize } from "sequelize";

const SQLITE_POLL_MS = 100;

/**
 * Runs `work` while holding a lock named `name` in the database itself, so that of several app
 * servers starting at once against one database only one migrates; the others wait for it and
 * then find nothing left to do. Waits at most `timeoutMs`, then fails the start saying so.
 *
 * MySQL/MariaDB: GET_LOCK on one connection (held by a transaction that does nothing else), which
 * the server also releases if that process dies. SQLite: a row in `schema_locks`, written by one
 * writer at a time; a row left by a process that no longer runs (a crash) is taken over, since an
 * SQLite file is only ever shared by processes on one machine.
 */
export async function withDatabaseLock<T>(
  sequelize: Sequelize,
  name: string,
  work: () => Promise<T>,
  options: { timeoutMs?: number } = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  return sequelize.getDialect() === "sqlite"
    ? withSqliteLock(sequelize, name, work, timeoutMs)
    : withMysqlLock(sequelize, name, work, timeoutMs);
}

export class LockTimeout extends Error {}

async function withMysqlLock<T>(
  sequelize: Sequelize,
  name: string,
  work: () => Promise<T>,
  timeoutMs: number,
): Promise<T> {
  // The transaction only pins one connection: GET_LOCK belongs to the connection that took it.
  const transaction = await sequelize.transaction();
  try {
    const [{ got }] = await sequelize.query<{ got: number | null }>(
      "SELECT GET_LOCK(?, ?) AS got",
      {
        replacements: [name, Math.ceil(timeoutMs / 1000)],
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    if (Number(got) !== 1) {
      throw new LockTimeout(`Timed out waiting for the database lock "${name}"`);
    }
    try {
      return await work();
    } finally {
      await sequelize.query("SELECT RELEASE_LOCK(?)", {
        replacements: [name],
        type: QueryTypes.SELECT,
        transaction,
      });
    }
  } finally {
    await transaction.commit();
  }
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function withSqliteLock<T>(
  sequelize: Sequelize,
  name: string,
  work: () => Promise<T>,
  timeoutMs: number,
): Promise<T> {
  await sequelize.query(
    "CREATE TABLE IF NOT EXISTS schema_locks (name VARCHAR(64) PRIMARY KEY, " +
      "holder VARCHAR(64) NOT NULL, pid INTEGER NOT NULL, acquired_at VARCHAR(32) NOT NULL)",
  );
  const holder = randomUUID();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await sequelize.query(
      "INSERT OR IGNORE INTO schema_locks (name, holder, pid, acquired_at) VALUES (?, ?, ?, ?)",
      { replacements: [name, holder, process.pid, new Date().toISOString()] },
    );
    const [row] = await sequelize.query<{ holder: string; pid: number }>(
      "SELECT holder, pid FROM schema_locks WHERE name = ?",
      { replacements: [name], type: QueryTypes.SELECT },
    );
    if (row?.holder === holder) break;
    if (row && !processRuns(Number(row.pid))) {
      // Left behind by a process that died holding it.
      await sequelize.query("DELETE FROM schema_locks WHERE name = ? AND holder = ?", {
        replacements: [name, row.holder],
      });
      continue;
    }
    if (Date.now() > deadline) {
      throw new LockTimeout(`Timed out waiting for the database lock "${name}"`);
    }
    await new Promise((resolve) => setTimeout(resolve, SQLITE_POLL_MS));
  }
  try {
    return await work();
  } finally {
    await sequelize.query("DELETE FROM schema_locks WHERE name = ? AND holder = ?", {
      replacements: [name, holder],
    });
  }
}
