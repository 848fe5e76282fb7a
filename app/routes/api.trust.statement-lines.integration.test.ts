import { describe, expect, it } from "vitest";
import { AuditEvent, CaseCost } from "~/models/index.server";
import * as approveRoute from "~/routes/api.cases.$caseId.settlement.approve";
import * as readyRoute from "~/routes/api.cases.$caseId.settlement.ready";
import * as settlementRoute from "~/routes/api.cases.$caseId.settlement";
import * as costsRoute from "~/routes/api.cases.$caseId.costs";
import * as clearRoute from "~/routes/api.trust.deposits.$entryId.clear";
import * as depositsRoute from "~/routes/api.trust.deposits";
import * as disbursementsRoute from "~/routes/api.trust.disbursements";
import * as reverseRoute from "~/routes/api.trust.entries.$entryId.reverse";
import { finalMedicareLien, newTrustAccount, thirdBeforeSuit } from "../../tests/factories/money";
import { caseWorld } from "../../tests/factories/six-identities";

/*
 * Paying an approved statement's lines from trust (issue 41): the cost line paid marks the cost
 * paid back and the lien line paid marks the lien paid, in the payment's transaction, without
 * changing the statement the client approved; a reversed payment undoes them.
 */

async function approvedAndFunded() {
  const w = await caseWorld();
  await thirdBeforeSuit(w);
  const cost = await CaseCost.create({
    caseId: w.caseId,
    description: "Filing fee",
    incurredOn: "2026-04-01",
    amountCents: 43_500,
    paidFrom: "operating",
    requestId: null,
  });
  const lien = await finalMedicareLien(w.caseId, 1_200_000);
  const base = `/api/cases/${w.caseId}/settlement`;
  await w.call("attorney", settlementRoute, "PUT", base, {
    payments: [{ payer: "Acme Mutual", amountCents: 6_000_000 }],
  });
  await w.call("attorney", readyRoute, "POST", `${base}/ready`);
  const approved = await w.call("client", approveRoute, "POST", `${base}/approve`, {
    name: "Casey Rivera",
  });
  expect(approved.status).toBe(200);
  const accountId = await newTrustAccount(w);
  const check = await w.call("attorney", depositsRoute, "POST", "/api/trust/deposits", {
    accountId,
    caseId: w.caseId,
    amountCents: 6_000_000,
    payer: "Acme Mutual",
    reference: "Check 10442",
    receivedOn: "2026-11-02",
  });
  await w.call("attorney", clearRoute, "POST", `/api/trust/deposits/${check.body.entry.id}/clear`, {
    clearedOn: "2026-11-05",
  });
  const pay = (amountCents: number, payee: string, statementLine?: string) =>
    w.call("attorney", disbursementsRoute, "POST", "/api/trust/disbursements", {
      accountId,
      caseId: w.caseId,
      amountCents,
      payee,
      reference: `Check ${payee}`,
      paidOn: "2026-11-20",
      ...(statementLine ? { statementLine } : {}),
    });
  const statement = () => w.call("attorney", settlementRoute, "GET", base);
  return { w, cost, lien, pay, statement, hash: approved.body.statementHash as string };
}

describe("paying an approved statement's lines from trust", () => {
  it("marks the cost paid back and the lien paid, keeps the approved statement, and a reversal undoes them", async () => {
    const { w, cost, lien, pay, statement, hash } = await approvedAndFunded();

    // A payment of another amount than the line's (a part of it) settles nothing.
    expect((await pay(10_000, "Rivera & Lane LLP", "Filing fee")).status).toBe(201);
    expect((await cost.reload()).reimbursed).toBe(false);

    const costPaid = await pay(43_500, "Rivera & Lane LLP", "Filing fee");
    expect(costPaid.status).toBe(201);
    await cost.reload();
    expect(cost.reimbursed).toBe(true);
    expect(cost.reimbursedByEntryId).toBe(costPaid.body.entry.id);
    const lienPaid = await pay(1_200_000, "Medicare", "Medicare");
    expect(lienPaid.status).toBe(201);
    await lien.reload();
    expect(lien).toMatchObject({
      status: "paid",
      statusChangedOn: "2026-11-20",
      paidByEntryId: lienPaid.body.entry.id,
    });
    expect(
      await AuditEvent.count({
        where: { action: "trust_disbursement", targetId: String(lienPaid.body.entry.id) },
      }),
    ).toBe(1);

    // The statement the client approved still stands: paying it out changes nothing it says.
    const after = await statement();
    expect(after.body).toMatchObject({
      status: "approved",
      changedSinceApproval: false,
      statementHash: hash,
      costsCents: 43_500,
    });
    // The case's costs say it is paid back, from the settlement.
    const costs = await w.call("attorney", costsRoute, "GET", `/api/cases/${w.caseId}/costs`);
    expect(costs.body.totals).toMatchObject({ reimbursedCents: 43_500, outstandingCents: 0 });
    expect(costs.body.costs[0]).toMatchObject({
      reimbursed: true,
      reimbursedFromSettlement: true,
    });

    // Voided checks: the cost is owed again and the lien back to final.
    const reverse = (entryId: number) =>
      w.call("attorney", reverseRoute, "POST", `/api/trust/entries/${entryId}/reverse`, {
        reason: "Check voided",
        reversedOn: "2026-11-21",
      });
    expect((await reverse(costPaid.body.entry.id)).status).toBe(201);
    expect((await reverse(lienPaid.body.entry.id)).status).toBe(201);
    await cost.reload();
    expect(cost).toMatchObject({ reimbursed: false, reimbursedByEntryId: null });
    await lien.reload();
    expect(lien).toMatchObject({
      status: "final",
      statusChangedOn: "2026-11-21",
      paidByEntryId: null,
    });
    expect((await statement()).body).toMatchObject({ statementHash: hash, status: "approved" });
  });

  it("settles nothing for a line the client has not approved, or a payment naming no line", async () => {
    const { cost, lien, pay } = await approvedAndFunded();
    expect((await pay(43_500, "Rivera & Lane LLP")).status).toBe(201);
    expect((await pay(1_200_000, "Medicare", "Medicare Advantage")).status).toBe(201);
    expect((await cost.reload()).reimbursed).toBe(false);
    expect((await lien.reload()).status).toBe("final");
  });
});
