import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { centsColumn } from "./money-column.server";

/** A client trust (IOLTA) bank account of the firm (issue 41): its name, bank, last four digits. */
export class TrustAccount extends Model<
  InferAttributes<TrustAccount>,
  InferCreationAttributes<TrustAccount>
> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare bank: string;
  declare last4: string;
  /** What the account holds now, moved with each entry. */
  declare balanceCents: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    TrustAccount.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        name: { type: DataTypes.STRING(120), allowNull: false },
        bank: { type: DataTypes.STRING(120), allowNull: false },
        last4: { type: DataTypes.STRING(4), allowNull: false },
        balanceCents: centsColumn<TrustAccount>("balanceCents", {
          allowNull: false,
          defaultValue: 0,
        }),
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "trust_accounts", underscored: true },
    );
  }
}
