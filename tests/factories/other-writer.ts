import { randomUUID } from "node:crypto";
import type { CreateOptions, Model, ModelStatic } from "sequelize";
import { outsideOneTransaction } from "~/db.server";
import { IdempotencyKey, sequelize } from "~/models/index.server";

/**
 * Runs `work` while another request writes between the first insert of a `model` row and the
 * reads its transaction made before (a service's checks), as the other browser on a shared
 * server does: on SQLite the insert then finds its snapshot stale (SQLITE_BUSY) and the whole
 * transaction runs again. Answers the work's result and how often the insert was tried, with
 * what that should be on this engine (MariaDB's row locks let both writes through at once).
 */
export async function whileAnotherRequestWrites<T>(
  model: ModelStatic<Model>,
  work: () => Promise<T>,
): Promise<{ result: T; attempts: number; expectedAttempts: number }> {
  let attempts = 0;
  const name = `another-request-writes-${randomUUID()}`;
  model.addHook("beforeCreate", name, async (_row: Model, options: CreateOptions) => {
    if (++attempts > 1) return;
    // Read in the insert's transaction, so its snapshot is taken before the other write.
    await model.count({ transaction: options.transaction });
    await outsideOneTransaction(() =>
      IdempotencyKey.create({
        id: randomUUID(),
        fingerprint: "another request",
        status: null,
        body: null,
        expiresAt: new Date(Date.now() + 60_000),
      }),
    );
  });
  try {
    const result = await work();
    return { result, attempts, expectedAttempts: sequelize.getDialect() === "sqlite" ? 2 : 1 };
  } finally {
    model.removeHook("beforeCreate", name);
  }
}
