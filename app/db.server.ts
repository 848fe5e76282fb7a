import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { QueryTypes, Sequelize, type Options, type Transaction } from "sequelize";
import sqlite3 from "sqlite3";
import mysql2 from "mysql2";

const queryLogs = new AsyncLocalStorage<string[]>();

/** Records the statement in the log of the work that sent it, if someone is counting. */
function logQuery(sql: string) {
  queryLogs.getStore()?.push(sql.replace(/^Executing \([^)]*\): /, ""));
}

/**
 * The statements `work` sends to the database, in order (queries-per-request.integration.test.ts
 * holds the hot requests to their count). Costs nothing when nobody counts.
 */
export async function withQueryLog<T>(
  work: () => Promise<T>,
): Promise<{ result: T; queries: string[] }> {
  const queries: string[] = [];
  const result = await queryLogs.run(queries, work);
  return { result, queries };
}

/**
 * One Sequelize instance for the process. DATABASE_URL picks the engine:
 * mysql://user:pass@host:port/db for MySQL/MariaDB, sqlite:PATH for an embedded file.
 */
export function createSequelize(databaseUrl: string): Sequelize {
  const common: Options = {
    logging: logQuery,
    define: { underscored: true },
    // A request waits at most 10 s for a free connection, then is told the service is unavailable.
    pool: { max: 10, min: 0, idle: 10_000, acquire: 10_000 },
  };
  if (databaseUrl.startsWith("sqlite:")) {
    const storage = path.resolve(databaseUrl.slice("sqlite:".length));
    mkdirSync(path.dirname(storage), { recursive: true });
    const sequelize = new Sequelize({
      ...common,
      dialect: "sqlite",
      dialectModule: sqlite3,
      storage,
      // SQLite allows one writer at a time; a busy database is retried rather than failed.
      retry: { match: [/SQLITE_BUSY/], max: 10 },
    });
    configureSqliteConnections(sequelize);
    retryBusyTransactions(sequelize);
    joinOneTransaction(sequelize);
    return sequelize;
  }
  const url = databaseUrl.replace(/^mariadb:/, "mysql:");
  const sequelize = new Sequelize(url, {
    ...common,
    dialect: "mysql",
    dialectModule: mysql2,
    dialectOptions: {
      charset: "utf8mb4",
      dateStrings: false,
      supportBigNumbers: true,
      // A database that does not answer is known in seconds, not after the OS gives up.
      connectTimeout: CONNECT_TIMEOUT_MS,
    },
    timezone: "+00:00",
  });
  limitMysqlStatements(sequelize);
  retryDeadlockedTransactions(sequelize);
  joinOneTransaction(sequelize);
  return sequelize;
}

const CONNECT_TIMEOUT_MS = 5_000;

/** Each statement's time limit once the server serves requests (0: none, as while migrating). */
let statementTimeoutMs = 0;

/**
 * From now on a MySQL statement that takes longer than `ms` fails (and its connection is dropped,
 * so the pool opens a fresh one): a stalled database cannot hold requests for long. Migrations
 * and the seed run before this, without a limit.
 */
export function limitStatements(ms: number) {
  statementTimeoutMs = ms;
}

/** mysql2 takes a per-statement `timeout`; Sequelize does not pass one, so each connection adds it. */
function limitMysqlStatements(sequelize: Sequelize) {
  type Send = (sql: unknown, ...rest: unknown[]) => unknown;
  type MysqlConnection = { query: Send; execute: Send };
  const manager = sequelize.connectionManager as unknown as {
    getConnection(options?: unknown): Promise<MysqlConnection>;
  };
  const configured = new WeakSet<object>();
  const original = manager.getConnection.bind(manager);
  const limited = (sql: unknown) => {
    if (statementTimeoutMs <= 0) return sql;
    return typeof sql === "string"
      ? { sql, timeout: statementTimeoutMs }
      : { ...(sql as object), timeout: statementTimeoutMs };
  };
  manager.getConnection = async (options?: unknown) => {
    const connection = await original(options);
    if (!configured.has(connection)) {
      configured.add(connection);
      for (const method of ["query", "execute"] as const) {
        const send = connection[method].bind(connection);
        connection[method] = (sql, ...rest) => send(limited(sql), ...rest);
      }
    }
    return connection;
  };
}

/**
 * Reader connections beside the one for writes. A connection runs one statement at a time, so on
 * one connection a report's long SELECT held every other request's reads behind it (paired runs
 * on the bench's firm: /dashboard at 5 connections beside /analytics Performance at 2 went from
 * 33 to 52–66 req/s). In WAL mode readers wait neither for each other nor for the writer, and
 * each read sees every write committed before it began.
 */
export const SQLITE_READERS = 4;

