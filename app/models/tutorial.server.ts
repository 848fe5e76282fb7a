import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { ROLES, type Role } from "~/utils/roles";

/** An entry in the Help and Tutorials catalogue, e.g. "case-management". */
export class Tutorial extends Model<InferAttributes<Tutorial>, InferCreationAttributes<Tutorial>> {
  declare id: string;
  declare title: string;
  declare description: string;
  /** e.g. "3-4 minutes". */
  declare duration: string;
  declare stepCount: number;
  declare category: string;
  declare userRole: Role;
  declare sortOrder: number;

  static initModel(sequelize: Sequelize) {
    Tutorial.init(
      {
        id: { type: DataTypes.STRING(64), primaryKey: true },
        title: { type: DataTypes.STRING(255), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: false },
        duration: { type: DataTypes.STRING(32), allowNull: false },
        stepCount: { type: DataTypes.INTEGER, allowNull: false },
        category: { type: DataTypes.STRING(64), allowNull: false },
        userRole: { type: DataTypes.ENUM(...ROLES), allowNull: false },
        sortOrder: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      },
      { sequelize, tableName: "tutorials", underscored: true, timestamps: false },
    );
  }
}
