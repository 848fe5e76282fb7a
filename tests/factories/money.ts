import { expect } from "vitest";
import { Lien } from "~/models/index.server";
import * as feeRoute from "~/routes/api.cases.$caseId.fee-agreement";
import * as accountsRoute from "~/routes/api.trust.accounts";
import type { CaseWorld } from "./six-identities";

/** A trust account the world's administrator opens through /api; its id. */
export async function newTrustAccount(w: CaseWorld, name = "IOLTA"): Promise<number> {
  const opened = await w.call("admin", accountsRoute, "POST", "/api/trust/accounts", {
    name,
    bank: "First Federal",
    last4: "4821",
  });
  expect(opened.status).toBe(201);
  return opened.body.account.id as number;
}

/** Medicare's lien on the case, its final amount agreed ($15,000.00 claimed). */
export const finalMedicareLien = (caseId: number, finalCents: number) =>
  Lien.create({
    caseId,
    holder: "Medicare",
    holderKind: "medicare",
    claimedCents: 1_500_000,
    finalCents,
    status: "final",
    statusChangedOn: "2026-10-01",
  });

/** The case's fee agreement as its attorney sets it: a third before suit, costs after the fee. */
export async function thirdBeforeSuit(w: CaseWorld) {
  const set = await w.call("attorney", feeRoute, "PUT", `/api/cases/${w.caseId}/fee-agreement`, {
    tiers: [{ stage: "pre_suit", rateNumerator: 1, rateDenominator: 3 }],
    costsBeforeFee: false,
    signedOn: "2026-03-02",
  });
  expect(set.status).toBe(200);
}
