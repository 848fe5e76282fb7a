import { uniqueEmail } from "../factories/emails";
import type { Browser, TestInfo } from "@playwright/test";
import { expect, newContext, test, type Page } from "./fixtures";
import {
  actAsNewVisitor,
  DEMO,
  errorSummary,
  expectFieldError,
  expectNoAxeViolations,
  jsEnabled,
  logOut,
  inviteStaff,
  randomSurname,
  signInThroughForm,
} from "./helpers";

/**
 * Parties and the conflict check (issue 17): the demo attorney records the other side on the demo
 * case, and a conflict check finds them under another spelling, and after they are removed.
 */

const DEMO_CASE = "/cases/1";

async function signInAsStaff(page: Page) {
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(DEMO.staff.home);
}

async function check(page: Page, names: string) {
  await page.goto("/conflicts");
  await page.getByLabel("Names, one per line").fill(names);
  await page.getByRole("button", { name: "Check for Conflicts" }).click();
}

/** The results for one name: its section, found by its heading. */
const resultsFor = (page: Page, name: string) =>
  page.getByRole("region", { name: new RegExp(`^${name}: `) });

/**
 * A visitor asks for a consultation naming `otherSide`; then a newly invited attorney (not the
 * request's) opens it from /submissions. Answers that attorney's page and its Conflict check panel.
 */
async function requestSeenByAnotherAttorney(
  page: Page,
  browser: Browser,
  testInfo: TestInfo,
  request: { firstName: string; lastName: string; otherSide: string; story: string },
) {
  await actAsNewVisitor(page);
  await page.goto("/public-form");
  await page.getByLabel("First Name (required)").fill(request.firstName);
  await page.getByLabel("Last Name (required)").fill(request.lastName);
  await page.getByLabel("Email Address (required)").fill(uniqueEmail("conflict"));
  await page.getByLabel("Who is the other side?").fill(request.otherSide);
  await page.getByLabel("Describe Your Incident (required)").fill(request.story);
  await page.getByLabel("I agree to the terms of service and privacy policy (required)").check();
  await page.getByRole("button", { name: "Submit Consultation Request" }).click();
  await expect(page.getByText("Form Submitted Successfully!")).toBeVisible();

  const other = await (
    await newContext(browser, { javaScriptEnabled: jsEnabled(testInfo) })
  ).newPage();
  await actAsNewVisitor(other);
  await inviteStaff(other, "Noor", randomSurname());
  await expect(other).toHaveURL("/dashboard");
  await other.goto("/submissions");
  await other.getByRole("link", { name: `${request.firstName} ${request.lastName}` }).click();
  return { other, otherPanel: other.getByRole("region", { name: "Conflict check" }) };
}

