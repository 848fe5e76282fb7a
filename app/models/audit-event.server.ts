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

/** Who did what and when: sign-ins, failures, registrations, record changes. */
export class AuditEvent extends Model<
  InferAttributes<AuditEvent>,
  InferCreationAttributes<AuditEvent>
> {
  declare id: CreationOptional<number>;
  declare actorId: ForeignKey<User["id"]> | null;
  declare action: string;
  declare targetType: string | null;
  declare targetId: string | null;
  declare ipAddress: string | null;
  declare details: Record<string, unknown> | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    AuditEvent.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        action: { type: DataTypes.STRING(64), allowNull: false },
        targetType: { type: DataTypes.STRING(64), allowNull: true },
        targetId: { type: DataTypes.STRING(64), allowNull: true },
        ipAddress: { type: DataTypes.STRING(45), allowNull: true },
        details: { type: DataTypes.JSON, allowNull: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "audit_events", underscored: true, updatedAt: false },
    );
  }
}
