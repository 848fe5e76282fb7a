import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

/** Where one user is in one tutorial: started, the step reached, and when it was completed. */
export class TutorialProgress extends Model<
  InferAttributes<TutorialProgress>,
  InferCreationAttributes<TutorialProgress>
> {
  declare userId: number;
  declare tutorialId: string;
  declare currentStep: CreationOptional<number>;
  declare startedAt: Date;
  declare completedAt: Date | null;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    TutorialProgress.init(
      {
        userId: { type: DataTypes.INTEGER, primaryKey: true },
        tutorialId: { type: DataTypes.STRING(64), primaryKey: true },
        currentStep: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        startedAt: { type: DataTypes.DATE(3), allowNull: false },
        completedAt: { type: DataTypes.DATE(3), allowNull: true },
        updatedAt: DataTypes.DATE(3),
      },
      {
        sequelize,
        tableName: "tutorial_progress",
        underscored: true,
        createdAt: false,
      },
    );
  }
}
