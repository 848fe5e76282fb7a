import { expect, test, type Page } from "./fixtures";
import {
  DEMO,
  actAsNewVisitor,
  expectNoAxeViolations,
  jsEnabled,
  signInThroughForm,
} from "./helpers";

/**
 * Reflow and text browsers (issue 36 item 6): at 320 px no page scrolls sideways (WCAG 1.4.10),
 * whoever is signed in; and what a text browser such as lynx reads (it applies no styles) is in
 * order: the header's title apart from its badge, the notifications behind the bell rather than
 * before the content, each tab apart, no bot trap, a conversation that reads oldest first with the
 * box to answer in after it.
 */

const NARROW = { width: 320, height: 640 };

/** The page's own width at 320 px: a wide table may scroll in its own box, the page may not. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width} px wide at 320 px`).toBeLessThanOrEqual(320);
}

/** The links on `path` whose address matches `pattern` (records the seeded firm has). */
async function linksTo(page: Page, path: string, pattern: RegExp) {
  await page.goto(path);
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.filter((href) => pattern.test(href));
}

/** The first link on `path` whose address matches `pattern`. */
async function firstLink(page: Page, path: string, pattern: RegExp) {
  const [found] = await linksTo(page, path, pattern);
  expect(found, `a link matching ${pattern} on ${path}`).toBeTruthy();
  return found!;
}

async function signIn(page: Page, account: (typeof DEMO)[keyof typeof DEMO]) {
  await actAsNewVisitor(page);
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(account.home);
}

test.describe("at 320 px nothing scrolls sideways", () => {
  test.use({ viewport: NARROW });
  test.describe.configure({ timeout: 120_000 });

  test("the public pages", async ({ page }) => {
    for (const path of [
      "/",
      "/?tab=register",
      "/public-form",
      "/pages/terms",
      "/pages/privacy",
      "/pages/accessibility",
    ]) {
      await expectNoSidewaysScroll(page, path);
    }
  });

  test("every screen of a staff attorney", async ({ page }) => {
    await signIn(page, DEMO.staff);
    const caseUrl = await firstLink(page, "/cases", /^\/cases\/\d+$/);
    // A form the firm built (the consultation form is edited elsewhere), if there is one.
    const formUrls = await linksTo(page, "/form-builder", /^\/form-builder\/\d+$/);
    const submissionUrl = await firstLink(page, "/submissions", /^\/submissions\/\d+$/);
    const articleUrl = await firstLink(
      page,
      "/dashboard?tab=knowledge",
      /^\/dashboard\/knowledge\/\d+$/,
    );
    for (const path of [
      "/dashboard",
      ...["tasks", "knowledge", "performance", "resources"].map((tab) => `/dashboard?tab=${tab}`),
      "/dashboard?tab=tasks&dialog=new-task",
      articleUrl,
      "/cases",
      caseUrl,
      ...["timeline", "messages", "documents", "tasks", "parties"].map(
        (tab) => `${caseUrl}?tab=${tab}`,
      ),
      "/conflicts",
      "/form-builder",
      "/form-builder/new",
      ...formUrls.slice(0, 1),
      "/submissions",
      submissionUrl,
      "/analytics",
      ...["cases", "performance", "trends"].map((tab) => `/analytics?tab=${tab}`),
      "/help/case-management",
      "/notifications",
      "/account",
    ]) {
      await expectNoSidewaysScroll(page, path);
    }
  });

  test("every screen of a client", async ({ page }) => {
    await signIn(page, DEMO.client);
    const formUrls = await linksTo(page, "/client-portal", /^\/forms\/\d+/);
    for (const path of [
      "/client-portal",
      ...["communications", "documents", "notifications"].map((tab) => `/client-portal?tab=${tab}`),
      ...formUrls.slice(0, 1),
      "/ai-intake",
      "/help/communication-guide",
      "/notifications",
      "/account",
    ]) {
      await expectNoSidewaysScroll(page, path);
    }
  });

  test("every screen of an administrator", async ({ page }) => {
    await signIn(page, DEMO.admin);
    const caseUrl = await firstLink(page, "/cases", /^\/cases\/\d+$/);
    for (const path of [
      "/admin",
      ...["users", "health", "settings", "audit"].map((tab) => `/admin?tab=${tab}`),
      "/cases",
      caseUrl,
      `${caseUrl}?tab=parties`,
      "/conflicts",
      "/submissions",
      "/notifications",
      "/account",
    ]) {
      await expectNoSidewaysScroll(page, path);
    }
  });
});

