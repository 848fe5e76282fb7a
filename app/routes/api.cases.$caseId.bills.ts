import { pagedCaseCollection } from "~/route-kit/case-api.server";
import { addBill, listBills } from "~/services/injury/bills.server";

/**
 * GET ?page=: the case's medical bills, { bills, page, pageCount, total }, each with its computed
 * balanceCents. POST { providerId, serviceFrom?, serviceTo?, billedCents, adjustmentCents?,
 * paidCents?, payer? }: 201 { bill }. The case's attorney or an administrator.
 */
export const { loader, action } = pagedCaseCollection(
  { many: "bills", one: "bill" },
  listBills,
  addBill,
);
