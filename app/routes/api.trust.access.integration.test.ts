import { Op } from "sequelize";
import { describe, expect, it } from "vitest";
import { AuditEvent, TrustAccount, TrustBalance, TrustEntry } from "~/models/index.server";
import * as accountsRoute from "~/routes/api.trust.accounts";
import * as clearRoute from "~/routes/api.trust.deposits.$entryId.clear";
import * as paymentClearRoute from "~/routes/api.trust.disbursements.$entryId.clear";
import * as depositsRoute from "~/routes/api.trust.deposits";
import * as disbursementsRoute from "~/routes/api.trust.disbursements";
import * as journalRoute from "~/routes/api.trust.journal";
import * as ledgerRoute from "~/routes/api.trust.ledger";
import * as reconciliationRoute from "~/routes/api.trust.reconciliation";
import * as reverseRoute from "~/routes/api.trust.entries.$entryId.reverse";
import { buildCase } from "../../tests/factories/cases";
import {
  EVERYONE,
  caseWorld,
  expectAccess,
  firmOnly,
  type CaseWorld,
  type Who,
} from "../../tests/factories/six-identities";

/*
 * Who reaches the client trust ledger's calls (issue 41), each sent as the case's attorney,
 * another attorney, an administrator, the case's client, another client and no session; what a
 * bad request is told (and that it changes nothing); the audit trail; and the month's journal and
 * three-way reconciliation read through the API.
 */

type TrustWorld = CaseWorld & { accountId: number };

async function trustWorld(): Promise<TrustWorld> {
  const w = await caseWorld();
  const opened = await w.call("admin", accountsRoute, "POST", "/api/trust/accounts", {
    name: "IOLTA",
    bank: "First Federal",
    last4: "4821",
  });
  expect(opened.status).toBe(201);
  return { ...w, accountId: opened.body.account.id as number };
}

interface Money {
  amountCents: number;
  on: string;
  caseId?: number;
  reference?: string;
}

const deposit = (w: TrustWorld, who: Who, money: Money) =>
  w.call(who, depositsRoute, "POST", "/api/trust/deposits", {
    accountId: w.accountId,
    caseId: money.caseId ?? w.caseId,
    amountCents: money.amountCents,
    payer: "Acme Mutual",
    reference: money.reference ?? `Check ${who} ${money.on}`,
    receivedOn: money.on,
  });

const disburse = (w: TrustWorld, who: Who, money: Money) =>
  w.call(who, disbursementsRoute, "POST", "/api/trust/disbursements", {
    accountId: w.accountId,
    caseId: money.caseId ?? w.caseId,
    amountCents: money.amountCents,
    payee: "Mercy Hospital",
    reference: money.reference ?? `Check ${who} ${money.on}`,
    paidOn: money.on,
  });

const clear = (w: TrustWorld, who: Who, entryId: number | string, clearedOn: unknown) =>
  w.call(who, clearRoute, "POST", `/api/trust/deposits/${entryId}/clear`, { clearedOn });

const reverse = (w: TrustWorld, who: Who, entryId: number | string, body: unknown = {}) =>
  w.call(who, reverseRoute, "POST", `/api/trust/entries/${entryId}/reverse`, body);

const ledger = (w: TrustWorld, who: Who) =>
  w.call(who, ledgerRoute, "GET", `/api/trust/ledger?caseId=${w.caseId}`);

const journal = (w: TrustWorld, who: Who, month: string) =>
  w.call(who, journalRoute, "GET", `/api/trust/journal?accountId=${w.accountId}&month=${month}`);

const reconciliation = (w: TrustWorld, who: Who, month: string, bankBalanceCents: number) =>
  w.call(
    who,
    reconciliationRoute,
    "GET",
    `/api/trust/reconciliation?accountId=${w.accountId}&month=${month}&bankBalanceCents=${bankBalanceCents}`,
  );

/** Each check the tests write has a number of its own. */
let checks = 10_000;
const nextCheck = () => `Check ${(checks += 1)}`;

/** A deposit on the case, by its attorney, and its id. */
async function depositId(w: TrustWorld, amountCents: number, on = "2026-11-02") {
  const made = await deposit(w, "attorney", {
    amountCents,
    on,
    reference: nextCheck(),
  });
  expect(made.status).toBe(201);
  return made.body.entry.id as number;
}

