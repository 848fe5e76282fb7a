import { expect, newContext, test } from "./fixtures";
import {
  DEMO,
  actAsNewVisitor,
  expectFieldError,
  expectNoAxeViolations,
  jsEnabled,
  randomSurname,
  signInThroughForm,
} from "./helpers";
import { expectToast, openAddForm, openInjuryCase, openRowForm } from "./injury-steps";

/*
 * A paralegal's morning on the injury file (issue 40), with JavaScript on and off. The demo
 * attorney opens a case of this run's own (the two projects share one database and run at once),
 * so the damages summary's totals and the gap in treatment are this journey's alone.
 */

test("a paralegal's morning: a claim, two providers, a records request received, a bill, a Medicare lien, and what it adds up to", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const js = jsEnabled(testInfo);
  const scan = async () => {
    if (js) await expectNoAxeViolations(page);
  };
  const surname = randomSurname();
  const title = `Pat ${surname}: rear-end collision`;
  const insurer = `Keystone Mutual ${surname}`;
  const er = `Mercy ER ${surname}`;
  const therapy = `Westside Physical Therapy ${surname}`;

  const caseId = await openInjuryCase(
    page,
    { firstName: "Pat", lastName: surname },
    title,
    "Hit from behind at a red light; neck and back pain.",
  );

  // From the case page's tab row to the file's own page.
  await page.getByRole("link", { name: "Injury file", exact: true }).click();
  await expect(page).toHaveURL(`/cases/${caseId}/injury`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Case #${caseId}: ${title}` }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the case" })).toHaveAttribute(
    "href",
    `/cases/${caseId}`,
  );
  await scan();

  // The other side's insurer, with its adjuster and limits; a limit that is no amount is refused.
  // Each Add form opens from its heading's link (the page renders it only then).
  await openAddForm(page, "Add a claim");
  await page.getByLabel("Insurer").fill(insurer);
  await page.getByLabel("Whose policy").selectOption({ label: "Adverse party's liability" });
  await page.getByLabel("Claim number").fill("CL-4471-09");
  await page.getByLabel("Policy number").fill("PA-220193");
  await page.getByLabel("Per-person limit").fill("25,000.999");
  await page.getByLabel("Per-accident limit").fill("$50,000");
  await page.getByLabel("Adjuster's name").fill("Dana Whitfield");
  await page.getByLabel("Adjuster's phone").fill("(555) 410-7788");
  await page.getByLabel("Adjuster's email").fill("dana.whitfield@keystone.test");
  await page.getByLabel("Letter of representation sent").fill("2026-02-02");
  await page.getByRole("button", { name: "Add claim" }).click();
  const perPerson = page.getByLabel("Per-person limit");
  const message = "Per-person limit must be an amount in dollars, like 1,250.00";
  await expectFieldError(page, message);
  await expect(perPerson).toHaveAttribute("aria-invalid", "true");
  await expect(perPerson).toHaveAccessibleDescription(new RegExp(message));
  await scan();
  await perPerson.fill("25,000");
  await page.getByRole("button", { name: "Add claim" }).click();
  await expectToast(page, "Claim added");
  const claims = page.getByRole("table", { name: /Insurance claims/ });
  const claimRow = claims.getByRole("row").filter({ hasText: insurer });
  await expect(claimRow).toContainText("CL-4471-09");
  await expect(claimRow).toContainText("$25,000.00 / $50,000.00");
  await expect(claimRow).toContainText("Dana Whitfield");
  await claimRow.getByLabel(`Status of the ${insurer} claim`).selectOption("acknowledged");
  await claimRow.getByRole("button", { name: "Change status" }).click();
  await expectToast(page, `${insurer}: Acknowledged.`);
  await expect(
    claims
      .getByRole("row")
      .filter({ hasText: insurer })
      .getByLabel(`Status of the ${insurer} claim`),
  ).toHaveValue("acknowledged");

  // Treatment: the ER the day of the crash, then therapy two months later: a gap.
  // Once hydrated the section links are ARIA tabs (still links underneath).
  const section = (name: string) => page.getByRole(js ? "tab" : "link", { name, exact: true });
  await section("Treatment").click();
  await expect(page).toHaveURL(`/cases/${caseId}/injury/treatment`);
  // Each provider's row has its own Edit form with the same labels: fill the Add form's.
  const addProvider = async (name: string, kind: string, first: string, last: string) => {
    const addForm = await openAddForm(page, "Add a provider");
    await addForm.getByLabel("Provider's name").fill(name);
    await addForm.getByLabel("Kind").selectOption({ label: kind });
    await addForm.getByLabel("Phone").fill("(555) 200-1000");
    await addForm.getByLabel("First visit").fill(first);
    await addForm.getByLabel("Last visit").fill(last);
    await addForm.getByRole("button", { name: "Add provider" }).click();
    await expectToast(page, "Provider added");
  };
  await addProvider(er, "Emergency room", "2026-01-05", "2026-01-05");
  await addProvider(therapy, "Physical therapy", "2026-03-10", "2026-04-20");
  const providers = page.getByRole("table", { name: /Medical providers/ });
  await expect(providers.getByRole("row").filter({ hasText: er })).toContainText("Emergency room");
  await expect(providers.getByRole("row").filter({ hasText: therapy })).toContainText("No");
  await expect(page.getByText("Treatment gap: 64 days, from").first()).toBeVisible();

  // The ER's records, asked for by fax in January: overdue, then received.
  await section("Records requests").click();
  await expect(page).toHaveURL(`/cases/${caseId}/injury/records`);
  await openAddForm(page, "Log a records request");
  await page.getByLabel("Provider", { exact: true }).selectOption({ label: er });
  await page.getByLabel("Asked for").selectOption("records");
  await page.getByLabel("Date sent").fill("2026-01-20");
  await page.getByLabel("Sent by").selectOption("fax");
  await page.getByLabel("Cost of the copies").fill("25");
  await page.getByRole("button", { name: "Log request" }).click();
  await expectToast(page, "Request logged");
  const requests = page.getByRole("table", { name: /Records and bills requests/ });
  const requestRow = requests.getByRole("row").filter({ hasText: er });
  await expect(requestRow).toContainText("Overdue");
  await expect(requestRow).toContainText("$25.00");
  await scan();
  // The fax went unanswered: a follow-up call is put in for early February.
  await openRowForm(requestRow, "Change");
  await requestRow.getByLabel("Follow up on").fill("2026-02-02");
  await requestRow.getByRole("button", { name: "Save date" }).click();
  await expectToast(page, "Follow-up date changed");
  await expect(requestRow).toContainText(/Feb(ruary)? 2, 2026/);
  await openRowForm(requestRow, "Mark received");
  // The date offered is today's; this one came in earlier.
  const received = requestRow.getByLabel(`Date received from ${er}`, { exact: false });
  await expect(received).not.toHaveValue("");
  await received.fill("2026-02-16");
  await requestRow.getByRole("button", { name: "Mark received" }).click();
  await expectToast(page, "Request marked received");
  await expect(requests.getByRole("row").filter({ hasText: er })).toContainText("Received");
  await expect(requests.getByRole("row").filter({ hasText: er })).not.toContainText("Overdue");
  // A request received needs no more following up.
  await expect(
    requests
      .getByRole("row")
      .filter({ hasText: er })
      .getByRole("link", { name: /^Change/ }),
  ).toHaveCount(0);
  // Records received, on the provider's row: the fifth cell after its name (the last is Change).
  await section("Treatment").click();
  await expect(
    providers.getByRole("row").filter({ hasText: er }).getByRole("cell").nth(4),
  ).toHaveText("Yes");

  // The ER's bill and the lost wages, then Medicare's lien.
  await section("Bills and damages").click();
  await expect(page).toHaveURL(`/cases/${caseId}/injury/bills`);
  await openAddForm(page, "Add a bill");
  await page.getByLabel("Provider", { exact: true }).selectOption({ label: er });
  await page.getByLabel("First date of service").fill("2026-01-05");
  await page.getByLabel("Amount billed").fill("3,250.00");
  await page.getByLabel("Adjustments").fill("250");
  await page.getByLabel("Amount paid").fill("1000");
  await page.getByLabel("Paid by").fill("Blue Valley Health");
  await page.getByRole("button", { name: "Add bill" }).click();
  await expectToast(page, "Bill added");
  const billRow = page
    .getByRole("table", { name: /Medical bills/ })
    .getByRole("row")
    .filter({ hasText: er });
  await expect(billRow).toContainText("$3,250.00");
  // The balance: the sixth cell after the provider (the last is Change).
  await expect(billRow.getByRole("cell").nth(5)).toHaveText("$2,000.00");

  await openAddForm(page, "Enter lost wages and other losses");
  await page.getByLabel("Lost wages", { exact: true }).fill("4,800");
  await page.getByLabel("Other economic losses").fill("350.50");
  await page.getByRole("button", { name: "Save damages" }).click();
  await expectToast(page, "Damages saved");

  await section("Liens").click();
  await expect(page).toHaveURL(`/cases/${caseId}/injury/liens`);
  await openAddForm(page, "Add a lien");
  await page.getByLabel("Lien holder").fill("Medicare");
  await page.getByLabel("Kind of holder").selectOption("medicare");
  await page.getByLabel("Amount claimed").fill("1,200");
  await page.getByRole("button", { name: "Add lien" }).click();
  await expectToast(page, "Lien added");
  await expect(
    page.getByRole("table", { name: /Liens/ }).getByRole("row").filter({ hasText: "Medicare" }),
  ).toContainText("$1,200.00");

  // What it all adds up to, summed from the rows above.
  const summary = page.getByRole("region", { name: "Damages summary" });
  const figure = (term: string) => summary.locator(`dt:text-is("${term}") + dd`);
  await expect(figure("Medical billed")).toHaveText("$3,250.00");
  await expect(figure("Medical paid")).toHaveText("$1,000.00");
  await expect(figure("Lost wages")).toHaveText("$4,800.00");
  await expect(figure("Other economic losses")).toHaveText("$350.50");
  await expect(figure("Liens")).toHaveText("$1,200.00");
  await expect(figure("Limits available")).toHaveText("$25,000.00");
  await expect(figure("Treatment gaps")).toHaveText("1");
  await expect(summary).toContainText("Treatment gap: 64 days, from");
  await scan();

  // The case page's Overview says the same, and leads back to the file.
  await page.getByRole("link", { name: "Back to the case" }).click();
  const card = page.getByRole("region", { name: "Injury file" });
  await expect(card.locator('dt:text-is("Medical billed") + dd')).toHaveText("$3,250.00");
  await expect(card.locator('dt:text-is("Limits available") + dd')).toHaveText("$25,000.00");
  await expect(card.locator('dt:text-is("Treatment gaps") + dd')).toHaveText("1");
  await scan();
  await card.getByRole("link", { name: "Open the injury file" }).click();
  await expect(page).toHaveURL(`/cases/${caseId}/injury`);
});

