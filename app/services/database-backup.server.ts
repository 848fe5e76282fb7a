import { createReadStream } from "node:fs";
import { rebuildDailyStats, ROLLUP_TABLES } from "./analytics/daily-stats.server";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import { QueryTypes, Transaction, type Sequelize } from "sequelize";
import { dialectOf } from "~/db.server";
import { authorize } from "~/utils/policy";
import { getEnv } from "~/utils/env.server";
import { ServiceError } from "~/utils/service-error";
import { MIGRATION_NAMES, migrate, migrator, seeder } from "../../db/migrator";
import { audit } from "./audit.server";
import type { PublicUser } from "./auth.server";
import { withoutSecretLinks } from "./mail/outbox.server";
import { isStorageKey } from "./storage.server";

/**
 * The administrator's Database Backup and `npm run db:restore FILE`.
 *
 * A backup is gzipped JSON lines: a header (format, version, dialect, the migrations applied),
 * then each table as `{"table", "columns"}` followed by one array of values per row, then, when
 * files are kept on disk, each stored file as `{"file", "base64"}` lines. Every table is read
 * inside ONE read transaction (MySQL: REPEATABLE READ, whose first read fixes the snapshot;
 * SQLite: a transaction of its own connection, a WAL snapshot), a page at a time by primary key,
 * and streamed as it is read: nothing holds a whole table in memory, and writers are not blocked.
 */

export const BACKUP_FORMAT = "justice-streamlined-backup";
const BACKUP_VERSION = 1;
const PAGE_ROWS = 1000;
const INSERT_ROWS = 200;
/** Bookkeeping the target database has of its own (its migrations are applied before a restore, its locks are its own). */
/** Left out of a backup: the migrations' own, and the rollups a restore counts again. */
const NOT_COPIED = new Set<string>([
  "schema_migrations",
  "schema_locks",
  "sqlite_sequence",
  ...ROLLUP_TABLES,
]);

/**
 * Text a backup writes without the links that sign someone in: an e-mail waiting in the outbox
 * (or kept, with no mail server) may hold a live invitation's token, which the database otherwise
 * keeps only as a hash.
 */
const WITHOUT_SECRET_LINKS: Record<string, string> = { outbox_messages: "body_text" };

interface Header {
  format: string;
  version: number;
  createdAt: string;
  dialect: "sqlite" | "mysql";
  migrations: string[];
}

/** A value as JSON: bytes, dates and JSON documents tagged so they come back as they were. */
export function encodeValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return { $b64: value.toString("base64") };
  if (value instanceof Date) return { $date: value.toISOString() };
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "object") return { $json: value };
  return value;
}

export function decodeValue(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const tagged = value as Record<string, unknown>;
  if (typeof tagged.$b64 === "string") return Buffer.from(tagged.$b64, "base64");
  if (typeof tagged.$date === "string") return new Date(tagged.$date);
  if ("$json" in tagged) return JSON.stringify(tagged.$json);
  return value;
}

const quote = (sequelize: Sequelize, name: string) =>
  sequelize.getQueryInterface().quoteIdentifier(name);

async function tableNames(sequelize: Sequelize, transaction?: Transaction): Promise<string[]> {
  const rows =
    dialectOf(sequelize) === "sqlite"
      ? await sequelize.query<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
          { type: QueryTypes.SELECT, transaction },
        )
      : await sequelize.query<{ name: string }>(
          "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
          { type: QueryTypes.SELECT, transaction },
        );
  return rows.map((row) => row.name).filter((name) => !NOT_COPIED.has(name));
}

/** A table's columns in order, and its primary key's columns. */
async function shapeOf(sequelize: Sequelize, table: string, transaction: Transaction) {
  const described = await sequelize
    .getQueryInterface()
    .describeTable(table, { transaction } as never);
  const columns = Object.keys(described);
  const key = columns.filter((column) => described[column].primaryKey);
  return { columns, key: key.length > 0 ? key : columns };
}

/** Every row of a table, a page at a time: by key when it is one column, else by offset. */
async function* rowsOf(
  sequelize: Sequelize,
  table: string,
  shape: { columns: string[]; key: string[] },
  transaction: Transaction,
) {
  const q = (name: string) => quote(sequelize, name);
  const select = `SELECT ${shape.columns.map(q).join(", ")} FROM ${q(table)}`;
  const order = `ORDER BY ${shape.key.map(q).join(", ")}`;
  let after: unknown = undefined;
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const single = shape.key.length === 1;
    const where = single && after !== undefined ? `WHERE ${q(shape.key[0])} > ?` : "";
    const page = single ? `LIMIT ${PAGE_ROWS}` : `LIMIT ${PAGE_ROWS} OFFSET ${offset}`;
    const rows = await sequelize.query<Record<string, unknown>>(
      `${select} ${where} ${order} ${page}`,
      {
        type: QueryTypes.SELECT,
        transaction,
        replacements: where ? [after] : undefined,
        raw: true,
      },
    );
    for (const row of rows) yield shape.columns.map((column) => encodeValue(row[column]));
    if (rows.length < PAGE_ROWS) return;
    after = rows[rows.length - 1][shape.key[0]];
  }
}