test("the attorney records a party on the case, and a conflict check finds it by sound and after its removal", async ({
  page,
}, testInfo) => {
  // JavaScript on and off share a server: each records a party of its own.
  const surname = jsEnabled(testInfo) ? "Thorsby" : "Quennell";
  await signInAsStaff(page);
  await page.goto(`${DEMO_CASE}?tab=parties`);
  const parties = page.getByRole("table", {
    name: "Parties to this case, current first, then removed",
  });
  await expect(parties.getByRole("rowheader", { name: "Casey Rivera" })).toBeVisible();
  await expect(parties.getByRole("rowheader", { name: "Metro Transit Authority" })).toBeVisible();

  // A blank name is refused beside the field and adds nothing.
  const rows = await parties.getByRole("row").count();
  await page.getByRole("button", { name: "Add Party" }).click();
  await expectFieldError(page, "Name is required");
  await expect(parties.getByRole("row")).toHaveCount(rows);

  await page.getByLabel("Name").fill(`Stephen ${surname}`);
  await page.getByLabel("Role").selectOption({ label: "Witness" });
  await page.getByRole("button", { name: "Add Party" }).click();
  await expect(page.getByTestId("toast")).toContainText("Party added");
  await expect(page).toHaveURL(`${DEMO_CASE}?tab=parties`);
  const added = parties.getByRole("row").filter({ hasText: `Stephen ${surname}` });
  await expect(added).toContainText("Witness (person)");

  // Another spelling and order of the same name, the adverse party with a suffix, and a stranger.
  await check(page, `${surname}, Steven\nMetro Transit Authority, Inc.\nZebulon Quark`);
  const witness = resultsFor(page, `${surname}, Steven`);
  // A witness met again is information, not a conflict (issue 36).
  await expect(witness.getByRole("heading")).toHaveText(`${surname}, Steven: 1 for information`);
  await expect(witness.getByRole("row").nth(1)).toContainText("Information");
  await expect(witness.getByRole("row").nth(1)).toContainText(`Stephen ${surname}`);
  await expect(witness.getByRole("row").nth(1)).toContainText("Witness");
  await expect(witness.getByRole("row").nth(1)).toContainText("Current matter");
  await expect(witness.getByRole("row").nth(1)).toContainText(/sounds alike, \d+%/);
  await expect(
    resultsFor(page, "Metro Transit Authority, Inc.").getByRole("link", {
      name: "Case #1: Rivera v. Metro Transit Authority",
    }),
  ).toBeVisible();
  await expect(resultsFor(page, "Zebulon Quark").getByRole("heading")).toHaveText(
    "Zebulon Quark: no matches",
  );
  // The names never reach the address (they are confidential).
  await expect(page).toHaveURL("/conflicts");

  // Removed from the case, still in the history a check reads.
  await page.goto(`${DEMO_CASE}?tab=parties`);
  await added.getByRole("button", { name: `Remove Stephen ${surname}` }).click();
  await expect(page.getByTestId("toast")).toContainText("Party removed");
  await expect(added).toContainText("Removed");
  await expect(added.getByRole("button")).toHaveCount(0);
  await check(page, `Stephen ${surname}`);
  await expect(resultsFor(page, `Stephen ${surname}`).getByRole("row").nth(1)).toContainText(
    "(removed)",
  );

  // An empty check is refused beside the field.
  await check(page, " ");
  await expect(
    errorSummary(page).getByRole("link", { name: "Enter at least one name" }),
  ).toBeVisible();
});

