import { expect, newContext, test, type Page } from "./fixtures";
import type { Browser, TestInfo } from "@playwright/test";
import { uniqueEmail } from "../factories/emails";
import {
  DEMO,
  actAsNewVisitor,
  expectNoAxeViolations,
  jsEnabled,
  randomSurname,
  requestStaffAccount,
  signInThroughForm,
} from "./helpers";

/**
 * Staff accounts come from the firm (issue 35): someone who registers as a staff attorney waits on
 * a page of its own until an administrator approves the request under User Management; then they
 * sign in again and reach the dashboard. Declined, the account is closed.
 */

const withAxe = (testInfo: TestInfo) =>
  jsEnabled(testInfo) && testInfo.project.name.endsWith("-sqlite");

/** The demo administrator, signed in in a browser of their own (JavaScript as the project has it). */
async function administrator(browser: Browser, testInfo: TestInfo) {
  const context = await newContext(browser, { javaScriptEnabled: jsEnabled(testInfo) });
  const admin = await context.newPage();
  await actAsNewVisitor(admin);
  await signInThroughForm(admin, DEMO.admin.email, DEMO.admin.password);
  await expect(admin).toHaveURL("/admin");
  return admin;
}

/** User Management's requests that wait, narrowed to this person's email. */
async function openRequest(admin: Page, email: string) {
  await admin.goto(`/admin?tab=users&request=pending&q=${encodeURIComponent(email)}`);
  return admin.getByRole("row").filter({ hasText: email });
}

test("registered as a staff attorney: waits on its own page; approved, signs in to the dashboard", async ({
  page,
  browser,
}, testInfo) => {
  const surname = randomSurname();
  const account = await requestStaffAccount(page, "Morgan", surname);
  await expect(
    page.getByRole("heading", { name: "Your staff account is waiting for approval" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(
    page.getByText(
      "When an administrator approves your request, you are signed out. Sign in again with the same email and password to open the dashboard.",
    ),
  ).toBeVisible();
  // The header offers it nothing (no navigation, bell or tutorials); the page signs it out.
  const header = page.getByRole("banner");
  await expect(header.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(header.getByRole("link", { name: "Account" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("button", { name: "Sign Out" })).toBeVisible();
  if (withAxe(testInfo)) await expectNoAxeViolations(page);
  // Nothing else opens, on screens or through the JSON calls.
  for (const path of ["/dashboard", "/client-portal", "/cases", "/"]) {
    await page.goto(path);
    await expect(page).toHaveURL("/account/waiting");
  }
  const api = await page.request.get("/api/cases");
  expect(api.status()).toBe(403);
  expect((await api.json()).message).toContain("waiting for an administrator's approval");

  // The administrator is told, and finds the request under User Management.
  const admin = await administrator(browser, testInfo);
  await admin.goto("/notifications");
  await expect(
    admin
      .getByRole("main")
      .getByText(`Morgan ${surname} (${account.email}) registered as a staff attorney`),
  ).toBeVisible();
  const row = await openRequest(admin, account.email);
  await expect(row.getByText("Staff request", { exact: true })).toBeVisible();
  if (withAxe(testInfo)) await expectNoAxeViolations(admin);
  await row.getByRole("button", { name: `Approve Morgan ${surname} as staff` }).click();
  await expect(admin.getByTestId("toast")).toContainText("Staff request approved");
  await expect(admin.getByRole("row").filter({ hasText: account.email })).toHaveCount(0);

  // Approval ended the waiting session: signing in again opens the dashboard.
  await page.goto("/account/waiting");
  await expect(page).toHaveURL("/");
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("banner").getByText("Staff Attorney", { exact: true })).toBeVisible();
  await admin.context().close();
});

test("declined, the account is closed and signing in says why", async ({
  page,
  browser,
}, testInfo) => {
  const surname = randomSurname();
  const account = await requestStaffAccount(page, "Robin", surname);
  const admin = await administrator(browser, testInfo);
  const row = await openRequest(admin, account.email);
  await row.getByRole("button", { name: `Decline the staff request of Robin ${surname}` }).click();
  await expect(admin.getByTestId("toast")).toContainText("Staff request declined");
  await admin.context().close();

  await page.goto("/account/waiting");
  await expect(page).toHaveURL("/");
  await signInThroughForm(page, account.email, account.password);
  await expect(page.getByRole("alert")).toContainText(
    "The firm declined your request for a staff account, so this account is closed.",
  );
});

test("an administrator invites a staff member: the link is shown once and opens the dashboard", async ({
  page,
  browser,
}, testInfo) => {
  const admin = await administrator(browser, testInfo);
  const surname = randomSurname();
  const email = uniqueEmail("invited");
  await admin.goto("/admin?tab=users&dialog=new-user");
  const dialog = admin.getByRole("dialog", { name: "Create New User" });
  await dialog.getByLabel("First Name").fill("Avery");
  await dialog.getByLabel("Last Name").fill(surname);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Role").selectOption("staff");
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(dialog.getByRole("status")).toContainText(
    `Avery ${surname}'s staff account is created.`,
  );
  const link = await dialog.getByLabel("Invitation link").inputValue();
  if (withAxe(testInfo)) await expectNoAxeViolations(admin);
  await dialog.getByRole("link", { name: "Done" }).click();
  await expect(admin.getByRole("dialog")).toHaveCount(0);
  // User Management shows the account as invited; the link is not shown again.
  await admin.goto(`/admin?tab=users&q=${encodeURIComponent(email)}`);
  const row = admin.getByRole("row").filter({ hasText: email });
  await expect(row.getByText("Invited", { exact: true })).toBeVisible();
  await expect(admin.getByLabel("Invitation link", { exact: true })).toHaveCount(0);
  await expect(
    row.getByRole("button", { name: `New invitation link for Avery ${surname}` }),
  ).toBeVisible();
  await admin.context().close();

  await page.goto(link);
  await expect(
    page.getByText(`Welcome, Avery. Choose a password to sign in to the firm's workspace.`),
  ).toBeVisible();
  await page.getByLabel("New password").fill("Avery-Esq-2026");
  await page.getByLabel("Type it again").fill("Avery-Esq-2026");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("banner").getByText("Staff Attorney", { exact: true })).toBeVisible();
});
