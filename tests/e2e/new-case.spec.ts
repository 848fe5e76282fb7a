import { expect, test, newContext } from "./fixtures";
import {
  DEMO,
  actAsNewVisitor,
  expectFieldError,
  expectNoAxeViolations,
  jsEnabled,
  randomSurname,
  signInThroughForm,
} from "./helpers";
import { uniqueEmail } from "../factories/emails";

/*
 * A client phones the firm: the attorney opens their case from /cases ("New case"), the new client's
 * invitation link is shown once, and it sets the client's password and opens the portal on the case.
 */
test("an attorney opens a case for a phoned-in client, whose invitation link opens the portal on it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const lastName = randomSurname();
  const email = uniqueEmail("phoned");
  const title = `Sam ${lastName}: wrongful termination`;

  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(DEMO.staff.home);
  await page.goto("/cases");
  await page.getByRole("link", { name: "New case" }).click();
  await expect(page).toHaveURL("/cases/new");
  await expect(page.getByRole("heading", { level: 1, name: "New case" })).toBeVisible();

  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill(lastName);
  // A staff member's email is refused on its field, by the server.
  await page.getByLabel("Email").fill(DEMO.admin.email);
  await page.getByLabel("Phone (optional)").fill("(555) 301-2200");
  await page.getByLabel("Practice area").selectOption("Employment");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Let go a week after reporting a safety issue.");
  await page.getByRole("button", { name: "Open Case" }).click();
  await expectFieldError(page, "This email belongs to a staff account, not a client's.");
  if (jsEnabled(testInfo)) await expectNoAxeViolations(page);

  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Open Case" }).click();
  const opened = page.getByRole("status").filter({ hasText: "opened" });
  await expect(opened.getByRole("heading", { name: /Case #\d+ opened/ })).toBeVisible();
  await expect(opened.getByRole("link", { name: title })).toBeVisible();
  const link = await page.getByLabel("Invitation link").inputValue();
  expect(link).toMatch(/\/invitations\/[A-Za-z0-9_-]{40,}$/);
  if (jsEnabled(testInfo)) await expectNoAxeViolations(page);
  // Shown once: the page opened again is an empty form.
  await page.goto("/cases/new");
  await expect(page.getByLabel("Invitation link")).toHaveCount(0);
  await expect(page.getByLabel("First name")).toHaveValue("");

  // The client opens the link in a browser of their own.
  const clientContext = await newContext(browser, { javaScriptEnabled: jsEnabled(testInfo) });
  const client = await clientContext.newPage();
  await actAsNewVisitor(client);
  await client.goto(new URL(link).pathname);
  await expect(client.getByText("Welcome, Sam.")).toBeVisible();
  await client.getByLabel("New password", { exact: true }).fill("Sam-Phoned-2026");
  await client.getByLabel("Type it again").fill("Sam-Phoned-2026");
  await client.getByRole("button", { name: "Set Password" }).click();
  await expect(client).toHaveURL(/\/client-portal\?case=\d+$/);
  await expect(client.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await clientContext.close();
});
