import { expect, test, type Page, newContext } from "./fixtures";
import { DEMO, actAsNewVisitor, errorSummary, jsEnabled, signInThroughForm } from "./helpers";

/**
 * Dates anyone can type (issue 36, item 4). Chromium always has a date picker, with JavaScript or
 * without, and a picker only ever sends 2026-11-20. A browser without one (lynx, older phones)
 * shows a date input as a text box and sends what was typed. To be that browser, the page's HTML
 * is rewritten on its way in: every `type="date"` becomes `type="text"`, as such a browser treats
 * a type it does not know. Nothing else changes, so the journey runs with JavaScript on (the
 * browser's check with the shared parser, then the server's) and off (the server's alone).
 */
async function withoutDatePicker(page: Page) {
  await page.route(
    (url) => url.pathname === "/public-form",
    async (route) => {
      if (route.request().method() !== "GET" && route.request().method() !== "POST") {
        return route.continue();
      }
      const response = await route.fetch();
      const type = response.headers()["content-type"] ?? "";
      if (!type.includes("text/html")) return route.fulfill({ response });
      const body = (await response.text()).replaceAll('type="date"', 'type="text"');
      return route.fulfill({ response, body });
    },
  );
}

test.beforeEach(async ({ page }) => actAsNewVisitor(page));

test("a visitor without a date picker types 11/20/2026 as the incident date and it is taken as that day", async ({
  page,
  browser,
}, testInfo) => {
  await withoutDatePicker(page);
  const lastName = `Typed${testInfo.project.name.replace(/\W/g, "")}${Date.now().toString(36)}`;
  await page.goto("/public-form");
  const date = page.getByLabel("Incident Date");
  await expect(date).toHaveAttribute("type", "text");
  await expect(date).toHaveAccessibleDescription("For example, 11/20/2026");

  await page.getByLabel("First Name (required)").fill("Robin");
  await page.getByLabel("Last Name (required)").fill(lastName);
  await page.getByLabel("Email Address (required)").fill("robin@example.test");
  await page
    .getByLabel("Describe Your Incident (required)")
    .fill("A delivery van backed into my car in a parking lot.");
  await page.getByLabel("I agree to the terms of service and privacy policy (required)").check();

  // A day that is not on the calendar is refused, saying why.
  await date.fill("02/30/2026");
  await page.getByRole("button", { name: "Submit Consultation Request" }).click();
  const problem = "There is no February 30, 2026: February 2026 has 28 days";
  await expect(errorSummary(page).getByRole("link", { name: problem })).toBeVisible();
  await expect(page.getByLabel("Incident Date")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Incident Date").fill("11/20/2026");
  await page.getByRole("button", { name: "Submit Consultation Request" }).click();
  await expect(page.getByText("Form Submitted Successfully!")).toBeVisible();

  // Staff read it as November 20, 2026.
  const staff = await (
    await newContext(browser, { javaScriptEnabled: jsEnabled(testInfo) })
  ).newPage();
  await actAsNewVisitor(staff);
  await signInThroughForm(staff, DEMO.staff.email, DEMO.staff.password);
  await expect(staff).toHaveURL("/dashboard");
  await staff.goto("/submissions");
  await staff.getByRole("link", { name: `Robin ${lastName}` }).click();
  await expect(staff.getByText("Nov 20, 2026")).toBeVisible();
});
