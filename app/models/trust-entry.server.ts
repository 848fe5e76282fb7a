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
import type { TrustAccount } from "./trust-account.server";
import type { User } from "./user.server";

export type TrustEntryKind = "deposit" | "disbursement" | "reversal";

/**
 * One entry of the trust ledger (issue 41): money into a matter's trust (a deposit: positive),
 * out of it (a disbursement: negative), or the reversal of an earlier entry (its opposite). An
 * entry is never changed afterwards, but for the day a deposit clears.
 */
export class TrustEntry extends Model<
  InferAttributes<TrustEntry>,
  InferCreationAttributes<TrustEntry>
> {
  declare id: CreationOptional<number>;
  declare accountId: ForeignKey<TrustAccount["id"]>;
  declare caseId: ForeignKey<LegalCase["id"]>;
  declare kind: TrustEntryKind;
  declare amountCents: number;
  declare counterparty: string;
  declare reference: string;
  declare entryOn: string;
  declare clearedOn: string | null;
  declare statementLine: string | null;
  declare memo: string | null;
  declare reversesId: number | null;
  declare createdBy: ForeignKey<User["id"]> | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    TrustEntry.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        kind: { type: DataTypes.STRING(12), allowNull: false },
        amountCents: centsColumn<TrustEntry>("amountCents", { allowNull: false }),
        counterparty: { type: DataTypes.STRING(200), allowNull: false },
        reference: { type: DataTypes.STRING(100), allowNull: false },
        entryOn: { type: DataTypes.DATEONLY, allowNull: false },
        clearedOn: { type: DataTypes.DATEONLY, allowNull: true },
        statementLine: { type: DataTypes.STRING(200), allowNull: true },
        memo: { type: DataTypes.STRING(500), allowNull: true },
        reversesId: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "trust_entries", underscored: true },
    );
  }
}
