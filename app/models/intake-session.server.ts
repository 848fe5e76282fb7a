import { randomUUID } from "node:crypto";
import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { type IntakeExtractedData, ENUMS, type OneOf } from "~/utils/domain";
import type { LegalCase } from "./case.server";
import type { User } from "./user.server";

/** A client's conversation with the AI intake assistant; its id is the public sessionId. */
export class IntakeSession extends Model<
  InferAttributes<IntakeSession>,
  InferCreationAttributes<IntakeSession>
> {
  declare id: CreationOptional<string>;
  declare clientId: ForeignKey<User["id"]>;
  declare status: CreationOptional<OneOf<"intakeSessionStatus">>;
  declare extractedData: IntakeExtractedData | null;
  /** The intake engine's reading of the conversation so far (IntakeTurn.reading); null: none yet. */
  declare readingState: CreationOptional<object | null>;
  declare caseId: ForeignKey<LegalCase["id"]> | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    IntakeSession.init(
      {
        id: { type: DataTypes.STRING(36), primaryKey: true, defaultValue: () => randomUUID() },
        status: {
          type: DataTypes.ENUM(...ENUMS.intakeSessionStatus),
          allowNull: false,
          defaultValue: "active",
        },
        extractedData: { type: DataTypes.JSON, allowNull: true },
        readingState: { type: DataTypes.JSON, allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "intake_sessions", underscored: true },
    );
  }
}
