import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

import { PASSWORD_POLICIES, TWO_FACTOR_MODES, type PasswordPolicy } from "~/utils/settings";

/** The administrator's settings: a single row with id 1. */
export class SystemSetting extends Model<
  InferAttributes<SystemSetting>,
  InferCreationAttributes<SystemSetting>
> {
  declare id: CreationOptional<number>;
  declare siteTitle: string;
  declare supportEmail: string;
  declare timeZone: string;
  declare sessionTimeoutMinutes: number;
  declare passwordPolicy: PasswordPolicy;
  declare twoFactor: (typeof TWO_FACTOR_MODES)[number];
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    SystemSetting.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, defaultValue: 1 },
        siteTitle: { type: DataTypes.STRING(120), allowNull: false },
        supportEmail: { type: DataTypes.STRING(254), allowNull: false },
        timeZone: { type: DataTypes.STRING(64), allowNull: false, defaultValue: "UTC" },
        sessionTimeoutMinutes: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 60 },
        passwordPolicy: {
          type: DataTypes.ENUM(...PASSWORD_POLICIES),
          allowNull: false,
          defaultValue: "standard",
        },
        twoFactor: {
          type: DataTypes.ENUM(...TWO_FACTOR_MODES),
          allowNull: false,
          defaultValue: "optional",
        },
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "system_settings", underscored: true, createdAt: false },
    );
  }
}
