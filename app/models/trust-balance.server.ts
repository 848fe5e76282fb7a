import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { centsColumn } from "./money-column.server";

/**
 * What one matter holds in one trust account (issue 41), moved in the same transaction as the
 * entry that moves it: everything deposited less what was paid (`balanceCents`), and what may be
 * paid out, deposits cleared by the bank less what was paid (`availableCents`). A disbursement
 * takes from it with a conditional UPDATE (`availableCents >= amount`), so it never goes below
 * zero, however many run at once.
 */
export class TrustBalance extends Model<
  InferAttributes<TrustBalance>,
  InferCreationAttributes<TrustBalance>
> {
  declare accountId: number;
  declare caseId: number;
  declare balanceCents: CreationOptional<number>;
  declare availableCents: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    TrustBalance.init(
      {
        accountId: { type: DataTypes.INTEGER, primaryKey: true },
        caseId: { type: DataTypes.INTEGER, primaryKey: true },
        balanceCents: centsColumn<TrustBalance>("balanceCents", {
          allowNull: false,
          defaultValue: 0,
        }),
        availableCents: centsColumn<TrustBalance>("availableCents", {
          allowNull: false,
          defaultValue: 0,
        }),
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "trust_balances", underscored: true },
    );
  }
}
