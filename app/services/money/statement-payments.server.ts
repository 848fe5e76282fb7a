import type { Transaction } from "sequelize";
import { CaseCost, Lien, Settlement } from "~/models/index.server";
import { approvedLines } from "./settlement.server";

/**
 * What a trust payment of a line of the statement its client approved settles (issue 41), in the
 * payment's transaction: a cost line paid in full marks that cost paid back, a lien line paid in
 * full marks the lien paid (the day it was paid). The payment's reversal undoes both. Costs and
 * liens are matched to the approved line by its text and amount: the line is what was signed.
 */
export interface SettledByPayment {
  costId: number | null;
  lienId: number | null;
}

const NOTHING: SettledByPayment = { costId: null, lienId: null };

export async function settleStatementLine(
  transaction: Transaction,
  payment: {
    caseId: number;
    entryId: number;
    statementLine: string | null;
    amountCents: number;
    paidOn: string;
  },
): Promise<SettledByPayment> {
  const label = payment.statementLine?.trim();
  if (!label) return NOTHING;
  const settlement = await Settlement.findByPk(payment.caseId, { transaction });
  const lines = settlement ? approvedLines(settlement) : null;
  if (!lines) return NOTHING;
  const line = lines.find(
    (candidate) =>
      candidate.label === label && Math.abs(candidate.amountCents) === payment.amountCents,
  );
  if (line?.kind === "cost") {
    const cost = await CaseCost.findOne({
      where: {
        caseId: payment.caseId,
        description: label,
        amountCents: payment.amountCents,
        reimbursed: false,
      },
      order: [["id", "ASC"]],
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!cost) return NOTHING;
    await cost.update({ reimbursed: true, reimbursedByEntryId: payment.entryId }, { transaction });
    return { costId: cost.id, lienId: null };
  }
  if (line?.kind === "lien") {
    const liens = await Lien.findAll({
      where: { caseId: payment.caseId, holder: label },
      order: [["id", "ASC"]],
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    const lien = liens.find(
      (one) =>
        one.status !== "paid" && (one.finalCents ?? one.claimedCents) === payment.amountCents,
    );
    if (!lien) return NOTHING;
    await lien.update(
      {
        status: "paid",
        statusChangedOn: payment.paidOn,
        paidByEntryId: payment.entryId,
        statusBeforePaid: lien.status,
      },
      { transaction },
    );
    return { costId: null, lienId: lien.id };
  }
  return NOTHING;
}

/**
 * A reversed payment's cost is owed again and its lien is back to the status it had (when
 * nobody has changed the lien's status since the payment).
 */
export async function unsettleStatementLine(
  transaction: Transaction,
  entryId: number,
  reversedOn: string,
): Promise<SettledByPayment> {
  const cost = await CaseCost.findOne({ where: { reimbursedByEntryId: entryId }, transaction });
  const lien = await Lien.findOne({ where: { paidByEntryId: entryId }, transaction });
  if (cost) await cost.update({ reimbursed: false, reimbursedByEntryId: null }, { transaction });
  if (lien) {
    await lien.update(
      {
        ...(lien.status === "paid"
          ? { status: lien.statusBeforePaid ?? "final", statusChangedOn: reversedOn }
          : {}),
        paidByEntryId: null,
        statusBeforePaid: null,
      },
      { transaction },
    );
  }
  return { costId: cost?.id ?? null, lienId: lien?.id ?? null };
}
