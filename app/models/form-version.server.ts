import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { FormField } from "~/utils/domain";
import type { Form } from "./form.server";
import type { User } from "./user.server";

/** A published version of a form: what clients filled in, kept as it was (never updated). */
export class FormVersion extends Model<
  InferAttributes<FormVersion>,
  InferCreationAttributes<FormVersion>
> {
  declare id: CreationOptional<number>;
  declare formId: ForeignKey<Form["id"]>;
  declare version: number;
  declare title: string;
  declare description: string | null;
  declare fields: FormField[];
  declare publishedBy: ForeignKey<User["id"]> | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    FormVersion.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        version: { type: DataTypes.INTEGER, allowNull: false },
        title: { type: DataTypes.STRING(255), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: true },
        fields: { type: DataTypes.JSON, allowNull: false },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "form_versions", underscored: true, updatedAt: false },
    );
  }
}
