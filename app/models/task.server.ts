import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { PRIORITIES, TASK_STATUSES, type Priority, type TaskStatus } from "~/utils/domain";
import type { LegalCase } from "./case.server";
import type { User } from "./user.server";

/** A team task: pending, then in progress, then completed. */
export class Task extends Model<InferAttributes<Task>, InferCreationAttributes<Task>> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare description: string | null;
  declare priority: CreationOptional<Priority>;
  declare status: CreationOptional<TaskStatus>;
  /** YYYY-MM-DD. */
  declare dueDate: string | null;
  declare assignedTo: ForeignKey<User["id"]> | null;
  declare caseId: ForeignKey<LegalCase["id"]> | null;
  declare createdBy: ForeignKey<User["id"]> | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    Task.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING(255), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: true },
        priority: { type: DataTypes.ENUM(...PRIORITIES), allowNull: false, defaultValue: "medium" },
        status: {
          type: DataTypes.ENUM(...TASK_STATUSES),
          allowNull: false,
          defaultValue: "pending",
        },
        dueDate: { type: DataTypes.DATEONLY, allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "tasks", underscored: true },
    );
  }
}