test("the conflict check and the Parties tab have no axe violations", async ({
  page,
}, testInfo) => {
  test.skip(!jsEnabled(testInfo) || !testInfo.project.name.endsWith("-sqlite"), "scanned once");
  await signInAsStaff(page);
  await page.goto(`${DEMO_CASE}?tab=parties`);
  await expect(page.getByRole("heading", { name: "Parties to this case" })).toBeVisible();
  await expectNoAxeViolations(page);
  await check(page, "Metro Transit\nKeystone Mutual Insurance");
  await expect(resultsFor(page, "Keystone Mutual Insurance").getByRole("heading")).toBeVisible();
  await expectNoAxeViolations(page);
  await check(page, "");
  await expect(errorSummary(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a request naming the firm's client waits for a decision; its story is withheld from other attorneys until the waiver", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const lastName = randomSurname();
  // A visitor names the demo case's client as the other side; another attorney sees the badge,
  // and not the story.
  const { other, otherPanel } = await requestSeenByAnotherAttorney(page, browser, testInfo, {
    firstName: "Priyanka",
    lastName,
    otherSide: "Casey Rivera",
    story: "A Metro Transit bus reversed into my parked car.",
  });
  await expect(otherPanel.getByText("Potential conflict", { exact: true })).toBeVisible();
  await expect(otherPanel).toContainText(
    "Casey Rivera: Client in Case #1: Rivera v. Metro Transit Authority",
  );
  // Not their case: its name, and no link to a page they cannot open.
  await expect(otherPanel.getByRole("link", { name: /Case #1/ })).toHaveCount(0);
  await expect(other.getByText("Withheld until the conflict check is decided")).toBeVisible();
  await expect(other.getByText("A Metro Transit bus reversed")).toHaveCount(0);
  await expect(otherPanel.getByRole("button", { name: "Record Decision" })).toHaveCount(0);
  // No case before the decision.
  await other.getByRole("button", { name: "Open a case" }).click();
  await expect(other.getByText(/decide on the conflict check/)).toBeVisible();
  const requestUrl = other.url();

  // The assigned attorney (the demo attorney) checks, then waives with a note.
  await signInAsStaff(page);
  await check(page, "Metro Transit Authority");
  await expect(
    resultsFor(page, "Metro Transit Authority").getByRole("link", {
      name: "Case #1: Rivera v. Metro Transit Authority",
    }),
  ).toBeVisible();
  await page.goto(requestUrl);
  await expect(page.getByText("A Metro Transit bus reversed into my parked car.")).toBeVisible();
  const panel = page.getByRole("region", { name: "Conflict check" });
  await expect(
    panel.getByRole("link", { name: "Case #1: Rivera v. Metro Transit Authority" }).first(),
  ).toBeVisible();
  if (jsEnabled(testInfo)) await expectNoAxeViolations(page);
  await panel.getByLabel(/^Waived/).check();
  await panel.getByRole("button", { name: "Record Decision" }).click();
  await expectFieldError(
    page,
    "A waiver needs a note: how the client gave informed consent in writing",
  );
  await panel.getByLabel(/^Waived/).check();
  await panel
    .getByLabel("Note", { exact: true })
    .fill("Ms Rivera and the new client consented in writing.");
  await panel.getByRole("button", { name: "Record Decision" }).click();
  await expect(page.getByTestId("toast")).toContainText("Decision recorded");
  await expect(panel.getByText("Conflict waived", { exact: true })).toBeVisible();

  // The story is no longer withheld.
  await other.reload();
  await expect(other.getByText("A Metro Transit bus reversed into my parked car.")).toBeVisible();
  await other.context().close();

  // The audit log holds the search and the decision.
  await logOut(page);
  await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(DEMO.admin.home);
  await page.goto("/admin?tab=audit&action=conflict_decided");
  await expect(
    page.getByRole("row").filter({ hasText: "Decided on a potential conflict" }).first(),
  ).toContainText(DEMO.staff.email);
  await page.goto("/admin?tab=audit&action=conflict_checked");
  await expect(
    page.getByRole("row").filter({ hasText: "Ran a conflict check" }).first(),
  ).toContainText("Metro Transit Authority");
});

test("a request naming the other side of a matter and its insurer shows them as information and is not held", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const lastName = randomSurname();
  // Another attorney reads the story: nothing is held; the matches are there, as plain text.
  const { other, otherPanel } = await requestSeenByAnotherAttorney(page, browser, testInfo, {
    firstName: "Ottilie",
    lastName,
    otherSide: "Metro Transit Authority\nKeystone Mutual",
    story: "A Metro Transit bus ran the red light into my bicycle.",
  });
  await expect(otherPanel.getByText("No conflict found", { exact: true })).toBeVisible();
  await expect(otherPanel.getByText("Potential conflict", { exact: true })).toHaveCount(0);
  await expect(otherPanel).toContainText(
    "Metro Transit Authority: Also adverse in Case #1: Rivera v. Metro Transit Authority",
  );
  await expect(otherPanel).toContainText(
    "Keystone Mutual: Insurer in Case #1: Rivera v. Metro Transit Authority",
  );
  await expect(otherPanel.getByRole("link", { name: /Case #1/ })).toHaveCount(0);
  await expect(other.getByText("A Metro Transit bus ran the red light")).toBeVisible();
  await expect(other.getByText("Withheld until the conflict check is decided")).toHaveCount(0);
  await expect(otherPanel.getByRole("button", { name: "Record Decision" })).toHaveCount(0);
  // The seeded request that named the same company: a link to it, which opens.
  const earlier = otherPanel.getByRole("link", { name: /^Consultation request #\d+$/ }).first();
  await expect(earlier).toBeVisible();
  await earlier.click();
  await expect(other).toHaveURL(/\/submissions\/\d+$/);
  await expect(other.getByRole("region", { name: "Conflict check" })).toBeVisible();
  await other.context().close();

  // The case's attorney sees the case as a link.
  await signInAsStaff(page);
  await page.goto("/submissions");
  await page.getByRole("link", { name: `Ottilie ${lastName}` }).click();
  const panel = page.getByRole("region", { name: "Conflict check" });
  await expect(
    panel.getByRole("link", { name: "Case #1: Rivera v. Metro Transit Authority" }).first(),
  ).toBeVisible();
  if (jsEnabled(testInfo)) await expectNoAxeViolations(page);
});
