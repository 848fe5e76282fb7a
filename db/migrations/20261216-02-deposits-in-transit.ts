import type { QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * An account's deposits by the day the bank cleared them (issue 41): a month's reconciliation
 * finds the deposits still in transit at its end (not cleared, or cleared after it) among the
 * account's deposits, not among all of its entries.
 */
export async function up({ context: qi }: Params) {
  await qi.addIndex("trust_entries", ["account_id", "kind", "cleared_on"], {
    name: "trust_entries_clearing",
  });
}

export async function down({ context: qi }: Params) {
  await qi.removeIndex("trust_entries", "trust_entries_clearing");
}
