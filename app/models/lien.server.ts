import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { LienHolderKind, LienStatus } from "~/utils/injury";
import type { LegalCase } from "./case.server";
import { centsColumn } from "./money-column.server";

/**
 * A lien on the client's recovery (issue 40): who holds it, what they claim, the final amount
 * agreed, where it stands and the day that last changed.
 */
export class Lien extends Model<InferAttributes<Lien>, InferCreationAttributes<Lien>> {
  declare id: CreationOptional<number>;
  declare caseId: ForeignKey<LegalCase["id"]>;
  declare holder: string;
  declare holderKind: LienHolderKind;
  declare claimedCents: number;
  declare finalCents: number | null;
  declare status: LienStatus;
  declare statusChangedOn: string;
  /** The trust payment of the approved statement's line that paid it, and its status before. */
  declare paidByEntryId: CreationOptional<number | null>;
  declare statusBeforePaid: CreationOptional<LienStatus | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    Lien.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        holder: { type: DataTypes.STRING(200), allowNull: false },
        holderKind: { type: DataTypes.STRING(24), allowNull: false },
        claimedCents: centsColumn<Lien>("claimedCents", { allowNull: false }),
        finalCents: centsColumn<Lien>("finalCents", { allowNull: true }),
        status: { type: DataTypes.STRING(12), allowNull: false },
        statusChangedOn: { type: DataTypes.DATEONLY, allowNull: false },
        paidByEntryId: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        statusBeforePaid: { type: DataTypes.STRING(12), allowNull: true, defaultValue: null },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "liens", underscored: true },
    );
  }
}
