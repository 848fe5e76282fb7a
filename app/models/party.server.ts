import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import { ENUMS, type OneOf } from "~/utils/domain";
import type { StoredConflictMatch } from "~/utils/parties";
import type { FormSubmission } from "./form-submission.server";
import type { LegalCase } from "./case.server";
import type { User } from "./user.server";

/**
 * A party to a matter (issue 17): the client, someone staff add (adverse party, counsel, insurer,
 * witness, co-party, related), or a person named in a consultation request. Removed parties keep
 * their row, with `removedAt`: a conflict search reads the history too.
 */
export class Party extends Model<InferAttributes<Party>, InferCreationAttributes<Party>> {
  declare id: CreationOptional<number>;
  declare caseId: ForeignKey<LegalCase["id"]> | null;
  declare submissionId: ForeignKey<FormSubmission["id"]> | null;
  declare name: string;
  declare kind: CreationOptional<OneOf<"partyKind">>;
  declare role: OneOf<"partyRole">;
  declare addedBy: ForeignKey<User["id"]> | null;
  declare removedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare legalCase?: NonAttribute<LegalCase | null>;

  static initModel(sequelize: Sequelize) {
    Party.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        caseId: { type: DataTypes.INTEGER, allowNull: true },
        submissionId: { type: DataTypes.INTEGER, allowNull: true },
        name: { type: DataTypes.STRING(200), allowNull: false },
        kind: {
          type: DataTypes.ENUM(...ENUMS.partyKind),
          allowNull: false,
          defaultValue: "person",
        },
        role: { type: DataTypes.ENUM(...ENUMS.partyRole), allowNull: false },
        addedBy: { type: DataTypes.INTEGER, allowNull: true },
        removedAt: { type: DataTypes.DATE(3), allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "parties", underscored: true },
    );
  }
}

/** One key a party's name is found by (party-keys in name-matching.server.ts). */
export class PartyKey extends Model<InferAttributes<PartyKey>, InferCreationAttributes<PartyKey>> {
  declare partyId: ForeignKey<Party["id"]>;
  declare nameKey: string;

  static initModel(sequelize: Sequelize) {
    PartyKey.init(
      {
        partyId: { type: DataTypes.INTEGER, primaryKey: true },
        nameKey: { type: DataTypes.STRING(120), primaryKey: true },
      },
      { sequelize, tableName: "party_keys", underscored: true, timestamps: false },
    );
  }
}

/** The latest conflict check of a consultation request or a case, and the decision on it. */
export class ConflictCheck extends Model<
  InferAttributes<ConflictCheck>,
  InferCreationAttributes<ConflictCheck>
> {
  declare id: CreationOptional<number>;
  declare caseId: ForeignKey<LegalCase["id"]> | null;
  declare submissionId: ForeignKey<FormSubmission["id"]> | null;
  declare status: OneOf<"conflictStatus">;
  declare matches: StoredConflictMatch[];
  declare note: string | null;
  declare decidedBy: ForeignKey<User["id"]> | null;
  declare decidedAt: Date | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    ConflictCheck.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        caseId: { type: DataTypes.INTEGER, allowNull: true, unique: true },
        submissionId: { type: DataTypes.INTEGER, allowNull: true, unique: true },
        status: { type: DataTypes.ENUM(...ENUMS.conflictStatus), allowNull: false },
        matches: { type: DataTypes.JSON, allowNull: false },
        note: { type: DataTypes.TEXT, allowNull: true },
        decidedBy: { type: DataTypes.INTEGER, allowNull: true },
        decidedAt: { type: DataTypes.DATE(3), allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "conflict_checks", underscored: true },
    );
  }
}
