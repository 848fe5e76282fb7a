import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

/** A recorded practice figure, e.g. avg_resolution_days for period "current" or "2026-10". */
export class PerformanceMetric extends Model<
  InferAttributes<PerformanceMetric>,
  InferCreationAttributes<PerformanceMetric>
> {
  declare id: CreationOptional<number>;
  declare metricType: string;
  declare period: string;
  declare value: number;
  declare recordedAt: Date;

  static initModel(sequelize: Sequelize) {
    PerformanceMetric.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        metricType: { type: DataTypes.STRING(64), allowNull: false },
        period: { type: DataTypes.STRING(32), allowNull: false },
        value: {
          type: DataTypes.DECIMAL(12, 2),
          allowNull: false,
          // MySQL hands DECIMAL back as a string; callers get a number.
          get(this: PerformanceMetric) {
            const raw = this.getDataValue("value") as number | string | null;
            return raw === null || raw === undefined ? raw : Number(raw);
          },
        },
        recordedAt: { type: DataTypes.DATE(3), allowNull: false },
      },
      { sequelize, tableName: "performance_metrics", underscored: true, timestamps: false },
    );
  }
}
