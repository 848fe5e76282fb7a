import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * The client trust (IOLTA) ledger (issue 41): the firm's trust accounts, every entry in them
 * (deposits, disbursements, and the entries that reverse them: an entry is never edited or
 * deleted), and each matter's balance in each account, kept beside the entries in the transaction
 * that writes them, so a disbursement is refused by a conditional UPDATE when it would take the
 * cleared balance below zero, whatever else runs at the same time.
 */

const timestamps = {
  created_at: { type: DataTypes.DATE(3), allowNull: false },
  updated_at: { type: DataTypes.DATE(3), allowNull: false },
};
const accountKey = {
  type: DataTypes.INTEGER,
  allowNull: false,
  references: { model: "trust_accounts", key: "id" },
  onDelete: "RESTRICT",
};
// A case is removed only with the demo firm's sample data; its trust entries go with it.
const caseKey = {
  type: DataTypes.INTEGER,
  allowNull: false,
  references: { model: "cases", key: "id" },
  onDelete: "CASCADE",
};

export async function up({ context: qi }: Params) {
  await qi.createTable("trust_accounts", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    name: { type: DataTypes.STRING(120), allowNull: false },
    bank: { type: DataTypes.STRING(120), allowNull: false },
    last4: { type: DataTypes.STRING(4), allowNull: false },
    // What the account holds now, moved with each entry: a month's figures are read back from it
    // through the entries since, so a report costs what came after it, not the firm's history.
    balance_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
    ...timestamps,
  });

  await qi.createTable("trust_entries", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    account_id: accountKey,
    case_id: caseKey,
    // deposit | disbursement | reversal
    kind: { type: DataTypes.STRING(12), allowNull: false },
    // Money in is positive, out negative; a reversal is the opposite of the entry it reverses.
    amount_cents: { type: DataTypes.BIGINT, allowNull: false },
    // The payer of a deposit, the payee of a disbursement.
    counterparty: { type: DataTypes.STRING(200), allowNull: false },
    // The check number or transfer reference.
    reference: { type: DataTypes.STRING(100), allowNull: false },
    entry_on: { type: DataTypes.DATEONLY, allowNull: false },
    // A deposit's funds are paid out only once the bank has cleared them.
    cleared_on: { type: DataTypes.DATEONLY, allowNull: true },
    // The settlement statement's line a disbursement pays (the fee, a cost, a lien, the client).
    statement_line: { type: DataTypes.STRING(200), allowNull: true },
    memo: { type: DataTypes.STRING(500), allowNull: true },
    reverses_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "trust_entries", key: "id" },
      onDelete: "CASCADE",
    },
    created_by: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "users", key: "id" },
      onDelete: "SET NULL",
    },
    ...timestamps,
  });
  await qi.addIndex("trust_entries", ["case_id", "entry_on", "id"], { name: "trust_entries_case" });
  await qi.addIndex("trust_entries", ["account_id", "entry_on", "id"], {
    name: "trust_entries_account",
  });
  // An entry is reversed at most once.
  await qi.addIndex("trust_entries", ["reverses_id"], {
    name: "trust_entries_reverses",
    unique: true,
  });

  await qi.createTable("trust_balances", {
    account_id: { ...accountKey, primaryKey: true },
    case_id: { ...caseKey, primaryKey: true },
    // Everything the matter holds in the account, cleared or not.
    balance_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
    // What may be paid out: cleared deposits less what has been paid.
    available_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
    ...timestamps,
  });
  await qi.addIndex("trust_balances", ["case_id"], { name: "trust_balances_case" });
  // The matters holding money (a balance other than zero), of an account and of the firm.
  await qi.addIndex("trust_balances", ["account_id", "balance_cents"], {
    name: "trust_balances_account_held",
  });
  await qi.addIndex("trust_balances", ["balance_cents"], { name: "trust_balances_held" });
}

export async function down({ context: qi }: Params) {
  for (const table of ["trust_balances", "trust_entries", "trust_accounts"]) {
    await qi.dropTable(table);
  }
}
