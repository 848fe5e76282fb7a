import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { LegalCase } from "./case.server";
import type { User } from "./user.server";

/** A file attached to a case. The bytes live in storage under storageKey (null: no bytes kept). */
export class Document extends Model<InferAttributes<Document>, InferCreationAttributes<Document>> {
  declare id: CreationOptional<number>;
  declare caseId: ForeignKey<LegalCase["id"]>;
  declare fileName: string;
  declare fileUrl: string;
  declare fileType: string;
  /** Size in bytes. */
  declare fileSize: number;
  declare storageKey: string | null;
  declare uploadedBy: ForeignKey<User["id"]> | null;
  /** The client sees it (their own uploads always); the firm's are internal until shared. */
  declare sharedWithClient: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    Document.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        fileName: { type: DataTypes.STRING(255), allowNull: false },
        fileUrl: { type: DataTypes.STRING(500), allowNull: false },
        fileType: { type: DataTypes.STRING(100), allowNull: false },
        fileSize: { type: DataTypes.INTEGER, allowNull: false },
        storageKey: { type: DataTypes.STRING(255), allowNull: true },
        sharedWithClient: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "documents", underscored: true, updatedAt: false },
    );
  }
}
