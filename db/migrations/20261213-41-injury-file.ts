import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * The personal-injury file (issue 40): insurance claims (the insurer is a party of the case) and
 * their dated notes; the client's medical providers and the requests for their records and
 * bills; the bills; the liens; and the two damages figures the attorney enters. Money is whole
 * cents in BIGINT columns. Every list is read per case (or per claim, per provider) in its order;
 * requests still out are found by (received_on, sent_on), firm-wide or per case.
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
const cents = (allowNull: boolean, defaultValue?: number) => ({
  type: DataTypes.BIGINT,
  allowNull,
  ...(defaultValue === undefined ? {} : { defaultValue }),
});

export async function up({ context: qi }: Params) {
  await qi.createTable("insurance_claims", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    case_id: caseKey,
    // A party is only ever marked removed; it goes with its case.
    insurer_party_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: "parties", key: "id" },
      onDelete: "CASCADE",
    },
    coverage: { type: DataTypes.STRING(16), allowNull: false },
    claim_number: { type: DataTypes.STRING(100), allowNull: true },
    policy_number: { type: DataTypes.STRING(100), allowNull: true },
    limit_per_person_cents: cents(true),
    limit_per_accident_cents: cents(true),
    adjuster_name: { type: DataTypes.STRING(200), allowNull: true },
    adjuster_phone: { type: DataTypes.STRING(30), allowNull: true },
    adjuster_email: { type: DataTypes.STRING(254), allowNull: true },
    status: { type: DataTypes.STRING(20), allowNull: false },
    representation_letter_date: { type: DataTypes.DATEONLY, allowNull: true },
    needs_review: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    ...timestamps,
  });
  await qi.addIndex("insurance_claims", ["case_id", "id"], { name: "insurance_claims_case" });
  await qi.addIndex("insurance_claims", ["insurer_party_id"], {
    name: "insurance_claims_insurer",
  });

  await qi.createTable("claim_notes", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    claim_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: "insurance_claims", key: "id" },
      onDelete: "CASCADE",
    },
    author_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "users", key: "id" },
      onDelete: "SET NULL",
    },
    body: { type: DataTypes.TEXT, allowNull: false },
    noted_on: { type: DataTypes.DATEONLY, allowNull: false },
    ...timestamps,
  });
  await qi.addIndex("claim_notes", ["claim_id", "noted_on", "id"], { name: "claim_notes_claim" });

  await qi.createTable("medical_providers", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    case_id: caseKey,
    name: { type: DataTypes.STRING(200), allowNull: false },
    kind: { type: DataTypes.STRING(20), allowNull: false },
    phone: { type: DataTypes.STRING(30), allowNull: true },
    fax: { type: DataTypes.STRING(30), allowNull: true },
    address: { type: DataTypes.STRING(500), allowNull: true },
    first_visit: { type: DataTypes.DATEONLY, allowNull: true },
    last_visit: { type: DataTypes.DATEONLY, allowNull: true },
    still_treating: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    added_by_client: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    needs_review: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    ...timestamps,
  });
  await qi.addIndex("medical_providers", ["case_id", "first_visit", "id"], {
    name: "medical_providers_case",
  });

  await qi.createTable("provider_requests", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    provider_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: "medical_providers", key: "id" },
      onDelete: "CASCADE",
    },
    // Its provider's case, copied when it is written (a provider never moves to another case).
    case_id: caseKey,
    what: { type: DataTypes.STRING(10), allowNull: false },
    sent_on: { type: DataTypes.DATEONLY, allowNull: false },
    method: { type: DataTypes.STRING(10), allowNull: false },
    follow_up_on: { type: DataTypes.DATEONLY, allowNull: true },
    received_on: { type: DataTypes.DATEONLY, allowNull: true },
    cost_cents: cents(true),
    ...timestamps,
  });
  await qi.addIndex("provider_requests", ["provider_id", "sent_on", "id"], {
    name: "provider_requests_provider",
  });
  await qi.addIndex("provider_requests", ["received_on", "sent_on"], {
    name: "provider_requests_outstanding",
  });
  await qi.addIndex("provider_requests", ["case_id", "received_on", "sent_on"], {
    name: "provider_requests_case_outstanding",
  });

  await qi.createTable("medical_bills", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    case_id: caseKey,
    provider_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: "medical_providers", key: "id" },
      onDelete: "CASCADE",
    },
    service_from: { type: DataTypes.DATEONLY, allowNull: true },
    service_to: { type: DataTypes.DATEONLY, allowNull: true },
    billed_cents: cents(false),
    adjustment_cents: cents(false, 0),
    paid_cents: cents(false, 0),
    payer: { type: DataTypes.STRING(200), allowNull: true },
    ...timestamps,
  });
  await qi.addIndex("medical_bills", ["case_id", "service_from", "id"], {
    name: "medical_bills_case",
  });
  await qi.addIndex("medical_bills", ["provider_id"], { name: "medical_bills_provider" });

  await qi.createTable("liens", {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    case_id: caseKey,
    holder: { type: DataTypes.STRING(200), allowNull: false },
    holder_kind: { type: DataTypes.STRING(24), allowNull: false },
    claimed_cents: cents(false),
    final_cents: cents(true),
    status: { type: DataTypes.STRING(12), allowNull: false },
    status_changed_on: { type: DataTypes.DATEONLY, allowNull: false },
    ...timestamps,
  });
  await qi.addIndex("liens", ["case_id", "id"], { name: "liens_case" });

  await qi.createTable("case_damages", {
    case_id: { ...caseKey, primaryKey: true },
    lost_wages_cents: cents(false, 0),
    other_economic_cents: cents(false, 0),
    ...timestamps,
  });
}

export async function down({ context: qi }: Params) {
  for (const table of [
    "case_damages",
    "liens",
    "medical_bills",
    "provider_requests",
    "medical_providers",
    "claim_notes",
    "insurance_claims",
  ]) {
    await qi.dropTable(table);
  }
}
