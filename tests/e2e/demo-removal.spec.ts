import type { Page } from "@playwright/test";
import { expect, newContext, test } from "./fixtures";
import {
  DEMO,
  actAsNewVisitor,
  expectNoAxeViolations,
  inviteStaff,
  jsEnabled,
  logOut,
  signInThroughForm,
} from "./helpers";

/**
 * Issue 35: "Remove demo data" on /admin, with JavaScript on and off. It removes what every other
 * journey signs in with, so it runs on servers of its own, a fresh seeded database for each
 * JavaScript setting (playwright.config.ts: the demo-removal projects).
 */

const warning = (page: Page) => page.getByRole("status").filter({ hasText: "demo data" });

test("a real administrator removes the demo data; the demo accounts are gone from the sign-in page", async ({
  page,
  browser,
}, testInfo) => {
  const scan = jsEnabled(testInfo) && testInfo.project.name.endsWith("-sqlite");
  test.setTimeout(150_000);
  await actAsNewVisitor(page);
  await page.goto("/");
  const demoPanel = page.getByRole("heading", { name: "Demo accounts" });
  await expect(demoPanel).toBeVisible();
  await expect(page.getByText(`${DEMO.admin.email} / ${DEMO.admin.password}`)).toBeVisible();

  // The demo administrator is warned, but may not remove the demo data: it would remove them.
  await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL("/admin");
  await expect(warning(page)).toContainText("The demo data is still here");
  await page.getByRole("link", { name: "Remove demo data" }).click();
  let dialog = page.getByRole("dialog", { name: "Remove demo data?" });
  await dialog.getByRole("button", { name: "Remove demo data" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    "You are signed in with a demo account. Create an administrator account of your own",
  );

  // So they make the firm's own administrator: a staff account, invited (they choose their own
  // password from the link, on a device of their own), made an administrator.
  const person = await (
    await newContext(browser, { javaScriptEnabled: jsEnabled(testInfo) })
  ).newPage();
  const { email, password } = await inviteStaff(person, "Robin", "Firmadmin", page);
  await expect(person).toHaveURL("/dashboard");
  await person.context().close();
  // Then make that staff member an administrator from the table.
  await page.goto(`/admin?tab=users&q=${encodeURIComponent(email)}`);
  await page.getByRole("button", { name: "Make Robin Firmadmin Administrator" }).click();
  await expect(page.getByTestId("toast")).toContainText("User role updated successfully");
  await expect(page.getByRole("row", { name: /Robin Firmadmin/ })).toContainText("Administrator");
  await logOut(page);

  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL("/admin");
  await expect(warning(page)).toBeVisible();
  if (scan) await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Remove demo data" }).click();
  dialog = page.getByRole("dialog", { name: "Remove demo data?" });
  await expect(dialog).toContainText("What your firm made itself stays");
  if (scan) await expectNoAxeViolations(page);
  // Close leaves it, changing nothing.
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(warning(page)).toBeVisible();

  await page.getByRole("link", { name: "Remove demo data" }).click();
  await page
    .getByRole("dialog", { name: "Remove demo data?" })
    .getByRole("button", { name: "Remove demo data" })
    .click();
  await expect(page.getByTestId("toast")).toContainText("Demo data removed");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Demo data" })).toHaveCount(0);
  await expect(warning(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Administration" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove demo data" })).toHaveCount(0);

  await logOut(page);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(demoPanel).toHaveCount(0);
  await expect(page.getByText(DEMO.admin.password)).toHaveCount(0);
  await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page.getByText("Invalid email or password")).toBeVisible();
});
