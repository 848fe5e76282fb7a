import { uniqueEmail } from "../factories/emails";
import { expect, newContext, test, type Page } from "./fixtures";
import {
  DEMO,
  actAsNewVisitor,
  expectFieldError,
  expectNoAxeViolations,
  followDownload,
  jsEnabled,
  randomSurname,
  signInThroughForm,
} from "./helpers";

/*
 * The client trust ledger's month end (issue 41), with JavaScript on and off, on a case and a
 * trust account of this run's own: an attorney opens the case; the administrator opens the
 * account and records (through the /api) a $12,500.00 settlement check, cleared, and $2,500.00
 * paid out of it; then reads October's journal, reconciles it with the bank's balance (it
 * balances), with a wrong one (the difference in words) and with one that is no amount (the
 * message beside the box), and downloads the reconciliation; a check received on the month's last
 * day and not cleared is a deposit in transit, one written and not cashed an outstanding payment,
 * and the month balances with them. The client sees the deposit among
 * their trust lines.
 */

const MONTH = "2026-10";

/** A JSON call in the page's session that must answer `status`: its body. */
async function send(page: Page, path: string, data: unknown, status = 201) {
  const answer = await page.request.post(path, { data });
  expect(answer.status(), `POST ${path}: ${await answer.text()}`).toBe(status);
  return answer.json();
}

