import { readFile } from "node:fs/promises";
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import {
  DEMO,
  expectNoAxeViolations,
  logOut,
  registerClient,
  scanOnlyWithJavaScript,
  signInThroughForm,
} from "./helpers";
import { createCase, openNewIntake, send } from "./intake-helpers";

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

/** The chart's Download CSV holds its table's rows. Other journeys on this server may add a case
 * or an intake between reading the table and the download: then the page is read again. */
async function expectCsvOfTable(page: Page, figure: Locator, table: Locator) {
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) {
      await page.reload();
      await showNumbers(figure);
    }
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      figure.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    const csv = (await readFile((await download.path())!, "utf8")).replace(/^\ufeff/, "");
    const rows = await table.getByRole("row").allInnerTexts();
    expect(
      csv
        .trim()
        .split("\r\n")
        .map((line) => line.split(",").join(" ").trim()),
    ).toEqual(rows.map((row) => row.replace(/\s+/g, " ").trim()));
  }).toPass({ intervals: [500, 1000], timeout: 20_000 });
}

/** A row's count in a chart's table (0 when the chart has no such row). */
async function countIn(page: Page, chart: string, label: string) {
  const figure = page.getByRole("figure", { name: chart });
  await showNumbers(figure);
  const row = figure
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });
  if ((await row.count()) === 0) return 0;
  return Number(await row.getByRole("cell").first().innerText());
}

test("a case the AI intake makes counts under its type and under AI intake", async ({ page }) => {
  await page.goto("/analytics?tab=cases&range=30d");
  const typeBefore = await countIn(page, "Cases by type", "Immigration");
  const sourceBefore = await countIn(page, "Cases by source", "AI intake");
  await logOut(page);

  await registerClient(page, "Analytics", `Visa${Date.now().toString(36)}`);
  await openNewIntake(page);
  for (const text of [
    "no",
    "No one",
    "My work visa renewal was refused and I have to leave the country in a month.",
    "Last month, at the consulate",
    "Email",
  ]) {
    await send(page, text);
  }
  await createCase(page);
  await logOut(page);

  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(DEMO.staff.home);
  await page.goto("/analytics?tab=cases&range=30d");
  // Other journeys on this server may add intake cases at the same time: at least this one.
  expect(await countIn(page, "Cases by type", "Immigration")).toBeGreaterThanOrEqual(
    typeBefore + 1,
  );
  expect(await countIn(page, "Cases by source", "AI intake")).toBeGreaterThanOrEqual(
    sourceBefore + 1,
  );
});

test("response times by channel: the median and 90th percentile, on the chart and in its table and CSV", async ({
  page,
}) => {
  await page.goto("/analytics?range=12m");
  // The demo firm's year of answers: a duration on the Overview, with its change in words.
  await expect(headline(page, "Median first response")).toContainText(
    /\d+(\.\d)? (min|hours?|days)/,
  );
  await expect(headline(page, "Median first response")).toContainText(/the period before/);

  await openTab(page, "Performance");
  const chart = page.getByRole("figure", { name: "Response times by channel" });
  await expect(chart.getByRole("img", { name: /Response times by channel/ })).toBeVisible();
  await expect(chart.getByRole("img")).toContainText(/Median [\d.]+ h/);
  await showNumbers(chart);
  const table = chart.getByRole("table", { name: "Response times by channel" });
  for (const channel of ["Client messages", "Consultation requests", "Completed intakes"]) {
    await expect(table.getByRole("rowheader", { name: channel })).toBeVisible();
  }
  await expectCsvOfTable(page, chart, table);
});

test("the printable report has every tab's figures and every chart's table", async ({ page }) => {
  await page.goto("/analytics?tab=trends&range=12m");
  await page.getByRole("link", { name: "Printable report" }).click();
  await expect(page).toHaveURL(/view=print&tab=trends&range=12m/);
  await expect(page.getByRole("heading", { level: 1, name: "Analytics report" })).toBeVisible();
  for (const section of ["Overview", "Case Analytics", "Performance", "Trends"]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  await expect(headline(page, "New cases")).toBeVisible();
  // Every chart's numbers are shown, not folded away.
  const figures = page.getByRole("figure");
  await expect(figures).toHaveCount(10);
  await expect(page.getByRole("table", { name: "Response times by channel" })).toBeVisible();
  await expect(page.getByRole("table", { name: "New and closed cases by month" })).toBeVisible();
  const back = page.getByRole("link", { name: "Back to analytics" });
  await expect(back).toHaveAttribute("href", "/analytics?tab=trends&range=12m");
  // On paper: no navigation and no links back.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(back).toBeHidden();
  await expect(page.getByRole("table", { name: "Cases by type" })).toBeVisible();
});

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
  await expectCsvOfTable(page, types, table);
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
  await expect(open.getByRole("row", { name: /^Total \d+/ })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Task completion" })).toBeVisible();

  // Every attorney's open work: a table paged and sorted by links (the charts show the busiest
  // ten and link it when there are more).
  await page.goto("/analytics?tab=performance&people=all");
  const everyone = page.getByRole("table", { name: "Open work by attorney" });
  await expect(everyone.getByRole("row", { name: /Jordan Lee/ })).toBeVisible();
  await expect(
    page.getByText(/Firm average: [\d.]+ open cases and [\d.]+ open tasks/),
  ).toBeVisible();
  await everyone.getByRole("link", { name: "Open cases" }).click();
  await expect(page).toHaveURL(/people=all.*sort=cases&dir=asc/);
  await expect(everyone.getByRole("columnheader", { name: "Open cases" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await page.getByRole("link", { name: "Back to the charts" }).click();
  await expect(page.getByRole("figure", { name: "Open cases by attorney" })).toBeVisible();

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
  for (const query of [
    "tab=overview",
    "tab=cases",
    "tab=performance",
    "tab=performance&people=all",
    "tab=trends",
    "view=print",
  ]) {
    await page.goto(`/analytics?${query}`);
    await page
      .getByRole("main")
      .locator("details")
      .evaluateAll((all) => {
        for (const details of all) (details as HTMLDetailsElement).open = true;
      });
    await expectNoAxeViolations(page);
  }
});
