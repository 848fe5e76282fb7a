import { describe, expect, it } from "vitest";
import { AuditEvent, TrustAccount, TrustBalance, TrustEntry, User } from "~/models/index.server";
import { toPublicUser } from "~/services/auth.server";
import { trustReconciliation } from "~/services/money/trust.server";
import * as clearRoute from "~/routes/api.trust.deposits.$entryId.clear";
import * as depositsRoute from "~/routes/api.trust.deposits";
import * as disbursementsRoute from "~/routes/api.trust.disbursements";
import * as paymentClearRoute from "~/routes/api.trust.disbursements.$entryId.clear";
import * as ledgerRoute from "~/routes/api.trust.ledger";
import * as reverseRoute from "~/routes/api.trust.entries.$entryId.reverse";
import { buildCase } from "../../tests/factories/cases";
import { newTrustAccount } from "../../tests/factories/money";
import { caseWorld, type CaseWorld } from "../../tests/factories/six-identities";

/*
 * The client trust ledger (issue 41): a deposit, cleared, then paid out; a matter's balance never
 * goes below zero, however many payments run at once; a mistake is undone by a reversing entry.
 */

async function trustWorld() {
  const w = await caseWorld();
  return { ...w, accountId: await newTrustAccount(w) };
}
type TrustWorld = CaseWorld & { accountId: number };

const deposit = (w: TrustWorld, amountCents: number) =>
  w.call("attorney", depositsRoute, "POST", "/api/trust/deposits", {
    accountId: w.accountId,
    caseId: w.caseId,
    amountCents,
    payer: "Acme Mutual",
    reference: "Check 10442",
    receivedOn: "2026-11-02",
  });

const disburse = (w: TrustWorld, amountCents: number, payee = "Casey Rivera") =>
  w.call("attorney", disbursementsRoute, "POST", "/api/trust/disbursements", {
    accountId: w.accountId,
    caseId: w.caseId,
    amountCents,
    payee,
    reference: `Check ${payee.length}-${amountCents}`,
    paidOn: "2026-11-20",
  });

const clear = (w: TrustWorld, entryId: number, clearedOn = "2026-11-05") =>
  w.call("attorney", clearRoute, "POST", `/api/trust/deposits/${entryId}/clear`, { clearedOn });

/** The account's reconciliation for a month, as its administrator asks for it. */
const reconciled = async (
  w: TrustWorld,
  month: string,
  bankBalanceCents: number,
  options?: { listed?: number; uncleared?: number },
) =>
  trustReconciliation(
    toPublicUser((await User.findByPk(w.admin.user.id))!),
    { accountId: w.accountId, month, bankBalanceCents },
    options,
  );

const ledger = (w: TrustWorld, who: "attorney" | "client" = "attorney") =>
  w.call(who, ledgerRoute, "GET", `/api/trust/ledger?caseId=${w.caseId}`);

