import { caseRecord } from "~/route-kit/case-api.server";
import { removeBill, updateBill } from "~/services/injury/bills.server";

/** PATCH { any of a bill's fields }: { bill }. DELETE: { deleted: { id } }. */
export const { loader, action } = caseRecord(
  { one: "bill", idParam: "billId", notFound: "Bill not found" },
  updateBill,
  removeBill,
);
