import { expect, test, type Page } from "./fixtures";
import {
  DEMO,
  errorSummary,
  expectFieldError,
  expectNoAxeViolations,
  jsEnabled,
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
  await expect(witness.getByRole("heading")).toHaveText(`${surname}, Steven: 1 possible conflict`);
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
