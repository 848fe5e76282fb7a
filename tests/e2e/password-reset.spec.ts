import { expect, test, newContext } from "./fixtures";
import {
  DEMO,
  actAsNewVisitor,
  expectFieldError,
  linkMailedTo,
  logOut,
  randomSurname,
  registerClient,
  signInThroughForm,
} from "./helpers";
import { uniqueEmail } from "../factories/emails";

const SENT =
  "If an account exists for that address, we have sent a link to set a new password. It works for one hour.";

/*
 * Issue 37 item 2: "Forgot your password?" on the sign-in tab → the e-mail (read where a firm with
 * no mail server reads it, Administration → Outbox) → a new password → signing in with it.
 */
test("a client who forgot their password sets a new one from the e-mailed link and signs in", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await actAsNewVisitor(page);
  const { email, password } = await registerClient(page, "Robin", randomSurname());
  await logOut(page);

  // An address with no account gets the very same answer.
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status").filter({ hasText: SENT })).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status").filter({ hasText: SENT })).toBeVisible();

  const context = await newContext(browser);
  let link: string;
  try {
    const admin = await context.newPage();
    await actAsNewVisitor(admin);
    await signInThroughForm(admin, DEMO.admin.email, DEMO.admin.password);
    await expect(admin).toHaveURL("/admin");
    link = await linkMailedTo(admin, email, "/reset-password/");
    const message = admin.getByRole("article").first();
    await expect(message.getByRole("heading")).toHaveText(
      "Reset your Justice Streamlined password",
    );
    await expect(message).toContainText("Not sent: no SMTP server");
  } finally {
    await context.close();
  }

  await page.goto(link);
  await expect(
    page.getByRole("heading", { name: "Choose a new password", level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(`For ${email}.`)).toBeVisible();
  // The firm's password policy holds here too, in a server-rendered error with JavaScript off.
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Type it again").fill("short");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expectFieldError(page, "Password must be at least 8 characters");

  const newPassword = `New-${password}`;
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Type it again").fill(newPassword);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page).toHaveURL("/");
  await expect(
    page.getByText("Your password has been changed. Sign in with your new password."),
  ).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole("alert").filter({ hasText: "already been used" })).toBeVisible();

  await signInThroughForm(page, email, password);
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await signInThroughForm(page, email, newPassword);
  await expect(page).toHaveURL("/client-portal");
});
