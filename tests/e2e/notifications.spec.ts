import { expect, test } from "./fixtures";
import { DEMO, actAsNewVisitor, jsEnabled, signInThroughForm } from "./helpers";

test("with JavaScript, the bell picks up a new notification within 30 s without a reload", async ({
  page,
  request,
}, testInfo) => {
  test.skip(
    !jsEnabled(testInfo),
    "polling is the JavaScript enhancement; without it the next page shows the count",
  );
  await page.clock.install();
  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL("/dashboard");
  const bell = page.locator("summary").filter({ has: page.locator("svg") });
  const before = await bell.getAttribute("aria-label");

  const visitor = `Poll${Date.now().toString(36)}`;
  const response = await request.post("/api/form-submissions", {
    headers: { "X-Forwarded-For": "203.0.113.77" },
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

  await page.clock.fastForward(31_000);
  await expect(bell).not.toHaveAttribute("aria-label", before ?? "");
  await bell.click();
  await expect(
    page.getByText(`Quinn ${visitor} submitted the Personal Injury Consultation form.`),
  ).toBeVisible();
});

test("the compact panel opens without JavaScript and marking an item read keeps the page", async ({
  page,
}) => {
  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.client.email, DEMO.client.password);
  await expect(page).toHaveURL("/client-portal");
  await page
    .locator("summary")
    .filter({ has: page.locator("svg") })
    .click();
  const panel = page.getByRole("heading", { name: "Unread notifications" }).locator("..");
  const first = panel.getByRole("button").first();
  await expect(first).toBeVisible();
  const title = await first.locator("span.font-medium").textContent();
  await first.click();
  await expect(page).toHaveURL("/client-portal");
  await page.goto("/notifications?filter=unread");
  await expect(page.getByRole("button", { name: new RegExp(title ?? "") })).toHaveCount(0);
  await page.goto("/notifications");
  await expect(page.getByText(title ?? "").first()).toBeVisible();
});
