import { expect, test, type Page, newContext } from "./fixtures";
import {
  followDownload,
  DEMO,
  errorSummary,
  expectNoAxeViolations,
  expectNotFoundPage,
  jsEnabled,
  registerClient,
  scanOnlyWithJavaScript,
  signInThroughForm,
} from "./helpers";
import { ARREST_ANSWERS, acceptCase, createCase, send, openNewIntake } from "./intake-helpers";

/*
 * The loop between a client and the firm on the case page. Each run opens a case of its own (a
 * new client's AI intake, given to the demo attorney by the administrator): the same journey runs
 * with JavaScript on and off against one server, beside journeys that read the demo case.
 */

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );

async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId("toast")).toContainText(text);
}

const openTab = (page: Page, caseId: string, tab: string) =>
  page.goto(`/cases/${caseId}${tab === "overview" ? "" : `?tab=${tab}`}`);

test("a client writes, the attorney answers on the case page, and the client sees only what the firm shares", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const suffix = letters();
  const clientName = `Journey Client${suffix}`;

  // A new client opens a case through the AI intake.
  await registerClient(page, "Journey", `Client${suffix}`);
  await openNewIntake(page);
  for (const text of ARREST_ANSWERS) await send(page, text);
  await createCase(page);

  // The administrator finds it and gives it to the demo attorney.
  const adminContext = await newContext(browser, { javaScriptEnabled: jsEnabled(testInfo) });
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, DEMO.admin.email, DEMO.admin.password);
  await expect(admin).toHaveURL(DEMO.admin.home);
  await admin.goto(`/cases?q=${encodeURIComponent(`Client${suffix}`)}`);
  const row = admin.getByRole("row").filter({ hasText: clientName });
  await row.getByRole("link").first().click();
  await expect(admin).toHaveURL(/\/cases\/\d+$/);
  const caseId = new URL(admin.url()).pathname.split("/").pop()!;
  await admin.getByLabel("Attorney").selectOption({ label: DEMO.staff.name });
  await admin.getByRole("button", { name: "Save Changes" }).click();
  await expect(admin.getByText(DEMO.staff.name, { exact: true }).first()).toBeVisible();
  await adminContext.close();

  // The client writes to the legal team.
  const question = `Can I join the mediation by video? (${suffix})`;
  await page.goto(`/client-portal?case=${caseId}&tab=communications`);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill(question);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Message sent");

  // The attorney follows the notification to the case's Messages tab.
  const staffContext = await newContext(browser, { javaScriptEnabled: jsEnabled(testInfo) });
  const staff = await staffContext.newPage();
  await signInThroughForm(staff, DEMO.staff.email, DEMO.staff.password);
  await expect(staff).toHaveURL(DEMO.staff.home);
  await staff.goto("/notifications?filter=unread");
  await staff.getByRole("button", { name: new RegExp(`New message from ${clientName}`) }).click();
  await expect(staff).toHaveURL(`/cases/${caseId}?tab=messages`);
  const thread = staff.getByRole("region", { name: "Messages" });
  const incoming = thread.getByRole("listitem").filter({ hasText: question });
  await expect(incoming.getByText("Received", { exact: true })).toBeVisible();
  await expect(incoming.getByText("New", { exact: true })).toBeVisible();

  // A blank reply is refused; a real one is sent.
  await staff.getByRole("button", { name: "Send Reply" }).click();
  await expect(
    errorSummary(staff).getByRole("link", { name: "Please type a message before sending." }),
  ).toBeVisible();
  const answer = `Video is fine, I will send the link. (${suffix})`;
  await staff.getByLabel("Subject (optional)").fill("Joining by video");
  await staff.getByRole("textbox", { name: "Message", exact: true }).fill(answer);
  await staff.getByRole("button", { name: "Send Reply" }).click();
  await expectToast(staff, "Reply sent");
  const reply = thread.getByRole("listitem").filter({ hasText: answer });
  await expect(reply.getByText("Sent", { exact: true })).toBeVisible();
  // Read once opened: the unread marker is gone.
  await expect(incoming.getByText("New", { exact: true })).toHaveCount(0);

  // Private unless shared (issue 36): a note is the firm's own by default; sharing is a choice.
  const shared = `Mediation scheduled (${suffix})`;
  const note = `Strategy note (${suffix})`;
  await openTab(staff, caseId, "timeline");
  await expect(staff.getByLabel("Only the firm (internal)")).toBeChecked();
  await staff.getByLabel("Title").fill(note);
  await staff.getByLabel("Description").fill("Do not discuss a plea before the video is reviewed.");
  await staff.getByRole("button", { name: "Add Event" }).click();
  await expectToast(staff, "Internal note added");
  await staff.getByLabel("Title").fill(shared);
  await staff.getByLabel("Description").fill("Mediation with the prosecutor's office, by video.");
  await staff.getByLabel("Type", { exact: true }).selectOption("hearing");
  await staff.getByLabel("The client too (they are notified)").check();
  await staff.getByRole("button", { name: "Add Event" }).click();
  await expectToast(staff, "Event added");
  const timeline = staff.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText(shared)).toBeVisible();
  await expect(
    timeline.getByRole("listitem").filter({ hasText: note }).getByText("Internal note"),
  ).toBeVisible();

  // The AI intake's case awaits the firm's acceptance (issue 36): the attorney accepts it.
  await acceptCase(staff, caseId);

  // The status changes: first without telling the client, then telling them.
  await openTab(staff, caseId, "overview");
  await staff.getByLabel("Status").selectOption("on_hold");
  await expect(staff.getByLabel("Tell the client")).not.toBeChecked();
  await staff.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(staff, "Only the firm sees it on the timeline.");
  await expect(staff.getByRole("region", { name: "Overview" }).getByText("On hold")).toBeVisible();
  await staff.getByLabel("Status").selectOption("active");
  await staff.getByLabel("Tell the client").check();
  await staff.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(staff, "The client has been notified.");
  await expect(staff.getByLabel("Tell the client")).not.toBeChecked();

  // A document: internal when uploaded, shared later with the button.
  const fileName = `Mediation notice ${suffix}.pdf`;
  await openTab(staff, caseId, "documents");
  await expect(staff.getByLabel("Only the firm (internal)")).toBeChecked();
  await staff.getByLabel("Document", { exact: true }).setInputFiles({
    name: fileName,
    mimeType: "application/pdf",
    buffer: Buffer.from(`%PDF-1.4 mediation notice ${suffix}`),
  });
  await staff.getByRole("button", { name: "Upload Document" }).click();
  await expectToast(staff, "is internal: only the firm sees it");
  const documentRow = staff.getByRole("row").filter({ hasText: fileName });
  await expect(documentRow.getByText("Only the firm", { exact: true })).toBeVisible();

  // The client sees the shared event and the told status change, never the note, the untold
  // change, the internal document or the firm's priority.
  await page.goto(`/client-portal?case=${caseId}`);
  await expect(page.getByText("Active", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Priority")).toHaveCount(0);
  const clientTimeline = page.getByRole("region", { name: "Timeline" });
  await expect(clientTimeline.getByText(shared)).toBeVisible();
  await expect(clientTimeline.getByText("Status changed to Active")).toBeVisible();
  await expect(clientTimeline.getByText("Status changed to On hold")).toHaveCount(0);
  await expect(page.getByText(note)).toHaveCount(0);
  await page.goto(`/client-portal?case=${caseId}&tab=documents`);
  await expect(page.getByRole("heading", { name: /^Documents for/ })).toBeVisible();
  await expect(page.getByText(fileName)).toHaveCount(0);

  // Shared now: the client is told and can download it.
  await documentRow.getByRole("button", { name: `Share with the client ${fileName}` }).click();
  await expectToast(staff, "Document shared");
  await expect(
    staff
      .getByRole("row")
      .filter({ hasText: fileName })
      .getByText("The client too", { exact: true }),
  ).toBeVisible();
  if (jsEnabled(testInfo)) await expectNoAxeViolations(staff);
  await staffContext.close();

  await page.goto(`/client-portal?case=${caseId}&tab=communications`);
  const received = page
    .getByRole("region", { name: "Messages" })
    .getByRole("listitem")
    .filter({ hasText: answer });
  await expect(received.getByText("Received", { exact: true })).toBeVisible();
  await page.goto(`/client-portal?case=${caseId}&tab=documents`);
  const link = page.getByRole("link", { name: `Download ${fileName}` });
  const { fileName: saved, bytes } = await followDownload(page, link);
  expect(saved).toBe(fileName);
  expect(bytes.toString("utf8")).toBe(`%PDF-1.4 mediation notice ${suffix}`);
});