/**
 * Sequelize opens one SQLite connection per transaction and one ("default") for other
 * statements. A SELECT outside a transaction goes to the default connection when it is free and
 * otherwise to the least busy of SQLITE_READERS more: one request at a time reads where it
 * writes, with the pages it has in memory (always going to a reader made a chain of writes and
 * reads 1.26-1.30x slower in a microbench), and only a crowd spreads out. Each connection gets
 * WAL mode and a busy timeout so concurrent requests wait for the writer instead of failing.
 */
function configureSqliteConnections(sequelize: Sequelize) {
  type SqliteConnection = {
    configure(option: "busyTimeout", ms: number): void;
    run(sql: string, callback: (error: Error | null) => void): void;
  };
  type ConnectionOptions = { uuid?: string; type?: string };
  const manager = sequelize.connectionManager as unknown as {
    getConnection(options?: ConnectionOptions): Promise<SqliteConnection>;
    releaseConnection(connection: SqliteConnection, force?: boolean): unknown;
  };
  const configured = new WeakSet<object>();
  // Statements in flight on the default connection (slot 0) and on each reader (slot i is the
  // connection Sequelize keeps as `reader-${i - 1}`).
  const busy = Array.from({ length: 1 + SQLITE_READERS }, () => 0);
  const slotOf = new WeakMap<object, number>();
  const original = manager.getConnection.bind(manager);
  const release = manager.releaseConnection.bind(manager);
  manager.getConnection = async (options?: ConnectionOptions) => {
    // A transaction's statements (a uuid of their own) keep to its connection, uncounted.
    let slot = -1;
    if (!options?.uuid) {
      slot = options?.type === QueryTypes.SELECT ? busy.indexOf(Math.min(...busy)) : 0;
      busy[slot]++;
    }
    let connection: SqliteConnection;
    try {
      // Sequelize reads only the uuid (and writes into the object); a small one of our own keeps
      // the query's options as they were, so a retry picks its slot anew. A spread copy of them
      // cost 11 µs a statement in Sequelize's getConnection (profiled), a twentieth of a SELECT.
      connection = await original(
        slot >= 0 ? { uuid: slot === 0 ? "default" : `reader-${slot - 1}` } : options,
      );
    } catch (error) {
      if (slot >= 0) busy[slot]--;
      throw error;
    }
    if (slot >= 0) slotOf.set(connection, slot);
    if (!configured.has(connection)) {
      configured.add(connection);
      connection.configure("busyTimeout", 5000);
      // Without a callback a failed statement is an 'error' event, which nothing handles: a
      // PRAGMA refused as busy while another server migrates crashed the process. WAL is a
      // property of the file (the next connection asks again), synchronous a speed setting.
      const ignoreBusy = (error: Error | null) => {
        if (error && !/SQLITE_BUSY/.test(String(error))) throw error;
      };
      connection.run("PRAGMA journal_mode=WAL", ignoreBusy);
      connection.run("PRAGMA synchronous=NORMAL", ignoreBusy);
    }
    return connection;
  };
  manager.releaseConnection = (connection, force) => {
    const slot = slotOf.get(connection);
    if (slot !== undefined) busy[slot] = Math.max(0, busy[slot] - 1);
    return release(connection, force);
  };
}

/** How often a transaction SQLite refused as busy is run again, and the wait before each try. */
const BUSY_ATTEMPTS = 25;
const busyPause = (attempt: number) => 5 + Math.random() * 10 * Math.min(attempt, 10);

/**
 * A transaction that read and then writes fails at once with SQLITE_BUSY when another request
 * wrote in between (its snapshot is stale; the busy timeout cannot help, and a statement retried
 * alone cannot either). The whole transaction is run again, from its first read, as a MySQL
 * deadlock is (retryDeadlockedTransactions). Only transactions given as a callback are retried:
 * their work is all inside.
 */
function retryBusyTransactions(sequelize: Sequelize) {
  retryTransactions(sequelize, {
    retryable: (error) => /SQLITE_BUSY/.test(String(error)),
    attempts: BUSY_ATTEMPTS,
    pause: busyPause,
    turns: writerTurns(),
  });
}

/** MySQL's "Deadlock found when trying to get lock; try restarting transaction". */
const ER_LOCK_DEADLOCK = 1213;
const DEADLOCK_ATTEMPTS = 8;
/** A random wait that doubles with each try (up to half a second), so the two part ways. */
const deadlockPause = (attempt: number) => Math.random() * Math.min(500, 10 * 2 ** attempt);

/**
 * InnoDB ends one of two transactions that wait on each other's locks and asks for it to be run
 * again. Two administrators' new accounts at once did (each held a gap lock on the invitations'
 * user index that the other's insert waited for), and the second was answered with a 500. The
 * transaction, rolled back whole by the server, is run again from its first statement.
 */
function retryDeadlockedTransactions(sequelize: Sequelize) {
  retryTransactions(sequelize, {
    retryable: (error) => {
      const cause = (error as { parent?: { errno?: number } } | null)?.parent;
      return cause?.errno === ER_LOCK_DEADLOCK;
    },
    attempts: DEADLOCK_ATTEMPTS,
    pause: deadlockPause,
    turns: (work) => work(),
  });
}