test("the client sees their providers and whether the records came in, and tells the firm of one they saw", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const js = jsEnabled(testInfo);
  const clinic = `Harbor Chiropractic ${randomSurname()}`;

  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.client.email, DEMO.client.password);
  await expect(page).toHaveURL(DEMO.client.home);
  await page.getByRole("link", { name: "Your doctors" }).click();
  await expect(page).toHaveURL(/\/client-portal\?(case=\d+&)?tab=treatment$/);
  const table = page.getByRole("table", { name: /who treated you/ });
  // The client's list holds what, when and whether the records came in: no amounts, no contacts.
  await expect(table.getByRole("columnheader")).toHaveText([
    "Provider",
    "Kind",
    "First visit",
    "Last visit",
    "Records received",
  ]);
  if (js) await expectNoAxeViolations(page);

  await page.getByLabel("Provider's name").fill(clinic);
  await page.getByLabel("Kind").selectOption({ label: "Chiropractor" });
  await page.getByLabel("First visit").fill("2026-05-04");
  await page.getByLabel("Last visit").fill("2026-04-01");
  await page.getByRole("button", { name: "Add provider" }).click();
  await expectFieldError(page, "The last visit cannot be before the first");
  await page.getByLabel("Last visit").fill("2026-06-15");
  await page.getByRole("button", { name: "Add provider" }).click();
  await expectToast(page, "Provider added");
  await expect(page).toHaveURL(/\/client-portal\?case=\d+&tab=treatment$/);
  const caseId = new URL(page.url()).searchParams.get("case");
  const row = table.getByRole("row").filter({ hasText: clinic });
  await expect(row).toContainText("Chiropractor");
  await expect(row.getByRole("cell").last()).toHaveText("No");

  // The attorney sees it on the injury file, marked as the client's.
  const staffContext = await newContext(browser, { javaScriptEnabled: js });
  const staff = await staffContext.newPage();
  await actAsNewVisitor(staff);
  await signInThroughForm(staff, DEMO.staff.email, DEMO.staff.password);
  await expect(staff).toHaveURL(DEMO.staff.home);
  await staff.goto(`/cases/${caseId}/injury/treatment`);
  await expect(
    staff
      .getByRole("table", { name: /Medical providers/ })
      .getByRole("row")
      .filter({ hasText: clinic }),
  ).toContainText("Chiropractor (added by the client)");
  // The client's word is a draft until the attorney has reviewed it.
  const staffRow = staff
    .getByRole("table", { name: /Medical providers/ })
    .getByRole("row")
    .filter({ hasText: clinic });
  await expect(staffRow).toContainText("Needs review");
  if (js) await expectNoAxeViolations(staff);
  await staffRow.getByRole("button", { name: `Mark reviewed ${clinic}` }).click();
  await expect(staff.getByTestId("toast")).toContainText("Provider marked reviewed");
  await expect(staffRow).toContainText("Chiropractor (added by the client)");
  await expect(staffRow).not.toContainText("Needs review");
  await expect(staffRow.getByRole("button", { name: /Mark reviewed/ })).toHaveCount(0);
  await staffContext.close();
});
