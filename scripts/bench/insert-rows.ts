import type { CreationAttributes, Model, ModelStatic } from "sequelize";
import { sequelize } from "~/models/index.server";

const BATCH = 1_000;

/**
 * Inserts `count` rows made by `row(i)` (called in order), in batches, in one transaction, without
 * hooks or validation; returns the new ids in order.
 */
export async function insertRows<M extends Model>(
  model: ModelStatic<M>,
  count: number,
  row: (index: number) => CreationAttributes<M>,
  { returnIds = true } = {},
): Promise<number[]> {
  await sequelize.transaction(async (transaction) => {
    for (let start = 0; start < count; start += BATCH) {
      const rows: Array<CreationAttributes<M>> = [];
      for (let index = start; index < Math.min(count, start + BATCH); index++) {
        rows.push(row(index));
      }
      await model.bulkCreate(rows, { transaction, validate: false, hooks: false });
    }
  });
  if (!returnIds) return [];
  // A fresh database and one writer: the newest `count` ids are this table's rows, in order.
  const rows = (await model.findAll({
    attributes: ["id"],
    order: [["id", "DESC"]],
    limit: count,
    raw: true,
  })) as unknown as Array<{ id: number }>;
  return rows.map((r) => r.id).reverse();
}
