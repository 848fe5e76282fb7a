import { expect, test, newContext } from "./fixtures";
import type { Page } from "@playwright/test";
import { uniqueEmail } from "../factories/emails";
import {
  DEMO,
  actAsNewVisitor,
  errorSummary,
  expectFieldError,
  signInThroughForm,
} from "./helpers";

/**
 * Issue 10: settings that take effect. This journey changes what every other journey meets, so it
 * runs after them on each server (playwright.config.ts), and puts the defaults back at the end.
 */

const DEFAULTS = {
  "Site Title": "Justice Streamlined",
  "Support Email": "support@example.com",
  "Session Timeout (minutes)": "60",
};

async function saveSettings(
  page: Page,
  values: Partial<Record<keyof typeof DEFAULTS, string>>,
  policy: "basic" | "standard" | "strict",
) {
  await page.goto("/admin?tab=settings");
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
  await page.getByLabel("Password Policy").selectOption(policy);
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByTestId("toast")).toContainText("Settings saved");
}

test("an admin's settings take effect: title, password policy, session timeout", async ({
  page,
  browser,
}) => {
  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL("/admin");
  try {
    // A bad value is refused and nothing is saved.
    await page.goto("/admin?tab=settings");
    await page.getByLabel("Session Timeout (minutes)").fill("2");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expectFieldError(
      page,
      "Session timeout must be a whole number of minutes from 5 to 1440",
    );
    await page.goto("/admin?tab=settings");
    await expect(page.getByLabel("Session Timeout (minutes)")).toHaveValue("60");

    await saveSettings(
      page,
      {
        "Site Title": "Rivera & Lee LLP",
        "Support Email": "help@rivera-lee.test",
        "Session Timeout (minutes)": "30",
      },
      "strict",
    );
    await expect(page.getByLabel("Session Timeout (minutes)")).toHaveValue("30");
    await expect(page.getByRole("banner")).toContainText("Rivera & Lee LLP");
    await expect(page).toHaveTitle("Administration | Rivera & Lee LLP");
    // The footer's support address (beside the links to the firm's published pages).
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "help@rivera-lee.test" }),
    ).toHaveAttribute("href", "mailto:help@rivera-lee.test");

    // A registration with a password the strict policy refuses, told what is missing.
    const visitor = await (await newContext(browser)).newPage();
    await actAsNewVisitor(visitor);
    await visitor.goto("/?tab=register");
    await visitor.getByLabel("First name").fill("Weak");
    await visitor.getByLabel("Last name").fill("Password");
    await visitor.getByLabel("Email").fill(uniqueEmail("weak"));
    await visitor.getByLabel("Password").fill("Abcdefgh1");
    await visitor.getByRole("button", { name: "Create Account" }).click();
    await expect(
      errorSummary(visitor).getByRole("link", { name: "Password must be at least 12 characters" }),
    ).toBeVisible();
    await expect(visitor).toHaveURL(/\/(\?.*)?$/);
    await visitor.context().close();

    // The audit log names each change with its old and new value.
    await page.goto("/admin?tab=audit&action=setting_changed");
    await expect(
      page.getByRole("row").filter({ hasText: "Changed a setting" }).first(),
    ).toContainText('"passwordPolicy":{"from":"standard","to":"strict"}');
  } finally {
    await saveSettings(page, DEFAULTS, "standard");
  }
  await expect(page).toHaveTitle("Administration | Justice Streamlined");
});
