// Applies pending migrations and the reference data to DATABASE_URL without starting the server
// (the demo seed is left to the server's start).
import { sequelize } from "~/models/index.server";
import { prepareDatabase } from "../db/migrator";

const { migrations } = await prepareDatabase(sequelize, { seedDemo: false });
console.log(migrations.length ? `Applied: ${migrations.join(", ")}` : "No pending migrations");
await sequelize.close();