test("an administrator reconciles a trust account's month; the client sees their deposit", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const js = jsEnabled(testInfo);
  const scan = async (on = page) => {
    if (js) await expectNoAxeViolations(on);
  };
  const surname = randomSurname();

  // The attorney opens the client's case; the client is invited to the portal.
  const staffContext = await newContext(browser);
  let caseId: number;
  let invitationUrl: string;
  try {
    const staff = await staffContext.newPage();
    await actAsNewVisitor(staff);
    await signInThroughForm(staff, DEMO.staff.email, DEMO.staff.password);
    await expect(staff).toHaveURL(DEMO.staff.home);
    const opened = (await send(staff, "/api/cases", {
      clientFirstName: "Robin",
      clientLastName: surname,
      clientEmail: uniqueEmail("trust"),
      practiceArea: "Personal Injury",
      title: `Robin ${surname}: slip and fall`,
      description: "Fell on a wet floor at a grocery store.",
    })) as { case: { id: number }; invitationUrl: string };
    caseId = opened.case.id;
    invitationUrl = opened.invitationUrl;
  } finally {
    await staffContext.close();
  }

  // The administrator opens the account and records October's check and payment.
  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(DEMO.admin.home);
  const accountName = `IOLTA ${surname}`;
  const { account } = (await send(page, "/api/trust/accounts", {
    name: accountName,
    bank: "First Federal",
    last4: "4821",
  })) as { account: { id: number } };
  const { entry } = (await send(page, "/api/trust/deposits", {
    accountId: account.id,
    caseId,
    amountCents: 1_250_000,
    payer: "Acme Mutual",
    reference: `Check ${surname}`,
    receivedOn: `${MONTH}-02`,
  })) as { entry: { id: number } };
  await send(page, `/api/trust/deposits/${entry.id}/clear`, { clearedOn: `${MONTH}-06` }, 200);
  const paid = (await send(page, "/api/trust/disbursements", {
    accountId: account.id,
    caseId,
    amountCents: 250_000,
    payee: "Harbor Imaging",
    reference: "Check 2001",
    paidOn: `${MONTH}-20`,
  })) as { entry: { id: number } };
  // The bank paid the check on the 24th: it is not outstanding at the month's end.
  await send(
    page,
    `/api/trust/disbursements/${paid.entry.id}/clear`,
    { clearedOn: `${MONTH}-24` },
    200,
  );

  // October's journal, chosen with the month form.
  await page.goto(`/trust/accounts/${account.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${accountName}: trust journal`);
  await expect(page.getByRole("main")).toContainText(
    // The dots are for the eye; a screen reader hears "account ending 4821".
    /First Federal ····(account ending )?4821/,
  );
  const monthForm = page.getByRole("search", { name: "Journal month" });
  await monthForm.getByLabel("Month").fill(MONTH);
  await monthForm.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(`/trust/accounts/${account.id}?month=${MONTH}`);
  const journal = page.getByRole("table", { name: /Journal, October 2026/ });
  const row = (text: string) => journal.getByRole("row").filter({ hasText: text });
  await expect(row("Acme Mutual")).toContainText("$12,500.00");
  await expect(row("Acme Mutual").getByRole("link")).toHaveAttribute(
    "href",
    `/trust/matters/${caseId}`,
  );
  await expect(row("Harbor Imaging")).toContainText("-$2,500.00");
  await expect(row("Harbor Imaging")).toContainText("$10,000.00");
  await expect(page.locator('dt:text-is("Closing balance, October 2026") + dd')).toHaveText(
    "$10,000.00",
  );
  await scan();

  // Reconciled with the bank's balance: it balances.
  const reconcile = page.getByRole("region", { name: "Reconcile this month" });
  await expect(reconcile.getByLabel("Month to reconcile")).toHaveValue(MONTH);
  await reconcile.getByLabel("Bank statement balance").fill("10,000.00");
  await reconcile.getByRole("button", { name: "Reconcile" }).click();
  await expect(page).toHaveURL(
    `/trust/accounts/${account.id}/reconciliation?month=${MONTH}&bankBalance=10%2C000.00`,
  );
  const report = page.getByRole("region", { name: /October 2026: balances as of/ });
  await expect(report).toContainText("Balanced");
  await expect(report).toContainText(
    "The bank statement, the trust journal and the client matters each come to $10,000.00",
  );
  await expect(
    report.getByRole("table", { name: /Client matters' balances/ }).getByRole("row", {
      name: new RegExp(`Case #${caseId}: Robin ${surname}`),
    }),
  ).toContainText("$10,000.00");
  await scan();

  // A balance that is no amount: the form again, its message beside the box.
  const again = page.getByRole("region", { name: "Reconcile a month" });
  await again.getByLabel("Bank statement balance").fill("12,34");
  await again.getByRole("button", { name: "Reconcile" }).click();
  await expectFieldError(
    page,
    "Bank statement balance must be an amount in dollars, like 1,250.00",
  );
  await expect(again.getByLabel("Bank statement balance")).toHaveValue("12,34");
  await expect(page.getByRole("region", { name: /balances as of/ })).toHaveCount(0);
  await scan();

  // A wrong one: each difference in words.
  await again.getByLabel("Bank statement balance").fill("9,900");
  await again.getByRole("button", { name: "Reconcile" }).click();
  await expect(report).toContainText("Does not balance");
  await expect(report).toContainText(
    "The bank balance ($9,900.00) is $100.00 less than the trust journal's balance ($10,000.00).",
  );
  const download = await followDownload(page, report.getByRole("link", { name: /Download CSV/ }));
  expect(download.fileName).toBe(`trust-reconciliation-${account.id}-${MONTH}.csv`);
  const csv = download.bytes.toString("utf8");
  expect(csv).toContain("Section,Item,Amount (USD)\r\n");
  expect(csv).toContain("Bank statement,,9900\r\n");
  expect(csv).toContain("Result,Does not balance,\r\n");

  // A check received on the 30th that the bank has not cleared, and one the firm wrote that
  // nobody has cashed: October's statement shows neither. The deposit in transit is added to the
  // bank's balance, the outstanding payment taken off, and the month balances again.
  await send(page, "/api/trust/deposits", {
    accountId: account.id,
    caseId,
    amountCents: 100_000,
    payer: "Harbor Casualty",
    reference: `Check ${surname}-2`,
    receivedOn: `${MONTH}-30`,
  });
  await send(page, "/api/trust/disbursements", {
    accountId: account.id,
    caseId,
    amountCents: 25_000,
    payee: "County Clerk",
    reference: "Check 2002",
    paidOn: `${MONTH}-30`,
  });
  await again.getByLabel("Bank statement balance").fill("10,000");
  await again.getByRole("button", { name: "Reconcile" }).click();
  await expect(report).toContainText("Balanced");
  await expect(report).toContainText(
    "The bank statement, adjusted for what it had not cleared, the trust journal and the client matters each come to $10,750.00",
  );
  await expect(page.locator('dt:text-is("Deposits in transit") + dd')).toHaveText("$1,000.00");
  await expect(page.locator('dt:text-is("Outstanding payments") + dd')).toHaveText("-$250.00");
  await expect(page.locator('dt:text-is("Adjusted bank balance") + dd')).toHaveText("$10,750.00");
  const inTransit = report.getByRole("table", { name: /Deposits in transit on/ });
  await expect(inTransit.getByRole("row", { name: /Harbor Casualty/ })).toContainText("Not yet");
  const outstanding = report.getByRole("table", { name: /Outstanding payments on/ });
  await expect(outstanding.getByRole("row", { name: /County Clerk/ })).toContainText("$250.00");
  await scan();
  const adjusted = await followDownload(page, report.getByRole("link", { name: /Download CSV/ }));
  expect(adjusted.bytes.toString("utf8")).toContain(
    `Deposit in transit,"${MONTH}-30 Harbor Casualty (Check ${surname}-2), Case #${caseId}",1000\r\n` +
      `Outstanding payment,"${MONTH}-30 County Clerk (Check 2002), Case #${caseId}",-250\r\n` +
      "Adjusted bank balance,,10750\r\n",
  );

  // The client sets a password from the invitation and reads their trust lines.
  const clientContext = await newContext(browser);
  try {
    const client = await clientContext.newPage();
    await actAsNewVisitor(client);
    await client.goto(new URL(invitationUrl).pathname);
    await client.getByLabel("New password", { exact: true }).fill(`Robin-${surname}-2026`);
    await client.getByLabel("Type it again").fill(`Robin-${surname}-2026`);
    await client.getByRole("button", { name: "Set Password" }).click();
    await expect(client).toHaveURL(`/client-portal?case=${caseId}`);
    await client.getByRole("link", { name: "Your trust account ledger" }).click();
    await expect(client).toHaveURL(`/client-portal/trust/${caseId}`);
    const lines = client.getByRole("table", { name: "Your trust account ledger" });
    await expect(lines.getByRole("row").filter({ hasText: "Acme Mutual" })).toContainText(
      "$12,500.00",
    );
    await expect(client.getByRole("main")).toContainText("Held in trust for you: $10,750.00");
    await expect(client.getByRole("main")).not.toContainText("4821");
    await scan(client);
  } finally {
    await clientContext.close();
  }
});
