import { pagedCaseCollection } from "~/route-kit/case-api.server";
import { addCost, listCosts } from "~/services/money/costs.server";

/**
 * GET ?page=: the costs the firm advanced on the case, by the day incurred, { costs, page,
 * pageCount, total, totals: { advancedCents, reimbursedCents, outstandingCents } } (the totals
 * of all the case's costs, summed by the database). POST { description, incurredOn, amountCents,
 * paidFrom: operating|trust, reimbursed? }: 201 { cost }. The case's attorney or an administrator.
 */
export const { loader, action } = pagedCaseCollection(
  { many: "costs", one: "cost" },
  listCosts,
  addCost,
);
