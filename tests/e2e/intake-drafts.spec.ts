import { expect, test, newContext } from "./fixtures";
import {
  DEMO,
  actAsNewVisitor,
  expectNoAxeViolations,
  jsEnabled,
  randomSurname,
  signInThroughForm,
} from "./helpers";
import { uniqueEmail } from "../factories/emails";

/*
 * The intake feeds the injury file (issue 40, item 7): a visitor names the other side's insurer
 * and who treated them on the consultation form; the case staff open from it holds a draft claim
 * and draft providers, marked for review, on its injury file.
 */
test("a consultation's insurer and providers become draft claim and providers on the case opened from it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const lastName = randomSurname();
  const insurer = `Keystone Mutual ${lastName}`;

  await actAsNewVisitor(page);
  await page.goto("/public-form");
  await page.getByLabel("First Name (required)").fill("Robin");
  await page.getByLabel("Last Name (required)").fill(lastName);
  await page.getByLabel("Email Address (required)").fill(uniqueEmail("drafts"));
  await page
    .getByLabel("Describe Your Incident (required)")
    .fill("A delivery van ran a red light and hit my car.");
  await page.getByLabel("The other side's insurance company").fill(`${insurer}, claim 77-1234`);
  await page
    .getByLabel("Doctors, hospitals or clinics that treated you")
    .fill(`Mercy Hospital ER ${lastName}, 10/02/2026\nDr. Okafor ${lastName}`);
  await page.getByLabel("I agree to the terms of service and privacy policy (required)").check();
  if (jsEnabled(testInfo)) await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Submit Consultation Request" }).click();
  await expect(page.getByText("Form Submitted Successfully!")).toBeVisible();

  const staffContext = await newContext(browser, { javaScriptEnabled: jsEnabled(testInfo) });
  const staff = await staffContext.newPage();
  await actAsNewVisitor(staff);
  await signInThroughForm(staff, DEMO.staff.email, DEMO.staff.password);
  await expect(staff).toHaveURL(DEMO.staff.home);
  await staff.goto("/submissions");
  await staff.getByRole("link", { name: `Robin ${lastName}` }).click();
  // The answers are on the request as the visitor gave them.
  await expect(staff.getByText(`${insurer}, claim 77-1234`)).toBeVisible();
  await staff.getByRole("button", { name: "Open a case" }).click();
  const opened = staff.getByRole("status").filter({ hasText: "opened" });
  await opened.getByRole("link", { name: /personal injury claim/ }).click();
  await expect(staff).toHaveURL(/\/cases\/\d+$/);
  const caseId = new URL(staff.url()).pathname.split("/").pop()!;

  await staff.goto(`/cases/${caseId}/injury`);
  const claims = staff.getByRole("table", { name: /^Insurance claims/ });
  const claim = claims.getByRole("row").filter({ hasText: insurer });
  await expect(claim).toContainText("Needs review");
  await expect(claim).toContainText("77-1234");
  // The attorney has checked the draft against the client's papers: it is theirs now.
  await claim.getByRole("button", { name: `Mark reviewed the ${insurer} claim` }).click();
  await expect(claim.getByRole("button", { name: /^Mark reviewed/ })).toHaveCount(0);
  await expect(claim).not.toContainText("Needs review");
  await expect(claim).toContainText("77-1234");
  // Once hydrated the section links are ARIA tabs (still links underneath).
  await staff
    .getByRole(jsEnabled(testInfo) ? "tab" : "link", { name: "Treatment", exact: true })
    .click();
  await expect(staff).toHaveURL(`/cases/${caseId}/injury/treatment`);
  await expect(
    staff.getByRole("rowheader", { name: new RegExp(`Mercy Hospital ER ${lastName}`) }),
  ).toBeVisible();
  await expect(
    staff.getByRole("rowheader", { name: new RegExp(`Dr. Okafor ${lastName}`) }),
  ).toBeVisible();
  if (jsEnabled(testInfo)) await expectNoAxeViolations(staff);
  await staffContext.close();
});
