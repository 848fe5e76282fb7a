import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { ChatChannel } from "./chat-channel.server";
import type { User } from "./user.server";

/** A message in a team chat channel. */
export class ChatMessage extends Model<
  InferAttributes<ChatMessage>,
  InferCreationAttributes<ChatMessage>
> {
  declare id: CreationOptional<number>;
  declare channelId: ForeignKey<ChatChannel["id"]>;
  declare senderId: ForeignKey<User["id"]>;
  declare content: string;
  declare createdAt: CreationOptional<Date>;
  /** Loaded with `include: { association: "sender" }`. */
  declare sender?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    ChatMessage.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        content: { type: DataTypes.TEXT, allowNull: false },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "chat_messages", underscored: true, updatedAt: false },
    );
  }
}
