import { caseRecord } from "~/route-kit/case-api.server";
import { updateCost } from "~/services/money/costs.server";

/** PATCH { any of a cost's fields, at least one }: { cost }. A cost of another case is 404. */
export const { loader, action } = caseRecord(
  { one: "cost", idParam: "costId", notFound: "Cost not found" },
  updateCost,
);
