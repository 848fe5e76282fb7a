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

/** Where an e-mail stands: waiting (or between tries), delivered, given up, or kept (no SMTP_URL). */
export type OutboxStatus = "queued" | "sent" | "failed" | "kept";

/** One e-mail the product sends, written with what it tells about and delivered by the sender. */
export class OutboxMessage extends Model<
  InferAttributes<OutboxMessage>,
  InferCreationAttributes<OutboxMessage>
> {
  declare id: CreationOptional<number>;
  declare kind: string;
  declare recipientId: ForeignKey<User["id"]> | null;
  declare toAddress: string;
  declare subject: string;
  declare bodyText: string;
  declare unsubscribeUrl: string | null;
  declare status: OutboxStatus;
  declare attempts: CreationOptional<number>;
  declare nextAttemptAt: Date;
  declare leaseOwner: CreationOptional<string | null>;
  declare leaseUntil: CreationOptional<Date | null>;
  declare smtpAnswer: CreationOptional<string | null>;
  declare sentAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    OutboxMessage.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        kind: { type: DataTypes.STRING(40), allowNull: false },
        recipientId: { type: DataTypes.INTEGER, allowNull: true },
        toAddress: { type: DataTypes.STRING(320), allowNull: false },
        subject: { type: DataTypes.STRING(255), allowNull: false },
        bodyText: { type: DataTypes.TEXT, allowNull: false },
        unsubscribeUrl: { type: DataTypes.STRING(500), allowNull: true },
        status: { type: DataTypes.STRING(10), allowNull: false },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        nextAttemptAt: { type: DataTypes.DATE(3), allowNull: false },
        leaseOwner: { type: DataTypes.STRING(40), allowNull: true },
        leaseUntil: { type: DataTypes.DATE(3), allowNull: true },
        smtpAnswer: { type: DataTypes.STRING(1000), allowNull: true },
        sentAt: { type: DataTypes.DATE(3), allowNull: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "outbox_messages", underscored: true, updatedAt: false },
    );
  }
}
