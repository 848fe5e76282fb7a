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
import { centsColumn } from "./money-column.server";

/**
 * The two damages figures the attorney enters for a case (issue 40): lost wages and other
 * economic losses. Every other figure of the damages is computed from the file's rows. A table of
 * its own, so the much-read cases row (and its triggers) stays as it is.
 */
export class CaseDamages extends Model<
  InferAttributes<CaseDamages>,
  InferCreationAttributes<CaseDamages>
> {
  declare caseId: ForeignKey<LegalCase["id"]>;
  declare lostWagesCents: number;
  declare otherEconomicCents: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    CaseDamages.init(
      {
        caseId: { type: DataTypes.INTEGER, primaryKey: true },
        lostWagesCents: centsColumn<CaseDamages>("lostWagesCents", { allowNull: false }),
        otherEconomicCents: centsColumn<CaseDamages>("otherEconomicCents", { allowNull: false }),
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "case_damages", underscored: true },
    );
  }
}
