import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { ProviderKind } from "~/utils/injury";
import type { LegalCase } from "./case.server";

/**
 * A doctor, hospital or therapist who treated the client (issue 40), with the first and last
 * visit; one the client added in the portal is marked so, for the attorney to review.
 */
export class MedicalProvider extends Model<
  InferAttributes<MedicalProvider>,
  InferCreationAttributes<MedicalProvider>
> {
  declare id: CreationOptional<number>;
  declare caseId: ForeignKey<LegalCase["id"]>;
  declare name: string;
  declare kind: ProviderKind;
  declare phone: string | null;
  declare fax: string | null;
  declare address: string | null;
  declare firstVisit: string | null;
  declare lastVisit: string | null;
  declare stillTreating: CreationOptional<boolean>;
  declare addedByClient: CreationOptional<boolean>;
  declare needsReview: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    MedicalProvider.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        name: { type: DataTypes.STRING(200), allowNull: false },
        kind: { type: DataTypes.STRING(20), allowNull: false },
        phone: { type: DataTypes.STRING(30), allowNull: true },
        fax: { type: DataTypes.STRING(30), allowNull: true },
        address: { type: DataTypes.STRING(500), allowNull: true },
        firstVisit: { type: DataTypes.DATEONLY, allowNull: true },
        lastVisit: { type: DataTypes.DATEONLY, allowNull: true },
        stillTreating: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        addedByClient: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        needsReview: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "medical_providers", underscored: true },
    );
  }
}
