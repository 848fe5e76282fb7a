import { expect, test } from "./fixtures";
import {
  DEMO,
  errorSummary,
  expectNoAxeViolations,
  expectNotFoundPage,
  jsEnabled,
  scanOnlyWithJavaScript,
  signInThroughForm,
} from "./helpers";

/** The pages a firm publishes (issue 14): terms, privacy, accessibility; the header's role line. */

test("a visitor finds the terms and privacy policy the consultation form asks them to agree to, and the accessibility statement in the footer", async ({
  page,
}) => {
  await page.goto("/public-form");
  const terms = page.getByRole("link", { name: "terms of service (opens in a new tab)" });
  await expect(terms).toHaveAttribute("href", "/pages/terms");
  await expect(
    page.getByRole("link", { name: "privacy policy (opens in a new tab)" }),
  ).toHaveAttribute("href", "/pages/privacy");
  // The checkbox's description says where to read them.
  await expect(
    page.getByRole("checkbox", { name: /I agree to the terms of service and privacy policy/ }),
  ).toHaveAccessibleDescription(/Read the terms of service .* and the privacy policy/);

  // Every page's footer (the consultation modal covers this one's).
  await page.goto("/");
  const about = page.getByRole("navigation", { name: "About this site" });
  await expect(about.getByRole("link")).toHaveText([
    "Terms of service",
    "Privacy policy",
    "Accessibility statement",
  ]);
  await about.getByRole("link", { name: "Accessibility statement" }).click();
  await expect(page).toHaveURL("/pages/accessibility");
  await expect(
    page.getByRole("heading", { level: 1, name: "Accessibility statement" }),
  ).toBeVisible();
  await expect(page.getByText(/This is a template\./)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "How it was tested" })).toBeVisible();
  // How to report a problem: the firm's support email from its settings.
  await expect(page.getByText(/write to support@demo\.test and say which page/)).toBeVisible();
  await expect(page.getByText("Edit this page", { exact: true })).toHaveCount(0);

  await page.goto("/pages/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  await expectNotFoundPage(page, "/pages/no-such-page");
});

test("an administrator rewrites a page; a blank title is refused beside the field and changes nothing", async ({
  page,
}, testInfo) => {
  // JavaScript on and off share a server: each edits a page of its own.
  const slug = jsEnabled(testInfo) ? "terms" : "privacy";
  const title = slug === "terms" ? "Terms of service" : "Privacy policy";
  await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(DEMO.admin.home);
  // The header calls an administrator an administrator.
  await expect(page.getByRole("banner").getByText("Administrator", { exact: true })).toBeVisible();

  await page.goto(`/pages/${slug}`);
  await page.getByText("Edit this page", { exact: true }).click();
  await page.getByLabel("Title").fill("");
  await page.getByRole("button", { name: "Save page" }).click();
  await expect(errorSummary(page).getByRole("link", { name: "Title is required" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  const line = `Our own ${slug} text, ${Date.now().toString(36)}; questions to {supportEmail}.`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Text").fill(`## Who we are\n${line}`);
  await page.getByRole("button", { name: "Save page" }).click();
  await expect(page).toHaveURL(`/pages/${slug}`);
  await expect(page.getByTestId("toast")).toContainText("Page saved");
  await expect(page.getByRole("heading", { level: 2, name: "Who we are" })).toBeVisible();
  await expect(
    page.getByText(line.replace("{supportEmail}", "support@demo.test"), { exact: true }),
  ).toBeVisible();
});

test("the published pages and the editor have no axe violations", async ({ page }, testInfo) => {
  scanOnlyWithJavaScript(testInfo);
  await page.goto("/pages/accessibility");
  await expectNoAxeViolations(page);
  await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(DEMO.admin.home);
  await page.goto("/pages/accessibility");
  await page.getByText("Edit this page", { exact: true }).click();
  await expectNoAxeViolations(page);
});
