import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, jsEnabled, registerClient } from "./helpers";

/**
 * Issue 37 item 4: a person chooses their e-mail alerts on the account page, with JavaScript on
 * and off. A client of the journey's own rather than the demo client: this journey's JavaScript-on
 * and -off runs go side by side on one server, and on one shared account each would undo the
 * other's choices between its save and its reload.
 */

const card = (page: Page) => page.getByRole("region", { name: "E-mail alerts" });
const MESSAGE = "A message from your legal team";
const DOCUMENT = "A document shared with you";

/** Chooses an option (by its text) for each kind (by its label), saves, and finds them kept. */
async function choose(page: Page, choices: Record<string, { option: string; value: string }>) {
  for (const [kind, { option }] of Object.entries(choices)) {
    await card(page).getByLabel(kind).selectOption({ label: option });
  }
  await card(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText("E-mail alerts saved");
  await expect(page).toHaveURL("/account");
  await page.reload();
  for (const [kind, { value }] of Object.entries(choices)) {
    await expect(card(page).getByLabel(kind)).toHaveValue(value);
  }
}

test("a client chooses each alert at once, in the daily summary or off, and the choices are kept", async ({
  page,
}, testInfo) => {
  await registerClient(page, "Avery", "Alerts");
  await page.goto("/account#email-alerts");
  await expect(card(page)).toContainText(
    "E-mails say that something is waiting and link to it; they never include what was written.",
  );
  // A client's five kinds, each at once until chosen otherwise; none of the staff's.
  await expect(card(page).getByRole("combobox")).toHaveCount(5);
  await expect(card(page).getByLabel("A task assigned to you")).toHaveCount(0);
  await expect(card(page).getByLabel(MESSAGE)).toHaveValue("instant");
  if (jsEnabled(testInfo) && testInfo.project.name.endsWith("-sqlite")) {
    await expectNoAxeViolations(page);
  }

  await choose(page, {
    [MESSAGE]: { option: "Off", value: "off" },
    [DOCUMENT]: { option: "In a daily summary (8:00)", value: "digest" },
  });
  await expect(card(page).getByLabel("A form to fill in")).toHaveValue("instant");
  // The same choices through the other door.
  const api = await page.request.get("/api/account/notification-preferences");
  expect((await api.json()).preferences).toMatchObject({
    client_message: "off",
    client_document: "digest",
    client_form: "instant",
  });

  const atOnce = { option: "At once", value: "instant" };
  await choose(page, { [MESSAGE]: atOnce, [DOCUMENT]: atOnce });
});