/** A cleared deposit on the case, so payments have funds to come from. */
async function fund(w: TrustWorld, amountCents: number, on = "2026-11-02") {
  const id = await depositId(w, amountCents, on);
  expect((await clear(w, "attorney", id, on)).status).toBe(200);
  return id;
}

/** A fresh record for each identity: a call that succeeds changes what the next one finds. */
async function eachOwn(make: () => Promise<number>): Promise<Record<Who, number>> {
  const made = {} as Record<Who, number>;
  for (const who of EVERYONE) made[who] = await make();
  return made;
}

const trustAuditCount = () => AuditEvent.count({ where: { action: { [Op.like]: "trust_%" } } });

/** Everything a refused call must leave as it was. */
async function books(w: TrustWorld) {
  const balance = await TrustBalance.findOne({ where: { caseId: w.caseId } });
  return {
    entries: await TrustEntry.count(),
    accounts: await TrustAccount.count(),
    cleared: await TrustEntry.count({ where: { clearedOn: { [Op.ne]: null } } }),
    audited: await trustAuditCount(),
    balanceCents: balance?.balanceCents ?? 0,
    availableCents: balance?.availableCents ?? 0,
  };
}

const firmAccounts: Record<Who, number> = {
  attorney: 200,
  otherAttorney: 200,
  admin: 200,
  client: 403,
  otherClient: 403,
  anonymous: 401,
};

const administratorsOnly = (ok: number): Record<Who, number> => ({
  attorney: 403,
  otherAttorney: 403,
  admin: ok,
  client: 403,
  otherClient: 403,
  anonymous: 401,
});

