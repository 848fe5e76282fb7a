import { describe, expect, it } from "vitest";
import { AuditEvent } from "~/models/index.server";
import type { FormReply } from "~/route-kit/screen.server";
import {
  action as trustAction,
  loader as trustLoader,
  trustLedgerCsvLoader,
  trustMatterAction,
  trustMatterLoader,
} from "~/screens/trust.server";
import { toPublicUser } from "~/services/auth.server";
import { depositToTrust, openTrustAccount } from "~/services/money/trust.server";
import { callRoute, formRequest, getRequest } from "../../tests/factories/requests";
import { toastOf } from "../../tests/factories/sessions";
import { caseWorld } from "../../tests/factories/six-identities";

/*
 * The attorney's trust pages (issue 41), as a browser without JavaScript uses them: the ledger's
 * forms post to the page and are answered with a redirect and a toast, or the form again with the
 * service's refusal; the CSV file streams every page of the ledger.
 */

type Reply = { data: FormReply; init: ResponseInit };

async function trustWorld() {
  const w = await caseWorld();
  const account = await openTrustAccount(toPublicUser(w.admin.user), {
    name: "IOLTA",
    bank: "First Federal",
    last4: "4821",
  });
  const path = `/trust/matters/${w.caseId}`;
  const params = { caseId: String(w.caseId) };
  const post = (fields: Record<string, string>, cookie = w.attorney.cookie) =>
    callRoute(trustMatterAction, formRequest(path, fields, cookie), params);
  return { ...w, accountId: account.id, path, params, post };
}

describe("a matter's trust ledger page", () => {
  it("records a deposit, refuses a payment its cleared funds do not cover, and clears the deposit", async () => {
    const w = await trustWorld();
    const deposited = (await w.post({
      intent: "deposit",
      accountId: String(w.accountId),
      amountDollars: "30,000",
      payer: "Acme Mutual",
      reference: "Check 88121",
      receivedOn: "2026-11-02",
    })) as Response;
    expect(deposited.status).toBe(302);
    expect(deposited.headers.get("Location")).toBe(w.path);
    expect(await toastOf(deposited)).toMatchObject({ title: "Deposit recorded" });

    const refused = (await w.post({
      intent: "pay",
      accountId: String(w.accountId),
      amountDollars: "10,000",
      payee: "Smith & Lee LLP",
      reference: "Transfer 1",
      paidOn: "2026-11-06",
    })) as Reply;
    expect(refused.init.status).toBe(409);
    expect(refused.data.result.error?.[""]).toEqual([
      "$10,000.00 would take this matter's trust balance below zero: it holds $0.00 in cleared " +
        "funds (and $30,000.00 deposited that has not cleared yet).",
    ]);

    const page = (await callRoute(
      trustMatterLoader,
      getRequest(w.path, w.attorney.cookie),
      w.params,
    )) as Awaited<ReturnType<typeof trustMatterLoader>>;
    const [entry] = page.ledger.entries;
    expect(page.ledger).toMatchObject({ balanceCents: 3_000_000, availableCents: 0 });
    // A day before the deposit came is no day to clear it: said beside the date.
    const early = (await w.post({
      intent: "clear",
      entryId: String(entry!.id),
      clearedOn: "2026-11-01",
    })) as Reply;
    expect(early.init.status).toBe(400);
    expect(early.data.result.error?.clearedOn).toEqual([
      "A deposit clears on or after the day it was received",
    ]);
    const cleared = (await w.post({
      intent: "clear",
      entryId: String(entry!.id),
      clearedOn: "",
    })) as Response;
    expect(await toastOf(cleared)).toMatchObject({ title: "Deposit cleared" });
  });

  it("refuses no money at all in dollars, and asks why an entry is reversed", async () => {
    const w = await trustWorld();
    const zero = (await w.post({
      intent: "deposit",
      accountId: String(w.accountId),
      amountDollars: "0",
      payer: "Acme Mutual",
      reference: "Check 1",
      receivedOn: "2026-11-02",
    })) as Reply;
    expect(zero.init.status).toBe(400);
    expect(zero.data.result.error?.amountDollars).toEqual(["Amount must be at least $0.01"]);
    const noReason = (await w.post({ intent: "reverse", entryId: "1", reason: "" })) as Reply;
    expect(noReason.data.result.error?.reason).toEqual(["Reason is required"]);
  });

  it("is the case's attorney's and the administrators': another attorney's is 404", async () => {
    const w = await trustWorld();
    const read = (cookie: string) =>
      callRoute(trustMatterLoader, getRequest(w.path, cookie), w.params);
    expect(await read(w.admin.cookie)).toMatchObject({ ledger: { caseId: w.caseId } });
    expect(((await read(w.otherAttorney.cookie)) as Response).status).toBe(404);
    const posted = (await w.post(
      { intent: "reverse", entryId: "1", reason: "Check voided" },
      w.otherAttorney.cookie,
    )) as Reply;
    expect(posted.init.status).toBe(404);
  });
});

