import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { Form } from "./form.server";
import type { User } from "./user.server";

/** A filled-in form (e.g. the public consultation request); reviewed once staff have seen it. */
export class FormSubmission extends Model<
  InferAttributes<FormSubmission>,
  InferCreationAttributes<FormSubmission>
> {
  declare id: CreationOptional<number>;
  declare formId: ForeignKey<Form["id"]>;
  declare submitterEmail: string;
  declare submitterName: string;
  declare data: Record<string, unknown>;
  declare reviewedAt: Date | null;
  declare reviewedBy: ForeignKey<User["id"]> | null;
  declare ipAddress: string | null;
  /** The case the submission was opened as (a consultation turned into a case), once it is. */
  declare caseId: CreationOptional<number | null>;
  declare convertedAt: CreationOptional<Date | null>;
  /** The version of the form it answered (null: the form had no versions, or is built in). */
  declare formVersion: CreationOptional<number | null>;
  /** The client account that sent it (null: a visitor on the public form). */
  declare submittedBy: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    FormSubmission.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        submitterEmail: { type: DataTypes.STRING(254), allowNull: false },
        submitterName: { type: DataTypes.STRING(255), allowNull: false },
        data: { type: DataTypes.JSON, allowNull: false },
        reviewedAt: { type: DataTypes.DATE(3), allowNull: true },
        ipAddress: { type: DataTypes.STRING(45), allowNull: true },
        caseId: { type: DataTypes.INTEGER, allowNull: true },
        convertedAt: { type: DataTypes.DATE(3), allowNull: true },
        formVersion: { type: DataTypes.INTEGER, allowNull: true },
        submittedBy: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "form_submissions", underscored: true, updatedAt: false },
    );
  }
}