describe("who reaches the trust ledger's calls", () => {
  it("lists the accounts to the firm, and lets only an administrator open one", async () => {
    const w = await trustWorld();
    await expectAccess(firmAccounts, (who) =>
      w.call(who, accountsRoute, "GET", "/api/trust/accounts"),
    );
    const before = await TrustAccount.count();
    await expectAccess(administratorsOnly(201), (who) =>
      w.call(who, accountsRoute, "POST", "/api/trust/accounts", {
        name: `Settlement trust (${who})`,
        bank: "First Federal",
        last4: "7310",
      }),
    );
    expect(await TrustAccount.count()).toBe(before + 1);
    expect(await TrustAccount.count({ where: { name: "Settlement trust (admin)" } })).toBe(1);
  });

  it("takes a deposit from the case's attorney and an administrator only", async () => {
    const w = await trustWorld();
    await expectAccess(firmOnly(201), (who) =>
      deposit(w, who, { amountCents: 10_000, on: "2026-11-02" }),
    );
    const made = await TrustEntry.findAll({ where: { caseId: w.caseId }, order: [["id", "ASC"]] });
    expect(made.map((entry) => entry.reference)).toEqual([
      "Check attorney 2026-11-02",
      "Check admin 2026-11-02",
    ]);
    expect(await TrustBalance.findOne({ where: { caseId: w.caseId } })).toMatchObject({
      balanceCents: 20_000,
      availableCents: 0,
    });
  });

  it("clears a deposit for the case's attorney and an administrator only", async () => {
    const w = await trustWorld();
    const entries = await eachOwn(() => depositId(w, 1_000));
    await expectAccess(firmOnly(200), (who) => clear(w, who, entries[who], "2026-11-05"));
    const cleared = await TrustEntry.findAll({
      where: { caseId: w.caseId, clearedOn: { [Op.ne]: null } },
      order: [["id", "ASC"]],
    });
    expect(cleared.map((entry) => entry.id)).toEqual([entries.attorney, entries.admin]);
    expect(await TrustBalance.findOne({ where: { caseId: w.caseId } })).toMatchObject({
      balanceCents: 6_000,
      availableCents: 2_000,
    });
    // An entry the path names nothing by, or none at all: not found, for those let in.
    expect((await clear(w, "admin", "abc", "2026-11-05")).status).toBe(404);
    expect((await clear(w, "admin", 99_999_999, "2026-11-05")).status).toBe(404);
    expect((await clear(w, "client", 99_999_999, "2026-11-05")).status).toBe(403);
  });

  it("pays out for the case's attorney and an administrator only", async () => {
    const w = await trustWorld();
    await fund(w, 100_000);
    await expectAccess(firmOnly(201), (who) =>
      disburse(w, who, { amountCents: 1_000, on: "2026-11-20" }),
    );
    expect(await TrustEntry.count({ where: { caseId: w.caseId, kind: "disbursement" } })).toBe(2);
    expect(await TrustBalance.findOne({ where: { caseId: w.caseId } })).toMatchObject({
      balanceCents: 98_000,
      availableCents: 98_000,
    });
  });

  it("reverses an entry for the case's attorney and an administrator only", async () => {
    const w = await trustWorld();
    await fund(w, 100_000);
    const entries = await eachOwn(async () => {
      const paid = await disburse(w, "attorney", {
        amountCents: 1_000,
        on: "2026-11-20",
        reference: nextCheck(),
      });
      expect(paid.status).toBe(201);
      return paid.body.entry.id as number;
    });
    await expectAccess(firmOnly(201), (who) =>
      reverse(w, who, entries[who], { reason: "Check voided" }),
    );
    const reversals = await TrustEntry.findAll({
      where: { caseId: w.caseId, kind: "reversal" },
      order: [["id", "ASC"]],
    });
    expect(reversals.map((entry) => entry.reversesId)).toEqual([entries.attorney, entries.admin]);
    // Six paid, two of them put back.
    expect(await TrustBalance.findOne({ where: { caseId: w.caseId } })).toMatchObject({
      balanceCents: 96_000,
      availableCents: 96_000,
    });
    expect((await reverse(w, "admin", "abc")).status).toBe(404);
    expect((await reverse(w, "admin", 99_999_999)).status).toBe(404);
  });

  it("shows a matter's ledger to its attorney, an administrator and its own client", async () => {
    const w = await trustWorld();
    await depositId(w, 12_345);
    await expectAccess(
      {
        attorney: 200,
        otherAttorney: 404,
        admin: 200,
        client: 200,
        otherClient: 404,
        anonymous: 401,
      },
      (who) => ledger(w, who),
    );
    const own = await ledger(w, "client");
    expect(own.body).toMatchObject({ caseId: w.caseId, balanceCents: 12_345, total: 1 });
    // A case that does not exist, or an id that names none.
    expect(
      (await w.call("admin", ledgerRoute, "GET", "/api/trust/ledger?caseId=99999999")).status,
    ).toBe(404);
  });

  it("shows an account's journal and reconciliation to administrators only", async () => {
    const w = await trustWorld();
    await depositId(w, 5_000);
    await expectAccess(administratorsOnly(200), (who) => journal(w, who, "2026-11"));
    await expectAccess(administratorsOnly(200), (who) => reconciliation(w, who, "2026-11", 5_000));
    // An account that does not exist: not found, for the administrators it is for.
    const missing = await w.call(
      "admin",
      journalRoute,
      "GET",
      "/api/trust/journal?accountId=99999999&month=2026-11",
    );
    expect(missing.status).toBe(404);
  });

  it("keeps another attorney's deposit from them: 404 to clear or reverse, and nothing moves", async () => {
    const w = await trustWorld();
    const id = await depositId(w, 8_000);
    const before = await books(w);
    expect((await clear(w, "otherAttorney", id, "2026-11-05")).status).toBe(404);
    expect((await reverse(w, "otherAttorney", id, { reason: "Returned" })).status).toBe(404);
    expect(await books(w)).toEqual(before);
    expect(await TrustEntry.findByPk(id)).toMatchObject({ clearedOn: null });
    expect(await TrustEntry.count({ where: { reversesId: id } })).toBe(0);
  });

  it("never clears a deposit that was reversed before the bank cleared it", async () => {
    const w = await trustWorld();
    const id = await depositId(w, 25_000);
    const returned = await reverse(w, "attorney", id, { reason: "Returned unpaid" });
    expect(returned.status).toBe(201);
    expect(returned.body.entry).toMatchObject({ kind: "reversal", amountCents: -25_000 });
    const before = await books(w);
    const refused = await clear(w, "attorney", id, "2026-11-05");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/reversed/);
    expect(await books(w)).toEqual(before);
    expect(before).toMatchObject({ balanceCents: 0, availableCents: 0 });
    expect(await TrustEntry.findByPk(id)).toMatchObject({ clearedOn: null });
  });
});

