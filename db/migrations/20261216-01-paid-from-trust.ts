import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * What a trust payment of an approved statement's line settled (issue 41): the cost it paid back
 * and the lien it paid, each naming the payment, so that the payment's reversal undoes them (and
 * a lien goes back to the status it had). A cost paid back this way stays on the statement that
 * paid it.
 */
export async function up({ context: qi }: Params) {
  const entry = {
    type: DataTypes.INTEGER,
    allowNull: true,
    references: { model: "trust_entries", key: "id" },
    onDelete: "SET NULL",
  };
  await qi.addColumn("case_costs", "reimbursed_by_entry_id", entry);
  await qi.addIndex("case_costs", ["reimbursed_by_entry_id"]);
  await qi.addColumn("liens", "paid_by_entry_id", entry);
  await qi.addColumn("liens", "status_before_paid", {
    type: DataTypes.STRING(12),
    allowNull: true,
  });
  await qi.addIndex("liens", ["paid_by_entry_id"]);
}

export async function down({ context: qi }: Params) {
  // MySQL drops a column's foreign key and its index with it (and refuses the index alone);
  // SQLite keeps the index until it is dropped.
  const sqlite = qi.sequelize.getDialect() === "sqlite";
  if (sqlite) await qi.removeIndex("liens", ["paid_by_entry_id"]);
  await qi.removeColumn("liens", "status_before_paid");
  await qi.removeColumn("liens", "paid_by_entry_id");
  if (sqlite) await qi.removeIndex("case_costs", ["reimbursed_by_entry_id"]);
  await qi.removeColumn("case_costs", "reimbursed_by_entry_id");
}
