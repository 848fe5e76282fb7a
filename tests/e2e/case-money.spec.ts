import { uniqueEmail } from "../factories/emails";
import { expect, newContext, test } from "./fixtures";
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
import { expectToast, openAddForm } from "./injury-steps";

/*
 * The money of a contingency case (issue 41), with JavaScript on and off, on a case of this run's
 * own: the attorney sets the fee agreement (a third before suit, 40% once suit is filed, 45% on
 * appeal; a rate that is no rate refused beside its box first), moves the case to suit filed and
 * then trial (the 40% tier stays in force), enters the settlement and sends the statement to the
 * client, who approves it in the portal with their name.
 */

test("an attorney sets the fee agreement and sends the settlement statement; the client approves it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const js = jsEnabled(testInfo);
  const scan = async (on = page) => {
    if (js) await expectNoAxeViolations(on);
  };
  const surname = randomSurname();
  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(DEMO.staff.home);
  const opened = await page.request.post("/api/cases", {
    data: {
      clientFirstName: "Kim",
      clientLastName: surname,
      clientEmail: uniqueEmail("settling"),
      practiceArea: "Personal Injury",
      title: `Kim ${surname}: rear-end collision`,
      description: "Rear-ended at a light; neck strain.",
    },
  });
  expect(opened.status()).toBe(201);
  const { case: created, invitationUrl } = (await opened.json()) as {
    case: { id: number };
    invitationUrl: string;
  };
  const caseId = created.id;
  await page.goto(`/cases/${caseId}`);
  await page.getByRole("link", { name: "Fees and costs" }).click();
  await expect(page).toHaveURL(`/cases/${caseId}/money`);
  const fee = page.getByRole("region", { name: "Fee agreement", exact: true });
  await expect(fee).toContainText("Stage of the case: Before suit. No fee agreement yet.");
  await scan();

  const form = await openAddForm(page, "Set the fee agreement");
  await form.getByLabel("Rate before suit").fill("a third");
  await form.getByLabel("Rate once suit is filed").fill("40%");
  await form.getByLabel("Rate on appeal").fill("45");
  await form.getByLabel("Date signed").fill("2026-03-02");
  await form.getByRole("button", { name: "Save fee agreement" }).click();
  await expectFieldError(
    page,
    "The rate before suit must be a percent or a fraction, like 33 1/3%, 40% or 1/3",
  );
  await scan();
  await form.getByLabel("Rate before suit").fill("33 1/3%");
  await form.getByRole("button", { name: "Save fee agreement" }).click();
  await expectToast(page, "Fee agreement saved");
  await expect(fee).toContainText("The fee in force: 1/3 (about 33.33%).");
  await expect(fee.locator('dt:text-is("From Suit filed") + dd')).toHaveText("2/5 (40%)");
  await expect(fee.locator('dt:text-is("From Appeal") + dd')).toHaveText("9/20 (45%)");
  await expect(fee.locator('dt:text-is("Costs come off") + dd')).toHaveText("After the fee");
  await expect(fee.locator('dt:text-is("Signed") + dd')).toHaveText(/Mar(ch)? 2, 2026/);

  // Suit is filed, then trial (no tier of its own): the 40% tier is in force.
  const stage = page.getByRole("region", { name: "Stage of the case" });
  for (const [moveTo, says] of [
    ["Suit filed", "Stage of the case: Suit filed. The fee in force: 2/5 (40%)."],
    ["Trial", "Stage of the case: Trial. The fee in force: 2/5 (40%)."],
  ]) {
    await stage.getByLabel("Stage").selectOption({ label: moveTo });
    await stage.getByRole("button", { name: "Change stage" }).click();
    await expectToast(page, "Stage changed");
    await expect(fee).toContainText(says);
  }

  // Two costs advanced (the postage already paid back) and an hour and a half of work.
  await page.getByRole("link", { name: "Costs and time" }).click();
  await expect(page).toHaveURL(`/cases/${caseId}/money/costs`);
  const addCost = async (what: string, amount: string) => {
    const costForm = await openAddForm(page, "Add a cost");
    await costForm.getByLabel("What it was for").fill(what);
    await costForm.getByLabel("Date paid").fill("2026-04-01");
    await costForm.getByLabel("Amount").fill(amount);
    await costForm.getByRole("button", { name: "Add cost" }).click();
    await expectToast(page, "Cost added");
  };
  await addCost("Filing fee", "435");
  await addCost("Postage", "12.50");
  const costs = page.getByRole("table", { name: /Costs advanced/ });
  await costs
    .getByRole("row")
    .filter({ hasText: "Postage" })
    .getByRole("button", { name: "Mark reimbursed Postage" })
    .click();
  await expectToast(page, "Cost marked reimbursed");
  await expect(page.getByRole("region", { name: "Case costs" })).toContainText(
    "Advanced $447.50; reimbursed $12.50; still owed by the client $435.00.",
  );
  const timeForm = await openAddForm(page, "Log time");
  await timeForm.getByLabel("Date worked").fill("2026-04-02");
  await timeForm.getByLabel("Minutes").fill("ninety");
  await timeForm.getByLabel("Activity").fill("Call with the adjuster");
  await timeForm.getByRole("button", { name: "Log time" }).click();
  await expectFieldError(page, "Minutes must be a whole number from 1 to 1440");
  await timeForm.getByLabel("Minutes").fill("90");
  await timeForm.getByRole("button", { name: "Log time" }).click();
  await expectToast(page, "Time logged");
  await expect(page.getByRole("region", { name: "Time spent" })).toContainText(
    "In all: 1 h 30 min.",
  );
  await scan();

  await page.getByRole("link", { name: "Fee and settlement" }).click();
  await expect(page).toHaveURL(`/cases/${caseId}/money`);

  // The settlement: two checks; 40% of $90,000.00 is $36,000.00; the filing fee still owed
  // comes off too (the postage was paid back): the client's net is $53,565.00.
  const statement = page.getByRole("region", { name: "Settlement statement" });
  await expect(statement).toContainText("Add at least one payment.");
  const settle = await openAddForm(page, "Enter the settlement");
  await settle.getByLabel("Payer 1").fill("Acme Mutual");
  await settle.getByLabel("Amount 1").fill("60,000");
  await settle.getByLabel("Amount 2").fill("30000");
  await settle.getByRole("button", { name: "Save settlement" }).click();
  await expectFieldError(page, "Payment 2 needs its payer");
  await settle.getByLabel("Payer 2").fill("Harbor Casualty (UIM)");
  await settle.getByRole("button", { name: "Save settlement" }).click();
  await expectToast(page, "Settlement entered");
  const lines = statement.getByRole("table", { name: /Settlement statement/ });
  const line = (label: string | RegExp) => lines.getByRole("row").filter({ hasText: label });
  await expect(line("Acme Mutual")).toContainText("$60,000.00");
  await expect(line("Attorney's fee, 2/5 (40%)")).toContainText("-$36,000.00");
  await expect(line("Filing fee")).toContainText("-$435.00");
  await expect(lines.getByRole("row").filter({ hasText: "Postage" })).toHaveCount(0);
  await expect(line("Net to the client")).toContainText("$53,565.00");
  await expect(statement).toContainText(
    "2/5 (40%) of $90,000.00 (the gross settlement) is $36,000.00, rounded half up to the cent.",
  );
  await scan();
  await statement.getByRole("button", { name: "Send to the client for approval" }).click();
  await expectToast(page, "Statement sent to the client");
  await expect(statement).toContainText("Ready: waiting for the client's approval.");

  // The client sets a password from the invitation and approves it in the portal.
  const clientContext = await newContext(browser);
  try {
    const client = await clientContext.newPage();
    await actAsNewVisitor(client);
    await client.goto(new URL(invitationUrl).pathname);
    await client.getByLabel("New password", { exact: true }).fill(`Kim-${surname}-2026`);
    await client.getByLabel("Type it again").fill(`Kim-${surname}-2026`);
    await client.getByRole("button", { name: "Set Password" }).click();
    await expect(client).toHaveURL(`/client-portal?case=${caseId}`);
    await client.goto(`/client-portal/settlement/${caseId}`);
    await expect(client.getByRole("row").filter({ hasText: "Net to the client" })).toContainText(
      "$53,565.00",
    );
    await scan(client);
    const approve = client.getByRole("region", { name: "Approve the statement" });
    await approve.getByLabel("Your full name").fill(`Kim ${surname}`);
    await approve.getByRole("button", { name: "Approve" }).click();
    await expectFieldError(client, "Tick the box to agree to sign this statement electronically");
    await approve.getByLabel("I agree to sign this statement electronically").check();
    await approve.getByRole("button", { name: "Approve" }).click();
    await expectToast(client, "Statement approved");
    await expect(client.getByRole("main")).toContainText(`Approved by the client: Kim ${surname},`);
    await expect(client.getByRole("region", { name: "Approve the statement" })).toHaveCount(0);
    // Their copy: the statement they approved, as a PDF.
    const copy = await followDownload(
      client,
      client.getByRole("link", { name: "Download the statement you approved (PDF)" }),
    );
    expect(copy.fileName).toBe(`settlement-statement-case-${caseId}.pdf`);
    const pdf = copy.bytes.toString("latin1");
    expect(pdf.startsWith("%PDF-1.4")).toBe(true);
    expect(pdf).toContain("($53,565.00) Tj");
    expect(pdf).toContain(`(Kim ${surname}, electronically, on `);
  } finally {
    await clientContext.close();
  }
  await page.reload();
  await expect(statement).toContainText(`Approved by the client: Kim ${surname},`);
  const firmCopy = await followDownload(
    page,
    statement.getByRole("link", { name: "Download the statement the client approved (PDF)" }),
  );
  expect(firmCopy.bytes.toString("latin1")).toContain("(Net to the client) Tj");
});
