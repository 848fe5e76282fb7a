import { expect, test, newContext } from "./fixtures";
import type { Page } from "@playwright/test";
import { uniqueEmail } from "../factories/emails";
import {
  DEMO,
  actAsNewVisitor,
  errorSummary,
  expectFieldError,
  expectNoAxeViolations,
  jsEnabled,
  signInThroughForm,
} from "./helpers";

/**
 * Issue 10: settings that take effect. This journey changes what every other journey meets, so it
 * runs after them on each server (playwright.config.ts), and puts the defaults back at the end.
 * Its journeys change the same settings, so they run one after the other, not side by side (the
 * config runs a file's tests in parallel): side by side, one read the other's change in the audit
 * log.
 */
test.describe.configure({ mode: "default" });

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
    ).toContainText("Password policy: standard → strict");
  } finally {
    await saveSettings(page, DEFAULTS, "standard");
  }
  await expect(page).toHaveTitle("Administration | Justice Streamlined");
});

test("settings save field by field: a refused two-factor is named and the others are saved", async ({
  page,
}, testInfo) => {
  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL("/admin");
  try {
    await page.goto("/admin?tab=settings");
    const zone = page.getByLabel("Default Time Zone");
    // The full list, the US zones first.
    await expect(zone.locator("option").first()).toHaveText("America/New York");
    expect(await zone.locator("option").count()).toBeGreaterThan(300);
    await zone.selectOption("America/Chicago");
    await page.getByLabel("Session Timeout (minutes)").fill("45");
    await page.getByLabel("Two-Factor Authentication").selectOption("required");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByTestId("toast")).toContainText(
      "Saved, except two-factor: set up your own two-factor sign-in first",
    );
    await expect(page.getByLabel("Session Timeout (minutes)")).toHaveValue("45");
    await expect(page.getByLabel("Default Time Zone")).toHaveValue("America/Chicago");
    await expect(page.getByLabel("Two-Factor Authentication")).toHaveValue("optional");
    if (jsEnabled(testInfo)) await expectNoAxeViolations(page);

    // The audit log reads as text, not JSON.
    await page.goto("/admin?tab=audit&action=setting_changed");
    const row = page.getByRole("row").filter({ hasText: "Changed a setting" }).first();
    await expect(row).toContainText("Time zone: UTC → America/Chicago");
    await expect(row).not.toContainText("{");
    if (jsEnabled(testInfo)) await expectNoAxeViolations(page);
  } finally {
    await page.goto("/admin?tab=settings");
    await page.getByLabel("Default Time Zone").selectOption("UTC");
    await page.getByLabel("Session Timeout (minutes)").fill("60");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByTestId("toast")).toContainText("Settings saved");
  }
});
