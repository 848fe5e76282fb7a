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
import type { ProviderRequest } from "./provider-request.server";

/**
 * A cost the firm advanced on a case (issue 41): a filing fee, records copies, an expert, a
 * transcript, postage; paid from the operating or the trust account, and whether the client has
 * reimbursed it (from the settlement). One that came from a records request names it.
 */
export class CaseCost extends Model<InferAttributes<CaseCost>, InferCreationAttributes<CaseCost>> {
  declare id: CreationOptional<number>;
  declare caseId: ForeignKey<LegalCase["id"]>;
  declare description: string;
  declare incurredOn: string;
  declare amountCents: number;
  declare paidFrom: "operating" | "trust";
  declare reimbursed: CreationOptional<boolean>;
  /** The trust payment of the approved statement's line that paid it back, if one did. */
  declare reimbursedByEntryId: CreationOptional<number | null>;
  declare requestId: ForeignKey<ProviderRequest["id"]> | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    CaseCost.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        description: { type: DataTypes.STRING(200), allowNull: false },
        incurredOn: { type: DataTypes.DATEONLY, allowNull: false },
        amountCents: centsColumn<CaseCost>("amountCents", { allowNull: false }),
        paidFrom: { type: DataTypes.STRING(10), allowNull: false },
        reimbursed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        reimbursedByEntryId: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "case_costs", underscored: true },
    );
  }
}
