import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * Staff accounts come from the firm (issue 35): someone who registers as a staff attorney gets a
 * client's account with a request an administrator approves or declines. `staff_request` is
 * 'pending' until then ('declined' after a refusal, null otherwise); User Management filters on
 * it, newest first, so that order has an index of its own.
 */
export async function up({ context: qi }: Params) {
  await qi.addColumn("users", "staff_request", { type: DataTypes.STRING(10), allowNull: true });
  await qi.addColumn("users", "staff_requested_at", {
    type: DataTypes.DATE(3),
    allowNull: true,
  });
  await qi.addIndex("users", ["staff_request", "created_at"], {
    name: "users_staff_request_created_at",
  });
}

export async function down({ context: qi }: Params) {
  await qi.removeIndex("users", "users_staff_request_created_at");
  for (const column of ["staff_requested_at", "staff_request"]) {
    await qi.sequelize.query(`ALTER TABLE users DROP COLUMN ${column}`);
  }
}
