import { expect, test } from "./fixtures";
import { DEMO, jsEnabled, signInThroughForm, errorSummary } from "./helpers";

const tabs = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Sign in or register" });

test("the Sign In and Register tabs are links, the current one marked", async ({ page }) => {
  await page.goto("/");
  await expect(tabs(page).getByRole("link")).toHaveText(["Sign In", "Register"]);
  await expect(tabs(page).getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await tabs(page).getByRole("link", { name: "Register" }).click();
  await expect(page).toHaveURL("/?tab=register");
  await expect(tabs(page).getByRole("link", { name: "Register" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("group", { name: "Account type" })).toBeVisible();
});

test("a refused registration keeps the Register tab and links each message to its field", async ({
  page,
}) => {
  await page.goto("/?tab=register");
  await page.getByRole("button", { name: "Create Account" }).click();
  const summary = errorSummary(page);
  await summary.getByRole("link", { name: "First name is required" }).click();
  await expect(page.getByLabel("First name")).toBeFocused();
  await expect(tabs(page).getByRole("link", { name: "Register" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("with JavaScript, a refused sign-in focuses the error summary and the title starts with Error:", async ({
  page,
}, testInfo) => {
  test.skip(
    !jsEnabled(testInfo),
    "moving focus and changing the title are the JavaScript enhancement",
  );
  await signInThroughForm(page, DEMO.staff.email, "not-the-password");
  const summary = errorSummary(page);
  await expect(summary).toContainText("Invalid email or password");
  await expect(summary).toBeFocused();
  await expect.poll(() => page.evaluate(() => document.title)).toMatch(/^Error: /);
  await expect(page.getByLabel("Password")).toHaveValue("");
});
