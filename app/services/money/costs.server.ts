import { QueryTypes, type Attributes } from "sequelize";
import { CaseCost, sequelize } from "~/models/index.server";
import { CaseCostSchema, NO_COST_CHANGE } from "~/utils/money-schemas";
import { iso, pick } from "~/utils/pick";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { changedFields, parsePatch } from "../injury/changes.server";
import { recordOnCase } from "../injury/file-access.server";
import { pageOf, type Page } from "../injury/pages.server";
import { moneyCase } from "./case-access.server";

/**
 * The costs the firm advances on a case (issue 41): a filing fee, records copies, an expert, a
 * transcript; from the operating or the trust account; and whether the client has reimbursed
 * each. The case's attorney or an administrator (moneyCase).
 */

export function toPublicCost(row: Attributes<CaseCost>) {
  return {
    ...pick(row, "id", "description", "incurredOn", "paidFrom"),
    // A page's rows are read raw: MySQL's BIGINT may be text, a BOOLEAN is 0 or 1.
    amountCents: Number(row.amountCents),
    reimbursed: Boolean(row.reimbursed),
    /** Paid back by a trust payment of the approved settlement statement's line. */
    reimbursedFromSettlement: row.reimbursedByEntryId != null,
    requestId: row.requestId ?? null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
export type PublicCost = ReturnType<typeof toPublicCost>;

/** What the case's costs add up to: all advanced, what the client has paid back, what is not. */
export interface CostTotals {
  advancedCents: number;
  reimbursedCents: number;
  outstandingCents: number;
}

export type CostPage = Page<PublicCost> & { totals: CostTotals };

/** The case's costs summed by the database, on the case's index. */
async function costTotals(caseId: number): Promise<CostTotals> {
  const [row] = await sequelize.query<Record<string, unknown>>(
    `SELECT COALESCE(SUM(amount_cents), 0) AS advanced,
            COALESCE(SUM(CASE WHEN reimbursed THEN amount_cents ELSE 0 END), 0) AS reimbursed,
            COALESCE(SUM(CASE WHEN reimbursed THEN 0 ELSE amount_cents END), 0) AS outstanding
       FROM case_costs WHERE case_id = ?`,
    { replacements: [caseId], type: QueryTypes.SELECT },
  );
  // MySQL hands SUM back as text.
  return {
    advancedCents: Number(row?.advanced ?? 0),
    reimbursedCents: Number(row?.reimbursed ?? 0),
    outstandingCents: Number(row?.outstanding ?? 0),
  };
}

/** The case's costs by the day each was incurred, a page at a time, with the case's totals. */
export async function listCosts(user: PublicUser, caseId: unknown, page = 1): Promise<CostPage> {
  const legalCase = await moneyCase(user, caseId);
  const [costs, totals] = await Promise.all([
    pageOf(
      CaseCost,
      {
        where: { caseId: legalCase.id },
        order: [
          ["incurredOn", "ASC"],
          ["id", "ASC"],
        ],
      },
      page,
      (rows) => rows.map(toPublicCost),
    ),
    costTotals(legalCase.id),
  ]);
  return { ...costs, totals };
}

export async function addCost(
  user: PublicUser,
  caseId: unknown,
  input: unknown,
): Promise<PublicCost> {
  const legalCase = await moneyCase(user, caseId);
  const values = parseOrThrow(CaseCostSchema, input);
  return sequelize.transaction(async (transaction) => {
    const cost = await CaseCost.create({ ...values, caseId: legalCase.id }, { transaction });
    await audit(transaction, "cost_added", user, ["case", legalCase.id], {
      costId: cost.id,
      amountCents: cost.amountCents,
      paidFrom: cost.paidFrom,
    });
    return toPublicCost(cost);
  });
}

/** Changes the fields the body holds (at least one); a cost of another case is not found. */
export async function updateCost(
  user: PublicUser,
  caseId: unknown,
  costId: unknown,
  input: unknown,
): Promise<PublicCost> {
  const legalCase = await moneyCase(user, caseId);
  const change = parsePatch(CaseCostSchema, input);
  if (Object.keys(change).length === 0) throw new ServiceError(400, NO_COST_CHANGE);
  return sequelize.transaction(async (transaction) => {
    const cost = await recordOnCase(
      CaseCost,
      { caseId: legalCase.id },
      costId,
      "Cost not found",
      transaction,
    );
    const fields = changedFields(cost.get(), change);
    if (fields.length > 0) {
      // Marked not paid back by hand: a later reversal of the trust payment leaves it alone.
      const unlinked = change.reimbursed === false ? { reimbursedByEntryId: null } : {};
      await cost.update({ ...change, ...unlinked }, { transaction });
      await audit(transaction, "cost_changed", user, ["case", legalCase.id], {
        costId: cost.id,
        fields,
      });
    }
    return toPublicCost(cost);
  });
}
