import { describe, expect, it } from "vitest";
import { AuditEvent, CaseEvent, FeeAgreement, LegalCase } from "~/models/index.server";
import * as caseRoute from "~/routes/api.cases.$caseId";
import * as feeRoute from "~/routes/api.cases.$caseId.fee-agreement";
import { caseWorld, expectAccess, firmOnly } from "../../tests/factories/six-identities";

/*
 * A case's contingency fee agreement (issue 41): its attorney and administrators read and set it,
 * another attorney gets 404, clients 403 (the firm's books), no session 401; the tier in force
 * follows the case's stage, which the case's PATCH moves.
 */

const AGREEMENT = {
  // A third before suit, 40% once suit is filed, 45% on appeal (in any order).
  tiers: [
    { stage: "appeal", rateNumerator: 9, rateDenominator: 20 },
    { stage: "pre_suit", rateNumerator: 1, rateDenominator: 3 },
    { stage: "suit_filed", rateNumerator: 2, rateDenominator: 5 },
  ],
  costsBeforeFee: false,
  signedOn: "03/02/2026",
};

describe("GET and PUT /api/cases/{id}/fee-agreement", () => {
  it("lets in the case's attorney and administrators only", async () => {
    const w = await caseWorld();
    const path = `/api/cases/${w.caseId}/fee-agreement`;
    await expectAccess(firmOnly(200), (who) => w.call(who, feeRoute, "GET", path));
    await expectAccess(firmOnly(200), (who) => w.call(who, feeRoute, "PUT", path, AGREEMENT));
    // Two PUTs let in, two audited changes; the others wrote nothing.
    expect(
      await AuditEvent.count({
        where: { action: "fee_agreement_changed", targetType: "case", targetId: String(w.caseId) },
      }),
    ).toBe(2);
  });

  it("answers no agreement until one is set, then its tiers in stage order and the tier in force", async () => {
    const w = await caseWorld();
    const path = `/api/cases/${w.caseId}/fee-agreement`;
    const before = await w.call("attorney", feeRoute, "GET", path);
    expect(before.body).toEqual({ stage: "pre_suit", feeAgreement: null, tierInForce: null });

    const put = await w.call("attorney", feeRoute, "PUT", path, AGREEMENT);
    expect(put.status).toBe(200);
    expect(put.body.stage).toBe("pre_suit");
    expect(put.body.feeAgreement).toMatchObject({
      tiers: [
        { stage: "pre_suit", rateNumerator: 1, rateDenominator: 3 },
        { stage: "suit_filed", rateNumerator: 2, rateDenominator: 5 },
        { stage: "appeal", rateNumerator: 9, rateDenominator: 20 },
      ],
      costsBeforeFee: false,
      signedOn: "2026-03-02",
    });
    expect(put.body.tierInForce).toEqual({
      stage: "pre_suit",
      rateNumerator: 1,
      rateDenominator: 3,
    });
    expect((await w.call("attorney", feeRoute, "GET", path)).body).toEqual(put.body);

    // Trial has no tier of its own: the suit-filed tier stays in force. The move is the firm's note.
    const moved = await w.call("attorney", caseRoute, "PATCH", `/api/cases/${w.caseId}`, {
      stage: "trial",
    });
    expect(moved.status).toBe(200);
    expect((await LegalCase.findByPk(w.caseId))!.stage).toBe("trial");
    const note = await CaseEvent.findOne({
      where: { caseId: w.caseId, title: "Stage changed to trial" },
    });
    expect(note?.sharedWithClient).toBe(false);
    const atTrial = await w.call("admin", feeRoute, "GET", path);
    expect(atTrial.body.stage).toBe("trial");
    expect(atTrial.body.tierInForce).toEqual({
      stage: "suit_filed",
      rateNumerator: 2,
      rateDenominator: 5,
    });
    const badStage = await w.call("attorney", caseRoute, "PATCH", `/api/cases/${w.caseId}`, {
      stage: "mediation",
    });
    expect(badStage.status).toBe(400);
    expect(badStage.body.fieldErrors.stage).toBeDefined();
  });

  it("replaces the whole agreement, and refuses a bad one in words, changing nothing", async () => {
    const w = await caseWorld();
    const path = `/api/cases/${w.caseId}/fee-agreement`;
    await w.call("attorney", feeRoute, "PUT", path, AGREEMENT);
    const refused = [
      { ...AGREEMENT, tiers: [] },
      {
        ...AGREEMENT,
        tiers: [
          { stage: "pre_suit", rateNumerator: 1, rateDenominator: 3 },
          { stage: "pre_suit", rateNumerator: 2, rateDenominator: 5 },
        ],
      },
      { ...AGREEMENT, tiers: [{ stage: "pre_suit", rateNumerator: 4, rateDenominator: 3 }] },
      { ...AGREEMENT, tiers: [{ stage: "pre_suit", rateNumerator: 0.5, rateDenominator: 3 }] },
      { ...AGREEMENT, tiers: [{ stage: "mediation", rateNumerator: 1, rateDenominator: 3 }] },
      { ...AGREEMENT, signedOn: "31/31/2026" },
      { ...AGREEMENT, costsBeforeFee: "sometimes" },
    ];
    for (const body of refused) {
      const answer = await w.call("attorney", feeRoute, "PUT", path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.fieldErrors ?? {}).length).toBeGreaterThan(0);
    }
    expect((await w.call("attorney", feeRoute, "GET", path)).body.feeAgreement.tiers).toHaveLength(
      3,
    );
    const duplicate = await w.call("attorney", feeRoute, "PUT", path, refused[1]);
    expect(duplicate.body.fieldErrors.tiers).toEqual([
      "The pre-suit stage has more than one fee tier.",
    ]);

    const changed = await w.call("admin", feeRoute, "PUT", path, {
      tiers: [{ stage: "pre_suit", rateNumerator: 1, rateDenominator: 4 }],
      costsBeforeFee: true,
      signedOn: "",
    });
    expect(changed.body.feeAgreement).toMatchObject({
      tiers: [{ stage: "pre_suit", rateNumerator: 1, rateDenominator: 4 }],
      costsBeforeFee: true,
      signedOn: null,
    });
    expect(await FeeAgreement.count({ where: { caseId: w.caseId } })).toBe(1);
    const last = await AuditEvent.findOne({
      where: { action: "fee_agreement_changed", targetId: String(w.caseId) },
      order: [["id", "DESC"]],
    });
    // The audit keeps the agreement as it was before the change.
    expect(JSON.stringify(last?.details)).toContain('"rateDenominator":20');
  });
});
