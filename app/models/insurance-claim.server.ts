import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { ClaimStatus, Coverage } from "~/utils/injury";
import type { LegalCase } from "./case.server";
import { centsColumn } from "./money-column.server";
import type { Party } from "./party.server";

/**
 * A claim on an insurer's policy (issue 40): the insurer is a party of the case; whose policy it
 * is, its numbers and limits, the adjuster, where it stands, and when the letter of
 * representation went out.
 */
export class InsuranceClaim extends Model<
  InferAttributes<InsuranceClaim>,
  InferCreationAttributes<InsuranceClaim>
> {
  declare id: CreationOptional<number>;
  declare caseId: ForeignKey<LegalCase["id"]>;
  declare insurerPartyId: ForeignKey<Party["id"]>;
  declare coverage: Coverage;
  declare claimNumber: string | null;
  declare policyNumber: string | null;
  declare limitPerPersonCents: number | null;
  declare limitPerAccidentCents: number | null;
  declare adjusterName: string | null;
  declare adjusterPhone: string | null;
  declare adjusterEmail: string | null;
  declare status: ClaimStatus;
  declare representationLetterDate: string | null;
  /** A draft from the intake that the attorney has not looked at yet. */
  declare needsReview: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    InsuranceClaim.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        coverage: { type: DataTypes.STRING(16), allowNull: false },
        claimNumber: { type: DataTypes.STRING(100), allowNull: true },
        policyNumber: { type: DataTypes.STRING(100), allowNull: true },
        limitPerPersonCents: centsColumn<InsuranceClaim>("limitPerPersonCents", {
          allowNull: true,
        }),
        limitPerAccidentCents: centsColumn<InsuranceClaim>("limitPerAccidentCents", {
          allowNull: true,
        }),
        adjusterName: { type: DataTypes.STRING(200), allowNull: true },
        adjusterPhone: { type: DataTypes.STRING(30), allowNull: true },
        adjusterEmail: { type: DataTypes.STRING(254), allowNull: true },
        status: { type: DataTypes.STRING(20), allowNull: false },
        representationLetterDate: { type: DataTypes.DATEONLY, allowNull: true },
        needsReview: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "insurance_claims", underscored: true },
    );
  }
}