/** The stored files of the disk driver (their bytes are not in the database). */
async function* diskFiles() {
  const env = getEnv();
  if (env.STORAGE_DRIVER !== "disk") return;
  const root = path.resolve(env.UPLOAD_DIR);
  const names = await readdir(root).catch(() => [] as string[]);
  for (const name of names.filter(isStorageKey).sort()) {
    const chunks: Buffer[] = [];
    for await (const chunk of createReadStream(path.join(root, name))) chunks.push(chunk as Buffer);
    yield { file: name, base64: Buffer.concat(chunks).toString("base64") };
  }
}

/** The backup's lines, read in one snapshot; counts what it wrote as it goes. */
async function* backupLines(sequelize: Sequelize, counts: { tables: number; rows: number }) {
  const mysql = dialectOf(sequelize) === "mysql";
  const transaction = await sequelize.transaction({
    isolationLevel: mysql ? Transaction.ISOLATION_LEVELS.REPEATABLE_READ : undefined,
    type: mysql ? undefined : Transaction.TYPES.DEFERRED,
  });
  try {
    if (mysql) await sequelize.query("SELECT 1 FROM DUAL", { transaction });
    const migrations = (await migrator(sequelize).executed()).map((step) => step.name);
    const header: Header = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      dialect: dialectOf(sequelize),
      migrations,
    };
    yield `${JSON.stringify(header)}\n`;
    for (const table of await tableNames(sequelize, transaction)) {
      const shape = await shapeOf(sequelize, table, transaction);
      counts.tables += 1;
      yield `${JSON.stringify({ table, columns: shape.columns })}\n`;
      const secretAt = shape.columns.indexOf(WITHOUT_SECRET_LINKS[table] ?? "");
      let lines: string[] = [];
      for await (const values of rowsOf(sequelize, table, shape, transaction)) {
        counts.rows += 1;
        const text = values[secretAt];
        if (typeof text === "string") values[secretAt] = withoutSecretLinks(text);
        lines.push(JSON.stringify(values));
        if (lines.length === PAGE_ROWS) {
          yield `${lines.join("\n")}\n`;
          lines = [];
        }
      }
      if (lines.length > 0) yield `${lines.join("\n")}\n`;
    }
  } finally {
    await transaction.commit();
  }
  for await (const file of diskFiles()) yield `${JSON.stringify(file)}\n`;
}

/**
 * A backup of the whole database (and the files kept on disk), gzipped, as a stream. Recorded in
 * the audit log when the last byte has been written, which is the time System Health shows.
 */
