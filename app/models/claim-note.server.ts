import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { InsuranceClaim } from "./insurance-claim.server";
import type { User } from "./user.server";

/** A dated note on an insurance claim (a call with the adjuster, an offer): the firm's own. */
export class ClaimNote extends Model<
  InferAttributes<ClaimNote>,
  InferCreationAttributes<ClaimNote>
> {
  declare id: CreationOptional<number>;
  declare claimId: ForeignKey<InsuranceClaim["id"]>;
  declare authorId: ForeignKey<User["id"]> | null;
  declare body: string;
  declare notedOn: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    ClaimNote.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        authorId: { type: DataTypes.INTEGER, allowNull: true },
        body: { type: DataTypes.TEXT, allowNull: false },
        notedOn: { type: DataTypes.DATEONLY, allowNull: false },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "claim_notes", underscored: true },
    );
  }
}
