import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Unit tests run once. Integration tests (`*.integration.test.ts`) run against SQLite always and
 * against MySQL too when TEST_MYSQL_URL is set or under CI; each test file gets its own freshly
 * migrated database (tests/setup/database.ts).
 */
const mysqlUrl =
  process.env.TEST_MYSQL_URL || (process.env.CI ? "mysql://root@127.0.0.1:3306" : "");
const integration = "app/**/*.integration.test.{ts,tsx}";
const dbIntegration = [
  integration,
  "db/**/*.integration.test.ts",
  "tests/access/**/*.integration.test.ts",
  "scripts/**/*.integration.test.ts",
];

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The machine has two cores; more workers only make MariaDB's DDL queue up.
    maxWorkers: 2,
    projects: [
      {
        extends: true as const,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "db/**/*.test.ts",
            "tests/server/**/*.test.ts",
            "tests/access/**/*.test.ts",
            "tests/conventions/**/*.test.ts",
            "tests/budget/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: dbIntegration,
        },
      },
      {
        extends: true as const,
        test: {
          name: "sqlite",
          include: dbIntegration,
          setupFiles: ["tests/setup/database.ts"],
          env: { TEST_DIALECT: "sqlite" },
        },
      },
      ...(mysqlUrl
        ? [
            {
              extends: true as const,
              test: {
                name: "mysql",
                include: dbIntegration,
                setupFiles: ["tests/setup/database.ts"],
                env: { TEST_DIALECT: "mysql", TEST_MYSQL_URL: mysqlUrl },
              },
            },
          ]
        : []),
    ],
  },
});
