import { describe, expect, it } from "vitest";
import { AuditEvent } from "~/models/index.server";
import * as clearRoute from "~/routes/api.trust.deposits.$entryId.clear";
import * as depositsRoute from "~/routes/api.trust.deposits";
import * as disbursementsRoute from "~/routes/api.trust.disbursements";
import * as paymentClearRoute from "~/routes/api.trust.disbursements.$entryId.clear";
import { loader as portalTrustLoader } from "~/routes/client-portal_.trust.$caseId";
import { loader as journalLoader } from "~/routes/trust.accounts.$accountId";
import { loader as csvLoader } from "~/routes/trust.accounts.$accountId_.$report";
import { loader as reconciliationLoader } from "~/routes/trust.accounts.$accountId_.reconciliation";
import { firmToday } from "~/services/settings.server";
import { callRoute, getRequest } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";
import { newTrustAccount } from "../../tests/factories/money";
import { caseWorld } from "../../tests/factories/six-identities";

/*
 * The administrator's trust reports and the client's trust lines (issue 41), through the pages'
 * loaders as the server calls them: an account's journal for a month, its three-way
 * reconciliation, both as CSV files (audited); staff are refused (403), a client is sent home; the
 * case's client reads their own lines and nothing of the firm's, another client gets 404.
 */

const MEMO = "Internal: adjuster agreed by phone";

/** A case with an account of its own, a cleared $1,500.00 deposit and $400.00 paid out in October. */
async function trustWorld() {
  const w = await caseWorld();
  const accountId = await newTrustAccount(w, "IOLTA Operating Trust");
  const deposit = await w.call("admin", depositsRoute, "POST", "/api/trust/deposits", {
    accountId,
    caseId: w.caseId,
    amountCents: 150_000,
    payer: "Acme Mutual",
    reference: "Check 10442",
    receivedOn: "2026-10-02",
    memo: MEMO,
  });
  expect(deposit.status).toBe(201);
  const entryId = deposit.body.entry.id as number;
  const cleared = await w.call(
    "admin",
    clearRoute,
    "POST",
    `/api/trust/deposits/${entryId}/clear`,
    { clearedOn: "2026-10-05" },
  );
  expect(cleared.status).toBe(200);
  const paid = await w.call("admin", disbursementsRoute, "POST", "/api/trust/disbursements", {
    accountId,
    caseId: w.caseId,
    amountCents: 40_000,
    payee: "Harbor Imaging",
    reference: "Check 2001",
    paidOn: "2026-10-20",
    statementLine: "Medical bill",
    memo: MEMO,
  });
  expect(paid.status).toBe(201);
  // The bank pays the check in October too: nothing is outstanding at the month's end.
  const cashed = await w.call(
    "admin",
    paymentClearRoute,
    "POST",
    `/api/trust/disbursements/${paid.body.entry.id}/clear`,
    { clearedOn: "2026-10-23" },
  );
  expect(cashed.status).toBe(200);
  // November's deposit is after October's close: in neither of its balances.
  await w.call("admin", depositsRoute, "POST", "/api/trust/deposits", {
    accountId,
    caseId: w.caseId,
    amountCents: 2_500,
    payer: "Casey Rivera",
    reference: "Wire 77",
    receivedOn: "2026-11-03",
  });
  return { ...w, accountId };
}
type World = Awaited<ReturnType<typeof trustWorld>>;

const cookieOf = (w: World, who: "admin" | "attorney" | "client" | "anonymous") =>
  who === "anonymous" ? undefined : w[who].cookie;

const journal = (w: World, who: "admin" | "attorney" | "client" | "anonymous", query = "") =>
  callRoute(journalLoader, getRequest(`/trust/accounts/${w.accountId}${query}`, cookieOf(w, who)), {
    accountId: String(w.accountId),
  });

const reconciliation = (w: World, who: "admin" | "attorney", query: string) =>
  callRoute(
    reconciliationLoader,
    getRequest(`/trust/accounts/${w.accountId}/reconciliation${query}`, cookieOf(w, who)),
    { accountId: String(w.accountId) },
  );

const csv = (w: World, who: "admin" | "attorney", report: string, query: string) =>
  callRoute(
    csvLoader,
    getRequest(`/trust/accounts/${w.accountId}/${report}${query}`, cookieOf(w, who)),
    { accountId: String(w.accountId), report },
  );

type JournalPage = Exclude<Awaited<ReturnType<typeof journalLoader>>, Response>;
type ReconciliationPage = Exclude<Awaited<ReturnType<typeof reconciliationLoader>>, Response>;

const statusOf = (answer: unknown) => (answer instanceof Response ? answer.status : 200);
const locationOf = (answer: unknown) =>
  answer instanceof Response ? answer.headers.get("Location") : null;

