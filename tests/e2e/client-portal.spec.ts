import type { Locator, TestInfo } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import {
  followDownload,
  DEMO,
  expectNoAxeViolations,
  logOut,
  signInThroughForm,
  registerClient,
  scanOnlyWithJavaScript,
  expectNotFoundPage,
  errorSummary,
  expectFieldError,
} from "./helpers";

const RIVERA = "Rivera v. Metro Transit Authority";

const tabs = (page: Page) => page.getByRole("navigation", { name: "Portal sections" });

type Tab = "Overview" | "Communications" | "Documents" | "Your doctors" | "Notifications";

/**
 * The demo client's one case, seeded, on one of its tabs. Journeys that add cases (the AI intake's)
 * use clients of their own, so the portal opens on this case.
 */
async function openRiveraCase(page: Page, tab: Tab = "Overview") {
  await signInThroughForm(page, DEMO.client.email, DEMO.client.password);
  await expect(page).toHaveURL("/client-portal");
  await expect(page.getByRole("heading", { level: 2, name: RIVERA })).toBeVisible();
  if (tab !== "Overview") await openTab(page, tab);
}

async function openTab(page: Page, name: Tab) {
  await tabs(page).getByRole("link", { name }).click();
  await expect(tabs(page).getByRole("link", { name })).toHaveAttribute("aria-current", "page");
}