describe("the ledger's CSV file", () => {
  it("streams every page of the ledger, the balance after each entry, and is audited", async () => {
    const w = await trustWorld();
    // One more entry than a page holds: the file reads the second page too.
    for (let index = 1; index <= 101; index += 1) {
      await depositToTrust(toPublicUser(w.attorney.user), {
        accountId: w.accountId,
        caseId: w.caseId,
        amountCents: 100,
        payer: "Acme Mutual",
        reference: `Check ${index}`,
        receivedOn: "2026-11-02",
      });
    }
    const csvPath = `${w.path}/ledger.csv`;
    const response = (await callRoute(
      trustLedgerCsvLoader,
      getRequest(csvPath, w.attorney.cookie),
      w.params,
    )) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe(
      "Date,Entry,Kind,Payer or payee,Reference,Statement line,Amount,Balance,Cleared on,Reverses,Reversed by",
    );
    expect(lines).toHaveLength(1 + 101 + 1);
    expect(lines[1]).toMatch(/^2026-11-02,\d+,Deposit,Acme Mutual,Check 1,,1,1,,,$/);
    expect(lines[101]).toMatch(/,Check 101,,1,101,,,$/);
    expect(
      await AuditEvent.count({
        where: { action: "trust_report_exported", targetType: "case", targetId: String(w.caseId) },
      }),
    ).toBe(1);
    const hidden = (await callRoute(
      trustLedgerCsvLoader,
      getRequest(csvPath, w.otherAttorney.cookie),
      w.params,
    )) as Response;
    expect(hidden.status).toBe(404);
  });
});

describe("/trust", () => {
  it("opens a matter's ledger by its number, or says what a case number is", async () => {
    const w = await trustWorld();
    const found = (await callRoute(
      trustLoader,
      getRequest(`/trust?case=%23${w.caseId}`, w.attorney.cookie),
    )) as Response;
    expect(found.headers.get("Location")).toBe(w.path);
    const page = (await callRoute(
      trustLoader,
      getRequest("/trust?case=twelve", w.attorney.cookie),
    )) as Awaited<ReturnType<typeof trustLoader>>;
    expect(page).toMatchObject({
      caseProblem: "Enter a case number, like 12",
      opensAccounts: false,
    });
    expect(page.accounts.map((account) => account.name)).toContain("IOLTA");
  });

  it("lets an administrator open a trust account; an attorney is refused", async () => {
    const w = await trustWorld();
    const fields = {
      intent: "open-account",
      name: "Operating trust",
      bank: "Harbor",
      last4: "1234",
    };
    const opened = (await callRoute(
      trustAction,
      formRequest("/trust", fields, w.admin.cookie),
    )) as Response;
    expect(opened.headers.get("Location")).toBe("/trust");
    expect(await toastOf(opened)).toMatchObject({ title: "Trust account opened" });
    const refused = (await callRoute(
      trustAction,
      formRequest("/trust", fields, w.attorney.cookie),
    )) as Reply;
    expect(refused.init.status).toBe(403);
  });
});