describe("the trust ledger", () => {
  it("pays out only cleared funds, and exactly 5 of 20 payments at once that a balance covers 5 of", async () => {
    const w = await trustWorld();
    const check = await deposit(w, 50_000);
    expect(check.status).toBe(201);
    expect(check.body.entry).toMatchObject({
      kind: "deposit",
      amountCents: 50_000,
      clearedOn: null,
    });
    // Not cleared yet: nothing may be paid from it.
    const early = await disburse(w, 10_000);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ balanceCents: 50_000, availableCents: 0 });
    expect(early.body.message).toMatch(/not cleared yet/);
    expect((await clear(w, check.body.entry.id)).status).toBe(200);
    expect((await clear(w, check.body.entry.id)).status).toBe(409);

    const answers = await Promise.all(Array.from({ length: 20 }, () => disburse(w, 10_000)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body).toMatchObject({ balanceCents: 0, availableCents: 0 });
    expect(refused.body.message).toMatch(/below zero/);

    const balance = await TrustBalance.findOne({ where: { caseId: w.caseId } });
    expect(balance).toMatchObject({ balanceCents: 0, availableCents: 0 });
    // The account's balance moved with each entry, and is what its entries add up to.
    expect((await TrustAccount.findByPk(w.accountId))!.balanceCents).toBe(
      Number(await TrustEntry.sum("amountCents", { where: { accountId: w.accountId } })),
    );
    expect(await TrustEntry.count({ where: { caseId: w.caseId, kind: "disbursement" } })).toBe(5);
    const read = await ledger(w);
    expect(read.body.balanceCents).toBe(0);
    expect(read.body.entries).toHaveLength(6);
    expect(read.body.entries.at(-1).runningCents).toBe(0);
    expect(read.body.entries.map((entry: { runningCents: number }) => entry.runningCents)).toEqual([
      50_000, 40_000, 30_000, 20_000, 10_000, 0,
    ]);
  });

  it("undoes an entry with a reversing one, once, and never a deposit already paid out", async () => {
    const w = await trustWorld();
    const check = (await deposit(w, 30_000)).body.entry;
    await clear(w, check.id);
    const paid = (await disburse(w, 20_000, "Medicare")).body.entry;
    const reverse = (entryId: number, body: unknown = { reason: "Check voided" }) =>
      w.call("attorney", reverseRoute, "POST", `/api/trust/entries/${entryId}/reverse`, body);

    // The deposit's funds were paid out: its reversal would take the matter below zero.
    const refused = await reverse(check.id, { reason: "Returned" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ balanceCents: 10_000, availableCents: 10_000 });

    const voided = await reverse(paid.id);
    expect(voided.status).toBe(201);
    expect(voided.body.entry).toMatchObject({
      kind: "reversal",
      amountCents: 20_000,
      reversesId: paid.id,
      memo: "Check voided",
    });
    expect((await reverse(paid.id)).status).toBe(409);
    expect((await reverse(voided.body.entry.id)).status).toBe(409);
    // The original stays as it was, marked reversed.
    const read = await ledger(w);
    expect(read.body.balanceCents).toBe(30_000);
    const original = read.body.entries.find((entry: { id: number }) => entry.id === paid.id);
    expect(original).toMatchObject({ amountCents: -20_000, reversedById: voided.body.entry.id });
    expect(
      await AuditEvent.count({
        where: { action: "trust_entry_reversed", targetId: String(paid.id) },
      }),
    ).toBe(1);
    // Now the deposit may be reversed (a returned check): the matter holds nothing.
    expect((await reverse(check.id, { reason: "Returned" })).status).toBe(201);
    expect((await ledger(w)).body).toMatchObject({ balanceCents: 0, availableCents: 0 });
  });

  it("shows the case's client their own lines, and nobody else's", async () => {
    const w = await trustWorld();
    await w.call("attorney", depositsRoute, "POST", "/api/trust/deposits", {
      accountId: w.accountId,
      caseId: w.caseId,
      amountCents: 12_345,
      payer: "Acme Mutual",
      reference: "Check 10443",
      receivedOn: "2026-11-02",
      memo: "Firm note: adjuster slow",
    });
    const own = await ledger(w, "client");
    expect(own.status).toBe(200);
    expect(own.body.entries).toHaveLength(1);
    // Their lines, without the firm's memo or its account's number.
    expect(own.body.entries[0]).toMatchObject({ amountCents: 12_345, memo: null });
    expect(own.body.accounts[0]).toMatchObject({ name: "IOLTA", last4: "" });
    expect(JSON.stringify(own.body)).not.toContain("4821");
    expect(JSON.stringify(own.body)).not.toContain("Firm note");
    const other = await w.call(
      "otherClient",
      ledgerRoute,
      "GET",
      `/api/trust/ledger?caseId=${w.caseId}`,
    );
    expect(other.status).toBe(404);
    const otherAttorney = await w.call(
      "otherAttorney",
      ledgerRoute,
      "GET",
      `/api/trust/ledger?caseId=${w.caseId}`,
    );
    expect(otherAttorney.status).toBe(404);
  });
});

