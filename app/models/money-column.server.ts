import { DataTypes, type Model } from "sequelize";

/**
 * An amount in whole cents, as a BIGINT column: MySQL hands BIGINT back as a string, so it is
 * read back as a number (every amount is bounded by MAX_CENTS, well inside a safe integer).
 */
export function centsColumn<M extends Model>(
  attribute: string,
  options: { allowNull: boolean; defaultValue?: number },
) {
  return {
    type: DataTypes.BIGINT,
    allowNull: options.allowNull,
    ...(options.defaultValue === undefined ? {} : { defaultValue: options.defaultValue }),
    get(this: M) {
      const value = this.getDataValue(attribute as never) as unknown;
      return value === null || value === undefined ? null : Number(value);
    },
  };
}
