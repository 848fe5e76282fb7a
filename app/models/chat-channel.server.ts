import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { User } from "./user.server";

/** A team chat channel. Public channels are open to all staff; private ones to their members. */
export class ChatChannel extends Model<
  InferAttributes<ChatChannel>,
  InferCreationAttributes<ChatChannel>
> {
  declare id: CreationOptional<number>;
  declare channelName: string;
  declare description: string | null;
  declare isPrivate: CreationOptional<boolean>;
  declare createdBy: ForeignKey<User["id"]> | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    ChatChannel.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        channelName: { type: DataTypes.STRING(100), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: true },
        isPrivate: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "chat_channels", underscored: true },
    );
  }
}
