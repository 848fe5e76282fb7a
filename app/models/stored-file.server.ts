import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

/**
 * A file kept by the `database` storage driver (STORAGE_DRIVER=database). `size` stays null
 * while the bytes are still being written, so a half-written file is never read.
 */
export class StoredFile extends Model<
  InferAttributes<StoredFile>,
  InferCreationAttributes<StoredFile>
> {
  declare storageKey: string;
  declare size: number | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    StoredFile.init(
      {
        storageKey: { type: DataTypes.STRING(64), primaryKey: true },
        size: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "stored_files", underscored: true, updatedAt: false },
    );
  }
}

/** One piece of a stored file's bytes, in order (`seq` from 0); rows stay small for MySQL. */
export class StoredFileChunk extends Model<
  InferAttributes<StoredFileChunk>,
  InferCreationAttributes<StoredFileChunk>
> {
  declare storageKey: ForeignKey<StoredFile["storageKey"]>;
  declare seq: number;
  declare data: Buffer;

  static initModel(sequelize: Sequelize) {
    StoredFileChunk.init(
      {
        storageKey: { type: DataTypes.STRING(64), primaryKey: true },
        seq: { type: DataTypes.INTEGER, primaryKey: true },
        data: { type: DataTypes.BLOB("medium"), allowNull: false },
      },
      { sequelize, tableName: "stored_file_chunks", underscored: true, timestamps: false },
    );
  }
}
