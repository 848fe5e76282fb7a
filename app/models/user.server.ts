import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { ROLES, STAFF_REQUESTS, type Role, type StaffRequest } from "~/utils/roles";

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<number>;
  declare email: string;
  declare passwordHash: string;
  declare firstName: string;
  declare lastName: string;
  declare role: Role;
  /** A telephone number, as the person gave it (clients: from their consultation or intake). */
  declare phone: CreationOptional<string | null>;
  /** Set when an administrator disables the account: it cannot sign in and its sessions end. */
  declare disabledAt: CreationOptional<Date | null>;
  /** The authenticator app's shared secret, encrypted (two-factor.server.ts); null: two-factor is off. */
  declare twoFactorSecret: CreationOptional<string | null>;
  /** A secret being set up, until a current code confirms it. */
  declare twoFactorPendingSecret: CreationOptional<string | null>;
  declare twoFactorEnabledAt: CreationOptional<Date | null>;
  /** The time step of the last code accepted: a code is good once. */
  declare twoFactorLastStep: CreationOptional<number | null>;
  declare passwordChangedAt: CreationOptional<Date | null>;
  /**
   * A request to be staff, made at registration: 'pending' until an administrator decides,
   * 'declined' after a refusal, null otherwise (staff-requests.server.ts). The role stays client.
   */
  declare staffRequest: CreationOptional<StaffRequest | null>;
  declare staffRequestedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    User.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
        passwordHash: { type: DataTypes.STRING(100), allowNull: false },
        firstName: { type: DataTypes.STRING(100), allowNull: false },
        lastName: { type: DataTypes.STRING(100), allowNull: false },
        role: { type: DataTypes.ENUM(...ROLES), allowNull: false, defaultValue: "client" },
        phone: { type: DataTypes.STRING(40), allowNull: true },
        disabledAt: { type: DataTypes.DATE(3), allowNull: true },
        twoFactorSecret: { type: DataTypes.STRING(200), allowNull: true },
        twoFactorPendingSecret: { type: DataTypes.STRING(200), allowNull: true },
        twoFactorEnabledAt: { type: DataTypes.DATE(3), allowNull: true },
        twoFactorLastStep: {
          type: DataTypes.BIGINT,
          allowNull: true,
          // MySQL hands BIGINT back as a string.
          get() {
            const value = this.getDataValue("twoFactorLastStep");
            return value === null || value === undefined ? null : Number(value);
          },
        },
        passwordChangedAt: { type: DataTypes.DATE(3), allowNull: true },
        staffRequest: {
          type: DataTypes.STRING(10),
          allowNull: true,
          validate: { isIn: [STAFF_REQUESTS as unknown as string[]] },
        },
        staffRequestedAt: { type: DataTypes.DATE(3), allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "users", underscored: true },
    );
  }
}
