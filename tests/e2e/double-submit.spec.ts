import type { TestInfo } from "@playwright/test";
import { expect, test, newContext } from "./fixtures";
import {
  DEMO,
  actAsNewVisitor,
  jsEnabled,
  pressTwiceOnSlowLink,
  signInThroughForm,
} from "./helpers";

/**
 * Issue 18: a form sent twice stores one record. Without JavaScript nothing stops a second press
 * of Submit while the first answer is on its way; the page's one-time form token makes the server
 * answer the repeat as it answered the first. (With JavaScript the button is disabled while the
 * form is sent.)
 */
test.beforeEach(async ({ page }, testInfo) => {
  test.skip(jsEnabled(testInfo), "with JavaScript the button is disabled while the form is sent");
  await actAsNewVisitor(page);
});

const unique = (testInfo: TestInfo) =>
  `${testInfo.project.name.replace(/\W/g, "")}${Date.now().toString(36)}`;

test("Submit pressed twice on the consultation form stores one consultation", async ({
  page,
  browser,
}, testInfo) => {
  const lastName = `Twice${unique(testInfo)}`;
  await page.goto("/public-form");
  await page.getByLabel("First Name (required)").fill("Robin");
  await page.getByLabel("Last Name (required)").fill(lastName);
  await page.getByLabel("Email Address (required)").fill("robin@example.test");
  await page
    .getByLabel("Describe Your Incident (required)")
    .fill("A delivery truck backed into my parked car.");
  await page.getByLabel("I agree to the terms of service and privacy policy (required)").check();

  const submit = page.getByRole("button", { name: "Submit Consultation Request" });
  const link = await pressTwiceOnSlowLink(page, submit, /\/public-form/);
  await expect(page.getByText("Form Submitted Successfully!")).toBeVisible();
  expect(link.posts()).toBe(2);

  const staff = await (await newContext(browser, { javaScriptEnabled: false })).newPage();
  await actAsNewVisitor(staff);
  await signInThroughForm(staff, DEMO.staff.email, DEMO.staff.password);
  await staff.goto("/submissions");
  await expect(staff.getByRole("link", { name: `Robin ${lastName}` })).toHaveCount(1);
});

test("Send Message pressed twice stores one message", async ({ page }, testInfo) => {
  await signInThroughForm(page, DEMO.client.email, DEMO.client.password);
  await expect(page).toHaveURL("/client-portal");
  await page
    .getByRole("navigation", { name: "Portal sections" })
    .getByRole("link", { name: "Communications" })
    .click();
  const text = `Is the mediation still on Friday? (${unique(testInfo)})`;
  await page.getByRole("textbox", { name: "Message", exact: true }).fill(text);

  const send = page.getByRole("button", { name: "Send Message" });
  const link = await pressTwiceOnSlowLink(page, send, /\/client-portal/);
  await expect(page.getByTestId("toast")).toContainText("Your legal team has been notified.");
  expect(link.posts()).toBe(2);
  const messages = page.getByRole("region", { name: "Messages" });
  await expect(messages.getByRole("listitem").filter({ hasText: text })).toHaveCount(1);
});

test("Open Case pressed twice on New case opens one case, and the repeat is sent to it", async ({
  page,
}, testInfo) => {
  const lastName = `Twice${unique(testInfo)}`;
  const title = `Sam ${lastName}: a phoned-in claim`;
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(DEMO.staff.home);
  await page.goto("/cases/new");
  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Email").fill(`${lastName.toLowerCase()}@example.test`);
  await page.getByLabel("Practice area").selectOption("Employment");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Let go a week after reporting a safety issue.");

  const open = page.getByRole("button", { name: "Open Case" });
  const link = await pressTwiceOnSlowLink(page, open, /\/cases\/new/);
  // The repeat's answer: the case the first press opened, and why no link is shown again.
  await expect(page).toHaveURL(/\/cases\/\d+$/);
  await expect(page.getByTestId("toast")).toContainText("This case is already open");
  expect(link.posts()).toBe(2);
  await page.goto(`/cases?q=${encodeURIComponent(lastName)}`);
  await expect(page.getByRole("link", { name: new RegExp(title) })).toHaveCount(1);
});
