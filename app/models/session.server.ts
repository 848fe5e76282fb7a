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

/**
 * A signed-in browser. The cookie holds a random id; only its SHA-256 is stored, so a copy of
 * the database does not hand out working sessions.
 */
export class Session extends Model<InferAttributes<Session>, InferCreationAttributes<Session>> {
  declare idHash: string;
  declare userId: ForeignKey<User["id"]>;
  declare expiresAt: Date;
  declare lastSeenAt: Date;
  declare ipAddress: string | null;
  declare userAgent: string | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    Session.init(
      {
        idHash: { type: DataTypes.STRING(64), primaryKey: true },
        expiresAt: { type: DataTypes.DATE(3), allowNull: false },
        lastSeenAt: { type: DataTypes.DATE(3), allowNull: false },
        ipAddress: { type: DataTypes.STRING(45), allowNull: true },
        userAgent: { type: DataTypes.STRING(255), allowNull: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "sessions", underscored: true, updatedAt: false },
    );
  }
}
