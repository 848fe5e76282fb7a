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
import type { User } from "./user.server";

/**
 * A case's settlement statement (issue 41): the payments of the settlement and the liens to pay
 * from it, as entered (JSON text; every figure is computed from them, the fee agreement and the
 * costs), where it stands, and the client's approval: their typed name, when, from where, and the
 * statement they approved with its SHA-256.
 */
export class Settlement extends Model<
  InferAttributes<Settlement>,
  InferCreationAttributes<Settlement>
> {
  declare caseId: ForeignKey<LegalCase["id"]>;
  /** JSON: [{ payer, amountCents }]. */
  declare payments: string;
  /** JSON: [{ name, amountCents }]. */
  declare liens: string;
  declare status: CreationOptional<"draft" | "ready" | "approved">;
  /** The statement pays the injury file's medical bills still owed. */
  declare payBills: CreationOptional<boolean>;
  declare readyAt: Date | null;
  declare approvedAt: Date | null;
  declare approvedName: string | null;
  declare approvedBy: ForeignKey<User["id"]> | null;
  declare approvedIp: string | null;
  declare approvedHash: string | null;
  declare approvedStatement: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    Settlement.init(
      {
        caseId: { type: DataTypes.INTEGER, primaryKey: true },
        payments: { type: DataTypes.TEXT, allowNull: false },
        liens: { type: DataTypes.TEXT, allowNull: false },
        status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: "draft" },
        payBills: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        readyAt: { type: DataTypes.DATE(3), allowNull: true },
        approvedAt: { type: DataTypes.DATE(3), allowNull: true },
        approvedName: { type: DataTypes.STRING(200), allowNull: true },
        approvedIp: { type: DataTypes.STRING(64), allowNull: true },
        approvedHash: { type: DataTypes.STRING(64), allowNull: true },
        approvedStatement: { type: DataTypes.TEXT, allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "settlements", underscored: true },
    );
  }
}
