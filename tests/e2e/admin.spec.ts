import { gunzipSync } from "node:zlib";
import { expect, test, newContext } from "./fixtures";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { uniqueEmail } from "../factories/emails";
import {
  DEMO,
  actAsNewVisitor,
  errorSummary,
  expectFieldError,
  expectNoAxeViolations,
  followDownload,
  jsEnabled,
  registerClient,
  scanOnlyWithJavaScript,
  signInThroughForm,
} from "./helpers";

/**
 * Issue 10: the administrator's screen with JavaScript on and off. The admin creates a staff
 * account that signs in, changes a client's role, disables an account whose open session then
 * ends, and reads all of it in the audit log.
 */

async function signInAsAdmin(page: Page) {
  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL("/admin");
}

async function newPage(browser: Browser, testInfo: TestInfo) {
  const context = await newContext(browser, { javaScriptEnabled: jsEnabled(testInfo) });
  const page = await context.newPage();
  await actAsNewVisitor(page);
  return page;
}

/** The users table's row of this email, found through the search form. */
async function findUserRow(page: Page, email: string) {
  await page.goto("/admin?tab=users");
  await page.getByRole("searchbox", { name: "Search" }).fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("1 user matches")).toBeVisible();
  return page.getByRole("row").filter({ hasText: email });
}

