import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

/** A fixed-window counter, kept in the database so that every app server shares it. */
export class RateLimit extends Model<
  InferAttributes<RateLimit>,
  InferCreationAttributes<RateLimit>
> {
  declare bucket: string;
  declare hits: number;
  declare resetAt: Date;

  static initModel(sequelize: Sequelize) {
    RateLimit.init(
      {
        bucket: { type: DataTypes.STRING(255), primaryKey: true },
        hits: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        resetAt: { type: DataTypes.DATE(3), allowNull: false },
      },
      { sequelize, tableName: "rate_limits", underscored: true, timestamps: false },
    );
  }
}