/** Unique to this run of this journey: the same journey with JavaScript on and off shares a server. */
const uniqueSuffix = (testInfo: TestInfo) =>
  `${testInfo.project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Sends the message form empty: it is refused in the error summary (a link to the field) and
 * next to the field (its description).
 */
async function sendEmptyMessage(page: Page) {
  const message = "Please type a message before sending.";
  await page.getByRole("button", { name: "Send Message" }).click();
  const summary = errorSummary(page);
  await expect(summary.getByRole("link", { name: message })).toBeVisible();
  await expect(
    page.getByRole("textbox", { name: "Message", exact: true }),
  ).toHaveAccessibleDescription(message);
}

/** The documents table's row of a file (the row's name starts with the file name). */
const documentRow = (table: Locator, fileName: string) =>
  table.getByRole("row", { name: new RegExp(fileName.replace(/[.()]/g, "\\$&")) });

/** Follows a download link and checks the file that arrives: its name, and a PDF's first bytes. */
async function expectPdfDownload(page: Page, link: Locator, fileName: string) {
  const { fileName: saved, bytes } = await followDownload(page, link);
  expect(saved).toBe(fileName);
  expect(bytes.subarray(0, 5).toString("ascii")).toBe("%PDF-");
}

test("Overview: the case's status and type (never its priority), and its timeline", async ({
  page,
}) => {
  await openRiveraCase(page);
  // The header names a client as a client, not as an attorney.
  const banner = page.getByRole("banner");
  await expect(banner.getByText("Casey Rivera")).toBeVisible();
  await expect(banner.getByText("Client", { exact: true })).toBeVisible();
  await expect(banner.getByText(/Attorney/)).toHaveCount(0);
  await expect(tabs(page).getByRole("link")).toHaveText([
    "Overview",
    "Communications",
    "Documents",
    "Your doctors",
    "Notifications",
  ]);
  await expect(tabs(page).getByRole("link", { name: "Overview" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const summary = page.getByRole("region", { name: RIVERA });
  await expect(summary.getByText("Active", { exact: true })).toBeVisible();
  // The firm's priority is its own (issue 36): the client's summary never shows it.
  await expect(summary.getByText("Personal Injury")).toBeVisible();
  await expect(summary.getByText(/Priority/)).toHaveCount(0);
  await expect(summary.getByText("Personal Injury")).toBeVisible();
  await expect(summary.getByText("Jordan Lee")).toBeVisible();
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByRole("heading", { level: 3 })).toHaveText([
    "Complaint filed",
    "Discovery requests served",
    "Case management conference",
    "Medical records received",
  ]);
  for (const type of ["Filed", "Discovery", "Hearing", "Note"]) {
    await expect(timeline.getByText(type, { exact: true })).toBeVisible();
  }
});

test.describe("Documents", () => {
  test.beforeEach(({ page }) => openRiveraCase(page, "Documents"));

  test("file name, type and size, and the seeded file downloads as a PDF", async ({ page }) => {
    await expect(page).toHaveURL(/tab=documents/);
    const table = page.getByRole("table", { name: "Documents on this case" });
    const name = "Medical Records - Westside Orthopaedics.pdf";
    const row = documentRow(table, name);
    await expect(row).toContainText("PDF");
    await expect(row).toContainText(/\d+ bytes/);
    // The seeded three (journeys running alongside may add uploads of their own).
    for (const seeded of [
      "Complaint - Rivera v Metro Transit.pdf",
      "Witness Statement - M. Chen.pdf",
    ]) {
      await expect(documentRow(table, seeded)).toBeVisible();
    }
    await expectPdfDownload(page, row.getByRole("link", { name: `Download ${name}` }), name);
  });

  test("a client uploads a document to their case and downloads it again", async ({
    page,
  }, testInfo) => {
    const form = () => page.getByRole("region", { name: "Upload a document" });
    const fileField = () => form().getByLabel("Document", { exact: true });

    // A type the firm does not take is refused beside the field (by the browser's check with
    // JavaScript, by the server's answer without).
    await fileField().setInputFiles({
      name: "page.html",
      mimeType: "text/html",
      buffer: Buffer.from("<p>not a document</p>"),
    });
    await form().getByRole("button", { name: "Upload Document" }).click();
    await expectFieldError(
      form(),
      "Only PDF, Word, Excel, text, PNG, JPEG, GIF and WebP files can be uploaded",
    );

    // A page of HTML named and declared as a PNG passes the browser's check: the server reads
    // its bytes and refuses it, with JavaScript and without.
    await fileField().setInputFiles({
      name: "scan.png",
      mimeType: "image/png",
      buffer: Buffer.from("<script>alert(document.cookie)</script>"),
    });
    await form().getByRole("button", { name: "Upload Document" }).click();
    await expectFieldError(
      form(),
      "The file is not what its name says. Only PDF, Word, Excel, text, PNG, JPEG, GIF and WebP files can be uploaded",
    );

    const name = `Repair estimate ${uniqueSuffix(testInfo)}.pdf`;
    await fileField().setInputFiles({
      name,
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n% a repair estimate\n%%EOF\n"),
    });
    await form().getByRole("button", { name: "Upload Document" }).click();
    await expect(page.getByTestId("toast")).toContainText("Document uploaded.");
    await expect(page).toHaveURL(/tab=documents/);
    const row = documentRow(page.getByRole("table", { name: "Documents on this case" }), name);
    await expect(row).toContainText("Casey Rivera");
    await expectPdfDownload(page, row.getByRole("link", { name: `Download ${name}` }), name);
  });
});

test("Communications: received, sent and system messages, and a message to the legal team", async ({
  page,
}, testInfo) => {
  await openRiveraCase(page, "Communications");
  const messages = page.getByRole("region", { name: "Messages" });
  for (const [type, subject] of [
    ["Received", "Mediation date"],
    ["Sent", "Medical records uploaded"],
    ["System", "Case opened"],
  ]) {
    const item = messages.getByRole("listitem").filter({ hasText: subject });
    await expect(item.getByText(type, { exact: true })).toBeVisible();
  }

  await sendEmptyMessage(page);

  const text = `Can we meet before mediation? (${uniqueSuffix(testInfo)})`;
  await page.getByLabel("Subject (optional)").fill("Meeting before mediation");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill(text);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("toast")).toContainText("Your legal team has been notified.");
  const sent = messages.getByRole("listitem").filter({ hasText: text });
  await expect(sent.getByText("Sent", { exact: true })).toBeVisible();
  await expect(sent.getByText("Meeting before mediation")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");

  // The assigned attorney sees it in their notifications.
  await logOut(page);
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(DEMO.staff.home);
  await page.goto("/notifications");
  // This journey's message, not the one the same journey sent with JavaScript on or off.
  const notification = page.getByRole("main").getByRole("listitem").filter({ hasText: text });
  await expect(notification.getByText("New message from Casey Rivera")).toBeVisible();
});

test("Notifications: the notifications panel with All and Unread", async ({ page }) => {
  await openRiveraCase(page, "Notifications");
  await expect(page).toHaveURL("/client-portal?tab=notifications");
  await expect(page.getByText("Welcome to your client portal")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Filter notifications" })
    .getByRole("link", { name: "Unread" })
    .click();
  await expect(page).toHaveURL("/client-portal?tab=notifications&filter=unread");
  await expect(page.getByText("Welcome to your client portal")).toHaveCount(0);
});

test("a client never sees another client's case", async ({ page }) => {
  await openRiveraCase(page);
  await logOut(page);
  await registerClient(page, "Morgan", "Stranger");
  await expect(page.getByRole("heading", { name: "You have no cases yet" })).toBeVisible();
  await expect(page.getByText(RIVERA)).toHaveCount(0);
  // The seed creates the demo client's case first, so it is case 1 on every install.
  await expectNotFoundPage(page, "/client-portal?case=1&tab=documents");
});

test("the client portal has no axe violations on any tab", async ({ page }, testInfo) => {
  scanOnlyWithJavaScript(testInfo);
  await openRiveraCase(page);
  await expectNoAxeViolations(page);
  for (const name of ["Communications", "Documents", "Your doctors", "Notifications"] as const) {
    await openTab(page, name);
    await expectNoAxeViolations(page);
  }
  await openTab(page, "Communications");
  await sendEmptyMessage(page);
  await expectNoAxeViolations(page);
  await logOut(page);
  await registerClient(page, "Avery", "New");
  await expect(page.getByRole("heading", { name: "You have no cases yet" })).toBeVisible();
  await expectNoAxeViolations(page);
});
