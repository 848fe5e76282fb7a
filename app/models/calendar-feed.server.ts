import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

/**
 * A staff member's private calendar feed (issue 38 item 6): one per person, found by the SHA-256
 * hash of the token in its URL. Renewing replaces the hash; turning it off removes the row.
 */
export class CalendarFeed extends Model<
  InferAttributes<CalendarFeed>,
  InferCreationAttributes<CalendarFeed>
> {
  declare userId: number;
  declare tokenHash: string;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    CalendarFeed.init(
      {
        userId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
        tokenHash: { type: DataTypes.CHAR(64), allowNull: false, unique: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "calendar_feeds", underscored: true, updatedAt: false },
    );
  }
}
