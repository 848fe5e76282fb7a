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

/** An entry on a case's timeline. */
export class CaseEvent extends Model<
  InferAttributes<CaseEvent>,
  InferCreationAttributes<CaseEvent>
> {
  declare id: CreationOptional<number>;
  declare caseId: ForeignKey<LegalCase["id"]>;
  declare title: string;
  declare description: string;
  declare eventType: OneOf<"caseEventType">;
  /** False: an internal note of the firm's, never shown to the client on any screen or call. */
  declare sharedWithClient: CreationOptional<boolean>;
  /** When it happened (or will: a hearing), as opposed to when it was written down. */
  declare occurredAt: CreationOptional<Date>;
  declare createdBy: ForeignKey<User["id"]> | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    CaseEvent.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING(255), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: false },
        eventType: { type: DataTypes.ENUM(...ENUMS.caseEventType), allowNull: false },
        sharedWithClient: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        occurredAt: { type: DataTypes.DATE(3), allowNull: false, defaultValue: DataTypes.NOW },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "case_events", underscored: true, updatedAt: false },
    );
  }
}