describe("a bad request to the trust ledger", () => {
  type Bad = [label: string, send: (w: TrustWorld) => ReturnType<CaseWorld["call"]>, field: string];
  const depositBody = (w: TrustWorld, change: Record<string, unknown>) => ({
    accountId: w.accountId,
    caseId: w.caseId,
    amountCents: 5_000,
    payer: "Acme Mutual",
    reference: "Check 1",
    receivedOn: "2026-11-02",
    ...change,
  });
  const paymentBody = (w: TrustWorld, change: Record<string, unknown>) => ({
    accountId: w.accountId,
    caseId: w.caseId,
    amountCents: 5_000,
    payee: "Mercy Hospital",
    reference: "Check 2",
    paidOn: "2026-11-20",
    ...change,
  });
  const badDeposit = (change: Record<string, unknown>) => (w: TrustWorld) =>
    w.call("attorney", depositsRoute, "POST", "/api/trust/deposits", depositBody(w, change));
  const badPayment = (change: Record<string, unknown>) => (w: TrustWorld) =>
    w.call(
      "attorney",
      disbursementsRoute,
      "POST",
      "/api/trust/disbursements",
      paymentBody(w, change),
    );
  const badAccount = (change: Record<string, unknown>) => (w: TrustWorld) =>
    w.call("admin", accountsRoute, "POST", "/api/trust/accounts", {
      name: "Second IOLTA",
      bank: "First Federal",
      last4: "1234",
      ...change,
    });
  const nextYear = `${new Date().getUTCFullYear() + 1}-01-15`;
  // The first deposit of each world's case, made before the books are counted.
  const firstDeposit = new WeakMap<TrustWorld, number>();
  const depositIdOf = async (w: TrustWorld) => firstDeposit.get(w)!;

  const cases: Bad[] = [
    ["a deposit without a payer", badDeposit({ payer: undefined }), "payer"],
    ["a deposit with a blank payer", badDeposit({ payer: "  " }), "payer"],
    ["a deposit of 0", badDeposit({ amountCents: 0 }), "amountCents"],
    ['a deposit of "abc"', badDeposit({ amountCents: "abc" }), "amountCents"],
    ["a deposit of 12.5 cents", badDeposit({ amountCents: 12.5 }), "amountCents"],
    ["a deposit on 2026-02-30", badDeposit({ receivedOn: "2026-02-30" }), "receivedOn"],
    ["a deposit on no day", badDeposit({ receivedOn: "someday" }), "receivedOn"],
    ["a deposit into no account", badDeposit({ accountId: 99_999_999 }), "accountId"],
    ['a deposit into account "abc"', badDeposit({ accountId: "abc" }), "accountId"],
    ["a payment without a payee", badPayment({ payee: undefined }), "payee"],
    ["a payment of 0", badPayment({ amountCents: 0 }), "amountCents"],
    ['a payment of "abc"', badPayment({ amountCents: "abc" }), "amountCents"],
    ["a payment on 2026-13-01", badPayment({ paidOn: "2026-13-01" }), "paidOn"],
    ["a payment from no account", badPayment({ accountId: 99_999_999 }), "accountId"],
    ["an account with last4 12a4", badAccount({ last4: "12a4" }), "last4"],
    ["an account with last4 123", badAccount({ last4: "123" }), "last4"],
    ["an account without a name", badAccount({ name: "" }), "name"],
    [
      "a deposit cleared on no day",
      async (w) => clear(w, "attorney", await depositIdOf(w), "31/31/2026"),
      "clearedOn",
    ],
    [
      "a deposit cleared before it was received",
      async (w) => clear(w, "attorney", await depositIdOf(w), "2026-10-01"),
      "clearedOn",
    ],
    [
      "a deposit cleared on a day still to come",
      async (w) => clear(w, "attorney", await depositIdOf(w), nextYear),
      "clearedOn",
    ],
    [
      "an entry reversed on no day",
      async (w) => reverse(w, "attorney", await depositIdOf(w), { reversedOn: "2026-02-30" }),
      "reversedOn",
    ],
    [
      "a journal of no account",
      (w) => w.call("admin", journalRoute, "GET", "/api/trust/journal?month=2026-11"),
      "accountId",
    ],
    [
      'a journal of account "abc"',
      (w) => w.call("admin", journalRoute, "GET", "/api/trust/journal?accountId=abc&month=2026-11"),
      "accountId",
    ],
    ["a journal for month 2026-13", (w) => journal(w, "admin", "2026-13"), "month"],
    ["a journal for month 2026-1", (w) => journal(w, "admin", "2026-1"), "month"],
    [
      "a reconciliation for month 2026-13",
      (w) => reconciliation(w, "admin", "2026-13", 0),
      "month",
    ],
    [
      'a reconciliation with a bank balance of "abc"',
      (w) =>
        w.call(
          "admin",
          reconciliationRoute,
          "GET",
          `/api/trust/reconciliation?accountId=${w.accountId}&month=2026-11&bankBalanceCents=abc`,
        ),
      "bankBalanceCents",
    ],
    [
      "a reconciliation of no account",
      (w) =>
        w.call(
          "admin",
          reconciliationRoute,
          "GET",
          "/api/trust/reconciliation?month=2026-11&bankBalanceCents=0",
        ),
      "accountId",
    ],
  ];

  it.each(cases)("%s: 400 naming the field, and nothing changes", async (_label, send, field) => {
    const w = await trustWorld();
    firstDeposit.set(w, await depositId(w, 5_000));
    // Funds enough that a payment refused is refused for its input, not for its amount.
    await fund(w, 50_000);
    const before = await books(w);
    const answer = await send(w);
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toHaveProperty(field);
    expect(await books(w)).toEqual(before);
  });

  it("is told all of a deposit's problems at once", async () => {
    const w = await trustWorld();
    const answer = await w.call("attorney", depositsRoute, "POST", "/api/trust/deposits", {
      accountId: w.accountId,
      caseId: w.caseId,
      amountCents: "abc",
      reference: "Check 3",
      receivedOn: "2026-02-30",
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fieldErrors).sort()).toEqual([
      "amountCents",
      "payer",
      "receivedOn",
    ]);
  });
});

