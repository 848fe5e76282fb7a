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

/** A knowledge-base article for the team. */
export class KnowledgeArticle extends Model<
  InferAttributes<KnowledgeArticle>,
  InferCreationAttributes<KnowledgeArticle>
> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare category: string;
  declare content: string;
  declare viewCount: CreationOptional<number>;
  declare authorId: ForeignKey<User["id"]> | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    KnowledgeArticle.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING(255), allowNull: false },
        category: { type: DataTypes.STRING(100), allowNull: false },
        content: { type: DataTypes.TEXT, allowNull: false },
        viewCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "knowledge_articles", underscored: true },
    );
  }
}
