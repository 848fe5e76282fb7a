import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { uniqueEmail } from "../factories/emails";
import { randomAddress } from "./fixtures";

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

/** axe injects a script, so its scans run only where JavaScript is on; the markup is server-rendered. */
export function scanOnlyWithJavaScript(testInfo: TestInfo) {
  test.skip(
    !jsEnabled(testInfo),
    "axe needs JavaScript; the same server-rendered states are scanned with it on",
  );
  test.skip(
    !testInfo.project.name.endsWith("-sqlite"),
    "axe reads the markup, which is the same on every database: scanned once, on SQLite",
  );
  // A journey of many scans: each takes seconds when two browsers share the machine's two cores.
  test.setTimeout(150_000);
}

/** An axe journey's first state: `path`, scanned as it opens (only where JavaScript is on). */
export async function openAndScan(page: Page, testInfo: TestInfo, path: string) {
  scanOnlyWithJavaScript(testInfo);
  await page.goto(path);
  await expectNoAxeViolations(page);
}

/** Opening `path` answers the 404 page, with its status. */
export async function expectNotFoundPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
}

/**
 * axe finds nothing on the page. A page's markup is the loaders' and components' and does not
 * depend on the database, so the scan runs on the SQLite journeys (JavaScript on and off) and is
 * left out on MySQL's, which repeat SQLite's JavaScript-off markup: each scan costs Chromium
 * 10-15 s of CPU on CI's 2-core machines, and 83 of them made a third of MySQL's journey time.
 */
export async function expectNoAxeViolations(page: Page) {
  if (test.info().project.name.endsWith("-mysql")) return;
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** Each journey comes from an address of its own (the e2e server trusts X-Forwarded-For). */
export async function actAsNewVisitor(page: Page) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": randomAddress() });
}

/** Fills in and sends the registration form for a new account with a unique email. */
async function register(page: Page, firstName: string, lastName: string, staff: boolean) {
  const email = uniqueEmail(firstName.toLowerCase());
  const password = `${firstName}-${lastName}-2026`;
  await page.goto("/?tab=register");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  if (staff) await page.getByLabel("Staff Attorney").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  return { email, password };
}

/**
 * Registers a new client account (with a unique email) and waits for the client portal. Answers
 * the email and the password.
 */
export async function registerClient(page: Page, firstName: string, lastName: string) {
  const account = await register(page, firstName, lastName, false);
  await expect(page).toHaveURL("/client-portal");
  return account;
}

/**
 * Registers as a staff attorney: a request an administrator decides, waiting on its own page
 * (issue 35). Answers the email and the password.
 */
export async function requestStaffAccount(page: Page, firstName: string, lastName: string) {
  const account = await register(page, firstName, lastName, true);
  await expect(page).toHaveURL("/account/waiting");
  return account;
}

/**
 * A new staff member the way a firm makes one (issue 35): an administrator creates the account
 * without a password and passes on its invitation link, which `page` opens to set the password.
 * `admin` is a page already signed in as an administrator; without it the demo administrator
 * signs in in a browser of its own. Where `page` lands is the caller's to check (the dashboard, or
 * the two-factor set-up when the firm requires it). Answers the email and the password.
 */
export async function inviteStaff(page: Page, firstName: string, lastName: string, admin?: Page) {
  const email = uniqueEmail(firstName.toLowerCase());
  const password = `${firstName}-${lastName}-2026`;
  const own = admin ? null : await page.context().browser()!.newContext();
  try {
    const by = admin ?? (await own!.newPage());
    if (!admin) {
      await actAsNewVisitor(by);
      await signInThroughForm(by, DEMO.admin.email, DEMO.admin.password);
      await expect(by).toHaveURL("/admin");
    }
    await by.goto("/admin?tab=users&dialog=new-user");
    const dialog = by.getByRole("dialog", { name: "Create New User" });
    await dialog.getByLabel("First Name").fill(firstName);
    await dialog.getByLabel("Last Name").fill(lastName);
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Role").selectOption("staff");
    await dialog.getByRole("button", { name: "Create User" }).click();
    const link = await dialog.getByLabel("Invitation link").inputValue();
    await page.goto(link);
  } finally {
    await own?.close();
  }
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Type it again").fill(password);
  await page.getByRole("button", { name: "Set Password" }).click();
  return { email, password };
}

/**
 * A staff member made through the API the way a firm makes one (issue 37: no administrator types
 * a password): `admin`, an API session of an administrator, creates the account; `person`, an API
 * session of its own, sets the password from the invitation link the answer gives, which signs it
 * in. Answers the account's id.
 */
export async function inviteStaffThroughApi(
  admin: APIRequestContext,
  person: APIRequestContext,
  account: { email: string; firstName: string; lastName: string; password: string },
): Promise<number> {
  const { password, ...names } = account;
  const created = await admin.post("/api/admin/users", { data: { ...names, role: "staff" } });
  expect(created.status()).toBe(201);
  const { user, invitationUrl } = await created.json();
  const accepted = await person.post(new URL(invitationUrl).pathname, {
    form: { intent: "set-password", password, confirmPassword: password },
    maxRedirects: 0,
  });
  expect(accepted.status()).toBe(302);
  expect(accepted.headers()["location"]).toBe("/dashboard");
  return user.id;
}

