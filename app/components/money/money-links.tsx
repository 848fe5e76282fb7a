import { caseMoneyUrl, caseCostsUrl } from "~/utils/money-urls";
import { Link } from "@remix-run/react";
import { caseUrl } from "~/utils/case-urls";

/** The way back to the case, and to the other of its two money pages. */
export function MoneyLinks({ caseId, here }: { caseId: number; here: "fees" | "costs" }) {
  const link = "font-medium text-brand underline";
  return (
    <p className="mb-4 flex flex-wrap gap-x-6">
      <Link to={caseUrl(caseId)} className={link}>
        Back to the case
      </Link>
      {here === "fees" ? (
        <Link to={caseCostsUrl(caseId)} className={link}>
          Costs and time
        </Link>
      ) : (
        <Link to={caseMoneyUrl(caseId)} className={link}>
          Fee and settlement
        </Link>
      )}
    </p>
  );
}