export function createBackup(
  user: PublicUser | null,
  meta: { ip: string },
  sequelize: Sequelize,
): { fileName: string; stream: Readable } {
  authorize(user, "read", "administration");
  const counts = { tables: 0, rows: 0 };
  const startedAt = Date.now();
  async function* recorded() {
    yield* backupLines(sequelize, counts);
    await audit(
      null,
      "backup_created",
      user,
      ["database", "backup"],
      { ...counts, ms: Date.now() - startedAt },
      meta.ip,
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
  return {
    fileName: `backup-${stamp}.jsonl.gz`,
    stream: Readable.from(recorded()).pipe(createGzip()),
  };
}

/** The lines of a backup file, gzipped or not. */
async function* linesOf(source: Readable) {
  const lines = createInterface({ input: source, crlfDelay: Infinity });
  for await (const line of lines) if (line.trim() !== "") yield line;
}

/** A backup read from a file (gzipped when it starts with gzip's magic bytes). */
export async function openBackupFile(file: string): Promise<Readable> {
  const start = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    createReadStream(file, { start: 0, end: 1 })
      .on("data", (chunk) => chunks.push(chunk as Buffer))
      .on("end", () => resolve(Buffer.concat(chunks)))
      .on("error", reject);
  });
  const raw = createReadStream(file);
  return start[0] === 0x1f && start[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
}

/**
 * Restores a backup into an empty database (no accounts): applies this version's migrations, then
 * in one transaction replaces every table's rows with the backup's, and writes the files back to
 * disk. Refuses (and changes nothing) a database that has accounts, a file that is not a backup,
 * or a backup from a version with migrations this one does not know. Answers the rows per table.
 */
export async function restoreBackup(
  sequelize: Sequelize,
  source: Readable,
): Promise<{ tables: Record<string, number>; files: number }> {
  const lines = linesOf(source)[Symbol.asyncIterator]();
  const first = await lines.next();
  let header: Header | null = null;
  try {
    header = first.done ? null : (JSON.parse(first.value) as Header);
  } catch {
    header = null;
  }
  if (!header || header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION) {
    throw new ServiceError(400, "This file is not a backup of this application");
  }
  const known = new Set(MIGRATION_NAMES);
  const unknown = header.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new ServiceError(400, `The backup is from a newer version (${unknown.join(", ")})`);
  }
  await migrate(sequelize);
  // The seeds' own record table (made when seeds first run), which the backup carries too.
  await seeder(sequelize).executed();
  const [{ accounts }] = await sequelize.query<{ accounts: number }>(
    "SELECT COUNT(*) AS accounts FROM users",
    { type: QueryTypes.SELECT },
  );
  if (Number(accounts) > 0) {
    throw new ServiceError(409, "The database is not empty: restore into a new database");
  }

  const mysql = dialectOf(sequelize) === "mysql";
  // A Date given to a raw insert loses its milliseconds on MySQL (DATE without a length): the
  // column's own text, in UTC (the connection's time zone), keeps them.
  const storable = (value: unknown) =>
    mysql && value instanceof Date ? value.toISOString().replace("T", " ").replace("Z", "") : value;
  const counts: Record<string, number> = {};
  let files = 0;
  const root = path.resolve(getEnv().UPLOAD_DIR);
  await sequelize.transaction(async (transaction) => {
    // Rows arrive table by table in name order, not in the order their references need.
    await sequelize.query(mysql ? "SET FOREIGN_KEY_CHECKS = 0" : "PRAGMA defer_foreign_keys = ON", {
      transaction,
    });
    const present = new Set(await tableNames(sequelize, transaction));
    let table: string | null = null;
    let columns: string[] = [];
    let batch: Record<string, unknown>[] = [];
    let skipping = false;
    const flush = async () => {
      if (table && batch.length > 0) {
        await sequelize.getQueryInterface().bulkInsert(table, batch, { transaction });
      }
      batch = [];
    };
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const parsed = JSON.parse(next.value) as unknown;
      if (Array.isArray(parsed)) {
        if (skipping) continue;
        if (!table) throw new ServiceError(400, "The backup has rows before any table");
        batch.push(
          Object.fromEntries(
            columns.map((column, i) => [column, storable(decodeValue(parsed[i]))]),
          ),
        );
        counts[table] += 1;
        if (batch.length === INSERT_ROWS) await flush();
        continue;
      }
      const record = parsed as {
        table?: string;
        columns?: string[];
        file?: string;
        base64?: string;
      };
      await flush();
      skipping = record.table !== undefined && NOT_COPIED.has(record.table);
      if (skipping) {
        table = null;
      } else if (record.table && record.columns) {
        if (!present.has(record.table)) {
          throw new ServiceError(400, `The backup has a table this version lacks: ${record.table}`);
        }
        table = record.table;
        columns = record.columns;
        counts[table] = 0;
        // Reference data made by the migrations' first start is replaced by the backup's own.
        await sequelize.query(`DELETE FROM ${quote(sequelize, table)}`, { transaction });
      } else if (record.file && isStorageKey(record.file) && record.base64 !== undefined) {
        // A stored file the disk driver keeps: written back as it is read.
        await mkdir(root, { recursive: true });
        await writeFile(path.join(root, record.file), Buffer.from(record.base64, "base64"), {
          mode: 0o600,
        });
        files += 1;
        table = null;
      }
    }
    await flush();
    // The triggers counted the rows as they arrived; counted once more from the rows as restored.
    await rebuildDailyStats({ sequelize, transaction });
    if (mysql) await sequelize.query("SET FOREIGN_KEY_CHECKS = 1", { transaction });
  });
  // Recorded in the restored database itself (this instance, not necessarily the app's own).
  await sequelize.getQueryInterface().bulkInsert("audit_events", [
    {
      action: "backup_restored",
      target_type: "database",
      target_id: "backup",
      details: JSON.stringify({
        tables: Object.keys(counts).length,
        rows: Object.values(counts).reduce((sum, n) => sum + n, 0),
        files,
        backupCreatedAt: header.createdAt,
      }),
      created_at: new Date(),
    },
  ]);
  return { tables: counts, files };
}
