import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

type Params = MigrationParams<QueryInterface>;

/**
 * The `database` storage driver's tables: a file's row, then its bytes in chunks of at most
 * 256 KB (MEDIUMBLOB on MySQL), so a read streams chunk by chunk and no statement comes near
 * MySQL's max_allowed_packet.
 */
export async function up({ context: qi }: Params) {
  await qi.createTable("stored_files", {
    storage_key: { type: DataTypes.STRING(64), primaryKey: true },
    size: { type: DataTypes.INTEGER, allowNull: true },
    created_at: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.createTable("stored_file_chunks", {
    storage_key: {
      type: DataTypes.STRING(64),
      primaryKey: true,
      references: { model: "stored_files", key: "storage_key" },
      onDelete: "CASCADE",
    },
    seq: { type: DataTypes.INTEGER, primaryKey: true },
    data: { type: DataTypes.BLOB("medium"), allowNull: false },
  });
}

export async function down({ context: qi }: Params) {
  await qi.dropTable("stored_file_chunks");
  await qi.dropTable("stored_files");
}