function retryTransactions(
  sequelize: Sequelize,
  how: {
    retryable: (error: unknown) => boolean;
    attempts: number;
    pause: (attempt: number) => number;
    turns: <T>(work: () => Promise<T>) => Promise<T>;
  },
) {
  const begin = sequelize.transaction.bind(sequelize) as (...args: unknown[]) => Promise<unknown>;
  const retried = async (...args: unknown[]) => {
    // A savepoint inside another transaction is not retried alone: the outer one is, whole.
    if (typeof args[args.length - 1] !== "function" || isNested(args[0])) return begin(...args);
    return how.turns(async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await begin(...args);
        } catch (error) {
          if (attempt >= how.attempts || !how.retryable(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, how.pause(attempt)));
        }
      }
    });
  };
  sequelize.transaction = retried as Sequelize["transaction"];
}

/**
 * SQLite has one writer at a time, and the sqlite3 driver runs each statement on one of libuv's
 * four threads: a transaction waiting for the write lock waits on a thread (up to the busy
 * timeout). Twenty payments out of one trust account at once left the four threads waiting on
 * transactions that could not go on, while the transaction holding the lock waited for a thread
 * to send its next statement: each try timed out after 5 s, and the payments took minutes. So
 * the process's transactions take turns here, one at a time, as the database would have them;
 * one opened inside another's turn (not nested in it) goes ahead, as it did before, rather than
 * waiting for a turn its own caller holds.
 */
function writerTurns() {
  const inTurn = new AsyncLocalStorage<true>();
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    if (inTurn.getStore()) return work();
    const turn = last.then(() => inTurn.run(true, work));
    last = turn.catch(() => undefined);
    return turn;
  };
}

const isNested = (options: unknown) =>
  typeof options === "object" &&
  options !== null &&
  "transaction" in options &&
  Boolean((options as { transaction?: unknown }).transaction);

// ---------------------------------------------------------------------------------------------
// One transaction for a whole piece of work

/** The transaction that `inOneTransaction` opened for the work running now, if any. */
const oneTransaction = new AsyncLocalStorage<Transaction>();

/**
 * Sequelize asks a CLS namespace for the transaction a statement without one belongs to. This
 * namespace knows only `inOneTransaction`'s (outside it, statements stay as they are written).
 */
// eslint-disable-next-line react-hooks/rules-of-hooks -- Sequelize's, not a React hook
Sequelize.useCLS({
  get: (key: string) => (key === "transaction" ? oneTransaction.getStore() : undefined),
  set: () => {},
  run: (work: (context: object) => unknown) => work({}),
  bind: <F>(work: F) => work,
});

/**
 * Inside `inOneTransaction`, a transaction the work opens is a savepoint of the one transaction
 * (it commits or rolls back with it), and a statement sent without a transaction joins it.
 */
function joinOneTransaction(sequelize: Sequelize) {
  const begin = sequelize.transaction.bind(sequelize) as (...args: unknown[]) => Promise<unknown>;
  const joined = (...args: unknown[]) => {
    const outer = oneTransaction.getStore();
    const [first, ...rest] = args;
    if (!outer || isNested(first)) return begin(...args);
    if (typeof first === "function" || first === undefined) {
      return begin({ transaction: outer }, ...(first === undefined ? rest : args));
    }
    return begin({ ...(first as object), transaction: outer }, ...rest);
  };
  sequelize.transaction = joined as Sequelize["transaction"];
}

/**
 * Runs `work` as one transaction: everything it writes, through any service, commits together
 * or not at all. For an answer that must be stored with the write it answers for (an
 * Idempotency-Key's), so a write the database took can never lose its answer.
 */
export async function inOneTransaction<T>(
  sequelize: Sequelize,
  work: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  const outer = oneTransaction.getStore();
  if (outer) return work(outer);
  return sequelize.transaction((transaction) =>
    oneTransaction.run(transaction, () => work(transaction)),
  );
}

/** The transaction `inOneTransaction` opened for the work running now, if any. */
export function ambientTransaction(): Transaction | undefined {
  return oneTransaction.getStore();
}

/**
 * Runs `work` outside any `inOneTransaction`: what must hold whether or not the work commits
 * (a rate limit's hit: a refused guess still counts).
 */
export function outsideOneTransaction<T>(work: () => T): T {
  return oneTransaction.exit(work);
}

export function dialectOf(sequelize: Sequelize): "sqlite" | "mysql" {
  return sequelize.getDialect() === "sqlite" ? "sqlite" : "mysql";
}

/**
 * A join that reads its left side first, for a statement that must start from one attorney's few
 * rows rather than the firm's many: SQLite's CROSS JOIN, MySQL's STRAIGHT_JOIN.
 */
export function firstJoin(sequelize: Sequelize): "CROSS JOIN" | "STRAIGHT_JOIN" {
  return dialectOf(sequelize) === "sqlite" ? "CROSS JOIN" : "STRAIGHT_JOIN";
}
