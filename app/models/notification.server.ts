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

/** A message for one user, shown in the header bell and the notifications panel. */
export class Notification extends Model<
  InferAttributes<Notification>,
  InferCreationAttributes<Notification>
> {
  declare id: CreationOptional<number>;
  declare userId: ForeignKey<User["id"]>;
  declare type: OneOf<"notificationType">;
  declare title: string;
  declare message: string;
  declare isRead: CreationOptional<boolean>;
  declare actionUrl: string | null;
  declare relatedCaseId: ForeignKey<LegalCase["id"]> | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    Notification.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        type: {
          type: DataTypes.ENUM(...ENUMS.notificationType),
          allowNull: false,
          defaultValue: "other",
        },
        title: { type: DataTypes.STRING(255), allowNull: false },
        message: { type: DataTypes.TEXT, allowNull: false },
        isRead: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        actionUrl: { type: DataTypes.STRING(500), allowNull: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "notifications", underscored: true, updatedAt: false },
    );
  }
}
