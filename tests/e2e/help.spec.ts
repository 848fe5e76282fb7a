import { ONBOARDING_FLOWS } from "../../db/seed/tutorials";
import { expect, test, type Page } from "./fixtures";
import {
  DEMO,
  expectNoAxeViolations,
  expectNotFoundPage,
  jsEnabled,
  registerClient,
  scanOnlyWithJavaScript,
  signInThroughForm,
} from "./helpers";

/** Help and Tutorials (issue 14): the dialog, the tutorial pages, and the tour's targets. */

const helpDialog = (page: Page) => page.getByRole("dialog", { name: "Help and Tutorials" });

async function openHelp(page: Page) {
  await page.getByRole("banner").getByRole("link", { name: "Help and Tutorials" }).click();
  await expect(helpDialog(page)).toBeVisible();
  return helpDialog(page);
}

/** A tutorial's card in the dialog, found by its title. */
const card = (page: Page, title: string) =>
  helpDialog(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });

test("a new client finds the role's tutorials in Help, reads one as a page and marks it complete", async ({
  page,
}, testInfo) => {
  test.skip(jsEnabled(testInfo), "with JavaScript, Start runs the guided tour (tour.spec.ts)");
  await registerClient(page, "Robin", "Hale");
  const help = await openHelp(page);
  await expect(help.getByRole("heading", { level: 3 })).toHaveText([
    "Welcome to Your Portal",
    "Communicating with Your Legal Team",
    "Using the AI Assistant",
  ]);
  const welcome = card(page, "Welcome to Your Portal");
  await expect(welcome.getByText("Not Started", { exact: true })).toBeVisible();
  await expect(welcome.getByText("4-5 minutes")).toBeVisible();
  await expect(welcome.getByText("Essential")).toBeVisible();
  await expect(card(page, "Using the AI Assistant").getByText("AI Tools")).toBeVisible();
  // Where to write when the tutorials do not answer: the firm's support email.
  await expect(help.getByRole("link", { name: "support@demo.test" })).toBeVisible();
  // Staff tutorials are not the client's.
  await expect(help.getByText("Advanced Form Builder")).toHaveCount(0);

  await welcome.getByRole("button", { name: "Start: Welcome to Your Portal" }).click();
  await expect(page).toHaveURL("/help/client-onboarding");
  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome to Your Portal" }),
  ).toBeVisible();
  await expect(page.getByText("In Progress", { exact: true })).toBeVisible();
  const steps = page.getByRole("main").getByRole("listitem");
  await expect(steps).toHaveCount(7);
  await expect(steps.first().getByRole("heading")).toHaveText(/^Step 1 of 7: /);
  // A step links to the screen and the part of it that it explains.
  await steps
    .nth(1)
    .getByRole("link", { name: /^Show me on the screen/ })
    .click();
  await expect(page).toHaveURL("/client-portal#portal-sections");
  await page.goBack();

  await page.getByRole("button", { name: "Mark as complete" }).click();
  await expect(page.getByTestId("toast")).toContainText("Tutorial completed");
  await expect(page.getByText("Completed", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "All tutorials" }).click();
  await expect(
    card(page, "Welcome to Your Portal").getByText("Completed", { exact: true }),
  ).toBeVisible();
  await expect(
    card(page, "Welcome to Your Portal").getByRole("button", {
      name: "Replay: Welcome to Your Portal",
    }),
  ).toBeVisible();

  // Another role's tutorial does not exist for a client.
  await expectNotFoundPage(page, "/help/staff-onboarding");
});

test("the Help dialog and a tutorial page have no axe violations", async ({ page }, testInfo) => {
  scanOnlyWithJavaScript(testInfo);
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(DEMO.staff.home);
  await page.goto("/dashboard?dialog=help");
  await expect(helpDialog(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/help/form-builder-advanced");
  await expect(
    page.getByRole("heading", { level: 1, name: "Advanced Form Builder" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

// Item 7: a screen change that drops a step's target fails here, not in front of a new user.
for (const role of ["staff", "client"] as const) {
  test(`every ${role} tutorial step's target is on its screen`, async ({ page }) => {
    const flows = ONBOARDING_FLOWS.filter((flow) => flow.userRole === role);
    expect(flows).toHaveLength(3);
    const targetsByRoute = new Map<string, Set<string>>();
    for (const step of flows.flatMap((flow) => flow.steps)) {
      targetsByRoute.set(
        step.route,
        (targetsByRoute.get(step.route) ?? new Set()).add(step.target),
      );
    }
    await signInThroughForm(page, DEMO[role].email, DEMO[role].password);
    await expect(page).toHaveURL(DEMO[role].home);
    for (const [route, targets] of targetsByRoute) {
      await page.goto(route);
      for (const target of targets) {
        // One element, shown: an id used twice would anchor the card to whichever comes first.
        await expect(page.locator(target), `${target} on ${route}`).toHaveCount(1);
        await expect(page.locator(target), `${target} on ${route}`).toBeVisible();
      }
    }
  });
}