describe("the trust ledger's audit trail", () => {
  it("records an account opened, a deposit, its clearing and a payment, and no refusal", async () => {
    const w = await trustWorld();
    expect(
      await AuditEvent.findOne({
        where: { action: "trust_account_opened", targetId: String(w.accountId) },
      }),
    ).toMatchObject({
      actorId: w.admin.user.id,
      targetType: "trust_account",
      details: { name: "IOLTA", bank: "First Federal", last4: "4821" },
    });

    const id = await depositId(w, 40_000);
    const event = (action: string, targetId: number) =>
      AuditEvent.findOne({ where: { action, targetId: String(targetId) } });
    expect(await event("trust_deposit", id)).toMatchObject({
      actorId: w.attorney.user.id,
      targetType: "trust_entry",
      details: { caseId: w.caseId, accountId: w.accountId, amountCents: 40_000 },
    });

    expect((await clear(w, "admin", id, "2026-11-04")).status).toBe(200);
    expect(await event("trust_deposit_cleared", id)).toMatchObject({
      actorId: w.admin.user.id,
      targetType: "trust_entry",
      details: { caseId: w.caseId, clearedOn: "2026-11-04" },
    });

    const paid = await disburse(w, "attorney", { amountCents: 15_000, on: "2026-11-20" });
    expect(paid.status).toBe(201);
    expect(await event("trust_disbursement", paid.body.entry.id)).toMatchObject({
      actorId: w.attorney.user.id,
      targetType: "trust_entry",
      details: {
        caseId: w.caseId,
        accountId: w.accountId,
        amountCents: 15_000,
        payee: "Mercy Hospital",
      },
    });

    // A payment refused (409), a deposit refused (403): nothing recorded.
    const audited = await trustAuditCount();
    expect((await disburse(w, "attorney", { amountCents: 99_000, on: "2026-11-21" })).status).toBe(
      409,
    );
    expect((await deposit(w, "client", { amountCents: 1_000, on: "2026-11-21" })).status).toBe(403);
    expect(await trustAuditCount()).toBe(audited);
  });
});

