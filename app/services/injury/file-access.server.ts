import type { Model, ModelStatic, Transaction, WhereOptions } from "sequelize";
import { sequelize } from "~/models/index.server";
import { ServiceError } from "~/utils/service-error";
import { toRecordId } from "~/utils/record-id";
import type { PublicUser } from "../auth.server";
import { audit, type AuditAction } from "../audit.server";
import { findVisibleCase } from "../cases.server";

/**
 * Who reaches a case's personal-injury file (issue 40): its attorney and administrators; anyone
 * else's case answers 404, a client 403 (the firm's record, as the case's parties).
 */
export function firmCase(user: PublicUser, caseId: unknown, transaction?: Transaction) {
  return findVisibleCase(user, caseId, { action: "injuryFile", transaction });
}

/** A record of the case's file by its id: one of another case (or none) answers 404. */
export async function recordOnCase<M extends Model>(
  model: ModelStatic<M>,
  where: { caseId: number } | { providerId: number },
  id: unknown,
  notFound: string,
  transaction?: Transaction,
): Promise<M> {
  const recordId = toRecordId(id);
  const row = recordId
    ? await model.findOne({ where: { ...where, id: recordId } as WhereOptions, transaction })
    : null;
  if (!row) throw new ServiceError(404, notFound);
  return row;
}

/**
 * Removes one record of the case's file, and audits it in the same transaction (`key` names its
 * id in the event's details). `before` may refuse, or take away what hangs off it.
 */
export async function removeFromFile<M extends Model & { id: number }>(
  user: PublicUser,
  caseId: unknown,
  model: ModelStatic<M>,
  id: unknown,
  names: { notFound: string; action: AuditAction; key: string },
  before?: (row: M, transaction: Transaction) => Promise<unknown>,
): Promise<{ id: number }> {
  const legalCase = await firmCase(user, caseId);
  return sequelize.transaction(async (transaction) => {
    const row = await recordOnCase(
      model,
      { caseId: legalCase.id },
      id,
      names.notFound,
      transaction,
    );
    await before?.(row, transaction);
    await row.destroy({ transaction });
    await audit(transaction, names.action, user, ["case", legalCase.id], { [names.key]: row.id });
    return { id: row.id };
  });
}
