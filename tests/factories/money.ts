import { expect } from "vitest";
import { Lien } from "~/models/index.server";
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
