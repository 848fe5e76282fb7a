import { expect, test, newContext } from "./fixtures";
import {
  DEMO,
  actAsNewVisitor,
  errorSummary,
  expectNoAxeViolations,
  jsEnabled,
  logOut,
  signInThroughForm,
  randomSurname,
} from "./helpers";
import { uniqueEmail } from "../factories/emails";

/*
 * A consultation request becomes a case: the visitor's account is made in an invited state, and
 * the invitation link (shown to the staff member once, while the firm has no mail) sets the
 * password and opens the portal on the new case.
 */
test("staff open a case from a consultation; the invitation link sets the password once and lands on the case", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  // A name of its own: a request whose name sounds like another's is a potential conflict (issue 17).
  const lastName = randomSurname();
  const email = uniqueEmail("invitee");

  // A visitor asks for a consultation.
  await actAsNewVisitor(page);
  await page.goto("/public-form");
  await page.getByLabel("First Name (required)").fill("Robin");
  await page.getByLabel("Last Name (required)").fill(lastName);
  await page.getByLabel("Email Address (required)").fill(email);
  await page.getByLabel("Phone Number").fill("(555) 201-7788");
  await page
    .getByLabel("Describe Your Incident (required)")
    .fill("A cyclist hit me on the crosswalk at 5th and Pine.");
  await page.getByLabel("I agree to the terms of service and privacy policy (required)").check();
  await page.getByRole("button", { name: "Submit Consultation Request" }).click();
  await expect(page.getByText("Form Submitted Successfully!")).toBeVisible();

  // The attorney opens a case from it.
  const staffContext = await newContext(browser, { javaScriptEnabled: jsEnabled(testInfo) });
  const staff = await staffContext.newPage();
  await actAsNewVisitor(staff);
  await signInThroughForm(staff, DEMO.staff.email, DEMO.staff.password);
  await expect(staff).toHaveURL(DEMO.staff.home);
  await staff.goto("/notifications?filter=unread");
  await staff.getByRole("button", { name: new RegExp(`Robin ${lastName} submitted`) }).click();
  await expect(staff).toHaveURL(/\/submissions\/\d+$/);
  const submissionUrl = staff.url();
  await staff.getByRole("button", { name: "Open a case" }).click();
  const opened = staff.getByRole("status").filter({ hasText: "opened" });
  await expect(opened.getByRole("heading", { name: /Case #\d+ opened/ })).toBeVisible();
  const first = await staff.getByLabel("Invitation link").inputValue();
  expect(first).toMatch(/\/invitations\/[A-Za-z0-9_-]{40,}$/);
  if (jsEnabled(testInfo)) await expectNoAxeViolations(staff);
  // The first link was lost: the case page makes a new one, and the old one stops working.
  await opened.getByRole("link", { name: /personal injury claim/ }).click();
  await expect(staff).toHaveURL(/\/cases\/\d+$/);
  await expect(staff.getByText("Robin has not set a password yet.")).toBeVisible();
  await staff.getByRole("button", { name: "New invitation link" }).click();
  const link = await staff.getByLabel("Invitation link").inputValue();
  expect(link).not.toBe(first);
  // The submission now leads to its case, and cannot be opened twice.
  await staff.goto(submissionUrl);
  await expect(staff.getByRole("link", { name: /Case #\d+/ })).toBeVisible();
  await expect(staff.getByRole("button", { name: "Open a case" })).toHaveCount(0);
  await staffContext.close();

  // The client opens the link in a browser of their own.
  const clientContext = await newContext(browser, { javaScriptEnabled: jsEnabled(testInfo) });
  const client = await clientContext.newPage();
  await actAsNewVisitor(client);
  await client.goto(new URL(first).pathname);
  await expect(client.getByRole("alert")).toContainText("This invitation link has expired.");
  await client.goto(new URL(link).pathname);
  await expect(client.getByText(`Welcome, Robin.`)).toBeVisible();
  await expect(client.getByText(email)).toBeVisible();
  await client.getByLabel("New password", { exact: true }).fill("short");
  await client.getByLabel("Type it again").fill("short");
  await client.getByRole("button", { name: "Set Password" }).click();
  await expect(
    errorSummary(client).getByRole("link", { name: "Password must be at least 8 characters" }),
  ).toBeVisible();
  if (jsEnabled(testInfo)) await expectNoAxeViolations(client);
  await client.getByLabel("New password", { exact: true }).fill("Robin-Invited-2026");
  await client.getByLabel("Type it again").fill("Robin-Invited-2026");
  await client.getByRole("button", { name: "Set Password" }).click();
  await expect(client).toHaveURL(/\/client-portal\?case=\d+$/);
  await expect(client.getByTestId("toast")).toContainText("Welcome, Robin");
  await expect(
    client.getByRole("heading", { level: 2, name: `Robin ${lastName}: personal injury claim` }),
  ).toBeVisible();

  // The link is spent: it says so, and the password works at the sign-in screen.
  await logOut(client);
  await client.goto(new URL(link).pathname);
  await expect(client.getByRole("alert")).toContainText(
    "This invitation link has already been used.",
  );
  if (jsEnabled(testInfo)) await expectNoAxeViolations(client);
  await signInThroughForm(client, email, "Robin-Invited-2026");
  await expect(client).toHaveURL("/client-portal");
  await clientContext.close();
});
