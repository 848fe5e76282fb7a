import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  AuditEvent,
  CaseCost,
  MedicalBill,
  MedicalProvider,
  Settlement,
} from "~/models/index.server";
import * as approveRoute from "~/routes/api.cases.$caseId.settlement.approve";
import * as readyRoute from "~/routes/api.cases.$caseId.settlement.ready";
import * as settlementRoute from "~/routes/api.cases.$caseId.settlement";
import { loader as firmPdfLoader } from "~/routes/cases.$caseId_.money_.statement[.]pdf";
import { loader as clientPdfLoader } from "~/routes/client-portal_.settlement.$caseId_.statement[.]pdf";
import { finalMedicareLien, thirdBeforeSuit } from "../../tests/factories/money";
import { callRoute, getRequest } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";
import {
  caseWorld,
  expectAccess,
  firmOnly,
  type CaseWorld,
} from "../../tests/factories/six-identities";

/*
 * The settlement statement (issue 41): the firm enters the payments, the fee comes from the
 * agreement's tier at the case's stage, the costs not yet paid back and the injury file's liens
 * come off, and the lines add up to the client's net to the cent; the attorney marks it ready,
 * the client approves it with their name (the statement's hash kept), and a change after that
 * needs a new approval.
 */

const paths = (w: CaseWorld) => {
  const base = `/api/cases/${w.caseId}/settlement`;
  return { base, ready: `${base}/ready`, approve: `${base}/approve` };
};

/** A third before suit, costs after the fee; $3,000 of costs still owed, $500 paid back; a $12,000 Medicare lien. */
async function preparedCase() {
  const w = await caseWorld();
  await thirdBeforeSuit(w);
  await CaseCost.create({
    caseId: w.caseId,
    description: "Filing fee",
    incurredOn: "2026-04-01",
    amountCents: 300_000,
    paidFrom: "operating",
    requestId: null,
  });
  await CaseCost.create({
    caseId: w.caseId,
    description: "Postage",
    incurredOn: "2026-04-02",
    amountCents: 50_000,
    paidFrom: "operating",
    reimbursed: true,
    requestId: null,
  });
  await finalMedicareLien(w.caseId, 1_200_000);
  return w;
}

const PAYMENTS = {
  payments: [
    { payer: "Acme Mutual", amountCents: 6_000_000 },
    { payer: "Harbor Casualty (UIM)", amountCents: 3_000_000 },
  ],
};

