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
import type { MedicalProvider } from "./medical-provider.server";
import { centsColumn } from "./money-column.server";

/**
 * A provider's bill (issue 40): dates of service, billed, adjusted and paid (by whom), in cents.
 * Its balance is computed from those three wherever it is shown, never stored.
 */
export class MedicalBill extends Model<
  InferAttributes<MedicalBill>,
  InferCreationAttributes<MedicalBill>
> {
  declare id: CreationOptional<number>;
  declare caseId: ForeignKey<LegalCase["id"]>;
  declare providerId: ForeignKey<MedicalProvider["id"]>;
  declare serviceFrom: string | null;
  declare serviceTo: string | null;
  declare billedCents: number;
  declare adjustmentCents: CreationOptional<number>;
  declare paidCents: CreationOptional<number>;
  declare payer: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    MedicalBill.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        serviceFrom: { type: DataTypes.DATEONLY, allowNull: true },
        serviceTo: { type: DataTypes.DATEONLY, allowNull: true },
        billedCents: centsColumn<MedicalBill>("billedCents", { allowNull: false }),
        adjustmentCents: centsColumn<MedicalBill>("adjustmentCents", {
          allowNull: false,
          defaultValue: 0,
        }),
        paidCents: centsColumn<MedicalBill>("paidCents", { allowNull: false, defaultValue: 0 }),
        payer: { type: DataTypes.STRING(200), allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "medical_bills", underscored: true },
    );
  }
}
