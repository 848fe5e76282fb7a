import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";
import { nameKeys } from "~/services/name-matching.server";

type Params = MigrationParams<QueryInterface>;

/**
 * The parties to the firm's matters (issue 17), for the conflict check: the client of every case,
 * the parties staff add (adverse party, counsel, insurer, …) and, later, the people named in a
 * consultation request. A removed party keeps its row (`removed_at`): a conflict search reads the
 * history too. Each name is found through `party_keys` (its words in order, its sound codes), an
 * index a check looks names up in instead of reading every party.
 */
export async function up({ context: qi }: Params) {
  await qi.createTable("parties", {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    case_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "cases", key: "id" },
      onDelete: "CASCADE",
    },
    submission_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "form_submissions", key: "id" },
      onDelete: "CASCADE",
    },
    name: { type: DataTypes.STRING(200), allowNull: false },
    kind: {
      type: DataTypes.ENUM("person", "organisation"),
      allowNull: false,
      defaultValue: "person",
    },
    role: {
      type: DataTypes.ENUM(
        "client",
        "adverse_party",
        "adverse_counsel",
        "insurer",
        "witness",
        "co_party",
        "related",
        "prospective_client",
        "prospective_adverse_party",
      ),
      allowNull: false,
    },
    added_by: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "users", key: "id" },
      onDelete: "SET NULL",
    },
    removed_at: { type: DataTypes.DATE(3), allowNull: true },
    created_at: { type: DataTypes.DATE(3), allowNull: false },
    updated_at: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex("parties", ["case_id"], { name: "parties_case" });
  await qi.addIndex("parties", ["submission_id"], { name: "parties_submission" });
  await qi.createTable("party_keys", {
    party_id: {
      type: DataTypes.INTEGER,
      primaryKey: true,
      references: { model: "parties", key: "id" },
      onDelete: "CASCADE",
    },
    name_key: { type: DataTypes.STRING(120), primaryKey: true },
  });
  // A check's look-up: the parties under a key (the primary key leads with the party).
  await qi.addIndex("party_keys", ["name_key", "party_id"], { name: "party_keys_key" });

  // Every existing case's client is a party to it, and every party has its keys.
  const fullName =
    qi.sequelize.getDialect() === "sqlite"
      ? "u.first_name || ' ' || u.last_name"
      : "CONCAT(u.first_name, ' ', u.last_name)";
  await qi.sequelize.query(
    `INSERT INTO parties (case_id, name, kind, role, created_at, updated_at)
     SELECT c.id, ${fullName}, 'person', 'client', c.created_at, c.created_at
     FROM cases c JOIN users u ON u.id = c.client_id ORDER BY c.id`,
  );
  for (let after = 0; ;) {
    const parties = (await qi.sequelize.query(
      "SELECT id, name FROM parties WHERE id > :after ORDER BY id LIMIT 1000",
      { replacements: { after }, type: "SELECT" },
    )) as Array<{ id: number; name: string }>;
    if (parties.length === 0) break;
    after = parties.at(-1)!.id;
    const keys = parties.flatMap((party) =>
      nameKeys(party.name).map((key) => ({ party_id: party.id, name_key: key })),
    );
    if (keys.length > 0) await qi.bulkInsert("party_keys", keys);
  }
}

export async function down({ context: qi }: Params) {
  await qi.dropTable("party_keys");
  await qi.dropTable("parties");
}
