import { expect, test } from "./fixtures";
import { expectFieldError, expectNoAxeViolations, jsEnabled, randomSurname } from "./helpers";
import { expectToast, openAddForm, openInjuryCase, openRowForm as open } from "./injury-steps";

/*
 * A paralegal corrects and progresses the injury file (issue 40), with JavaScript on and off, on
 * a case of this run's own: a claim's adjuster corrected, a dated note on it, a lien agreed final
 * at a lower amount (the damages follow), a bill entered by mistake removed after "Yes, remove".
 */

test("a paralegal corrects a claim's adjuster, notes a call, agrees a lien final and removes a bill", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const js = jsEnabled(testInfo);
  const scan = async () => {
    if (js) await expectNoAxeViolations(page);
  };
  const surname = randomSurname();
  const title = `Lee ${surname}: side-impact collision`;
  const insurer = `Harbor Casualty ${surname}`;
  const clinic = `Eastside Clinic ${surname}`;

  const caseId = await openInjuryCase(
    page,
    { firstName: "Lee", lastName: surname },
    title,
    "T-boned at an intersection; shoulder injury.",
  );
  await page.goto(`/cases/${caseId}/injury`);

  // A claim, then its adjuster corrected in its row: a refused limit first, beside its field.
  const addClaim = await openAddForm(page, "Add a claim");
  await addClaim.getByLabel("Insurer").fill(insurer);
  await addClaim.getByLabel("Adjuster's name").fill("Sam Oduya");
  await addClaim.getByLabel("Per-person limit").fill("30,000");
  await addClaim.getByRole("button", { name: "Add claim" }).click();
  await expectToast(page, "Claim added");
  const claims = page.getByRole("table", { name: /Insurance claims/ });
  const claimRow = claims.getByRole("row").filter({ hasText: insurer });
  await expect(claimRow).toContainText("Sam Oduya");
  await open(claimRow, "Edit");
  await expect(claimRow.getByLabel("Adjuster's name")).toHaveValue("Sam Oduya");
  await expect(claimRow.getByLabel("Per-person limit")).toHaveValue("30000.00");
  await scan();
  await claimRow.getByLabel("Adjuster's name").fill("Samira Oduya");
  await claimRow.getByLabel("Adjuster's phone").fill("(555) 318-2040");
  await claimRow.getByLabel("Per-person limit").fill("thirty");
  await claimRow.getByRole("button", { name: "Save claim" }).click();
  const limitMessage = "Per-person limit must be an amount in dollars, like 1,250.00";
  await expectFieldError(page, limitMessage);
  await expect(claimRow.getByLabel("Per-person limit")).toHaveAttribute("aria-invalid", "true");
  await expect(claimRow.getByText("Sam Oduya", { exact: true })).toBeVisible();
  await scan();
  await claimRow.getByLabel("Per-person limit").fill("30,000");
  await claimRow.getByRole("button", { name: "Save claim" }).click();
  await expectToast(page, "Claim updated");
  await expect(claimRow).toContainText("Samira Oduya");
  await expect(claimRow).toContainText("(555) 318-2040");
  await expect(claimRow).toContainText("$30,000.00 / Not known");

  // A dated note of a call with the adjuster, listed in the claim's row.
  await expect(claimRow).toContainText("No notes yet.");
  await open(claimRow, "Add a note");
  await claimRow.getByLabel("Date", { exact: true }).fill("2026-03-12");
  await claimRow.getByLabel("Note", { exact: true }).fill("Adjuster asked for the ER records");
  await claimRow.getByRole("button", { name: "Add note" }).click();
  await expectToast(page, "Note added");
  await expect(claimRow.getByRole("listitem")).toHaveText(
    /Mar(ch)? 12, 2026: Adjuster asked for the ER records/,
  );
  await scan();

  // A provider, so the file can hold their bill.
  await page.goto(`/cases/${caseId}/injury/treatment`);
  const addProvider = await openAddForm(page, "Add a provider");
  await addProvider.getByLabel("Provider's name").fill(clinic);
  await addProvider.getByLabel("First visit").fill("2026-03-01");
  await addProvider.getByRole("button", { name: "Add provider" }).click();
  await expectToast(page, "Provider added");

  await page.goto(`/cases/${caseId}/injury/bills`);
  const summary = page.getByRole("region", { name: "Damages summary" });
  const figure = (term: string) => summary.locator(`dt:text-is("${term}") + dd`);
  const addBill = await openAddForm(page, "Add a bill");
  await addBill.getByLabel("Provider", { exact: true }).selectOption({ label: clinic });
  await addBill.getByLabel("Amount billed").fill("1,800");
  await addBill.getByRole("button", { name: "Add bill" }).click();
  await expectToast(page, "Bill added");
  await expect(figure("Medical billed")).toHaveText("$1,800.00");

  await page.goto(`/cases/${caseId}/injury/liens`);
  const addLien = await openAddForm(page, "Add a lien");
  await addLien.getByLabel("Lien holder").fill("Medicare");
  await addLien.getByLabel("Amount claimed").fill("1,200");
  await addLien.getByRole("button", { name: "Add lien" }).click();
  await expectToast(page, "Lien added");
  await expect(figure("Liens")).toHaveText("$1,200.00");

  // Medicare agrees a final amount: the status is dated and the damages count the final figure.
  const lienRow = page
    .getByRole("table", { name: /Liens/ })
    .getByRole("row")
    .filter({ hasText: "Medicare" });
  await expect(lienRow).toContainText("Notified since");
  await open(lienRow, "Update");
  await lienRow.getByLabel("Lien status").selectOption("final");
  await lienRow.getByLabel("Final amount").fill("950");
  await scan();
  await lienRow.getByRole("button", { name: "Save lien" }).click();
  await expectToast(page, "Lien updated");
  await expect(lienRow).toContainText("$950.00");
  await expect(lienRow).toContainText(/Final since \w+ \d+, \d{4}/);
  await expect(figure("Liens")).toHaveText("$950.00");

  // The bill was entered by mistake: Remove asks for "Yes, remove" first.
  await page.goto(`/cases/${caseId}/injury/bills`);
  const bills = page.getByRole("table", { name: /Medical bills/ });
  const billRow = bills.getByRole("row").filter({ hasText: clinic });
  await open(billRow, "Remove");
  const removeBill = billRow.getByRole("button", { name: /^Remove the bill of/ });
  await removeBill.click();
  await expectFieldError(page, "Tick “Yes, remove” to remove it");
  await expect(figure("Medical billed")).toHaveText("$1,800.00");
  await scan();
  await billRow.getByLabel(/^Yes, remove the bill of/).check();
  await removeBill.click();
  await expectToast(page, "Bill removed");
  await expect(bills.getByRole("row").filter({ hasText: clinic })).toHaveCount(0);
  await expect(bills).toContainText("No bills yet.");
  await expect(figure("Medical billed")).toHaveText("$0.00");
  await expect(figure("Liens")).toHaveText("$950.00");
  await scan();
});
