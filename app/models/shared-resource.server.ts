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

/** A template, checklist or guide shared with the team. The bytes live under storageKey. */
export class SharedResource extends Model<
  InferAttributes<SharedResource>,
  InferCreationAttributes<SharedResource>
> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare category: string;
  declare description: string | null;
  declare fileName: string | null;
  declare fileType: string | null;
  declare fileSize: number | null;
  declare storageKey: string | null;
  declare downloadCount: CreationOptional<number>;
  declare uploadedBy: ForeignKey<User["id"]> | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    SharedResource.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        name: { type: DataTypes.STRING(255), allowNull: false },
        category: { type: DataTypes.STRING(100), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: true },
        fileName: { type: DataTypes.STRING(255), allowNull: true },
        fileType: { type: DataTypes.STRING(100), allowNull: true },
        fileSize: { type: DataTypes.INTEGER, allowNull: true },
        storageKey: { type: DataTypes.STRING(255), allowNull: true },
        downloadCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "shared_resources", underscored: true },
    );
  }
}
