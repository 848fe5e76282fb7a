import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { uniqueEmail } from "../factories/emails";

export const DEMO = {
  admin: {
    email: "admin@demo.test",
    password: "Demo-Admin-2026",
    name: "Alex Morgan",
    home: "/admin",
  },
  staff: {
    email: "staff@demo.test",
    password: "Demo-Staff-2026",
    name: "Jordan Lee",
    home: "/dashboard",
  },
  client: {
    email: "client@demo.test",
    password: "Demo-Client-2026",
    name: "Casey Rivera",
    home: "/client-portal",
  },
} as const;

export const jsEnabled = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto("/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export async function logOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** axe injects a script, so it runs only where JavaScript is on; the markup it scans is server-rendered. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** Each journey comes from an address of its own (the e2e server trusts X-Forwarded-For). */
export async function actAsNewVisitor(page: Page) {
  const part = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.${part()}.${part()}` });
}

/** Registers a new client account (with a unique email) and waits for the client portal. */
export async function registerClient(page: Page, firstName: string, lastName: string) {
  await page.goto("/?tab=register");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Email").fill(uniqueEmail(firstName.toLowerCase()));
  await page.getByLabel("Password").fill(`${firstName}-${lastName}-2026`);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL("/client-portal");
}
