import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { OnboardingStep } from "~/utils/domain";
import { ROLES, type Role } from "~/utils/roles";

/** A guided tour for one role, e.g. "staff-onboarding". */
export class OnboardingFlow extends Model<
  InferAttributes<OnboardingFlow>,
  InferCreationAttributes<OnboardingFlow>
> {
  declare id: string;
  declare title: string;
  declare description: string;
  declare userRole: Role;
  declare steps: OnboardingStep[];

  static initModel(sequelize: Sequelize) {
    OnboardingFlow.init(
      {
        id: { type: DataTypes.STRING(64), primaryKey: true },
        title: { type: DataTypes.STRING(255), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: false },
        userRole: { type: DataTypes.ENUM(...ROLES), allowNull: false },
        steps: { type: DataTypes.JSON, allowNull: false },
      },
      { sequelize, tableName: "onboarding_flows", underscored: true, timestamps: false },
    );
  }
}
