import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { AlertMode } from "~/utils/alert-kinds";
import type { User } from "./user.server";

/** A person's choice for one kind of e-mail alert (kept only where it is not "at once"). */
export class NotificationPreference extends Model<
  InferAttributes<NotificationPreference>,
  InferCreationAttributes<NotificationPreference>
> {
  declare userId: ForeignKey<User["id"]>;
  declare kind: string;
  declare mode: AlertMode;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    NotificationPreference.init(
      {
        userId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
        kind: { type: DataTypes.STRING(40), allowNull: false, primaryKey: true },
        mode: { type: DataTypes.STRING(10), allowNull: false },
        updatedAt: DataTypes.DATE(3),
      },
      {
        sequelize,
        tableName: "notification_preferences",
        underscored: true,
        createdAt: false,
      },
    );
  }
}

/** An alert waiting for its person's morning summary. */
export class DigestItem extends Model<
  InferAttributes<DigestItem>,
  InferCreationAttributes<DigestItem>
> {
  declare id: CreationOptional<number>;
  declare userId: ForeignKey<User["id"]>;
  declare kind: string;
  declare line: string;
  declare link: string;
  declare digestLease: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    DigestItem.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        kind: { type: DataTypes.STRING(40), allowNull: false },
        line: { type: DataTypes.STRING(255), allowNull: false },
        link: { type: DataTypes.STRING(500), allowNull: false },
        digestLease: { type: DataTypes.STRING(40), allowNull: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "digest_items", underscored: true, updatedAt: false },
    );
  }
}
