import { expect, type Page } from "./fixtures";

/** The steps of an AI intake, for journeys that need a client with a case of their own. */

/**
 * Answers that finish a signed-in client's intake (their name and email are the account's): no
 * phone, no one on the other side, what happened, when and where, how to be contacted.
 */
export const ARREST_ANSWERS = [
  "no",
  "No one",
  "I was arrested last night.",
  "Last night, downtown",
  "Phone",
];

export async function send(page: Page, text: string) {
  const before = await page.getByTestId("chat-message").count();
  await page.getByLabel("Your message").fill(text);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  // The client's message and the assistant's reply are both on the page once it settles.
  await expect(page.getByTestId("chat-message")).toHaveCount(before + 2);
}

/** From the main navigation, as the signed-in client: a new session with the assistant's greeting. */
export async function openNewIntake(page: Page) {
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "AI Intake" })
    .click();
  await expect(page).toHaveURL("/ai-intake");
  await page.getByRole("button", { name: "Start AI Intake" }).click();
  await expect(page).toHaveURL(/\/ai-intake\?session=[0-9a-f-]{36}/);
  // The URL changes when the navigation commits, which can be before the new page is in place;
  // the next step counts the messages, so wait for the greeting to be on the page.
  await expect(page.getByTestId("chat-message")).toHaveCount(1);
}

/**
 * Creates the case from a finished intake; the portal greets the client with it, waiting for the
 * firm's acceptance (issue 36).
 */
export async function createCase(page: Page) {
  await page.getByRole("button", { name: "Create My Case" }).click();
  await expect(page).toHaveURL("/client-portal");
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Sent to the firm");
  await expect(toast).toContainText("Your case is waiting for the firm's acceptance");
}

/**
 * The case's attorney (or an administrator) accepts an AI intake's case (issue 36), deciding its
 * conflict check first (cleared) when it holds the case.
 */
export async function acceptCase(page: Page, caseId: string) {
  await page.goto(`/cases/${caseId}`);
  const acceptance = page.getByRole("region", { name: "Awaiting acceptance" });
  if ((await acceptance.getByRole("link", { name: "Review the conflict check" }).count()) > 0) {
    await page.goto(`/cases/${caseId}?tab=parties`);
    const panel = page.getByRole("region", { name: "Conflict check" });
    await panel.getByLabel(/^Cleared/).check();
    await panel.getByRole("button", { name: "Record Decision" }).click();
    await expect(page.getByTestId("toast")).toContainText("Decision recorded");
    await page.goto(`/cases/${caseId}`);
  }
  await acceptance.getByRole("button", { name: "Accept case" }).click();
  await expect(page.getByTestId("toast")).toContainText("Case accepted");
}
