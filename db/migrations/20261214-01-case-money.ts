import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * The money of a contingency case (issue 41), its first part: the stage a case has reached (what
 * its fee's tier follows), its fee agreement (the tiers as fractions, in one JSON text column: a
 * retainer has at most one per stage), the costs the firm advances, the time its staff spend, and
 * the settlement statement the client approves.
 * Money is whole cents in BIGINT columns; each list is read per case in its order.
 */

const caseKey = {
  type: DataTypes.INTEGER,
  allowNull: false,
  references: { model: "cases", key: "id" },
  onDelete: "CASCADE",
};
const timestamps = {
  created_at: { type: DataTypes.DATE(3), allowNull: false },
  updated_at: { type: DataTypes.DATE(3), allowNull: false },
};

export async function up({ context: qi }: Params) {
  await qi.addColumn("cases", "stage", {
    type: DataTypes.STRING(16),
    allowNull: false,
    defaultValue: "pre_suit",
  });

  await qi.createTable("fee_agreements", {
    case_id: { ...caseKey, primaryKey: true },
    tiers: { type: DataTypes.TEXT, allowNull: false },
    costs_before_fee: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    signed_on: { type: DataTypes.DATEONLY, allowNull: true },
    ...timestamps,
  });

  await qi.createTable("case_costs", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    case_id: caseKey,
    description: { type: DataTypes.STRING(200), allowNull: false },
    incurred_on: { type: DataTypes.DATEONLY, allowNull: false },
    amount_cents: { type: DataTypes.BIGINT, allowNull: false },
    paid_from: { type: DataTypes.STRING(10), allowNull: false },
    reimbursed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    // A records request's copies, when the cost came from one (the injury file's records chase).
    request_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "provider_requests", key: "id" },
      onDelete: "SET NULL",
    },
    ...timestamps,
  });
  await qi.addIndex("case_costs", ["case_id", "incurred_on", "id"], { name: "case_costs_case" });
  await qi.addIndex("case_costs", ["request_id"], { name: "case_costs_request", unique: true });

  await qi.createTable("time_entries", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    case_id: caseKey,
    staff_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: "users", key: "id" },
      onDelete: "CASCADE",
    },
    worked_on: { type: DataTypes.DATEONLY, allowNull: false },
    minutes: { type: DataTypes.INTEGER, allowNull: false },
    activity: { type: DataTypes.STRING(100), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: true },
    ...timestamps,
  });
  await qi.addIndex("time_entries", ["case_id", "worked_on", "id"], { name: "time_entries_case" });
  await qi.addIndex("time_entries", ["staff_id", "worked_on"], { name: "time_entries_staff" });

  // The settlement statement: what was entered (payments, liens to pay), where it stands, and,
  // once the client approved it, what they approved (the statement's text and its hash).
  await qi.createTable("settlements", {
    case_id: { ...caseKey, primaryKey: true },
    payments: { type: DataTypes.TEXT, allowNull: false },
    liens: { type: DataTypes.TEXT, allowNull: false },
    status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: "draft" },
    ready_at: { type: DataTypes.DATE(3), allowNull: true },
    approved_at: { type: DataTypes.DATE(3), allowNull: true },
    approved_name: { type: DataTypes.STRING(200), allowNull: true },
    approved_by: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "users", key: "id" },
      onDelete: "SET NULL",
    },
    approved_ip: { type: DataTypes.STRING(64), allowNull: true },
    approved_hash: { type: DataTypes.STRING(64), allowNull: true },
    approved_statement: { type: DataTypes.TEXT, allowNull: true },
    ...timestamps,
  });
}

export async function down({ context: qi }: Params) {
  for (const table of ["settlements", "time_entries", "case_costs", "fee_agreements"]) {
    await qi.dropTable(table);
  }
  await qi.removeColumn("cases", "stage");
}
