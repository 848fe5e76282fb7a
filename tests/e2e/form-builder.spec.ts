import type { Locator, TestInfo } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import {
  DEMO,
  actAsNewVisitor,
  errorSummary,
  expectNoAxeViolations,
  jsEnabled,
  logOut,
  registerClient,
  signInThroughForm,
} from "./helpers";

/** Unique to this run of this journey: the same journey with JavaScript on and off shares a server. */
const uniqueSuffix = (testInfo: TestInfo) =>
  `${testInfo.project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** axe runs where JavaScript is on (it injects a script), once per database is enough: SQLite. */
const scans = (testInfo: TestInfo) =>
  jsEnabled(testInfo) && testInfo.project.name.endsWith("-sqlite");

const fieldCards = (page: Page) => page.getByRole("region", { name: "Fields" }).locator("ol > li");

/** The card of the field whose heading is "Field n: Type". */
const fieldCard = (page: Page, position: number) =>
  page.getByRole("region", { name: new RegExp(`^Field ${position}: `) });

async function addField(page: Page, type: string, label: string) {
  const before = await fieldCards(page).count();
  await page.getByRole("button", { name: `${type} field`, exact: true }).click();
  await expect(fieldCards(page)).toHaveCount(before + 1);
  const card = fieldCard(page, before + 1);
  await expect(card.getByRole("heading")).toHaveText(`Field ${before + 1}: ${type}`);
  await card.getByRole("textbox", { name: "Label" }).fill(label);
  return card;
}

async function setOptions(card: Locator, options: string[]) {
  for (const [index, option] of options.entries()) {
    const box = card.getByRole("textbox", { name: new RegExp(`^Option ${index + 1} of`) });
    if ((await box.count()) === 0) {
      await card.getByRole("button", { name: /^Add Option/ }).click();
    }
    await card.getByRole("textbox", { name: new RegExp(`^Option ${index + 1} of`) }).fill(option);
  }
}

const labelsInOrder = (page: Page) =>
  page.getByRole("region", { name: "Fields" }).getByRole("textbox", { name: "Label" });

test("a staff member builds, previews and publishes a form; a client fills it in; the answers reach the assignee with the labels of their version", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix(testInfo);
  const title = `Vehicle accident intake ${suffix}`;

  // Build
  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL("/dashboard");
  await page.goto("/form-builder");
  await page.getByRole("link", { name: "New form" }).click();
  await expect(page).toHaveURL("/form-builder/new");
  await expect(labelsInOrder(page)).toHaveCount(3);
  await expect(labelsInOrder(page).nth(0)).toHaveValue("Full Name");
  await expect(labelsInOrder(page).nth(1)).toHaveValue("Email Address");
  await expect(labelsInOrder(page).nth(2)).toHaveValue("Incident Description");
  if (scans(testInfo)) await expectNoAxeViolations(page);

  // What is typed is kept through every operation.
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("textbox", { name: "Description" }).fill("Tell us about the accident.");

  await addField(page, "Text", "Vehicle registration");
  await addField(page, "Text area", "What happened");
  const county = await addField(page, "Drop-down", "County");
  await setOptions(county, ["Kings", "Queens", "Bronx"]);
  // Remove an option again: the drop-down keeps two.
  await county.getByRole("button", { name: /^Remove option 3 of/ }).click();
  await expect(fieldCard(page, 6).getByRole("textbox", { name: /^Option \d of/ })).toHaveCount(2);
  const injuries = await addField(page, "Checkboxes", "Injuries");
  await setOptions(injuries, ["Head", "Back", "None"]);
  await injuries.getByRole("checkbox", { name: "Required" }).check();
  const police = await addField(page, "Radio buttons", "Police report filed");
  await setOptions(police, ["Yes", "No"]);
  await police.getByRole("checkbox", { name: "Required" }).check();
  const date = await addField(page, "Date", "Accident date");
  await date.getByRole("checkbox", { name: "Required" }).check();
  await addField(page, "File upload", "Photo of the damage");
  await expect(labelsInOrder(page)).toHaveCount(10);

  // Reorder and remove: the date moves above the file; the incident description goes.
  await fieldCard(page, 9)
    .getByRole("button", { name: /^Move up/ })
    .click();
  await expect(labelsInOrder(page).nth(7)).toHaveValue("Accident date");
  await fieldCard(page, 3)
    .getByRole("button", { name: /^Remove field/ })
    .click();
  await expect(labelsInOrder(page)).toHaveCount(9);
  await expect(labelsInOrder(page).nth(2)).toHaveValue("Vehicle registration");
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(title);

  // A rule refuses a save and says where: a blank label.
  await labelsInOrder(page).nth(2).fill("");
  await page.getByRole("button", { name: "Save as Draft" }).click();
  await expect(
    errorSummary(page).getByRole("link", { name: "Field 3 needs a label" }),
  ).toBeVisible();
  if (scans(testInfo)) await expectNoAxeViolations(page);
  await labelsInOrder(page).nth(2).fill("Vehicle registration");

  await page
    .getByRole("combobox", { name: "Auto-assign to" })
    .selectOption({ label: DEMO.staff.name });

  // Preview: the form as clients see it, with its checks, storing nothing.
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { name: "Preview", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.getByRole("button", { name: "Check answers" }).click();
  await expect(
    errorSummary(page).getByRole("link", { name: "Accident date is required" }),
  ).toBeVisible();
  if (scans(testInfo)) await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: /Full Name/ }).fill("Preview Person");
  await page.getByRole("textbox", { name: /Email Address/ }).fill("preview@example.test");
  await page
    .getByRole("group", { name: /Injuries/ })
    .getByRole("checkbox", { name: "Head" })
    .check();
  await page
    .getByRole("group", { name: /Police report filed/ })
    .getByRole("radio", { name: "No" })
    .check();
  await page.getByLabel(/Accident date/).fill("2026-09-30");
  await page.getByRole("button", { name: "Check answers" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Every answer passes" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Full Name/ })).toHaveValue("Preview Person");
  if (scans(testInfo)) await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Back to editing" }).click();
  await expect(labelsInOrder(page)).toHaveCount(9);

  await page.getByRole("button", { name: "Save & Publish" }).click();
  await expect(
    page.getByText("Your form has been saved and can be accessed by clients."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/form-builder\/\d+$/);
  const formPath = new URL(page.url()).pathname;
  const formId = formPath.split("/").pop();
  await expect(page.getByText("Published: clients fill in version 1.")).toBeVisible();
  if (scans(testInfo)) await expectNoAxeViolations(page);
  await page.goto("/form-builder");
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("Published");
  await expect(row).toContainText("Version 1");
  if (scans(testInfo)) await expectNoAxeViolations(page);
  await logOut(page);

  // A client finds it on the portal, is refused once, then sends it with a file.
  await actAsNewVisitor(page);
  await registerClient(page, "Robin", `Okafor${suffix.replace(/[^a-z0-9]/gi, "")}`);
  await page.getByRole("link", { name: `Fill in ${title}` }).click();
  await expect(page).toHaveURL(`/forms/${formId}`);
  if (scans(testInfo)) await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: /Vehicle registration/ }).fill("KX-4410");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(
    errorSummary(page).getByRole("link", { name: "Accident date is required" }),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Vehicle registration/ })).toHaveValue("KX-4410");
  if (scans(testInfo)) await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: /Full Name/ }).fill("Robin Okafor");
  await page.getByRole("textbox", { name: /Email Address/ }).fill("robin@example.test");
  await page.getByRole("combobox", { name: /County/ }).selectOption("Queens");
  await page
    .getByRole("group", { name: /Injuries/ })
    .getByRole("checkbox", { name: "Back" })
    .check();
  await page
    .getByRole("group", { name: /Police report filed/ })
    .getByRole("radio", { name: "Yes" })
    .check();
  await page.getByLabel(/Accident date/).fill("2026-10-03");
  await page.getByLabel(/Photo of the damage/).setInputFiles({
    name: "damage.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% damage photo\n"),
  });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL("/client-portal");
  await expect(page.getByText("Form submitted successfully")).toBeVisible();
  await logOut(page);

  // The assignee is told, and sees the answers under the form's labels.
  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL("/dashboard");
  await page.goto("/notifications");
  await page.getByRole("main").getByText(`New submission: ${title}`).click();
  await expect(page).toHaveURL(/\/submissions\/\d+$/);
  const submissionPath = new URL(page.url()).pathname;
  const answers = page.locator("main");
  await expect(answers).toContainText("Vehicle registration");
  await expect(answers).toContainText("KX-4410");
  await expect(answers).toContainText("Police report filed");
  await expect(answers.getByRole("link", { name: /damage\.pdf/ })).toBeVisible();

  // Edited and published again: version 2; the submission keeps its own labels.
  await page.goto(formPath);
  await labelsInOrder(page).nth(2).fill("Number plate");
  await page.getByRole("button", { name: "Save & Publish" }).click();
  await expect(
    page.getByText("Your form has been saved and can be accessed by clients."),
  ).toBeVisible();
  await page.goto("/form-builder");
  await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("Version 2");
  await page.goto(submissionPath);
  await expect(answers).toContainText("Vehicle registration");
  await expect(answers).not.toContainText("Number plate");
});
