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
import type { LegalCase } from "./case.server";
import type { User } from "./user.server";

/** A message on a case in the client portal; type is from the client's point of view. */
export class Communication extends Model<
  InferAttributes<Communication>,
  InferCreationAttributes<Communication>
> {
  declare id: CreationOptional<number>;
  declare caseId: ForeignKey<LegalCase["id"]>;
  declare type: OneOf<"communicationType">;
  declare subject: string;
  declare content: string;
  declare senderId: ForeignKey<User["id"]> | null;
  /**
   * When the firm read it: a client's message is unread (null) until its attorney opens the
   * case's messages; the firm's own and system messages are read when written.
   */
  declare readAt: Date | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    Communication.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        type: { type: DataTypes.ENUM(...ENUMS.communicationType), allowNull: false },
        subject: { type: DataTypes.STRING(255), allowNull: false },
        content: { type: DataTypes.TEXT, allowNull: false },
        readAt: { type: DataTypes.DATE(3), allowNull: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "communications", underscored: true, updatedAt: false },
    );
  }
}
