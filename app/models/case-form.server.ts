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
import type { FormSubmission } from "./form-submission.server";
import type { Form } from "./form.server";
import type { User } from "./user.server";

/** A published form sent to a case's client, answered once its submission is filed on the case. */
export class CaseForm extends Model<InferAttributes<CaseForm>, InferCreationAttributes<CaseForm>> {
  declare id: CreationOptional<number>;
  declare caseId: ForeignKey<LegalCase["id"]>;
  declare formId: ForeignKey<Form["id"]>;
  declare formTitle: string;
  declare sentBy: ForeignKey<User["id"]> | null;
  declare submissionId: CreationOptional<ForeignKey<FormSubmission["id"]> | null>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    CaseForm.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        formTitle: { type: DataTypes.STRING(255), allowNull: false },
        submissionId: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "case_forms", underscored: true, updatedAt: false },
    );
  }
}
