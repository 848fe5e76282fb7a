import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import mysql from "mysql2/promise";

/**
 * Makes an empty database of its own for one test file (or one e2e run, or one benchmark) and
 * returns its URL and a function that removes it. MySQL: a new schema on the server in `mysqlUrl`
 * (TEST_MYSQL_URL by default); SQLite: a file in a new temporary folder.
 */
export async function createTestDatabase(
  dialect: "sqlite" | "mysql",
  prefix = "t",
  mysqlUrl = process.env.TEST_MYSQL_URL,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const suffix = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  if (dialect === "mysql") {
    const server = (mysqlUrl || "mysql://root@127.0.0.1:3306").replace(/\/[^/]*$/, "");
    const base = server.match(/^mysql:\/\/[^/]+$/) ? server : mysqlUrl!;
    const name = `legal_${suffix}`;
    const connection = await mysql.createConnection(base);
    await connection.query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    await connection.end();
    return {
      url: `${base}/${name}`,
      drop: async () => {
        const c = await mysql.createConnection(base);
        await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await c.end();
      },
    };
  }
  const dir = path.join(os.tmpdir(), `legal-${suffix}`);
  mkdirSync(dir, { recursive: true });
  return {
    url: `sqlite:${path.join(dir, "app.db")}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
