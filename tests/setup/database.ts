import { afterAll, beforeAll } from "vitest";
import { createTestDatabase } from "./test-database";

// Runs before each integration test file imports anything: the file's own database, migrated.
const dialect = process.env.TEST_DIALECT === "mysql" ? "mysql" : "sqlite";
const database = await createTestDatabase(dialect);
process.env.DATABASE_URL = database.url;
process.env.SESSION_SECRET ??= "test-secret-that-is-at-least-thirty-two-characters";
process.env.SEED_DEMO = "false";

beforeAll(async () => {
  const { sequelize } = await import("~/models/index.server");
  const { migrate } = await import("../../db/migrator");
  await migrate(sequelize);
});

afterAll(async () => {
  const { sequelize } = await import("~/models/index.server");
  await sequelize.close();
  await database.drop();
});
