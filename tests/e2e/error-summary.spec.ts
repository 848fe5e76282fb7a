import type { TestInfo } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import {
  DEMO,
  actAsNewVisitor,
  errorSummary,
  expectNoAxeViolations,
  jsEnabled,
  signInThroughForm,
} from "./helpers";

/**
 * Errors a screen reader hears without JavaScript (issue 36, item 5). After a refused post, the
 * page the server sends has a title that begins "Error: " and its error summary, the first thing
 * in `main`, carries `autofocus`, so the browser moves focus (and the view) to it as the page loads.
 *
 * A post without JavaScript: with JavaScript off, the submit button; with it on, the form is sent
 * the way a browser without JavaScript sends it (HTMLFormElement.submit, which no script of the
 * page intercepts), so both projects check the server's page, and the JavaScript project checks
 * that hydrating it leaves the focus and the title where they are.
 */
async function postWithoutJavaScript(page: Page, testInfo: TestInfo, button: string) {
  const submit = page.getByRole("button", { name: button });
  const posted = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && response.request().resourceType() === "document",
  );
  if (jsEnabled(testInfo)) {
    await submit.evaluate((element) => {
      const form = (element as HTMLButtonElement).form!;
      HTMLFormElement.prototype.submit.call(form);
    });
  } else {
    await submit.click();
  }
  const response = await posted;
  // Refused: 400 for the form's rules, 401 for a wrong password.
  expect([400, 401]).toContain(response.status());
  // The server's page: its summary carries the autofocus attribute (the browser focuses it).
  expect(await response.text()).toMatch(/<div [^>]*role="alert"[^>]*autofocus=""/);
  await page.waitForLoadState("load");
}

async function expectHeardError(page: Page, testInfo: TestInfo, title: string) {
  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(`Error: ${title}`);
  // The alert is there only because the post was refused: the page before had none.
  await expect(page.getByRole("alert")).toHaveCount(1);
  // Without JavaScript it is the first thing in `main`, before the page's heading and its form
  // (with it, a form in a modal dialog shows its own).
  if (!jsEnabled(testInfo) || !(await page.getByRole("dialog").count())) {
    await expect(page.locator("main > :first-child").getByRole("alert")).toHaveCount(1);
  }
  // Each of its links leads to a field of the page.
  for (const href of await summary
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!))) {
    await expect(page.locator(href)).toHaveCount(1);
  }
  if (jsEnabled(testInfo) && testInfo.project.name.endsWith("-sqlite")) {
    await expectNoAxeViolations(page);
  }
}

test.beforeEach(async ({ page }) => actAsNewVisitor(page));

test("the consultation form, refused, is titled Error: and its summary has the focus", async ({
  page,
}, testInfo) => {
  await page.goto("/public-form");
  await expect(page).toHaveTitle("Legal Consultation Form | Justice Streamlined");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByLabel("First Name (required)").fill("Robin");
  await postWithoutJavaScript(page, testInfo, "Submit Consultation Request");
  await expectHeardError(page, testInfo, "Legal Consultation Form | Justice Streamlined");
  await expect(
    errorSummary(page).getByRole("link", { name: "Last name is required" }),
  ).toBeVisible();
  await expect(page.getByLabel("First Name (required)")).toHaveValue("Robin");
});

test("sign-in and registration, refused, are titled Error: and their summary has the focus", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Justice Streamlined");
  await page.getByLabel("Email").fill(DEMO.staff.email);
  await page.getByLabel("Password").fill("not-the-password");
  await postWithoutJavaScript(page, testInfo, "Sign In");
  await expectHeardError(page, testInfo, "Justice Streamlined");
  await expect(errorSummary(page).getByRole("listitem")).toHaveText(["Invalid email or password"]);

  await page.goto("/?tab=register");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByLabel("First name").fill("Casey");
  await postWithoutJavaScript(page, testInfo, "Create Account");
  await expectHeardError(page, testInfo, "Justice Streamlined");
  await expect(
    errorSummary(page).getByRole("link", { name: "Last name is required" }),
  ).toBeVisible();
});

test("a case page's form, refused, is titled Error: and its summary has the focus", async ({
  page,
}, testInfo) => {
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(DEMO.staff.home);
  await page.goto("/cases/1?tab=timeline");
  const title = await page.title();
  expect(title).not.toMatch(/^Error: /);
  await postWithoutJavaScript(page, testInfo, "Add Event");
  await expectHeardError(page, testInfo, title);
  await expect(errorSummary(page).getByRole("link", { name: "Title is required" })).toBeVisible();
});

test("without JavaScript the consultation form is the page's own section: Open Form leads to it, Cancel goes back", async ({
  page,
}, testInfo) => {
  test.skip(jsEnabled(testInfo), "with JavaScript the form opens as a modal dialog");
  const form = page.getByRole("region", { name: "Personal Injury Consultation" });
  await page.goto("/public-form");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(form).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 1, name: "Legal Consultation Form" }),
  ).toBeVisible();
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/public-form\?dialog=closed$/);
  await expect(form).toHaveCount(0);
  await page.getByRole("link", { name: "Open Form" }).click();
  await expect(page).toHaveURL(/\/public-form#consultation-dialog$/);
  await expect(form).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByLabel("First Name (required)")).toBeVisible();
});
