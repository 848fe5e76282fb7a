import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { FormField, NotificationSettings } from "~/utils/domain";
import type { User } from "./user.server";

/**
 * An intake form built in the form builder: the builder's working copy; what clients fill in is
 * its latest published version (FormVersion).
 */
export class Form extends Model<InferAttributes<Form>, InferCreationAttributes<Form>> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare description: string | null;
  declare fields: FormField[];
  declare isPublished: CreationOptional<boolean>;
  declare notificationSettings: NotificationSettings;
  declare autoAssignTo: ForeignKey<User["id"]> | null;
  declare createdBy: ForeignKey<User["id"]> | null;
  declare updatedBy: CreationOptional<ForeignKey<User["id"]> | null>;
  /** The latest published version (0: never published). */
  declare version: CreationOptional<number>;
  /** The working copy differs from the latest published version. */
  declare hasDraftChanges: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    Form.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING(255), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: true },
        fields: { type: DataTypes.JSON, allowNull: false },
        isPublished: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        notificationSettings: { type: DataTypes.JSON, allowNull: false },
        version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        hasDraftChanges: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "forms", underscored: true },
    );
  }
}
