import { expect, test } from "./fixtures";
import {
  DEMO,
  expectNoAxeViolations,
  logOut,
  scanOnlyWithJavaScript,
  signInThroughForm,
} from "./helpers";

test("an attorney finds their cases: search and filters are a GET form, Clear starts again", async ({
  page,
}) => {
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await page.getByRole("link", { name: "Cases", exact: true }).click();
  await expect(page).toHaveURL("/cases");
  await expect(page.getByRole("heading", { level: 1, name: "Cases" })).toBeVisible();
  await expect(page.getByText("The cases assigned to you, latest activity first.")).toBeVisible();
  const table = page.getByRole("table");
  // The first page holds the latest 25; the run's own cases may push Rivera past it.
  await expect(table.getByRole("link", { name: /./ }).first()).toBeVisible();

  const search = page.getByRole("search", { name: "Find cases" });
  await search.getByLabel("Search").fill("metro transit");
  await search.getByLabel("Status").selectOption("active");
  await search.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/cases\?q=metro\+transit&status=active/);
  await expect(page.getByText("1 case matches")).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByText("Casey Rivera")).toBeVisible();
  await expect(search.getByLabel("Search")).toHaveValue("metro transit");

  await search.getByLabel("Status").selectOption("completed");
  await search.getByRole("button", { name: "Filter" }).click();
  await expect(table.getByText("No cases match these filters.")).toBeVisible();
  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL("/cases");
  await expect(table.getByText("No cases match these filters.")).toHaveCount(0);
  await expect(table.getByRole("link", { name: /./ }).first()).toBeVisible();
});

test("an administrator sees every case in the firm; a client is sent home", async ({ page }) => {
  await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(DEMO.admin.home);
  await page.goto("/cases");
  await expect(page.getByText("Every case in the firm, latest activity first.")).toBeVisible();
  // Another attorney's case, found by its title: the run's own cases push it off the first page.
  await page.getByRole("searchbox", { name: "Search" }).fill("Rivera");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(
    page.getByRole("table").getByText("Rivera v. Metro Transit Authority"),
  ).toBeVisible();
  // Signed out before the next sign-in starts (a navigation could otherwise overtake the logout).
  await logOut(page);
  await signInThroughForm(page, DEMO.client.email, DEMO.client.password);
  await expect(page).toHaveURL(DEMO.client.home);
  await page.goto("/cases");
  await expect(page).toHaveURL(DEMO.client.home);
});

test("the cases list has no axe violations, with cases and empty", async ({ page }, testInfo) => {
  scanOnlyWithJavaScript(testInfo);
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(DEMO.staff.home);
  await page.goto("/cases");
  await expect(page.getByRole("table")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/cases?q=zz-no-such-case");
  await expect(page.getByText("No cases match these filters.")).toBeVisible();
  await expectNoAxeViolations(page);
});
