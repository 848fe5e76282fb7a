import type { QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * The firm's time zone becomes any IANA zone (issue 36): the column was ENUM('UTC','EST','PST').
 * MariaDB's becomes VARCHAR(64); SQLite keeps a TEXT column either way. EST and PST, saved
 * before, become the cities they stood for.
 */
export async function up({ context: qi }: Params) {
  if (qi.sequelize.getDialect() !== "sqlite") {
    await qi.sequelize.query(
      "ALTER TABLE system_settings MODIFY time_zone VARCHAR(64) NOT NULL DEFAULT 'UTC'",
    );
  }
  await qi.sequelize.query(
    "UPDATE system_settings SET time_zone = CASE time_zone WHEN 'EST' THEN 'America/New_York' WHEN 'PST' THEN 'America/Los_Angeles' ELSE time_zone END",
  );
}

/** Back to the three values: New York as EST, Los Angeles as PST, any other zone as UTC. */
export async function down({ context: qi }: Params) {
  await qi.sequelize.query(
    "UPDATE system_settings SET time_zone = CASE time_zone WHEN 'America/New_York' THEN 'EST' WHEN 'America/Los_Angeles' THEN 'PST' ELSE 'UTC' END",
  );
  if (qi.sequelize.getDialect() !== "sqlite") {
    await qi.sequelize.query(
      "ALTER TABLE system_settings MODIFY time_zone ENUM('UTC','EST','PST') NOT NULL DEFAULT 'UTC'",
    );
  }
}
