import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

const BEFORE = ["active", "pending", "on_hold", "completed", "closed"];
const AFTER = [...BEFORE, "awaiting_acceptance"];

const statusEnum = (values: string[]) =>
  `ENUM(${values.map((value) => `'${value}'`).join(", ")}) NOT NULL DEFAULT 'active'`;

/**
 * The AI intake behind the firm's gate (issue 36): a completed intake opens its case "Awaiting
 * acceptance" until an attorney accepts or declines it. The case keeps the incident's date the
 * client gave (`incident_date`), so a second intake for the same incident (same client, within 7
 * days) is flagged on both; that read is one client's cases by date, on an index of its own.
 * MariaDB's ENUM is altered; SQLite keeps the status as text, so it takes the value as it is.
 */
export async function up({ context: qi }: Params) {
  if (qi.sequelize.getDialect() !== "sqlite") {
    await qi.sequelize.query(`ALTER TABLE cases MODIFY status ${statusEnum(AFTER)}`);
  }
  await qi.addColumn("cases", "incident_date", { type: DataTypes.DATEONLY, allowNull: true });
  await qi.addIndex("cases", ["client_id", "incident_date"], {
    name: "cases_client_id_incident_date",
  });
}

/** A case still awaiting acceptance goes back to Pending, the nearest status before. */
export async function down({ context: qi }: Params) {
  await qi.removeIndex("cases", "cases_client_id_incident_date");
  await qi.sequelize.query("ALTER TABLE cases DROP COLUMN incident_date");
  await qi.sequelize.query(
    "UPDATE cases SET status = 'pending' WHERE status = 'awaiting_acceptance'",
  );
  if (qi.sequelize.getDialect() !== "sqlite") {
    await qi.sequelize.query(`ALTER TABLE cases MODIFY status ${statusEnum(BEFORE)}`);
  }
}