describe("an account's journal", () => {
  it("shows an administrator the month's entries with the running balance, and refuses staff", async () => {
    const w = await trustWorld();
    const page = (await journal(w, "admin", "?month=2026-10")) as JournalPage;
    expect(page.account).toEqual({
      id: w.accountId,
      name: "IOLTA Operating Trust",
      bank: "First Federal",
      last4: "4821",
    });
    expect(page).toMatchObject({
      month: "2026-10",
      openingCents: 0,
      closingCents: 110_000,
      total: 2,
      page: 1,
      pageCount: 1,
      monthProblem: null,
    });
    expect(
      page.entries.map((line) => [line.entryOn, line.kind, line.counterparty, line.runningCents]),
    ).toEqual([
      ["2026-10-02", "deposit", "Acme Mutual", 150_000],
      ["2026-10-20", "disbursement", "Harbor Imaging", 110_000],
    ]);
    expect(page.entries[0]).toMatchObject({ caseId: w.caseId, clearedOn: "2026-10-05" });
    // The page's data carries none of the firm's notes.
    expect(JSON.stringify(page)).not.toContain(MEMO);

    const november = (await journal(w, "admin", "?month=2026-11")) as JournalPage;
    expect(november).toMatchObject({ openingCents: 110_000, closingCents: 112_500, total: 1 });

    // No month, or one that is no month: the firm's current month (the latter says so).
    const today = (await firmToday()).slice(0, 7);
    expect(((await journal(w, "admin")) as JournalPage).month).toBe(today);
    const wrong = (await journal(w, "admin", "?month=2026-13")) as JournalPage;
    expect(wrong).toMatchObject({
      month: today,
      monthTyped: "2026-13",
      monthProblem: "Enter the month as YYYY-MM, like 2026-11",
    });

    expect(statusOf(await journal(w, "attorney", "?month=2026-10"))).toBe(403);
    expect(locationOf(await journal(w, "client"))).toBe("/client-portal");
    expect(locationOf(await journal(w, "anonymous"))).toBe("/");
    const missing = await callRoute(
      journalLoader,
      getRequest("/trust/accounts/999999", w.admin.cookie),
      { accountId: "999999" },
    );
    expect(statusOf(missing)).toBe(404);
  });
});

describe("an account's reconciliation", () => {
  it("balances with the bank's figure, says each difference otherwise, and re-shows a bad one", async () => {
    const w = await trustWorld();
    const balanced = (await reconciliation(
      w,
      "admin",
      "?month=2026-10&bankBalance=1%2C100.00",
    )) as ReconciliationPage;
    expect(balanced.errors).toEqual({});
    expect(balanced.report).toMatchObject({
      bankCents: 110_000,
      journalCents: 110_000,
      mattersCents: 110_000,
      balanced: true,
      differences: [],
      negativeMatters: [],
      asOf: "2026-10-31",
      matters: [{ caseId: w.caseId, balanceCents: 110_000 }],
    });

    const short = (await reconciliation(
      w,
      "admin",
      "?month=2026-10&bankBalance=%241%2C000",
    )) as ReconciliationPage;
    expect(short.report?.balanced).toBe(false);
    expect(short.report?.differences.map((difference) => difference.text)).toEqual([
      "The bank balance ($1,000.00) is $100.00 less than the trust journal's balance ($1,100.00).",
      "The bank balance ($1,000.00) is $100.00 less than the matter balances added up ($1,100.00).",
    ]);

    // Unreadable: the form again, what was typed kept, its message for the field.
    const bad = (await reconciliation(
      w,
      "admin",
      "?month=2026-10&bankBalance=12%2C34",
    )) as ReconciliationPage;
    expect(bad.report).toBeNull();
    expect(bad.values).toEqual({ month: "2026-10", bankBalance: "12,34" });
    expect(bad.errors).toEqual({
      bankBalance: ["Bank statement balance must be an amount in dollars, like 1,250.00"],
    });
    expect(bad.account.name).toBe("IOLTA Operating Trust");
    const blank = (await reconciliation(
      w,
      "admin",
      "?month=2026-10&bankBalance=",
    )) as ReconciliationPage;
    expect(blank.errors.bankBalance).toEqual(["Enter the bank statement balance, in dollars"]);
    // Not asked yet: the form alone, no message.
    const empty = (await reconciliation(w, "admin", "?month=2026-10")) as ReconciliationPage;
    expect(empty).toMatchObject({ report: null, errors: {} });

    expect(statusOf(await reconciliation(w, "attorney", "?month=2026-10&bankBalance=1100"))).toBe(
      403,
    );
  });
});

