import { caseMoneyUrl, caseCostsUrl, trustMatterUrl } from "~/utils/money-urls";
import { Link } from "@remix-run/react";
import { caseUrl } from "~/utils/case-urls";

/** A case's money pages (issue 41), by the page each is. */
const MONEY_PAGES = [
  { here: "fees", label: "Fee and settlement", url: caseMoneyUrl },
  { here: "costs", label: "Costs and time", url: caseCostsUrl },
  { here: "trust", label: "Trust ledger", url: trustMatterUrl },
] as const;

/** The way back to the case, and to the case's other money pages. */
export function MoneyLinks({
  caseId,
  here,
}: {
  caseId: number;
  here: (typeof MONEY_PAGES)[number]["here"];
}) {
  const link = "font-medium text-brand underline";
  return (
    <p className="mb-4 flex flex-wrap gap-x-6">
      <Link to={caseUrl(caseId)} className={link}>
        Back to the case
      </Link>
      {MONEY_PAGES.filter((page) => page.here !== here).map((page) => (
        <Link key={page.here} to={page.url(caseId)} className={link}>
          {page.label}
        </Link>
      ))}
    </p>
  );
}