test("an admin creates a staff account; its invitation e-mail's link sets the password and opens the dashboard", async ({
  page,
  browser,
}, testInfo) => {
  await signInAsAdmin(page);
  await expect(page.getByRole("term").filter({ hasText: "Total Users" })).toBeVisible();
  // The system card reads the health checks (Degraded names what failed, say a busy event loop).
  await expect(page.getByText(/^(Healthy|Degraded)$/).first()).toBeVisible();

  await page.getByRole("link", { name: "Create New User" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New User" });
  await expect(dialog).toBeVisible();
  // Issue 37: nobody types a password for someone else.
  await expect(dialog.getByLabel("Password")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expectFieldError(dialog, "First name is required");
  await expectFieldError(dialog, "Choose Staff or Client");

  const email = uniqueEmail("new-staff");
  const lastName = `Staffer${testInfo.project.name.replace(/\W/g, "")}`;
  await dialog.getByLabel("First Name").fill("Quinn");
  await dialog.getByLabel("Last Name").fill(lastName);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Role").selectOption("staff");
  await dialog.getByRole("button", { name: "Create User" }).click();
  const created = dialog.getByRole("status");
  await expect(created).toContainText(`Quinn ${lastName}'s staff account is created.`);
  // No mail server on the test's server: the page says the e-mail was kept, and shows the link.
  await expect(created).toContainText(`the invitation to ${email} was not sent`);
  const shown = await dialog.getByLabel("Invitation link").inputValue();
  await dialog.getByRole("link", { name: "Done" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const row = await findUserRow(page, email);
  await expect(row.getByText("Staff", { exact: true })).toBeVisible();
  await expect(row.getByText("Invited", { exact: true })).toBeVisible();

  // The invitation e-mail, as the administrator reads it under Outbox.
  await page.goto("/admin?tab=outbox");
  const message = page.getByRole("article").filter({ hasText: email });
  await expect(message.getByRole("heading", { name: /^Set up your .+ account$/ })).toBeVisible();
  await message.getByText("The message", { exact: true }).click();
  const text = message.locator("pre");
  await expect(text).toBeVisible();
  await expect(text).toContainText("Hello Quinn,");
  await expect(text).toContainText("has opened an account for you.");
  await expect(text).toContainText("The link works once, for 7 days.");
  const link = /https?:\/\/\S+\/invitations\/[\w-]+/.exec((await text.textContent()) ?? "")?.[0];
  expect(link).toBe(shown);

  const staff = await newPage(browser, testInfo);
  await staff.goto(link!);
  await expect(
    staff.getByText("Welcome, Quinn. Choose a password to sign in to the firm's workspace."),
  ).toBeVisible();
  // The firm's password policy (standard) says what is missing, on the server too.
  await staff.getByLabel("New password").fill("alllowercase");
  await staff.getByLabel("Type it again").fill("alllowercase");
  await staff.getByRole("button", { name: "Set Password" }).click();
  await expect(
    errorSummary(staff).getByRole("link", {
      name: "Password must contain both upper and lower case letters",
    }),
  ).toBeVisible();
  await staff.getByLabel("New password").fill("Quinn-Staff-2026");
  await staff.getByLabel("Type it again").fill("Quinn-Staff-2026");
  await staff.getByRole("button", { name: "Set Password" }).click();
  await expect(staff).toHaveURL("/dashboard");
  await expect(
    staff.getByRole("banner").getByText("Staff Attorney", { exact: true }),
  ).toBeVisible();
  await staff.context().close();

  const active = await findUserRow(page, email);
  await expect(active.getByText("Active", { exact: true })).toBeVisible();
});

test("an admin changes a client's role, and disables an account whose session then ends", async ({
  page,
  browser,
}, testInfo) => {
  const person = await newPage(browser, testInfo);
  const lastName = `Member${Date.now().toString(36)}`;
  const { email, password } = await registerClient(person, "Dale", lastName);

  await signInAsAdmin(page);
  const row = await findUserRow(page, email);
  await expect(row.getByText("Client", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Make Dale ${lastName} Staff` }).click();
  await expect(page.getByTestId("toast")).toContainText("User role updated successfully");
  await expect(row.getByText("Staff", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Make Dale ${lastName} Client` }).click();
  await expect(row.getByText("Client", { exact: true })).toBeVisible();

  // A change of role ends their sessions (issue 11): they sign in again, under the new role.
  await person.goto("/client-portal");
  await expect(person).toHaveURL("/");
  await signInThroughForm(person, email, password);
  await expect(person).toHaveURL("/client-portal");
  // Disabling the account ends that session too, at its next request.
  await row.getByRole("button", { name: `Disable Dale ${lastName}` }).click();
  await expect(page.getByTestId("toast")).toContainText("Account disabled");
  await expect(row.getByText("Disabled", { exact: true })).toBeVisible();
  await person.goto("/client-portal");
  await expect(person).toHaveURL("/");
  // Their password is right, and they are told the account is disabled.
  await signInThroughForm(person, email, password);
  await expect(person.getByRole("alert")).toContainText("This account is disabled.");
  await person.context().close();

  // The admin's own row offers nothing: nobody disables or demotes themselves.
  const own = await findUserRow(page, DEMO.admin.email);
  await expect(own).toContainText("You");
  await expect(own.getByRole("button")).toHaveCount(0);

  // The audit log tells what happened, filtered by the admin and the action.
  await page.goto("/admin?tab=audit");
  await page.getByLabel("Person (email)").fill(DEMO.admin.email);
  await page.getByLabel("Action").selectOption("user_disabled");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/action=user_disabled/);
  await expect(
    page.getByRole("row").filter({ hasText: "Disabled an account" }).first(),
  ).toContainText(DEMO.admin.email);
  await page.getByLabel("Action").selectOption("user_role_changed");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(
    page.getByRole("row").filter({ hasText: "Changed an account's role" }),
  ).not.toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: "Disabled an account" })).toHaveCount(0);
});

test("Database Backup downloads the whole database, and System Health says when", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const { fileName, bytes } = await followDownload(
    page,
    page.getByRole("button", { name: "Database Backup" }),
  );
  expect(fileName).toMatch(/^backup-.*\.jsonl\.gz$/);
  const lines = gunzipSync(bytes).toString().split("\n");
  expect(JSON.parse(lines[0])).toMatchObject({ format: "justice-streamlined-backup" });
  expect(lines.some((line) => line.startsWith('{"table":"users","columns":'))).toBe(true);
  await page.goto("/admin?tab=health");
  const lastBackup = page
    .getByRole("term")
    .filter({ hasText: "Last backup" })
    .locator("xpath=following-sibling::dd[1]");
  await expect(lastBackup).not.toHaveText("Never");
});

test("every tab, the dialog and its errors pass axe", async ({ page }, testInfo) => {
  scanOnlyWithJavaScript(testInfo);
  await signInAsAdmin(page);
  for (const tab of ["overview", "users", "health", "settings", "audit"]) {
    await page.goto(`/admin?tab=${tab}`);
    await expect(page.getByRole("tab", { selected: true })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.goto("/admin?tab=users&dialog=new-user");
  const dialog = page.getByRole("dialog", { name: "Create New User" });
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(errorSummary(dialog)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/admin?tab=settings");
  await page.getByLabel("Site Title").fill("");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(errorSummary(page)).toBeVisible();
  await expectNoAxeViolations(page);
});
