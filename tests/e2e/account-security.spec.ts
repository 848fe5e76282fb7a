import { generate } from "otplib";
import { expect, test, type Page, newContext } from "./fixtures";
import {
  errorSummary,
  expectNoAxeViolations,
  jsEnabled,
  logOut,
  registerClient,
  signInThroughForm,
} from "./helpers";

/**
 * Issue 11: two-factor sign-in, the password change and sessions, with JavaScript on and off.
 * The codes are computed here from the key the page shows, as an authenticator app would.
 */

/** The app's code for the key, `steps` 30-second steps from now (waiting out a step's last 3 s). */
async function codeFor(key: string, steps = 0): Promise<string> {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 27) await new Promise((resolve) => setTimeout(resolve, (30.2 - intoStep) * 1000));
  return generate({
    secret: key.replace(/\s+/g, ""),
    epoch: Math.floor(Date.now() / 1000) + steps * 30,
  });
}

const scan = async (page: Page, withAxe: boolean) => {
  if (withAxe) await expectNoAxeViolations(page);
};

/** From the account page: set two-factor up with the shown key; answers the key and the codes. */
async function enrol(page: Page, withAxe: boolean) {
  await page.getByRole("link", { name: "Account", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await scan(page, withAxe);
  await page.getByRole("link", { name: "Set up two-factor sign-in" }).click();
  await expect(page).toHaveURL("/account/two-factor");
  await expect(
    page.getByRole("img", { name: "QR code that adds your account to an authenticator app" }),
  ).toBeVisible();
  await scan(page, withAxe);
  const key = (await page.getByTestId("two-factor-key").innerText()).trim();
  expect(key.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32}$/);

  await page.getByLabel("6-digit code").fill("123 456");
  await page.getByRole("button", { name: "Turn On Two-Factor" }).click();
  await expect(errorSummary(page)).toContainText("That code is not valid");
  await scan(page, withAxe);

  await page.getByLabel("6-digit code").fill(await codeFor(key));
  await page.getByRole("button", { name: "Turn On Two-Factor" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in is on" })).toBeVisible();
  const codes = await page.getByTestId("recovery-code").allInnerTexts();
  expect(codes).toHaveLength(10);
  await scan(page, withAxe);
  return { key, codes };
}

/** The password step, which leads to the code step. */
async function passwordStep(page: Page, email: string, password: string) {
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL("/sign-in/two-factor");
  await expect(page.getByRole("heading", { name: "Two-factor sign-in", level: 1 })).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

test("a client sets up two-factor, then signs in with a code once and with a recovery code once", async ({
  page,
}, testInfo) => {
  const withAxe = jsEnabled(testInfo) && testInfo.project.name.endsWith("-sqlite");
  test.setTimeout(120_000);
  const { email, password } = await registerClient(
    page,
    "Morgan",
    `Twofactor${Date.now() % 100000}`,
  );
  const { key, codes } = await enrol(page, withAxe);
  await page.getByRole("link", { name: "I have saved my codes: continue" }).click();
  await expect(page).toHaveURL("/client-portal");
  await page.getByRole("link", { name: "Account", exact: true }).click();
  await expect(page.getByText("10 of 10 recovery codes left.")).toBeVisible();
  await logOut(page);

  // Password, then a wrong code, then the next step's code (the set-up used this step's).
  await passwordStep(page, email, password);
  await scan(page, withAxe);
  await enterCode(page, "000000");
  await expect(errorSummary(page)).toContainText("That code is not valid");
  await scan(page, withAxe);
  const code = await codeFor(key, 1);
  await enterCode(page, code);
  await expect(page).toHaveURL("/client-portal");
  await logOut(page);

  // The same code again is refused; a recovery code works, once.
  await passwordStep(page, email, password);
  await enterCode(page, code);
  await expect(errorSummary(page)).toContainText("That code is not valid");
  await enterCode(page, codes[0]);
  await expect(page).toHaveURL("/client-portal");
  await page.getByRole("link", { name: "Account", exact: true }).click();
  await expect(page.getByText("9 of 10 recovery codes left.")).toBeVisible();
  await logOut(page);
  await passwordStep(page, email, password);
  await enterCode(page, codes[0]);
  await expect(errorSummary(page)).toContainText("That code is not valid");
});

test("changing the password ends the other session; Sign out everywhere else ends the rest", async ({
  page,
  browser,
}, testInfo) => {
  const withAxe = jsEnabled(testInfo) && testInfo.project.name.endsWith("-sqlite");
  // Three browsers and two axe scans of the account page: 40 s alone, and past a minute beside
  // another journey on a loaded two-core machine (as the two-factor journey above).
  test.setTimeout(120_000);
  const { email, password } = await registerClient(page, "Robin", `Sessions${Date.now() % 100000}`);
  // The same person on another device.
  const other = await newContext(browser, {
    javaScriptEnabled: jsEnabled(testInfo),
    baseURL: testInfo.project.use.baseURL,
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  });
  const phone = await other.newPage();
  await signInThroughForm(phone, email, password);
  await expect(phone).toHaveURL("/client-portal");

  await page.goto("/account");
  const sessions = page.getByRole("table", { name: "Your active sessions" });
  await expect(sessions.getByRole("row")).toHaveCount(3);
  await expect(sessions.getByRole("rowheader", { name: /Safari on iPhone/ })).toBeVisible();
  await expect(sessions.getByRole("rowheader", { name: /This device/ })).toBeVisible();
  await scan(page, withAxe);

  // A refused change keeps everything as it was.
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("Better-Pass-2027");
  await page.getByLabel("Type the new password again").fill("Better-Pass-2027");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(errorSummary(page)).toContainText("That password is not correct");
  await scan(page, withAxe);
  await phone.reload();
  await expect(phone).toHaveURL("/client-portal");

  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill("Better-Pass-2027");
  await page.getByLabel("Type the new password again").fill("Better-Pass-2027");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByTestId("toast")).toContainText("Password changed");
  await expect(page.getByTestId("toast")).toContainText("Your other session was signed out.");
  await expect(sessions.getByRole("row")).toHaveCount(2);
  // The phone's session has ended: its next request is a visitor's.
  await phone.reload();
  await expect(phone).toHaveURL("/");

  // Two more sessions elsewhere; one signed out from the list, then the rest at once.
  await signInThroughForm(phone, email, "Better-Pass-2027");
  await expect(phone).toHaveURL("/client-portal");
  const laptop = await (
    await newContext(browser, { baseURL: testInfo.project.use.baseURL })
  ).newPage();
  await signInThroughForm(laptop, email, "Better-Pass-2027");
  await expect(laptop).toHaveURL("/client-portal");
  await page.reload();
  await expect(sessions.getByRole("row")).toHaveCount(4);
  await sessions.getByRole("button", { name: /^Sign out Safari on iPhone/ }).click();
  await expect(page.getByTestId("toast")).toContainText("That session has ended.");
  await phone.reload();
  await expect(phone).toHaveURL("/");
  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(page.getByTestId("toast")).toContainText("1 other session ended.");
  await laptop.reload();
  await expect(laptop).toHaveURL("/");
  await expect(sessions.getByRole("row")).toHaveCount(2);
  await other.close();
});
