import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { LegalCase } from "./case.server";

/**
 * A case's contingency fee agreement (issue 41): its tiers (each a rate as a fraction and the
 * stage it applies from, kept as JSON text: at most one per stage), whether costs come off the
 * settlement before the fee is figured, and the day the client signed it.
 */
export class FeeAgreement extends Model<
  InferAttributes<FeeAgreement>,
  InferCreationAttributes<FeeAgreement>
> {
  declare caseId: ForeignKey<LegalCase["id"]>;
  /** JSON: [{ stage, rateNumerator, rateDenominator }], checked when written and when read. */
  declare tiers: string;
  declare costsBeforeFee: boolean;
  declare signedOn: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    FeeAgreement.init(
      {
        caseId: { type: DataTypes.INTEGER, primaryKey: true },
        tiers: { type: DataTypes.TEXT, allowNull: false },
        costsBeforeFee: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        signedOn: { type: DataTypes.DATEONLY, allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "fee_agreements", underscored: true },
    );
  }
}
