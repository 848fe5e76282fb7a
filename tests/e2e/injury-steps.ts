import type { Locator, Request } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { DEMO, actAsNewVisitor, signInThroughForm } from "./helpers";
import { uniqueEmail } from "../factories/emails";

/*
 * The injury file's journeys' shared steps (issue 40): the demo attorney opens a personal-injury
 * case of the run's own (the two projects share one database and run at once), the toast a
 * write answers with, and its forms, which a section's page renders only once opened.
 */

export async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId("toast")).toContainText(text);
}

/** Signs in as the demo attorney and opens a personal-injury case for a new client; its id. */
export async function openInjuryCase(
  page: Page,
  client: { firstName: string; lastName: string },
  title: string,
  description: string,
) {
  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(DEMO.staff.home);
  await page.goto("/cases/new");
  await page.getByLabel("First name").fill(client.firstName);
  await page.getByLabel("Last name").fill(client.lastName);
  await page.getByLabel("Email").fill(uniqueEmail("injured"));
  await page.getByLabel("Practice area").selectOption("Personal Injury");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill(description);
  await page.getByRole("button", { name: "Open Case" }).click();
  await page.getByRole("status").getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/cases\/\d+$/);
  return new URL(page.url()).pathname.split("/").pop()!;
}

/**
 * One of a section's Add forms (a claim, a provider, ...), opened from its heading's link: the
 * region with its fields, and Cancel once open. A successful add closes it again.
 */
export async function openAddForm(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole("region", { name });
  await inPlace(page, async () => {
    await region.getByRole("link", { name }).click();
    await expect(region.getByRole("link", { name: "Cancel" })).toBeVisible();
  });
  return region;
}

/**
 * A row's form (Edit, Add a note, Update, Remove, Mark received), opened: the row holds only its
 * link until then (the page renders one row's form at a time), and the form shows its Cancel.
 */
export async function openRowForm(row: Locator, summary: string) {
  await inPlace(row.page(), async () => {
    await row.getByRole("link", { name: new RegExp(`^${summary}\\b`) }).click();
    await expect(row.getByRole("link", { name: "Cancel" })).toBeVisible();
  });
}

/**
 * Opens a form by its link: without JavaScript a new page, with it in the app, the document kept
 * (the server draws these links as plain anchors and the browser's Link takes them over, so a
 * hydration that missed them would load a whole page here).
 */
async function inPlace(page: Page, open: () => Promise<void>) {
  const documents: string[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  };
  page.on("request", onRequest);
  try {
    await open();
  } finally {
    page.off("request", onRequest);
  }
  if (test.info().project.use.javaScriptEnabled !== false) expect(documents).toEqual([]);
  else expect(documents).toHaveLength(1);
}