describe("a month's reconciliation", () => {
  it("names the matters asked for, any overdrawn first, and sums the rest into one line", async () => {
    const w = await trustWorld();
    const second = await buildCase({ staffId: w.attorney.user.id });
    for (const [caseId, amountCents] of [
      [w.caseId, 30_000],
      [second.id, 20_000],
    ] as const) {
      const made = await w.call("attorney", depositsRoute, "POST", "/api/trust/deposits", {
        accountId: w.accountId,
        caseId,
        amountCents,
        payer: "Acme Mutual",
        reference: `Check ${caseId}`,
        receivedOn: "2026-10-02",
      });
      expect(made.status).toBe(201);
    }
    const admin = toPublicUser((await User.findByPk(w.admin.user.id))!);
    // Neither check has cleared: the bank's October statement shows neither, and both are in
    // transit, which make up the difference.
    const query = { accountId: w.accountId, month: "2026-10", bankBalanceCents: 0 };
    const all = await trustReconciliation(admin, query);
    expect(all).toMatchObject({
      balanced: true,
      bankCents: 0,
      depositsInTransitCents: 50_000,
      adjustedBankCents: 50_000,
      journalCents: 50_000,
      mattersCents: 50_000,
    });
    expect(all.depositsInTransit.map((deposit) => [deposit.caseId, deposit.amountCents])).toEqual([
      [w.caseId, 30_000],
      [second.id, 20_000],
    ]);
    expect(all.matters.map((matter) => matter.balanceCents)).toEqual([30_000, 20_000]);
    const first = await trustReconciliation(admin, query, { listed: 1 });
    expect(first).toMatchObject({ balanced: true, mattersCents: 50_000 });
    expect(first.matters).toEqual([
      expect.objectContaining({ caseId: w.caseId, balanceCents: 30_000 }),
      { caseId: 0, label: "Other matters (the CSV names each)", balanceCents: 20_000 },
    ]);
  });

  it("counts a deposit in transit while the bank has not cleared it by the month's end, and not once it is returned", async () => {
    const w = await trustWorld();
    const received = async (receivedOn: string, amountCents: number) => {
      const made = await deposit(w, amountCents);
      expect(made.status).toBe(201);
      // deposit() receives on Nov 2; this one on the day asked.
      await TrustEntry.update({ entryOn: receivedOn }, { where: { id: made.body.entry.id } });
      return made.body.entry.id as number;
    };
    // Cleared in October; cleared in November (in transit at October's end); never cleared;
    // returned in October (the journal has taken it back); returned in November.
    await clear(w, await received("2026-10-03", 10_000), "2026-10-05");
    await clear(w, await received("2026-10-27", 20_000), "2026-11-02");
    await received("2026-10-30", 40_000);
    const returned = await received("2026-10-10", 80_000);
    const returnedLater = await received("2026-10-12", 160_000);
    const reverse = (entryId: number, reversedOn: string) =>
      w.call("attorney", reverseRoute, "POST", `/api/trust/entries/${entryId}/reverse`, {
        reason: "Returned",
        reversedOn,
      });
    expect((await reverse(returned, "2026-10-20")).status).toBe(201);
    expect((await reverse(returnedLater, "2026-11-03")).status).toBe(201);

    // The bank's October statement: only the first check.
    const october = await reconciled(w, "2026-10", 10_000);
    expect(october.depositsInTransit.map((d) => [d.amountCents, d.clearedOn])).toEqual([
      [160_000, null],
      [20_000, "2026-11-02"],
      [40_000, null],
    ]);
    expect(october).toMatchObject({
      depositsInTransitCents: 220_000,
      adjustedBankCents: 230_000,
      journalCents: 230_000,
      mattersCents: 230_000,
      balanced: true,
    });
    // A page that lists the first one still counts and adds up all three.
    const first = await reconciled(w, "2026-10", 10_000, { uncleared: 1 });
    expect(first).toMatchObject({
      depositsInTransit: [expect.objectContaining({ amountCents: 160_000 })],
      depositsInTransitCount: 3,
      depositsInTransitCents: 220_000,
      balanced: true,
    });
    // In September none had been received.
    const september = await reconciled(w, "2026-09", 0);
    expect(september).toMatchObject({ depositsInTransit: [], depositsInTransitCents: 0 });
  });

  it("takes off the payments the bank had not paid by the month's end, each marked paid once", async () => {
    const w = await trustWorld();
    const received = await w.call("attorney", depositsRoute, "POST", "/api/trust/deposits", {
      accountId: w.accountId,
      caseId: w.caseId,
      amountCents: 100_000,
      payer: "Acme Mutual",
      reference: "Check 10442",
      receivedOn: "2026-10-01",
    });
    await clear(w, received.body.entry.id, "2026-10-02");
    const pay = async (amountCents: number, paidOn: string) => {
      const made = await w.call(
        "attorney",
        disbursementsRoute,
        "POST",
        "/api/trust/disbursements",
        {
          accountId: w.accountId,
          caseId: w.caseId,
          amountCents,
          payee: "Mercy Hospital",
          reference: `Check ${amountCents}`,
          paidOn,
        },
      );
      expect(made.status).toBe(201);
      return made.body.entry.id as number;
    };
    const cash = (entryId: number, clearedOn?: string) =>
      w.call("attorney", paymentClearRoute, "POST", `/api/trust/disbursements/${entryId}/clear`, {
        ...(clearedOn ? { clearedOn } : {}),
      });
    // Paid by the bank in October; never; in November; voided in October.
    const first = await pay(10_000, "2026-10-15");
    const cashedFirst = await cash(first, "2026-10-18");
    expect(cashedFirst.status).toBe(200);
    expect(cashedFirst.body.entry).toMatchObject({ clearedOn: "2026-10-18", amountCents: -10_000 });
    const never = await pay(20_000, "2026-10-28");
    expect((await cash(await pay(5_000, "2026-10-29"), "2026-11-02")).status).toBe(200);
    const voided = await pay(1_000, "2026-10-16");
    expect(
      (
        await w.call("attorney", reverseRoute, "POST", `/api/trust/entries/${voided}/reverse`, {
          reason: "Voided",
          reversedOn: "2026-10-20",
        })
      ).status,
    ).toBe(201);
    // Clearing moved no balance: the matter holds what it did.
    expect((await ledger(w)).body).toMatchObject({ balanceCents: 65_000, availableCents: 65_000 });

    const refused = async (answer: Promise<{ status: number; body: { message: string } }>) => {
      const { status, body } = await answer;
      return [status, body.message];
    };
    expect(await refused(cash(first))).toEqual([409, "The bank has already paid this payment."]);
    expect(await refused(cash(voided))).toEqual([
      409,
      "This payment was reversed; the bank cannot pay it.",
    ]);
    expect(await refused(cash(never, "2026-10-27"))).toEqual([
      400,
      "The bank pays a payment on or after the day it was made",
    ]);
    expect(await refused(cash(never, "2099-01-01"))).toEqual([
      400,
      "The bank can't have paid it after today",
    ]);
    expect(await refused(cash(received.body.entry.id))).toEqual([
      409,
      "Only a payment is paid by the bank.",
    ]);

    // The bank's October statement: the deposit less the one check it paid.
    const october = await reconciled(w, "2026-10", 90_000);
    expect(october.outstandingPayments.map((p) => [p.amountCents, p.clearedOn])).toEqual([
      [20_000, null],
      [5_000, "2026-11-02"],
    ]);
    expect(october).toMatchObject({
      depositsInTransitCents: 0,
      outstandingPaymentsCents: 25_000,
      adjustedBankCents: 65_000,
      journalCents: 65_000,
      mattersCents: 65_000,
      balanced: true,
    });
    expect(
      await AuditEvent.count({
        where: { action: "trust_payment_cleared", targetId: String(first) },
      }),
    ).toBe(1);
  });
});
