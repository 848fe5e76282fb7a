import type { APIRequestContext, Page } from "@playwright/test";
import { expect, randomAddress, test } from "./fixtures";
import { DEMO, actAsNewVisitor, jsEnabled, signInThroughForm } from "./helpers";

/**
 * A visitor's consultation request through the API, which notifies every staff member: each
 * journey's notification of its own, so what one marks read no other journey is counting on.
 */
async function submitConsultation(request: APIRequestContext, prefix: string) {
  const visitor = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await request.post("/api/form-submissions", {
    headers: { "X-Forwarded-For": randomAddress() },
    data: {
      formId: 1,
      data: {
        firstName: "Quinn",
        lastName: visitor,
        email: "quinn@example.test",
        incidentDescription: "Slipped on an unmarked wet floor at the mall.",
        agreeToTerms: true,
      },
    },
  });
  expect(response.status()).toBe(201);
  return `Quinn ${visitor} submitted the Personal Injury Consultation form.`;
}

async function signInAsStaff(page: Page) {
  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL("/dashboard");
}

/** With JavaScript the bell is a disclosure; without it, a link to /notifications. */
const bell = (page: Page) => page.locator("#notification-bell summary");

test("with JavaScript, the bell picks up a new notification within 30 s without a reload", async ({
  page,
  request,
}, testInfo) => {
  test.skip(
    !jsEnabled(testInfo),
    "polling is the JavaScript enhancement; without it the next page shows the count",
  );
  await page.clock.install();
  await signInAsStaff(page);
  const message = await submitConsultation(request, "Poll");
  const inPanel = bell(page).locator("..").getByText(message);
  await expect(inPanel).toHaveCount(0);

  // The poll's timer starts once the page has hydrated, which can be after the load event: move
  // the clock on by one poll interval at a time until the bell has asked the server again. The
  // journey looks for its own notification, not the count, which other journeys move too.
  await expect
    .poll(async () => {
      await page.clock.fastForward(31_000);
      return inPanel.count();
    })
    .toBe(1);
  await bell(page).click();
  await expect(inPanel).toBeVisible();
});

test("the bell opens the compact panel (a link to the list without JavaScript) and marking an item read keeps the page", async ({
  page,
  request,
}, testInfo) => {
  const message = await submitConsultation(request, "Panel");
  await signInAsStaff(page);
  // The page stays where it is whether or not the mark has been saved: wait for the answer to it
  // (a redirect without JavaScript, data with it) before looking at the unread list.
  const marked = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.status() < 400,
  );
  if (jsEnabled(testInfo)) {
    await bell(page).click();
    const panel = page.getByRole("heading", { name: "Unread notifications" }).locator("..");
    await panel.getByRole("button", { name: message }).click();
    await marked;
    await expect(page).toHaveURL("/dashboard");
  } else {
    // Without JavaScript the server's page has no list in its header (a text browser would read
    // it before the content): the bell is a link to the list.
    await expect(page.getByRole("heading", { name: "Unread notifications" })).toHaveCount(0);
    await page.locator("a#notification-bell").click();
    await expect(page).toHaveURL("/notifications");
    await page.getByRole("main").getByRole("button", { name: message }).click();
    await marked;
  }
  await page.goto("/notifications?filter=unread");
  await expect(page.getByRole("button", { name: message })).toHaveCount(0);
  await page.goto("/notifications");
  await expect(page.getByText(message)).toBeVisible();
});