describe("a month's journal and reconciliation, through the API", () => {
  /**
   * Case one: October 100,000 in (cleared), 30,000 out; November 50,000 in (cleared), 20,000
   * out; December 4,000 out. Case two: November 5,000 in, not cleared. October ends at 70,000,
   * November at 105,000.
   */
  async function threeMonths() {
    const w = await trustWorld();
    const second = await buildCase({ staffId: w.attorney.user.id, title: "Roe v. Example Corp" });
    const ok = async (answer: Promise<{ status: number }>, status: number) =>
      expect((await answer).status).toBe(status);
    // Each payment the bank pays a few days after it is made, each deposit the day after.
    const paid = async (money: Money, clearedOn: string) => {
      const made = await disburse(w, "attorney", money);
      expect(made.status).toBe(201);
      await ok(
        w.call(
          "attorney",
          paymentClearRoute,
          "POST",
          `/api/trust/disbursements/${made.body.entry.id}/clear`,
          {
            clearedOn,
          },
        ),
        200,
      );
    };
    const october = await fund(w, 100_000, "2026-10-05");
    await paid({ amountCents: 30_000, on: "2026-10-20" }, "2026-10-24");
    const november = await fund(w, 50_000, "2026-11-03");
    await paid({ amountCents: 20_000, on: "2026-11-10" }, "2026-11-13");
    const second5000 = await deposit(w, "admin", {
      amountCents: 5_000,
      on: "2026-11-15",
      caseId: second.id,
    });
    expect(second5000.status).toBe(201);
    await ok(clear(w, "admin", second5000.body.entry.id, "2026-11-16"), 200);
    await ok(disburse(w, "admin", { amountCents: 4_000, on: "2026-12-01" }), 201);
    return { ...w, secondCaseId: second.id, october, november };
  }

  it("balances when the bank agrees, and names each total the bank's differs from", async () => {
    const w = await threeMonths();
    const agreed = await reconciliation(w, "admin", "2026-11", 105_000);
    expect(agreed.status).toBe(200);
    expect(agreed.body).toMatchObject({
      month: "2026-11",
      asOf: "2026-11-30",
      bankCents: 105_000,
      journalCents: 105_000,
      mattersCents: 105_000,
      totalsAgree: true,
      balanced: true,
      differences: [],
      negativeMatters: [],
      account: { id: w.accountId, last4: "4821" },
    });
    expect(
      agreed.body.matters.map((matter: { caseId: number; balanceCents: number }) => [
        matter.caseId,
        matter.balanceCents,
      ]),
    ).toEqual([
      [w.caseId, 100_000],
      [w.secondCaseId, 5_000],
    ]);

    const short = await reconciliation(w, "admin", "2026-11", 104_000);
    expect(short.status).toBe(200);
    expect(short.body).toMatchObject({
      journalCents: 105_000,
      mattersCents: 105_000,
      totalsAgree: false,
      balanced: false,
    });
    expect(
      short.body.differences.map((difference: { between: string; cents: number }) => [
        difference.between,
        difference.cents,
      ]),
    ).toEqual([
      ["bank_journal", -1_000],
      ["bank_matters", -1_000],
    ]);

    // October's reconciliation knows nothing of November's entries.
    const october = await reconciliation(w, "admin", "2026-10", 70_000);
    expect(october.body).toMatchObject({ journalCents: 70_000, mattersCents: 70_000 });
    expect(october.body.balanced).toBe(true);
  });

  it("opens November's journal at October's close, and lists November's entries only", async () => {
    const w = await threeMonths();
    const read = await journal(w, "admin", "2026-11");
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      month: "2026-11",
      openingCents: 70_000,
      closingCents: 105_000,
      total: 3,
      page: 1,
      pageCount: 1,
    });
    expect(
      read.body.entries.map(
        (entry: { entryOn: string; caseId: number; amountCents: number; runningCents: number }) => [
          entry.entryOn,
          entry.caseId,
          entry.amountCents,
          entry.runningCents,
        ],
      ),
    ).toEqual([
      ["2026-11-03", w.caseId, 50_000, 120_000],
      ["2026-11-10", w.caseId, -20_000, 100_000],
      ["2026-11-15", w.secondCaseId, 5_000, 105_000],
    ]);
    expect(read.body.entries[0]).toMatchObject({
      id: w.november,
      kind: "deposit",
      clearedOn: "2026-11-03",
      caseTitle: "Doe v. Example Corp",
    });
    expect(read.body.entries[2].caseTitle).toBe("Roe v. Example Corp");

    const december = await journal(w, "admin", "2026-12");
    expect(december.body).toMatchObject({ openingCents: 105_000, closingCents: 101_000, total: 1 });
    const october = await journal(w, "admin", "2026-10");
    expect(october.body).toMatchObject({ openingCents: 0, closingCents: 70_000, total: 2 });
    expect(october.body.entries[0].id).toBe(w.october);
  });
});
