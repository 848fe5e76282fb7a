import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

/**
 * A JSON call sent with an Idempotency-Key: who sent it and what (hashed), and once answered,
 * the answer, so that the same call sent again gets it again instead of doing the work twice.
 */
export class IdempotencyKey extends Model<
  InferAttributes<IdempotencyKey>,
  InferCreationAttributes<IdempotencyKey>
> {
  /** SHA-256 of the caller and their key. */
  declare id: string;
  /** SHA-256 of the method, path and body. */
  declare fingerprint: string;
  /** The answer's status; null while the first call is still being worked on. */
  declare status: number | null;
  declare body: string | null;
  declare expiresAt: Date;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    IdempotencyKey.init(
      {
        id: { type: DataTypes.STRING(64), primaryKey: true },
        fingerprint: { type: DataTypes.STRING(64), allowNull: false },
        status: { type: DataTypes.INTEGER, allowNull: true },
        body: { type: DataTypes.TEXT, allowNull: true },
        expiresAt: { type: DataTypes.DATE(3), allowNull: false },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: "idempotency_keys", underscored: true, updatedAt: false },
    );
  }
}
