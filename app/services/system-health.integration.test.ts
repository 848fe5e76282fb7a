import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { AuditEvent, sequelize } from "~/models/index.server";
import { loader as systemHealthApi } from "~/routes/api.admin.system-health";
import { resetEnvCache } from "~/utils/env.server";
import { ServiceError } from "~/utils/service-error";
import { withTemporaryStorage } from "../../tests/factories/files";
import { callRoute, getRequest } from "../../tests/factories/requests";
import { sessionCookieFor } from "../../tests/factories/sessions";
import { buildUser } from "../../tests/factories/users";
import { toPublicUser } from "./auth.server";
import { getSystemHealth } from "./system-health.server";

const ADMIN_ONLY = "You need administrator privileges to access this area.";
const storage = withTemporaryStorage("disk");
const person = async (role: "client" | "staff" | "admin") =>
  toPublicUser(await buildUser({ role }));
const sqlite = () => sequelize.getDialect() === "sqlite";

/** The migrations in db/migrations, counted from the files rather than from the migrator. */
const migrationFiles = readdirSync(path.resolve(import.meta.dirname, "../../db/migrations")).filter(
  (file) => /\.ts$/.test(file) && !file.includes(".test."),
);

/** Runs `work` with these environment values, then puts the file's storage back. */
async function withEnv<T>(values: Record<string, string>, work: () => Promise<T>): Promise<T> {
  Object.assign(process.env, values);
  resetEnvCache();
  try {
    return await work();
  } finally {
    process.env.UPLOAD_DIR = storage.dir;
    process.env.STORAGE_DRIVER = "disk";
    resetEnvCache();
  }
}