describe("the settlement statement's calls", () => {
  it("lets in the firm to enter and mark it, and the case's client alone to approve it", async () => {
    const w = await preparedCase();
    const { base, ready, approve } = paths(w);
    await expectAccess(firmOnly(200), (who) => w.call(who, settlementRoute, "PUT", base, PAYMENTS));
    // A draft is the firm's: its client reads it once it is ready.
    await expectAccess({ ...firmOnly(200), client: 404, otherClient: 404 }, (who) =>
      w.call(who, settlementRoute, "GET", base),
    );
    await expectAccess(firmOnly(200), (who) => w.call(who, readyRoute, "POST", ready));
    await expectAccess({ ...firmOnly(200), client: 200, otherClient: 404 }, (who) =>
      w.call(who, settlementRoute, "GET", base),
    );
    await expectAccess(
      {
        attorney: 403,
        otherAttorney: 403,
        admin: 403,
        client: 200,
        otherClient: 404,
        anonymous: 401,
      },
      (who) => w.call(who, approveRoute, "POST", approve, { name: "Casey Rivera" }),
    );
  });

  it("figures the fee, costs, liens and net from the rows, the lines adding up to the cent", async () => {
    const w = await preparedCase();
    const { base } = paths(w);
    const put = await w.call("attorney", settlementRoute, "PUT", base, PAYMENTS);
    expect(put.status).toBe(200);
    // $90,000.00 gross; a third is $30,000.00; $3,000.00 of costs (the $500 paid back is not
    // owed); Medicare's final $12,000.00; the client's net $45,000.00.
    expect(put.body).toMatchObject({
      status: "draft",
      stage: "pre_suit",
      grossCents: 9_000_000,
      feeCents: 3_000_000,
      costsCents: 300_000,
      liensCents: 1_200_000,
      netToClientCents: 4_500_000,
      liensFromFile: true,
      problems: [],
    });
    expect(put.body.feeExplanation).toBe(
      "1/3 (about 33.33%) of $90,000.00 (the gross settlement) is $30,000.00, rounded half up to the cent.",
    );
    const lines = put.body.lines as Array<{ kind: string; amountCents: number }>;
    const net = lines.find((line) => line.kind === "net")!;
    const others = lines.filter((line) => line.kind !== "net");
    expect(others.reduce((sum, line) => sum + line.amountCents, 0)).toBe(net.amountCents);
    expect(lines.map((line) => line.kind)).toEqual([
      "payment",
      "payment",
      "fee",
      "cost",
      "lien",
      "net",
    ]);

    // Liens entered by hand stand in for the file's.
    const entered = await w.call("admin", settlementRoute, "PUT", base, {
      ...PAYMENTS,
      liens: [{ name: "Valley Hospital", amountCents: 1 }],
    });
    expect(entered.body).toMatchObject({ liensCents: 1, liensFromFile: false });
    expect(entered.body.netToClientCents).toBe(9_000_000 - 3_000_000 - 300_000 - 1);
  });

  it("refuses bad figures in words and writes nothing; no agreement, no ready statement", async () => {
    const w = await caseWorld();
    const { base, ready } = paths(w);
    for (const body of [
      { payments: [] },
      { payments: [{ payer: "Acme", amountCents: -5 }] },
      { payments: [{ payer: "", amountCents: 500 }] },
      { payments: [{ payer: "Acme", amountCents: 10.5 }] },
      { payments: [{ payer: "Acme", amountCents: 500 }], liens: [{ name: "X" }] },
    ]) {
      const answer = await w.call("attorney", settlementRoute, "PUT", base, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await Settlement.count({ where: { caseId: w.caseId } })).toBe(0);
    const unready = await w.call("attorney", readyRoute, "POST", ready);
    expect(unready.status).toBe(409);
    await w.call("attorney", settlementRoute, "PUT", base, PAYMENTS);
    const noFee = await w.call("attorney", readyRoute, "POST", ready);
    expect(noFee.status).toBe(409);
    expect(noFee.body.error ?? noFee.body.message).toMatch(/fee agreement first/);
  });

  it("keeps the client's approval with the statement's hash, and asks again once it changes", async () => {
    const w = await preparedCase();
    const { base, ready, approve } = paths(w);
    await w.call("attorney", settlementRoute, "PUT", base, PAYMENTS);
    // Not ready yet: nothing waits for the client.
    expect((await w.call("client", approveRoute, "POST", approve, { name: "C" })).status).toBe(404);
    await w.call("attorney", readyRoute, "POST", ready);
    const blank = await w.call("client", approveRoute, "POST", approve, { name: "  " });
    expect(blank.status).toBe(400);
    const approved = await w.call("client", approveRoute, "POST", approve, {
      name: "Casey Rivera",
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: "approved",
      approvedName: "Casey Rivera",
      changedSinceApproval: false,
    });
    const row = (await Settlement.findByPk(w.caseId))!;
    expect(row.approvedBy).toBe(w.client.user.id);
    expect(row.approvedIp).toBe("127.0.0.1");
    expect(row.approvedHash).toBe(
      createHash("sha256").update(row.approvedStatement!).digest("hex"),
    );
    expect(row.approvedHash).toBe(approved.body.statementHash);
    expect(JSON.parse(row.approvedStatement!).netToClientCents).toBe(4_500_000);
    expect(
      await AuditEvent.count({
        where: { action: "settlement_approved", targetId: String(w.caseId) },
      }),
    ).toBe(1);
    const again = await w.call("client", approveRoute, "POST", approve, { name: "Casey Rivera" });
    expect(again.status).toBe(409);

    // A cost the firm adds afterwards changes the statement: a draft of the firm's to send again.
    await CaseCost.create({
      caseId: w.caseId,
      description: "Medical records copies",
      incurredOn: "2026-05-01",
      amountCents: 4_500,
      paidFrom: "operating",
      requestId: null,
    });
    const changed = await w.call("attorney", settlementRoute, "GET", base);
    expect(changed.body).toMatchObject({ status: "draft", changedSinceApproval: true });
    expect(changed.body.netToClientCents).toBe(4_500_000 - 4_500);
    // Until the firm sends it, the client reads the statement they approved, not the firm's draft.
    const asApproved = await w.call("client", settlementRoute, "GET", base);
    expect(asApproved.body).toMatchObject({
      status: "approved",
      changedSinceApproval: false,
      netToClientCents: 4_500_000,
      statementHash: approved.body.statementHash,
      approvedName: "Casey Rivera",
      payments: PAYMENTS.payments,
      liens: [{ name: "Medicare", amountCents: 1_200_000 }],
      lines: approved.body.lines,
    });
    expect(JSON.stringify(asApproved.body)).not.toContain("Medical records copies");
    expect((await w.call("client", approveRoute, "POST", approve, { name: "C R" })).status).toBe(
      409,
    );
    await w.call("attorney", readyRoute, "POST", ready);
    const sent = await w.call("client", settlementRoute, "GET", base);
    expect(sent.body).toMatchObject({ status: "ready", netToClientCents: 4_500_000 - 4_500 });
    const reapproved = await w.call("client", approveRoute, "POST", approve, { name: "Casey R." });
    expect(reapproved.body).toMatchObject({ status: "approved", changedSinceApproval: false });
    expect(reapproved.body.statementHash).not.toBe(approved.body.statementHash);
  });

  it("records one approval when the client approves twice at once", async () => {
    const w = await preparedCase();
    const { base, ready, approve } = paths(w);
    await w.call("attorney", settlementRoute, "PUT", base, PAYMENTS);
    await w.call("attorney", readyRoute, "POST", ready);
    const answers = await Promise.all(
      ["Casey Rivera", "Casey R."].map((name) =>
        w.call("client", approveRoute, "POST", approve, { name }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(
      await AuditEvent.count({
        where: { action: "settlement_approved", targetId: String(w.caseId) },
      }),
    ).toBe(1);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect((await Settlement.findByPk(w.caseId))!.approvedName).toBe(winner.body.approvedName);
  });
});

describe("the medical bills a settlement pays", () => {
  it("are each provider's unpaid balance from the injury file, when the firm says so", async () => {
    const w = await preparedCase();
    const { base } = paths(w);
    const provider = (name: string) =>
      MedicalProvider.create({
        caseId: w.caseId,
        name,
        kind: "physician",
        phone: null,
        fax: null,
        address: null,
        firstVisit: null,
        lastVisit: null,
      });
    const bill = (providerId: number, billedCents: number, paidCents: number) =>
      MedicalBill.create({
        caseId: w.caseId,
        providerId,
        serviceFrom: null,
        serviceTo: null,
        billedCents,
        adjustmentCents: 1_000,
        paidCents,
        payer: null,
      });
    const clinic = await provider("Harbor Clinic");
    const imaging = await provider("City Imaging");
    await bill(clinic.id, 100_000, 20_000); // 79,000 owed
    await bill(clinic.id, 50_000, 0); // 49,000 owed
    await bill(imaging.id, 30_000, 29_000); // paid in full: no line

    const without = await w.call("attorney", settlementRoute, "PUT", base, PAYMENTS);
    expect(without.body).toMatchObject({ payBills: false, billsCents: 0 });
    const withBills = await w.call("attorney", settlementRoute, "PUT", base, {
      ...PAYMENTS,
      payBills: true,
    });
    expect(withBills.status).toBe(200);
    expect(withBills.body).toMatchObject({
      payBills: true,
      billsCents: 128_000,
      netToClientCents: without.body.netToClientCents - 128_000,
    });
    expect(withBills.body.lines.filter((line: { kind: string }) => line.kind === "bill")).toEqual([
      { kind: "bill", label: "Medical bill: Harbor Clinic", amountCents: -128_000 },
    ]);
    const wrong = await w.call("attorney", settlementRoute, "PUT", base, {
      ...PAYMENTS,
      payBills: "yes",
    });
    expect(wrong.status).toBe(400);
    expect((await Settlement.findByPk(w.caseId))!.payBills).toBe(true);
  });
});

describe("the approved statement's PDF", () => {
  it("is the statement the client approved, for the firm and the case's own client", async () => {
    const w = await preparedCase();
    const { base, ready, approve } = paths(w);
    const pdf = async (
      loader: typeof firmPdfLoader,
      path: string,
      cookie: string | undefined,
    ): Promise<Response> => {
      try {
        return (await callRoute(loader, getRequest(path, cookie), {
          caseId: String(w.caseId),
        })) as Response;
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    };
    const firmPath = `/cases/${w.caseId}/money/statement.pdf`;
    const clientPath = `/client-portal/settlement/${w.caseId}/statement.pdf`;
    await w.call("attorney", settlementRoute, "PUT", base, PAYMENTS);
    await w.call("attorney", readyRoute, "POST", ready);
    // Nothing approved yet: no PDF.
    expect((await pdf(firmPdfLoader, firmPath, w.attorney.cookie)).status).toBe(404);
    const approved = await w.call("client", approveRoute, "POST", approve, {
      name: "Casey Rivera",
    });
    const file = await pdf(clientPdfLoader, clientPath, w.client.cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toContain(
      `settlement-statement-case-${w.caseId}.pdf`,
    );
    const bytes = new Uint8Array(await file.arrayBuffer());
    const text = Array.from(bytes, (byte) => String.fromCharCode(byte)).join("");
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text).toContain("(Harbor Casualty \\(UIM\\)) Tj");
    expect(text).toContain("($45,000.00) Tj");
    expect(text).toContain(approved.body.statementHash);
    expect(text).toContain("Casey Rivera, electronically");
    // The firm reads the same; another attorney and another client do not.
    expect((await pdf(firmPdfLoader, firmPath, w.attorney.cookie)).status).toBe(200);
    expect((await pdf(firmPdfLoader, firmPath, w.admin.cookie)).status).toBe(200);
    expect((await pdf(firmPdfLoader, firmPath, w.otherAttorney.cookie)).status).toBe(404);
    const stranger = await signedIn("client");
    expect((await pdf(clientPdfLoader, clientPath, stranger.cookie)).status).toBe(404);
  });
});
