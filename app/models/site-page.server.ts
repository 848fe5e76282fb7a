import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { User } from "./user.server";

/** A page the firm publishes (terms, privacy, accessibility), by its address. */
export class SitePage extends Model<InferAttributes<SitePage>, InferCreationAttributes<SitePage>> {
  declare slug: string;
  declare title: string;
  /** Plain text: paragraphs between blank lines, "## " starting a heading, "- " a list item. */
  declare body: string;
  declare updatedBy: ForeignKey<User["id"]> | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    SitePage.init(
      {
        slug: { type: DataTypes.STRING(40), primaryKey: true },
        title: { type: DataTypes.STRING(120), allowNull: false },
        body: { type: DataTypes.TEXT, allowNull: false },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "site_pages", underscored: true },
    );
  }
}
