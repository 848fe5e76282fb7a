import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./fixtures";
import { DEMO, expectNoAxeViolations, scanOnlyWithJavaScript, signInThroughForm } from "./helpers";

test.beforeEach(async ({ page }) => {
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(DEMO.staff.home);
});

/** A tab: a link without JavaScript, an ARIA tab with it. */
const openTab = (page: Page, name: string) =>
  page
    .getByRole("link", { name, exact: true })
    .or(page.getByRole("tab", { name, exact: true }))
    .click();
/** Opens a chart's table (with JavaScript it may still be open from before the filter changed). */
async function showNumbers(figure: ReturnType<Page["getByRole"]>) {
  if ((await figure.locator("details").getAttribute("open")) === null) {
    await figure.getByText("Show the numbers").click();
  }
}

/** A headline figure's card: its label and its value. */
const headline = (page: Page, label: string) =>
  page
    .getByRole("main")
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) });

test("staff read the overview, the case charts with their numbers and CSV, performance and trends; the period changes the figures", async ({
  page,
}) => {
  await page.goto("/analytics");
  for (const label of ["New cases", "Active cases", "Closed cases", "New submissions"]) {
    await expect(headline(page, label)).toContainText(/\d/);
  }
  // The demo firm's cases were opened when it was seeded, within the last 30 days.
  await expect(headline(page, "New cases")).toContainText(
    /(Up|Down|No change) .*the period before/,
  );

  await openTab(page, "Case Analytics");
  await expect(page).toHaveURL(/tab=cases/);
  // The demo firm's cases were opened months ago.
  await page.getByLabel("Period", { exact: true }).selectOption("12m");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/tab=cases&range=12m/);
  const types = page.getByRole("figure", { name: "Cases by type" });
  await expect(types.getByRole("img", { name: /Cases by type/ })).toBeVisible();
  await showNumbers(types);
  const table = types.getByRole("table", { name: "Cases by type" });
  await expect(table.getByRole("row", { name: /Personal Injury/ })).toBeVisible();
  // The CSV holds the table's rows.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    types.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  const csv = (await readFile((await download.path())!, "utf8")).replace(/^\ufeff/, "");
  const tableRows = await table.getByRole("row").allInnerTexts();
  expect(
    csv
      .trim()
      .split("\r\n")
      .map((line) => line.split(",").join(" ").trim()),
  ).toEqual(tableRows.map((row) => row.replace(/\s+/g, " ").trim()));
  for (const name of ["Cases by status", "Cases by priority", "Cases by source"]) {
    await expect(page.getByRole("figure", { name })).toBeVisible();
  }

  // A period with nothing in it: every count is 0, and the tab stays.
  await page.getByLabel("Period", { exact: true }).selectOption("custom");
  await page.getByLabel("From (custom dates)").fill("2000-01-01");
  await page.getByLabel("To (custom dates)").fill("2000-01-31");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/range=custom/);
  await expect(
    page.getByText("The firm's own figures from 2000-01-01 to 2000-01-31."),
  ).toBeVisible();
  const emptyTypes = page.getByRole("figure", { name: "Cases by type" });
  await showNumbers(emptyTypes);
  await expect(emptyTypes.getByRole("row", { name: "Total 0" })).toBeVisible();

  await openTab(page, "Overview");
  await expect(headline(page, "New cases")).toContainText("0");
  await expect(page).toHaveURL(/range=custom&from=2000-01-01&to=2000-01-31/);

  await openTab(page, "Performance");
  const open = page.getByRole("figure", { name: "Open cases by attorney" });
  await expect(open).toContainText(/Firm average: [\d.]+ per attorney/);
  await showNumbers(open);
  await expect(open.getByRole("row", { name: /Jordan Lee/ })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Task completion" })).toBeVisible();

  await openTab(page, "Trends");
  const trend = page.getByRole("figure", { name: "New and closed cases by month" });
  await expect(trend.getByRole("img")).toBeVisible();
  await showNumbers(trend);
  await expect(trend.getByRole("table").getByRole("row")).toHaveCount(13);
});

test("custom dates that do not make a period say so and show the last 30 days", async ({
  page,
}) => {
  await page.goto("/analytics?range=custom&from=2026-03-10&to=2026-03-01");
  await expect(page.getByRole("alert")).toContainText(
    "The end date must be on or after the start date. Showing the last 30 days.",
  );
});

test("every analytics tab has no axe violations", async ({ page }, testInfo) => {
  scanOnlyWithJavaScript(testInfo);
  for (const tab of ["overview", "cases", "performance", "trends"]) {
    await page.goto(`/analytics?tab=${tab}`);
    await page
      .getByRole("main")
      .locator("details")
      .evaluateAll((all) => {
        for (const details of all) (details as HTMLDetailsElement).open = true;
      });
    await expectNoAxeViolations(page);
  }
});