describe("the reports as CSV files", () => {
  it("downloads the journal and the reconciliation, audited, for administrators only", async () => {
    const w = await trustWorld();
    const file = (await csv(w, "admin", "journal.csv", "?month=2026-10")) as Response;
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("Content-Disposition")).toContain(
      `trust-journal-${w.accountId}-2026-10.csv`,
    );
    const lines = (await file.text())
      .replace(/^\ufeff/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Date,Entry,Case,Kind,Payer or payee,Reference,Cleared on,Statement line,Memo,Reverses entry,Amount (USD),Balance (USD)",
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe("2026-10-01,,,Opening balance,,,,,,,,0");
    expect(lines[2]).toMatch(
      /^2026-10-02,\d+,Case #\d+: .*,Deposit,Acme Mutual,Check 10442,2026-10-05,,/,
    );
    expect(lines[2]).toMatch(/,1500,1500$/);
    expect(lines[3]).toMatch(
      /,Disbursement,Harbor Imaging,Check 2001,2026-10-23,Medical bill,.*,-400,1100$/,
    );
    expect(lines[4]).toBe("2026-10-31,,,Closing balance,,,,,,,,1100");

    const report = (await csv(
      w,
      "admin",
      "reconciliation.csv",
      "?month=2026-10&bankBalance=1000",
    )) as Response;
    expect(report.status).toBe(200);
    const text = await report.text();
    expect(text).toContain("Section,Item,Amount (USD)\r\n");
    expect(text).toContain('Account,"IOLTA Operating Trust, First Federal ····4821",\r\n');
    expect(text).toContain("Bank statement,,1000\r\n");
    expect(text).toContain("Trust journal,,1100\r\n");
    expect(text).toContain("Result,Does not balance,\r\n");
    expect(text).toContain(
      `Difference,"The bank balance ($1,000.00) is $100.00 less than the trust journal's balance ($1,100.00).",-100\r\n`,
    );
    expect(text).toMatch(/Matter balance,Case #\d+: [^\r]*,1100\r\n/);

    const exported = await AuditEvent.findAll({
      where: { action: "trust_report_exported", targetType: "trust_account" },
    });
    const mine = exported.filter((event) => event.targetId === String(w.accountId));
    expect(mine.map((event) => (event.details as { report: string }).report).sort()).toEqual([
      "journal",
      "reconciliation",
    ]);
    expect(mine.every((event) => event.actorId === w.admin.user.id)).toBe(true);

    expect(statusOf(await csv(w, "attorney", "journal.csv", "?month=2026-10"))).toBe(403);
    expect(
      statusOf(await csv(w, "attorney", "reconciliation.csv", "?month=2026-10&bankBalance=1")),
    ).toBe(403);
    expect(
      statusOf(await csv(w, "admin", "reconciliation.csv", "?month=2026-10&bankBalance=x")),
    ).toBe(400);
    expect(statusOf(await csv(w, "admin", "ledger.csv", "?month=2026-10"))).toBe(404);
  });
});

describe("the client's trust lines", () => {
  it("shows the case's client their own lines without the firm's notes; another client gets 404", async () => {
    const w = await trustWorld();
    const page = await callRoute(
      portalTrustLoader,
      getRequest(`/client-portal/trust/${w.caseId}`, w.client.cookie),
      { caseId: String(w.caseId) },
    );
    if (page instanceof Response) throw new Error(`the page answered ${page.status}`);
    expect(page.legalCase).toEqual({ id: w.caseId, title: w.legalCase.title });
    expect(page.balanceCents).toBe(112_500);
    expect(page.accounts).toEqual([
      { id: w.accountId, name: "IOLTA Operating Trust", balanceCents: 112_500 },
    ]);
    expect(
      page.entries.map((line) => [line.entryOn, line.kind, line.counterparty, line.amountCents]),
    ).toEqual([
      ["2026-10-02", "deposit", "Acme Mutual", 150_000],
      ["2026-10-20", "disbursement", "Harbor Imaging", -40_000],
      ["2026-11-03", "deposit", "Casey Rivera", 2_500],
    ]);
    expect(page.entries.map((line) => line.pending)).toEqual([false, false, true]);
    const shown = JSON.stringify(page);
    for (const firmOnly of [MEMO, "memo", "4821", "First Federal", "Medical bill", "createdBy"]) {
      expect(shown).not.toContain(firmOnly);
    }

    const other = await signedIn("client");
    const refused = await callRoute(
      portalTrustLoader,
      getRequest(`/client-portal/trust/${w.caseId}`, other.cookie),
      { caseId: String(w.caseId) },
    );
    expect(statusOf(refused)).toBe(404);
    const staff = await callRoute(
      portalTrustLoader,
      getRequest(`/client-portal/trust/${w.caseId}`, w.attorney.cookie),
      { caseId: String(w.caseId) },
    );
    expect(locationOf(staff)).toBe("/dashboard");
  });
});
