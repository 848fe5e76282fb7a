import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { PRIORITIES, type CaseStatus, type Priority, ENUMS } from "~/utils/domain";
import type { CaseStage } from "~/utils/case-stages";
import type { ClaimType, Jurisdiction } from "~/utils/jurisdictions";
import type { User } from "./user.server";

/** A client's legal matter, handled by a staff attorney. ("Case" reads badly next to `case`.) */
export class LegalCase extends Model<
  InferAttributes<LegalCase>,
  InferCreationAttributes<LegalCase>
> {
  declare id: CreationOptional<number>;
  declare clientId: ForeignKey<User["id"]>;
  declare staffId: ForeignKey<User["id"]> | null;
  declare title: string;
  declare caseType: string;
  declare status: CreationOptional<CaseStatus>;
  declare priority: CreationOptional<Priority>;
  declare description: string;
  /** The incident's date the AI intake read (YYYY-MM-DD): a second intake near it is flagged. */
  declare incidentDate: CreationOptional<string | null>;
  /** Where it is heard (a state's code, DC, or "federal"): its holidays and limitation period. */
  declare jurisdiction: CreationOptional<Jurisdiction | null>;
  declare claimType: CreationOptional<ClaimType | null>;
  /** The statute of limitations in effect: the table's (`setBy` "table") or the attorney's. */
  declare limitationDate: CreationOptional<string | null>;
  declare limitationSetBy: CreationOptional<"table" | "attorney" | null>;
  declare limitationReason: CreationOptional<string | null>;
  declare limitationConfirmedBy: CreationOptional<number | null>;
  declare limitationConfirmedAt: CreationOptional<Date | null>;
  /** How far the case has gone (issue 41): the tier of its contingency fee follows it. */
  declare stage: CreationOptional<CaseStage>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    LegalCase.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING(255), allowNull: false },
        caseType: { type: DataTypes.STRING(64), allowNull: false },
        status: {
          type: DataTypes.ENUM(...ENUMS.caseStatus),
          allowNull: false,
          defaultValue: "active",
        },
        priority: { type: DataTypes.ENUM(...PRIORITIES), allowNull: false, defaultValue: "medium" },
        description: { type: DataTypes.TEXT, allowNull: false },
        incidentDate: { type: DataTypes.DATEONLY, allowNull: true },
        jurisdiction: { type: DataTypes.STRING(16), allowNull: true },
        claimType: { type: DataTypes.STRING(32), allowNull: true },
        limitationDate: { type: DataTypes.DATEONLY, allowNull: true },
        limitationSetBy: { type: DataTypes.STRING(16), allowNull: true },
        limitationReason: { type: DataTypes.TEXT, allowNull: true },
        limitationConfirmedBy: { type: DataTypes.INTEGER, allowNull: true },
        limitationConfirmedAt: { type: DataTypes.DATE(3), allowNull: true },
        // NOT NULL with its default (pre_suit) in the table: a create leaves it out unless given,
        // so the model's writes stay those of a table migrated before it (the migrations' tests).
        stage: { type: DataTypes.STRING(16), allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, modelName: "LegalCase", tableName: "cases", underscored: true },
    );
  }
}
