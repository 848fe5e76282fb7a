import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { ENUMS, type OneOf } from "~/utils/domain";
import type { IntakeSession } from "./intake-session.server";

/** One turn of an intake conversation. */
export class IntakeMessage extends Model<
  InferAttributes<IntakeMessage>,
  InferCreationAttributes<IntakeMessage>
> {
  declare id: CreationOptional<number>;
  declare sessionId: ForeignKey<IntakeSession["id"]>;
  declare role: OneOf<"intakeMessageRole">;
  declare content: string;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    IntakeMessage.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        role: { type: DataTypes.ENUM(...ENUMS.intakeMessageRole), allowNull: false },
        content: { type: DataTypes.TEXT, allowNull: false },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "intake_messages", underscored: true, updatedAt: false },
    );
  }
}
