import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { ChatChannel } from "./chat-channel.server";
import type { User } from "./user.server";

/** Membership of a user in a (private) chat channel. */
export class ChatChannelMember extends Model<
  InferAttributes<ChatChannelMember>,
  InferCreationAttributes<ChatChannelMember>
> {
  declare channelId: ForeignKey<ChatChannel["id"]>;
  declare userId: ForeignKey<User["id"]>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    ChatChannelMember.init(
      {
        channelId: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
        userId: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "chat_channel_members", underscored: true, updatedAt: false },
    );
  }
}
