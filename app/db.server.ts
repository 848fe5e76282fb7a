import { mkdirSync } from "node:fs";
import path from "node:path";
import { Sequelize, type Options } from "sequelize";
import sqlite3 from "sqlite3";
import mysql2 from "mysql2";

/**
 * One Sequelize instance for the process. DATABASE_URL picks the engine:
 * mysql://user:pass@host:port/db for MySQL/MariaDB, sqlite:PATH for an embedded file.
 */
export function createSequelize(databaseUrl: string): Sequelize {
  const common: Options = {
    logging: false,
    define: { underscored: true },
    pool: { max: 10, min: 0, idle: 10_000, acquire: 30_000 },
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
    return sequelize;
  }
  const url = databaseUrl.replace(/^mariadb:/, "mysql:");
  return new Sequelize(url, {
    ...common,
    dialect: "mysql",
    dialectModule: mysql2,
    dialectOptions: { charset: "utf8mb4", dateStrings: false, supportBigNumbers: true },
    timezone: "+00:00",
  });
}

/**
 * Sequelize opens one SQLite connection per transaction; each gets WAL mode and a busy timeout
 * so concurrent requests wait for the writer instead of failing.
 */
function configureSqliteConnections(sequelize: Sequelize) {
  type SqliteConnection = {
    configure(option: "busyTimeout", ms: number): void;
    run(sql: string): void;
  };
  const manager = sequelize.connectionManager as unknown as {
    getConnection(options?: unknown): Promise<SqliteConnection>;
  };
  const configured = new WeakSet<object>();
  const original = manager.getConnection.bind(manager);
  manager.getConnection = async (options?: unknown) => {
    const connection = await original(options);
    if (!configured.has(connection)) {
      configured.add(connection);
      connection.configure("busyTimeout", 5000);
      connection.run("PRAGMA journal_mode=WAL");
      connection.run("PRAGMA synchronous=NORMAL");
    }
    return connection;
  };
}

export function dialectOf(sequelize: Sequelize): "sqlite" | "mysql" {
  return sequelize.getDialect() === "sqlite" ? "sqlite" : "mysql";
}
