import { expect, test, newContext } from "./fixtures";
import type { Page } from "@playwright/test";
import { generate } from "otplib";
import {
  DEMO,
  actAsNewVisitor,
  errorSummary,
  expectNoAxeViolations,
  jsEnabled,
  logOut,
  signInThroughForm,
  inviteStaff,
} from "./helpers";

/**
 * Issue 11: the administrator requires two-factor sign-in, and a staff member without it is taken
 * to the set-up right after the password and can do nothing else until it is done. This changes
 * what every other journey meets, so it runs after them on each server (playwright.config.ts),
 * and puts the setting back at the end.
 */

async function setTwoFactor(page: Page, mode: "Optional" | "Required") {
  await page.goto("/admin?tab=settings");
  await page.getByLabel("Two-Factor Authentication").selectOption({ label: mode });
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByTestId("toast")).toContainText("Settings saved");
}

/** The authenticator app's code for the key, `steps` steps from now (out of a step's last 3 s). */
async function codeFor(page: Page, key: string, steps = 0) {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 27) await page.waitForTimeout((30.2 - intoStep) * 1000);
  return generate({ secret: key, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** On the set-up page: reads the key, confirms a code; answers the key. */
async function enrolHere(page: Page) {
  const key = (await page.getByTestId("two-factor-key").innerText()).replace(/\s/g, "");
  await page.getByLabel("6-digit code").fill(await codeFor(page, key));
  await page.getByRole("button", { name: "Turn On Two-Factor" }).click();
  await expect(page.getByTestId("recovery-code")).toHaveCount(10);
  return key;
}

test("with two-factor required, a staff member is taken to the set-up and can do nothing else until it is done", async ({
  page,
  browser,
}, testInfo) => {
  const withAxe = jsEnabled(testInfo) && testInfo.project.name.endsWith("-sqlite");
  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL("/admin");
  const staffContext = await newContext(browser, {
    javaScriptEnabled: jsEnabled(testInfo),
    baseURL: testInfo.project.use.baseURL,
  });
  const staff = await staffContext.newPage();
  await actAsNewVisitor(staff);
  let adminKey: string | null = null;
  try {
    // Requiring it first needs it on the administrator's own account: the field is refused by
    // name (issue 36 item 9).
    await page.goto("/admin?tab=settings");
    await page.getByLabel("Two-Factor Authentication").selectOption({ label: "Required" });
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(errorSummary(page)).toContainText("Set up your own two-factor sign-in first");
    await page.goto("/account/two-factor");
    adminKey = await enrolHere(page);
    await setTwoFactor(page, "Required");

    // Setting the password from the administrator's invitation signs the new staff member in,
    // straight to the set-up.
    const account = await inviteStaff(staff, "Quinn", "Required", page);
    await expect(staff).toHaveURL("/account/two-factor");
    await expect(staff.getByRole("status")).toContainText(
      "Your firm requires two-factor sign-in for its staff. Set it up to continue.",
    );
    if (withAxe) await expectNoAxeViolations(staff);
    for (const path of ["/dashboard", "/cases", "/account"]) {
      await staff.goto(path);
      await expect(staff).toHaveURL("/account/two-factor");
    }
    const api = await staff.request.get("/api/cases");
    expect(api.status()).toBe(403);
    expect((await api.json()).message).toContain("Your firm requires two-factor sign-in");

    // Signing in again leads to the same place; then the set-up opens everything.
    await logOut(staff);
    await signInThroughForm(staff, account.email, account.password);
    await expect(staff).toHaveURL("/account/two-factor");
    await enrolHere(staff);
    await staff.getByRole("link", { name: "I have saved my codes: continue" }).click();
    await expect(staff).toHaveURL("/dashboard");
    // Required: it cannot be turned off.
    await staff.goto("/account");
    await expect(
      staff.getByText(
        "Your firm requires two-factor sign-in for its staff, so it cannot be turned off.",
      ),
    ).toBeVisible();

    // The administrator resets it (a lost phone): the staff member is signed out.
    await page.goto(`/admin?tab=users&q=${encodeURIComponent(account.email)}`);
    await page.getByRole("button", { name: "Reset two-factor sign-in of Quinn Required" }).click();
    await expect(page.getByTestId("toast")).toContainText("Two-factor sign-in reset");
    await staff.goto("/dashboard");
    await expect(staff).toHaveURL("/");
  } finally {
    await setTwoFactor(page, "Optional");
    if (adminKey) {
      // The demo administrator signs in with the password alone again, as other journeys expect.
      await page.goto("/account");
      await page.getByText("Turn off two-factor sign-in").click();
      const turnOff = page.locator("form#turn-off");
      await turnOff.getByLabel("Your password").fill(DEMO.admin.password);
      await turnOff
        .getByLabel("Code from your authenticator app")
        .fill(await codeFor(page, adminKey, 1));
      await page.getByRole("button", { name: "Turn Off Two-Factor" }).click();
      await expect(page.getByTestId("toast")).toContainText("Two-factor sign-in is off");
    }
    await staffContext.close();
  }
});
