import { expect, newContext, test, type Page } from "./fixtures";
import {
  DEMO,
  errorSummary,
  expectNoAxeViolations,
  jsEnabled,
  registerClient,
  signInThroughForm,
} from "./helpers";
import { createCase, openNewIntake, send } from "./intake-helpers";

/*
 * The AI intake behind the firm's gate (issue 36): a completed intake is a case awaiting the
 * firm's acceptance, which its conflict check holds until decided; a second intake for the same
 * incident is flagged on both cases. Each run has a client of its own (JavaScript on and off run
 * against one server).
 */

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );

/** A personal-injury intake: the phone, the other side, the story, the incident, contact. */
async function injuryIntake(page: Page, otherSide: string, when: string) {
  await openNewIntake(page);
  const log = page.getByRole("log", { name: /Conversation/ });
  await expect(log).not.toContainText("full name");
  for (const text of [
    "no",
    otherSide,
    "A delivery van hit me in a crosswalk and I broke my wrist.",
    when,
    "A broken wrist",
    "The emergency room, then a cast",
    "Keystone Mutual, claim 4471",
    "Email",
  ]) {
    await send(page, text);
  }
  await expect(log).toContainText("Were you or anyone else hurt?");
  await expect(log).toContainText("What medical treatment have you had so far?");
  await expect(log).toContainText("What insurance is involved");
  await expect(log).not.toContainText("budget");
  await createCase(page);
}

/** The firm's page for the client's newest case, through the administrator's case search. */
async function staffCaseIds(staff: Page, surname: string) {
  await staff.goto(`/cases?q=${encodeURIComponent(surname)}`);
  const links = staff.getByRole("row").filter({ hasText: surname }).getByRole("link");
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((all) =>
    all
      .map((link) => link.getAttribute("href") ?? "")
      .filter((href) => /^\/cases\/\d+$/.test(href)),
  );
  return [...new Set(hrefs.map((href) => href.split("/").pop()!))].sort(
    (a, b) => Number(a) - Number(b),
  );
}

test("an intake awaits the firm's acceptance: its conflict check holds Accept until decided, then the attorney accepts it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const surname = `Gate${letters()}`;
  await registerClient(page, "Morgan", surname);
  // The firm's own client named as the other side: a conflict to decide.
  await injuryIntake(page, DEMO.client.name, "11/20/2026, at Main and 3rd");
  const summary = page.getByRole("region", { name: new RegExp(`matter – Morgan ${surname}`) });
  await expect(summary.getByText("Waiting for the firm's acceptance")).toBeVisible();
  await expect(summary.getByText("Active", { exact: true })).toHaveCount(0);
  if (jsEnabled(testInfo)) await expectNoAxeViolations(page);

  const context = await newContext(browser, { javaScriptEnabled: jsEnabled(testInfo) });
  const admin = await context.newPage();
  await signInThroughForm(admin, DEMO.admin.email, DEMO.admin.password);
  await expect(admin).toHaveURL(DEMO.admin.home);
  const [caseId] = await staffCaseIds(admin, surname);
  await admin.goto(`/cases/${caseId}`);
  const acceptance = admin.getByRole("region", { name: "Awaiting acceptance" });
  await expect(acceptance).toBeVisible();
  await expect(admin.getByRole("main").getByText("Potential conflict").first()).toBeVisible();
  await expect(acceptance).toContainText(
    "It cannot be accepted until its conflict check is decided.",
  );
  await expect(acceptance.getByRole("button", { name: "Accept case" })).toHaveCount(0);
  if (jsEnabled(testInfo)) await expectNoAxeViolations(admin);

  // Decided on the Parties tab, the intake can be accepted.
  await acceptance.getByRole("link", { name: "Review the conflict check" }).click();
  await expect(admin).toHaveURL(`/cases/${caseId}?tab=parties`);
  const panel = admin.getByRole("region", { name: "Conflict check" });
  await panel.getByLabel(/^Cleared/).check();
  await panel.getByRole("button", { name: "Record Decision" }).click();
  await expect(admin.getByTestId("toast")).toContainText("Decision recorded");
  await admin.goto(`/cases/${caseId}`);
  await acceptance.getByRole("button", { name: "Accept case" }).click();
  await expect(admin.getByTestId("toast")).toContainText("Case accepted");
  await expect(admin.getByRole("region", { name: "Awaiting acceptance" })).toHaveCount(0);
  await expect(admin.getByRole("region", { name: "Overview" }).getByText("Active")).toBeVisible();
  if (jsEnabled(testInfo)) await expectNoAxeViolations(admin);
  await context.close();

  await page.reload();
  await expect(summary.getByText("Active", { exact: true })).toBeVisible();
  await expect(summary.getByText("Waiting for the firm's acceptance")).toHaveCount(0);
});

test("a second intake for the same incident is flagged on both cases, and one is declined with a reason the client never reads", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const surname = `Twice${letters()}`;
  await registerClient(page, "Robin", surname);
  await injuryIntake(page, "No one", "11/20/2026, at Main and 3rd");
  await injuryIntake(page, "No one", "Nov 22 2026, at Main and 3rd");

  const context = await newContext(browser, { javaScriptEnabled: jsEnabled(testInfo) });
  const admin = await context.newPage();
  await signInThroughForm(admin, DEMO.admin.email, DEMO.admin.password);
  await expect(admin).toHaveURL(DEMO.admin.home);
  const [first, second] = await staffCaseIds(admin, surname);
  await admin.goto(`/cases/${second}`);
  const flags = admin.getByRole("list", { name: "Possible duplicates" });
  await expect(flags).toContainText("Same client, incident within 7 days");
  await flags.getByRole("link", { name: `Possible duplicate of Case #${first}` }).click();
  await expect(admin).toHaveURL(`/cases/${first}`);
  await expect(
    admin
      .getByRole("list", { name: "Possible duplicates" })
      .getByRole("link", { name: `Possible duplicate of Case #${second}` }),
  ).toBeVisible();
  if (jsEnabled(testInfo)) await expectNoAxeViolations(admin);

  // Declined: a reason is required, kept for the firm; the client reads none of it.
  await admin.goto(`/cases/${second}`);
  const acceptance = admin.getByRole("region", { name: "Awaiting acceptance" });
  await acceptance.getByRole("button", { name: "Decline case" }).click();
  await expect(
    errorSummary(admin).getByRole("link", { name: "Give the reason for declining" }),
  ).toBeVisible();
  if (jsEnabled(testInfo)) await expectNoAxeViolations(admin);
  const reason = `Duplicate of Case #${first} (${surname})`;
  await acceptance.getByLabel("Reason for declining").fill(reason);
  await acceptance.getByRole("button", { name: "Decline case" }).click();
  await expect(admin.getByTestId("toast")).toContainText("Intake declined");
  await expect(admin.getByRole("region", { name: "Overview" }).getByText("Closed")).toBeVisible();
  await context.close();

  await page.goto(`/client-portal?case=${second}&tab=communications`);
  await expect(
    page
      .getByRole("main")
      .getByText(/is not able to take it on/)
      .first(),
  ).toBeVisible();
  await expect(page.getByText(reason)).toHaveCount(0);
  await page.goto(`/client-portal?case=${second}`);
  await expect(page.getByText(reason)).toHaveCount(0);
});
