import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { createGunzip } from "node:zlib";
import { QueryTypes, type Sequelize } from "sequelize";
import { afterAll, describe, expect, it } from "vitest";
import { createSequelize, dialectOf } from "~/db.server";
import { AuditEvent, sequelize } from "~/models/index.server";
import { ADMIN_ONLY } from "~/utils/policy";
import { buildCaseFile } from "../../tests/factories/cases";
import { storeFile, withTemporaryStorage } from "../../tests/factories/files";
import { buildUser } from "../../tests/factories/users";
import { createTestDatabase } from "../../tests/setup/test-database";
import { toPublicUser } from "./auth.server";
import { createBackup, decodeValue, encodeValue, restoreBackup } from "./database-backup.server";
import { openFile } from "./storage.server";

// File bytes live in the database here, so the backup carries them as rows.
withTemporaryStorage("database");

const dialect = dialectOf(sequelize);
const meta = { ip: "198.51.100.4" };
const opened: Array<{ instance: Sequelize; drop: () => Promise<void> }> = [];

/** A fresh, empty database of the same kind, with its own connection. */
async function freshDatabase() {
  const { url, drop } = await createTestDatabase(dialect, "restore");
  const instance = createSequelize(url);
  opened.push({ instance, drop });
  return instance;
}

afterAll(async () => {
  for (const { instance, drop } of opened) {
    await instance.close();
    await drop();
  }
});

/** A table's rows in id order, as plain values (dates as instants, bytes as base64). */
async function rowsOf(instance: Sequelize, table: string, columns: string, order = "id") {
  const rows = await instance.query<Record<string, unknown>>(
    `SELECT ${columns} FROM ${table} ORDER BY ${order}`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        value instanceof Date
          ? value.toISOString()
          : Buffer.isBuffer(value)
            ? value.toString("base64")
            : typeof value === "string" && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value)
              ? new Date(value).toISOString()
              : value,
      ]),
    ),
  );
}

const gunzipped = async (stream: Readable) =>
  (await buffer(stream.pipe(createGunzip()))).toString();

describe("values in a backup line", () => {
  it("keep bytes, dates and JSON documents as they were", () => {
    const bytes = Buffer.from([0, 1, 2, 255]);
    const moment = new Date("2026-11-24T10:00:00.123Z");
    const line = JSON.parse(
      JSON.stringify([bytes, moment, { a: [1] }, "text", 3, null].map(encodeValue)),
    );
    const back = line.map(decodeValue);
    expect(back[0]).toEqual(bytes);
    expect(back[1]).toEqual(moment);
    expect(back[2]).toBe('{"a":[1]}');
    expect(back.slice(3)).toEqual(["text", 3, null]);
  });
});

describe("database backup and restore", () => {
  it("restores into a fresh database the same users, cases and file bytes", async () => {
    const admin = await buildUser({ role: "admin" });
    const staff = await buildUser({ role: "staff" });
    const bytes = Buffer.from("%PDF-1.4 complaint \u00e9\u0000\u00ff bytes");
    const storageKey = await storeFile(bytes);
    const { legalCase, document } = await buildCaseFile({ staffId: staff.id, storageKey });

    const started = Date.now();
    const backup = createBackup(toPublicUser(admin), meta, sequelize);
    expect(backup.fileName).toMatch(/^backup-.*\.jsonl\.gz$/);
    const text = await gunzipped(backup.stream);
    const header = JSON.parse(text.split("\n")[0]);
    expect(header).toMatchObject({ format: "justice-streamlined-backup", version: 1, dialect });
    // Recorded once the last byte is out: the time System Health shows.
    const recorded = await AuditEvent.findOne({
      where: { action: "backup_created", actorId: admin.id },
    });
    expect(recorded?.createdAt.getTime()).toBeGreaterThanOrEqual(started);

    const target = await freshDatabase();
    const result = await restoreBackup(target, Readable.from([text]));
    expect(result.tables.users).toBe(
      (await sequelize.query("SELECT id FROM users", { type: QueryTypes.SELECT })).length,
    );

    for (const [table, columns, order = "id"] of [
      ["users", "id, email, password_hash, first_name, last_name, role, created_at"],
      ["cases", "id, client_id, staff_id, title, status, priority, created_at, updated_at"],
      ["case_events", "id, case_id, title, event_type, shared_with_client, occurred_at"],
      ["communications", "id, case_id, type, content, read_at"],
      ["documents", "id, case_id, file_name, storage_key, file_size"],
      ["stored_files", "storage_key, size", "storage_key"],
      ["stored_file_chunks", "storage_key, seq, data", "storage_key, seq"],
    ] as ReadonlyArray<readonly [string, string, string?]>) {
      expect(await rowsOf(target, table, columns, order), table).toEqual(
        await rowsOf(sequelize, table, columns, order),
      );
    }
    const [restoredDocument] = await rowsOf(target, "documents", "id, storage_key");
    expect(restoredDocument).toBeDefined();
    expect(
      (await rowsOf(target, "documents", "id, storage_key")).find((row) => row.id === document.id),
    ).toEqual({ id: document.id, storage_key: storageKey });
    const cases = await rowsOf(target, "cases", "id, title");
    expect(cases).toContainEqual({ id: legalCase.id, title: legalCase.title });
    // The bytes read back through the storage module are the uploaded ones.
    const stored = await openFile(storageKey);
    expect(await buffer(Readable.fromWeb(stored!.stream as never))).toEqual(bytes);

    // A new row in the restored database takes the next id, not one the backup used.
    const [maxId] = await target.query<{ id: number }>("SELECT MAX(id) AS id FROM users", {
      type: QueryTypes.SELECT,
    });
    await target.query(
      "INSERT INTO users (email, password_hash, first_name, last_name, role, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      { replacements: ["after@restore.test", "x", "A", "B", "client", new Date(), new Date()] },
    );
    const [newest] = await target.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'after@restore.test'",
      { type: QueryTypes.SELECT },
    );
    expect(Number(newest.id)).toBeGreaterThan(Number(maxId.id));
  });

  it("refuses a database that has accounts, and a file that is not a backup, changing nothing", async () => {
    const admin = toPublicUser(await buildUser({ role: "admin" }));
    const text = await gunzipped(createBackup(admin, meta, sequelize).stream);
    const before = await rowsOf(sequelize, "users", "id, email");
    await expect(restoreBackup(sequelize, Readable.from([text]))).rejects.toMatchObject({
      status: 409,
      message: "The database is not empty: restore into a new database",
    });
    expect(await rowsOf(sequelize, "users", "id, email")).toEqual(before);
    const target = await freshDatabase();
    await expect(
      restoreBackup(target, Readable.from(['{"hello":"world"}\n'])),
    ).rejects.toMatchObject({
      status: 400,
      message: "This file is not a backup of this application",
    });
  });

  it("is for administrators only", async () => {
    for (const role of ["staff", "client"] as const) {
      const user = toPublicUser(await buildUser({ role }));
      expect(() => createBackup(user, meta, sequelize)).toThrow(ADMIN_ONLY);
    }
  });
});