test("a text browser reads the header, the tabs and a conversation in order", async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO.staff);
  // The demo case, whose seeded thread has messages both ways (other journeys open new cases for
  // the demo attorney, each with one message, and those may come first on /cases).
  const caseUrl = "/cases/1";
  await page.goto(`${caseUrl}?tab=messages`);

  // The title and its badge are words apart, not "StreamlinedProfessional".
  const header = page.getByRole("banner");
  expect((await header.textContent())?.replace(/\s+/g, " ")).toContain(
    "Justice Streamlined Professional",
  );

  // The notifications are behind the bell: a link to them as the server sends the page, a closed
  // disclosure once JavaScript is on. Either way none of them is read before the content.
  const html = await (await page.request.get(`${caseUrl}?tab=messages`)).text();
  expect(html).not.toContain("Unread notifications");
  const panelHeading = page.getByRole("heading", { name: "Unread notifications" });
  if (jsEnabled(testInfo)) {
    await expect(panelHeading).toBeHidden();
    await page.locator("#notification-bell summary").click();
    await expect(panelHeading).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panelHeading).toBeHidden();
  } else {
    await expect(panelHeading).toHaveCount(0);
    const bell = page.getByRole("link", { name: /^Notifications/ });
    await expect(bell).toHaveAttribute("href", "/notifications");
  }

  // The tabs, as the server sends them, are a list: one a line in a text browser.
  expect(html).toMatch(/>Overview<\/a><\/li><li[^>]*><a[^>]*>Timeline<\/a><\/li>/);
  if (!jsEnabled(testInfo)) {
    const tabs = page.getByRole("navigation", { name: "Case sections" }).getByRole("listitem");
    await expect(tabs).toHaveText([
      "Overview",
      "Timeline",
      "Dates",
      /^Messages/,
      "Documents",
      "Tasks",
      "Parties",
    ]);
  }

  // The thread reads oldest first, and the box to answer in comes after it.
  await expectThreadThenReply(page, "Reply to the client");
});

/** The Messages region's times go forward, and the form's heading comes after the region. */
async function expectThreadThenReply(page: Page, formTitle: string) {
  const thread = page.getByRole("region", { name: "Messages" });
  const times = await thread
    .getByRole("listitem")
    .locator("time")
    .evaluateAll((list) => list.map((time) => time.getAttribute("datetime") ?? ""));
  expect(times.length).toBeGreaterThan(1);
  expect(times).toEqual([...times].sort());
  const formHeading = page.getByRole("heading", { name: formTitle });
  const after = await thread.evaluate(
    (region, heading) =>
      Boolean(
        heading && region.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    await formHeading.elementHandle(),
  );
  expect(after, `"${formTitle}" after the thread`).toBe(true);
}

test("the client's conversation reads oldest first with the box after it, and the portal's tabs are apart", async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO.client);
  await page.goto("/client-portal?tab=communications");
  await expectThreadThenReply(page, "Message your legal team");
  const html = await (await page.request.get("/client-portal?tab=communications")).text();
  expect(html).toMatch(/>Overview<\/a><\/li><li[^>]*><a[^>]*>Communications<\/a><\/li>/);
  if (jsEnabled(testInfo) && testInfo.project.name.endsWith("-sqlite")) {
    await expectNoAxeViolations(page);
  }
});

test("the consultation form's bot trap is out of the accessibility tree and of text mode", async ({
  page,
}, testInfo) => {
  await actAsNewVisitor(page);
  await page.goto("/public-form");
  const trap = page.locator('[name="website"]');
  // Still in the form (a browser sends it, empty), but no one meets it.
  await expect(trap).toHaveCount(1);
  await expect(trap).toBeHidden();
  const names = await page
    .getByRole("textbox")
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute("name")));
  expect(names.length).toBeGreaterThan(2);
  expect(names).not.toContain("website");
  await expect(page.getByText("Leave this field empty")).toHaveCount(0);
  // A text browser ignores `hidden`: a text area of no rows is what it draws as nothing.
  await expect(trap).toHaveJSProperty("tagName", "TEXTAREA");
  await expect(trap).toHaveAttribute("rows", "0");
  await expect(trap).toHaveAttribute("tabindex", "-1");
  if (jsEnabled(testInfo) && testInfo.project.name.endsWith("-sqlite")) {
    await expectNoAxeViolations(page);
  }
});
