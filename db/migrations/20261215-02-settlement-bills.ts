import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * Whether a settlement pays the medical bills still owed (issue 41, item 3): when it does, the
 * statement has a line for each provider's unpaid balance in the injury file. Off for the
 * statements already entered, which stay as they were approved.
 */
export async function up({ context: qi }: Params) {
  await qi.addColumn("settlements", "pay_bills", {
    type: DataTypes.BOOLEAN,
    allowNull: false,
    defaultValue: false,
  });
}

export async function down({ context: qi }: Params) {
  await qi.removeColumn("settlements", "pay_bills");
}
