import type { Locator } from "@playwright/test";
import { uniqueEmail } from "../factories/emails";
import { expect, newContext, test, type Page } from "./fixtures";
import {
  DEMO,
  actAsNewVisitor,
  errorSummary,
  expectFieldError,
  expectNoAxeViolations,
  followDownload,
  jsEnabled,
  randomSurname,
  signInThroughForm,
} from "./helpers";
import { expectToast, openAddForm } from "./injury-steps";

/*
 * A matter's client trust ledger (issue 41), with JavaScript on and off, on a case and a trust
 * account of this run's own (the two projects share one database and run at once): an
 * administrator opens the account; the case's attorney records the settlement check, is refused a
 * payment before the bank clears it, marks it cleared, pays the fee, the filing fee, the lien and
 * the client's share until the matter holds $0.00, reverses the lien's check (its $1,200.00 comes
 * back), and downloads the ledger as a CSV file.
 */

test("an attorney records a settlement in trust, pays it out to $0.00 and reverses a payment", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const js = jsEnabled(testInfo);
  const scan = async () => {
    if (js) await expectNoAxeViolations(page);
  };
  const surname = randomSurname();
  const accountName = `IOLTA ${surname}`;
  const accountLabel = `${accountName} (First Harbor Bank, ending 4821)`;

  // The administrator opens the firm's trust account (a wrong last four refused first).
  const adminContext = await newContext(browser, { javaScriptEnabled: js });
  try {
    const admin = await adminContext.newPage();
    await actAsNewVisitor(admin);
    await signInThroughForm(admin, DEMO.admin.email, DEMO.admin.password);
    await expect(admin).toHaveURL(DEMO.admin.home);
    await admin.getByRole("link", { name: "Trust", exact: true }).click();
    await expect(admin).toHaveURL("/trust");
    await expect(admin.getByRole("heading", { name: "Trust", level: 1 })).toBeVisible();
    const open = await openAddForm(admin, "Open a trust account");
    await open.getByLabel("Account name").fill(accountName);
    await open.getByLabel("Bank").fill("First Harbor Bank");
    await open.getByLabel("Last four digits of the account number").fill("48a1");
    await open.getByRole("button", { name: "Open account" }).click();
    await expectFieldError(admin, "Enter the account number's last four digits");
    if (js) await expectNoAxeViolations(admin);
    await open.getByLabel("Last four digits of the account number").fill("4821");
    await open.getByRole("button", { name: "Open account" }).click();
    await expectToast(admin, "Trust account opened");
    const accounts = admin.getByRole("region", { name: "Trust accounts" });
    await expect(accounts.getByRole("link", { name: accountName })).toHaveAttribute(
      "href",
      /^\/trust\/accounts\/\d+$/,
    );
  } finally {
    await adminContext.close();
  }

  // The attorney's case, settled for $30,000.00: a third is the fee; a $435.00 filing fee and a
  // $1,200.00 Medicare lien come off; the client's net is $18,365.00.
  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(DEMO.staff.home);
  const opened = await page.request.post("/api/cases", {
    data: {
      clientFirstName: "Robin",
      clientLastName: surname,
      clientEmail: uniqueEmail("trust"),
      practiceArea: "Personal Injury",
      title: `Robin ${surname}: intersection crash`,
      description: "T-boned at an intersection; broken wrist.",
    },
  });
  expect(opened.status()).toBe(201);
  const caseId = ((await opened.json()) as { case: { id: number } }).case.id;
  for (const [method, path, data] of [
    [
      "put",
      "fee-agreement",
      {
        tiers: [{ stage: "pre_suit", rateNumerator: 1, rateDenominator: 3 }],
        costsBeforeFee: false,
      },
    ],
    [
      "post",
      "costs",
      {
        description: "Filing fee",
        incurredOn: "2026-04-01",
        amountCents: 43_500,
        paidFrom: "operating",
        reimbursed: false,
      },
    ],
    [
      "put",
      "settlement",
      {
        payments: [{ payer: "Acme Mutual", amountCents: 3_000_000 }],
        liens: [{ name: "Medicare", amountCents: 120_000 }],
      },
    ],
  ] as const) {
    const answer = await page.request[method](`/api/cases/${caseId}/${path}`, { data });
    expect(answer.ok(), `${method} ${path}`).toBe(true);
  }

  await page.goto(`/cases/${caseId}/money`);
  await page.getByRole("link", { name: "Trust ledger" }).click();
  await expect(page).toHaveURL(`/trust/matters/${caseId}`);
  const ledger = page.getByRole("region", { name: "Ledger" });
  const summary = (inTrust: string, cleared: string) =>
    expect(ledger).toContainText(`In trust: ${inTrust} · Cleared, available to pay: ${cleared}`);
  await summary("$0.00", "$0.00");
  await expect(ledger.getByRole("table")).toContainText("No entries yet");
  await scan();

  // The settlement check, deposited: not cleared, so nothing may be paid from it yet.
  const deposit = await openAddForm(page, "Record a deposit");
  await deposit.getByLabel("Trust account").selectOption({ label: accountLabel });
  await deposit.getByLabel("Amount").fill("30,000");
  await deposit.getByLabel("Payer").fill("Acme Mutual");
  await deposit.getByLabel("Check number or reference").fill("CHK 88121");
  await deposit.getByLabel("Date received").fill("2026-11-02");
  await deposit.getByRole("button", { name: "Record deposit" }).click();
  await expectToast(page, "Deposit recorded");
  await summary("$30,000.00", "$0.00");
  const rows = ledger.getByRole("table").getByRole("row");
  const depositRow = rows.filter({ hasText: "Acme Mutual" });
  await expect(depositRow).toContainText("Not cleared");
  await expect(depositRow).toContainText("$30,000.00");

  const pay = async (
    amount: string,
    payee: string,
    line: string,
    answer: "Payment recorded" | "refused",
  ) => {
    const form = await openPaymentForm(page);
    await form.getByLabel("Trust account").selectOption({ label: accountLabel });
    await form.getByLabel("Amount").fill(amount);
    await form.getByLabel("Payee").fill(payee);
    await form.getByLabel("Check number or reference").fill(`Check for ${payee}`);
    await form.getByLabel("Date paid").fill("2026-11-06");
    await chooseStatementLine(form, line);
    await form.getByRole("button", { name: "Record payment" }).click();
    if (answer === "refused") return form;
    // Recorded, the form is closed again (the toast before it may still be showing).
    await expect(form.getByRole("link", { name: "Cancel" })).toHaveCount(0);
    await expectToast(page, answer);
    await expectToast(page, `to ${payee}.`);
    return form;
  };
  await pay("10,000", "Smith & Lee LLP", "Attorney's fee", "refused");
  await expect(errorSummary(page)).toContainText(
    "$10,000.00 would take this matter's trust balance below zero: it holds $0.00 in cleared " +
      "funds (and $30,000.00 deposited that has not cleared yet).",
  );
  await scan();

  // The bank clears it on Nov 5: all of it may be paid.
  await depositRow.locator("summary", { hasText: "Cleared another day?" }).click();
  await depositRow.getByLabel("Date cleared").fill("2026-11-05");
  await depositRow.getByRole("button", { name: /^Mark cleared/ }).click();
  await expectToast(page, "Deposit cleared");
  await expect(depositRow).toContainText("Cleared Nov 5, 2026");
  await summary("$30,000.00", "$30,000.00");

  // The fee, the filing fee, the lien and the client's share: the matter holds nothing more.
  await pay("10,000", "Smith & Lee LLP", "Attorney's fee", "Payment recorded");
  await pay("435", "Clerk of the Court", "Filing fee", "Payment recorded");
  await pay("1,200.00", "Medicare", "Medicare", "Payment recorded");
  await summary("$18,365.00", "$18,365.00");
  await pay("18,365", `Robin ${surname}`, "Net to the client", "Payment recorded");
  await summary("$0.00", "$0.00");
  await expect(rows.last()).toContainText("$0.00");
  await expect(rows.filter({ hasText: "Clerk of the Court" })).toContainText("Filing fee");
  await scan();

  // The firm's own fee check is cashed today: no longer outstanding.
  const feeRow = rows.filter({ hasText: "Smith & Lee LLP" });
  await expect(feeRow).toContainText("Outstanding");
  await feeRow.getByRole("button", { name: /^Mark cleared Payment #\d+$/ }).click();
  await expectToast(page, "Payment cleared");
  await expect(feeRow).toContainText(/Cleared \w{3} \d{1,2}, \d{4}/);
  await expect(feeRow.getByRole("button", { name: /^Mark cleared/ })).toHaveCount(0);
  await summary("$0.00", "$0.00");

  // Medicare's check is voided: reversing it (a reason is required) puts the $1,200.00 back.
  const lienRow = rows.filter({ hasText: "Check for Medicare" });
  await lienRow.locator("summary", { hasText: "Reverse" }).click();
  await lienRow.getByRole("button", { name: /^Reverse Payment #\d+$/ }).click();
  await expectFieldError(page, "Reason is required");
  await scan();
  await lienRow.getByLabel("Reason").fill("Check voided: Medicare asked for a wire");
  await lienRow.getByRole("button", { name: /^Reverse Payment #\d+$/ }).click();
  await expectToast(page, "Entry reversed");
  await summary("$1,200.00", "$1,200.00");
  await expect(lienRow.first()).toContainText(/Reversed by #\d+/);
  const reversal = rows.filter({ hasText: /Reverses #\d+/ });
  await expect(reversal).toContainText("Check voided: Medicare asked for a wire");
  await expect(reversal).toContainText("$1,200.00");

  // The CSV file: every entry, the balance after each.
  const { fileName, bytes } = await followDownload(
    page,
    ledger.getByRole("link", { name: "Download CSV" }),
  );
  expect(fileName).toBe(`trust-ledger-case-${caseId}.csv`);
  const csv = bytes.toString("utf8");
  expect(csv).toContain(
    "Date,Entry,Kind,Payer or payee,Reference,Statement line,Amount,Balance,Cleared on,Reverses,Reversed by\r\n",
  );
  expect(csv).toMatch(
    /\r\n2026-11-02,\d+,Deposit,Acme Mutual,CHK 88121,,30000,30000,2026-11-05,,\r\n/,
  );
  expect(csv).toMatch(
    /\r\n2026-11-06,\d+,Payment,Medicare,Check for Medicare,Medicare,-1200,18365,,,\d+\r\n/,
  );

  // The attorney's Trust page lists the matter; the accounts are theirs to read, not to open.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Trust", exact: true })
    .click();
  await expect(page).toHaveURL("/trust");
  await expect(
    page.getByRole("row").filter({ hasText: `Case #${caseId}: Robin ${surname}` }),
  ).toContainText("$1,200.00");
  await expect(page.getByRole("rowheader", { name: accountName, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: accountName })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Open a trust account" })).toHaveCount(0);
  // "Open a matter's ledger" takes a case number.
  const find = page.getByRole("search", { name: "Open a matter's ledger" });
  await find.getByLabel("Case number").fill(`#${caseId}`);
  await find.getByRole("button", { name: "Open ledger" }).click();
  await expect(page).toHaveURL(`/trust/matters/${caseId}`);
});

/** "Pay from trust", opened (a refused payment leaves it open, its answers kept). */
async function openPaymentForm(page: Page) {
  const region = page.getByRole("region", { name: "Pay from trust" });
  if (await region.getByRole("link", { name: "Cancel" }).isVisible()) return region;
  return openAddForm(page, "Pay from trust");
}

/** The settlement statement's line a payment pays, by the words it starts with. */
async function chooseStatementLine(form: Locator, startsWith: string) {
  const select = form.getByLabel("Settlement statement line");
  const value = await select
    .locator("option")
    .filter({ hasText: new RegExp(`^${startsWith}`) })
    .first()
    .getAttribute("value");
  await select.selectOption(value!);
}
