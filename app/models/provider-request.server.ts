import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { RequestedItems, RequestMethod } from "~/utils/injury";
import type { LegalCase } from "./case.server";
import type { MedicalProvider } from "./medical-provider.server";
import { centsColumn } from "./money-column.server";

/**
 * A request to a provider for the client's records or bills (issue 40): when and how it went,
 * when to follow up, when it came back and what the copies cost. It carries its provider's case,
 * so the overdue ones of a case (or of an attorney's cases) are read on one index.
 */
export class ProviderRequest extends Model<
  InferAttributes<ProviderRequest>,
  InferCreationAttributes<ProviderRequest>
> {
  declare id: CreationOptional<number>;
  declare providerId: ForeignKey<MedicalProvider["id"]>;
  declare caseId: ForeignKey<LegalCase["id"]>;
  declare what: RequestedItems;
  declare sentOn: string;
  declare method: RequestMethod;
  declare followUpOn: string | null;
  declare receivedOn: string | null;
  declare costCents: number | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    ProviderRequest.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        what: { type: DataTypes.STRING(10), allowNull: false },
        sentOn: { type: DataTypes.DATEONLY, allowNull: false },
        method: { type: DataTypes.STRING(10), allowNull: false },
        followUpOn: { type: DataTypes.DATEONLY, allowNull: true },
        receivedOn: { type: DataTypes.DATEONLY, allowNull: true },
        costCents: centsColumn<ProviderRequest>("costCents", { allowNull: true }),
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "provider_requests", underscored: true },
    );
  }
}
