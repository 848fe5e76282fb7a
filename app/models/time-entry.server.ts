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

/**
 * Time a member of staff spent on a case (issue 41): the day, the minutes, what kind of work and
 * what was done. A contingency case is not billed by the hour, but a fee petition asks for it.
 */
export class TimeEntry extends Model<
  InferAttributes<TimeEntry>,
  InferCreationAttributes<TimeEntry>
> {
  declare id: CreationOptional<number>;
  declare caseId: ForeignKey<LegalCase["id"]>;
  declare staffId: ForeignKey<User["id"]>;
  declare workedOn: string;
  declare minutes: number;
  declare activity: string;
  declare description: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    TimeEntry.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        workedOn: { type: DataTypes.DATEONLY, allowNull: false },
        minutes: { type: DataTypes.INTEGER, allowNull: false },
        activity: { type: DataTypes.STRING(100), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "time_entries", underscored: true },
    );
  }
}