describe("system health", () => {
  it("shows an administrator the database, migrations, process and storage as they are", async () => {
    const health = await getSystemHealth(await person("admin"));
    expect(health.database.reachable).toBe(true);
    expect(health.database.roundTripMs).toBeGreaterThanOrEqual(0);
    expect(health.database.roundTripMs).toBeLessThan(1000);
    if (sqlite()) {
      expect(health.database).toMatchObject({ kind: "SQLite", pool: null });
      expect(health.database.version).toMatch(/^3\.\d+\.\d+/);
    } else {
      expect(health.database.version).toMatch(/^\d+\.\d+\.\d+/);
      const mariadb = /mariadb/i.test(health.database.version!);
      expect(health.database.kind).toBe(mariadb ? "MariaDB" : "MySQL");
      const pool = health.database.pool!;
      expect(pool.max).toBe(10);
      expect(pool.size).toBeGreaterThanOrEqual(pool.inUse);
      expect(pool.inUse).toBeGreaterThanOrEqual(0);
    }
    expect(migrationFiles.length).toBeGreaterThan(0);
    expect(health.migrations).toEqual({
      applied: migrationFiles.length,
      pending: 0,
      pendingNames: [],
    });
    expect(health.process).toMatchObject({ nodeVersion: process.version });
    expect(health.process.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(health.process.rssBytes).toBeGreaterThan(0);
    expect(health.process.heapUsedBytes).toBeGreaterThan(0);
    expect(health.process.heapTotalBytes).toBeGreaterThanOrEqual(health.process.heapUsedBytes);
    expect(health.storage).toMatchObject({ driver: "disk", path: storage.dir });
    expect(health.storage.freeBytes).toBeGreaterThan(0);
    expect(health.storage.totalBytes).toBeGreaterThanOrEqual(health.storage.freeBytes!);
    expect(health.application.version).not.toBe("");
    expect(new Date(health.checkedAt).toISOString()).toBe(health.checkedAt);
    expect(health.problems).not.toContain("Database unreachable");
    expect(health.problems.some((problem) => problem.includes("pending"))).toBe(false);
    expect(health.status).toBe(health.problems.length === 0 ? "healthy" : "degraded");
  });

  it("measures the nearest existing folder of an upload folder not made yet, and makes nothing", async () => {
    const admin = await person("admin");
    const notYet = path.join(storage.dir, "not", "yet");
    const health = await withEnv({ UPLOAD_DIR: notYet }, () => getSystemHealth(admin));
    expect(health.storage).toMatchObject({ driver: "disk", path: notYet });
    expect(health.storage.freeBytes).toBeGreaterThan(0);
    expect(existsSync(path.join(storage.dir, "not"))).toBe(false);
  });

  it("with files in the database: the SQLite file's disk, or nothing to measure on MySQL", async () => {
    const admin = await person("admin");
    const health = await withEnv({ STORAGE_DRIVER: "database" }, () => getSystemHealth(admin));
    expect(health.storage).toMatchObject({ driver: "database", path: null });
    if (sqlite()) {
      expect(health.storage.freeBytes).toBeGreaterThan(0);
      expect(health.storage.totalBytes).toBeGreaterThanOrEqual(health.storage.freeBytes!);
    } else {
      expect(health.storage).toMatchObject({ freeBytes: null, totalBytes: null });
    }
  });

  it("tells when the last backup was made", async () => {
    const admin = await person("admin");
    expect((await getSystemHealth(admin)).lastBackupAt).toBeNull();
    const now = Date.now();
    const newest = await AuditEvent.create({
      action: "backup_created",
      actorId: admin.id,
      targetType: "database",
      createdAt: new Date(now - 60_000),
    });
    // An older backup recorded later, and a newer event of another kind, change nothing.
    await AuditEvent.create({
      action: "backup_created",
      actorId: admin.id,
      targetType: "database",
      createdAt: new Date(now - 86_400_000),
    });
    await AuditEvent.create({
      action: "backup_restored",
      actorId: admin.id,
      targetType: "database",
    });
    expect((await getSystemHealth(admin)).lastBackupAt).toBe(newest.createdAt.toISOString());
  });

  it("is degraded when the database does not answer within a second, and asks it nothing more", async () => {
    const admin = await person("admin");
    const silent = vi
      .spyOn(sequelize, "query")
      .mockImplementation(() => new Promise<never>(() => undefined));
    try {
      const health = await getSystemHealth(admin);
      expect(health.status).toBe("degraded");
      expect(health.problems).toContain("Database unreachable");
      expect(health.database).toMatchObject({ reachable: false, roundTripMs: null, version: null });
      expect(health.migrations).toEqual({ applied: 0, pending: 0, pendingNames: [] });
      expect(health.lastBackupAt).toBeNull();
      expect(silent).toHaveBeenCalledTimes(1);
    } finally {
      silent.mockRestore();
    }
  });

  it("refuses staff and clients (403) and a visitor who is not signed in (401)", async () => {
    for (const role of ["staff", "client"] as const) {
      const refusal = getSystemHealth(await person(role));
      await expect(refusal).rejects.toBeInstanceOf(ServiceError);
      await expect(refusal).rejects.toMatchObject({ status: 403, message: ADMIN_ONLY });
    }
    await expect(getSystemHealth(null)).rejects.toMatchObject({ status: 401 });
  });
});

describe("GET /api/admin/system-health", () => {
  const read = async (cookie?: string) => {
    const response = (await callRoute(
      systemHealthApi,
      getRequest("/api/admin/system-health", cookie),
    )) as Response;
    return { response, body: await response.json() };
  };

  it("answers an administrator the health, never cached", async () => {
    const { response, body } = await read(
      await sessionCookieFor(await buildUser({ role: "admin" })),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(Object.keys(body)).toEqual(["health"]);
    expect(body.health.database.reachable).toBe(true);
    expect(body.health.migrations.pending).toBe(0);
  });

  it("refuses staff (403, in words) and no session (401)", async () => {
    const staff = await read(await sessionCookieFor(await buildUser({ role: "staff" })));
    expect(staff.response.status).toBe(403);
    expect(staff.body).toEqual({ message: ADMIN_ONLY });
    expect((await read()).response.status).toBe(401);
  });
});