/**
 * A surname no other journey's sounds or reads like (ten random letters): the conflict check
 * (issue 17) flags a name close to any party's, as it should a real one.
 */
export function randomSurname(): string {
  const letters = Array.from({ length: 10 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join("");
  return letters.charAt(0).toUpperCase() + letters.slice(1);
}

/** A form's error summary (the kit's ErrorSummary) within the page or a dialog. */
export function errorSummary(scope: Page | Locator) {
  return scope.getByRole("alert").filter({ hasText: "There is a problem" });
}

/**
 * A refused field: its message links from the summary and stands beside the field in `scope`
 * (twice in all). The summary is the form's own, or after a refused post without JavaScript the
 * page's, first in `main` (issue 36 item 5).
 */
export async function expectFieldError(scope: Page | Locator, message: string) {
  const page = "page" in scope ? scope.page() : scope;
  await expect(errorSummary(page).getByRole("link", { name: message })).toBeVisible();
  await expect(page.getByText(message, { exact: true })).toHaveCount(2);
  await expect(scope.getByText(message, { exact: true }).last()).toBeVisible();
}

/**
 * A slow link: the server gets the page's next POST to `url` and answers it, but the answer is held
 * back from the browser until the page posts again (or 10 s pass), as when a person presses Submit
 * a second time while the first answer is on its way. Answers when the server has answered the
 * first post, and how many posts the page sent.
 */
export async function holdFirstAnswer(page: Page, url: RegExp) {
  let posts = 0;
  let serverAnswered!: () => void;
  const firstAnswered = new Promise<void>((resolve) => (serverAnswered = resolve));
  let postedAgain!: () => void;
  const secondPost = new Promise<void>((resolve) => (postedAgain = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    posts += 1;
    if (posts > 1) {
      postedAgain();
      return route.fallback();
    }
    const response = await route.fetch({ maxRedirects: 0 });
    serverAnswered();
    await Promise.race([secondPost, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    // The browser dropped this request for the second one: its answer goes nowhere.
    await route.fulfill({ response }).catch(() => {});
  });
  return { firstAnswered, posts: () => posts };
}

/**
 * Presses a button twice as a person does on a slow link: the second press lands while the first
 * answer is still on its way (the mouse itself, which does not wait for the page's navigation).
 */
export async function pressTwiceOnSlowLink(page: Page, button: Locator, url: RegExp) {
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  const link = await holdFirstAnswer(page, url);
  const press = () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await press();
  await link.firstAnswered;
  await press();
  return link;
}

/**
 * Follows a download link (or button): the name the browser would save it under and the bytes it saved.
 * Headless Chromium now and then cancels a download the server has sent in full (1 in about 100
 * runs of the portal's upload-and-download journey; the server logged every one of those 100
 * responses finished, the canceled one too; CI once saw two in a row on a busy machine, and once
 * three in a row in two projects at once), so a canceled download is followed again, and a link
 * whose second download Chromium cancels too is fetched in the page's own session instead: the
 * same request, read by Playwright rather than Chromium's download manager. A refused, cut or
 * wrong answer still fails: only Chromium's "canceled" is worked around.
 * `attempts` says how many times the link was followed (a server that counts downloads saw each).
 */
export async function followDownload(page: Page, link: Locator) {
  for (let attempt = 1; ; attempt += 1) {
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const failure = await download.failure();
    if (failure === "canceled" && attempt < 2) continue;
    const href = failure === "canceled" ? await link.getAttribute("href") : null;
    if (href) {
      return { ...(await fetchDownload(page, new URL(download.url()))), attempts: attempt + 1 };
    }
    expect(failure).toBeNull();
    return {
      fileName: download.suggestedFilename(),
      bytes: await readFile((await download.path())!),
      attempts: attempt,
    };
  }
}

/** A download's URL read in the page's session: an attachment, with the name its header gives. */
async function fetchDownload(page: Page, url: URL) {
  const response = await page.request.get(url.href, { maxRedirects: 0 });
  expect(response.status(), `GET ${url.pathname}`).toBe(200);
  const disposition = response.headers()["content-disposition"] ?? "";
  expect(disposition).toMatch(/^attachment;/);
  const encoded = disposition.match(/filename\*=UTF-8''([^;]+)/)?.[1];
  const plain = disposition.match(/filename="([^"]*)"/)?.[1];
  const bytes = await response.body();
  expect(bytes.length).toBe(Number(response.headers()["content-length"]));
  return { fileName: encoded ? decodeURIComponent(encoded) : plain!, bytes };
}

/**
 * The link in the newest e-mail to `to` whose path starts with `path` (`/reset-password/`), read
 * where a firm without a mail server reads it: Administration → Outbox, filtered to the address.
 * `admin` is a page signed in as an administrator.
 */
export async function linkMailedTo(admin: Page, to: string, path: string): Promise<string> {
  await admin.goto(`/admin?tab=outbox&to=${encodeURIComponent(to)}`);
  const message = admin
    .getByRole("list", { name: "Messages, newest first" })
    .getByRole("article")
    .first();
  await expect(message).toContainText(to);
  const text = (await message.locator("pre").textContent()) ?? "";
  const link = new RegExp(`https?://\\S+${path.replace(/[/]/g, "\\/")}\\S+`).exec(text)?.[0];
  expect(link, `a ${path} link in the e-mail to ${to}`).toBeTruthy();
  return link!;
}
