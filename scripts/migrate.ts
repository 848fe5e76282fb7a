// Applies pending migrations to DATABASE_URL without starting the server.
import { sequelize } from "~/models/index.server";
import { migrate } from "../db/migrator";

const applied = await migrate(sequelize);
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "No pending migrations");
await sequelize.close();
