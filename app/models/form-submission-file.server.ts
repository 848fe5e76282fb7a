import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { FormSubmission } from "./form-submission.server";

/**
 * A file a client sent with a form, on one of its file fields. The bytes live in storage under
 * storageKey; the submission's data keeps the file's name, type and size under the field's id.
 */
export class FormSubmissionFile extends Model<
  InferAttributes<FormSubmissionFile>,
  InferCreationAttributes<FormSubmissionFile>
> {
  declare id: CreationOptional<number>;
  declare submissionId: ForeignKey<FormSubmission["id"]>;
  /** The form field it answers (its key in the submission's data). */
  declare fieldId: string;
  declare storageKey: string;
  declare fileName: string;
  declare fileType: string;
  /** Size in bytes. */
  declare fileSize: number;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    FormSubmissionFile.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        fieldId: { type: DataTypes.STRING(40), allowNull: false },
        storageKey: { type: DataTypes.STRING(64), allowNull: false },
        fileName: { type: DataTypes.STRING(255), allowNull: false },
        fileType: { type: DataTypes.STRING(100), allowNull: false },
        fileSize: { type: DataTypes.INTEGER, allowNull: false },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "form_submission_files", underscored: true, updatedAt: false },
    );
  }
}