test("another attorney's case is a 404; the cases list leads to the case page", async ({
  page,
}) => {
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(DEMO.staff.home);
  // The demo's second attorney's case (seeded right after the demo attorney's).
  await expectNotFoundPage(page, "/cases/2");
  await page.goto("/cases?q=Rivera");
  await page.getByRole("link", { name: "Rivera v. Metro Transit Authority" }).click();
  await expect(page).toHaveURL("/cases/1");
  await expect(
    page.getByRole("heading", { level: 1, name: "Case #1: Rivera v. Metro Transit Authority" }),
  ).toBeVisible();
  await expect(page.getByText("(555) 014-2231")).toBeVisible();
});

test("every tab of the case page, and its refused forms, have no axe violations", async ({
  page,
}, testInfo) => {
  scanOnlyWithJavaScript(testInfo);
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(DEMO.staff.home);
  for (const tab of ["overview", "timeline", "messages", "documents", "tasks"]) {
    await openTab(page, "1", tab);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await openTab(page, "1", "timeline");
  await page.getByRole("button", { name: "Add Event" }).click();
  await expect(errorSummary(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await openTab(page, "1", "messages");
  await page.getByRole("button", { name: "Send Reply" }).click();
  await expect(errorSummary(page)).toBeVisible();
  await expectNoAxeViolations(page);
});
