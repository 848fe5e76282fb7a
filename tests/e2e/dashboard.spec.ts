import { request, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { test as base, expect, randomAddress } from "./fixtures";
import {
  DEMO,
  expectNoAxeViolations,
  jsEnabled,
  signInThroughForm,
  scanOnlyWithJavaScript,
  expectNotFoundPage,
  errorSummary,
  expectFieldError,
  followDownload,
  inviteStaffThroughApi,
} from "./helpers";
import { uniqueEmail } from "../factories/emails";

interface Colleague {
  api: APIRequestContext;
  id: number;
  name: string;
}

/**
 * Another staff member with an API session of their own, for what "others" do. One per worker.
 * Staff accounts come from the firm (issue 35): the demo administrator creates it through
 * /api/admin/users, and its invitation link sets the password, which signs it in.
 */
const test = base.extend<object, { colleague: Colleague }>({
  colleague: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures name what they use
    async ({}, use, workerInfo) => {
      const session = () =>
        request.newContext({
          baseURL: workerInfo.project.use.baseURL,
          extraHTTPHeaders: { "X-Forwarded-For": randomAddress() },
        });
      const admin = await session();
      const signedIn = await admin.post("/api/auth/login", {
        data: { email: DEMO.admin.email, password: DEMO.admin.password },
      });
      expect(signedIn.status()).toBe(200);
      const firstName = `Colleague${workerInfo.workerIndex}${Math.random().toString(36).slice(2, 6)}`;
      const api = await session();
      const id = await inviteStaffThroughApi(admin, api, {
        email: uniqueEmail("colleague"),
        password: "Colleague-Pass-2026",
        firstName,
        lastName: "Tester",
      });
      await admin.dispose();
      await use({ api, id, name: `${firstName} Tester` });
      await api.dispose();
    },
    { scope: "worker" },
  ],
});

// Both projects share one server and database and run side by side: every test makes rows with
// names of its own and never counts on totals.
const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signInAsStaff(page: Page) {
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL("/dashboard");
}

/** A collaboration tab: links without JavaScript, ARIA tabs with it. */
async function openTab(page: Page, testInfo: TestInfo, name: string) {
  const panel = page.getByRole("region", { name: "Team Collaboration" });
  await panel.getByRole(jsEnabled(testInfo) ? "tab" : "link", { name, exact: true }).click();
  await expect(panel.getByRole("heading", { name, level: 3 })).toBeVisible();
}

/**
 * A refused form: its error summary (an alert) links the message to the field, and the field
 * says it too.
 */
async function openChannel(page: Page, channelName: string) {
  await page
    .getByRole("navigation", { name: "Channels" })
    .getByRole("link", { name: new RegExp(`^# ${channelName}( Private)?$`) })
    .click();
  await expect(page.getByRole("heading", { name: `#${channelName}`, level: 4 })).toBeVisible();
}

test.describe("staff dashboard", () => {
  test("shows the figures, recent activity and deadlines from the database", async ({ page }) => {
    await signInAsStaff(page);
    await expect(page.getByRole("heading", { name: "Staff Dashboard", level: 1 })).toBeVisible();
    const figures = page.getByRole("region", { name: "Practice figures" });
    for (const label of ["Active cases", "Form submissions", "Pending reviews"]) {
      await expect(figures.getByText(label)).toBeVisible();
    }
    await expect(figures.getByText("4.8 / 5")).toBeVisible();
    // Other journeys add activity on the same server at the same time, so this one checks the
    // submission it makes itself (the merge and order are covered by the integration tests).
    const activity = page.getByRole("region", { name: "Recent Activity" });
    await expect(activity.getByRole("listitem").first()).toBeVisible();
    const visitor = `Activity${Date.now().toString(36)}`;
    const submitted = await page.request.post("/api/form-submissions", {
      data: {
        formId: 1,
        data: {
          firstName: "Lee",
          lastName: visitor,
          email: "lee@example.test",
          incidentDescription: "A shelf fell on me in a hardware store.",
          agreeToTerms: true,
        },
      },
    });
    expect(submitted.status()).toBe(201);
    await page.reload();
    await expect(activity.getByText(`New submission from Lee ${visitor}`)).toBeVisible();
    const deadlines = page.getByRole("region", { name: "Upcoming Deadlines" });
    await expect(deadlines.getByText("File response to motion to dismiss")).toBeVisible();
    await expect(deadlines.getByText("Priority: Urgent").first()).toBeVisible();
  });

  test("chat: read a channel, send a message, and blank messages are refused", async ({
    page,
  }, testInfo) => {
    await signInAsStaff(page);
    await expect(page.getByText("Choose a channel to read and send messages.")).toBeVisible();
    await openChannel(page, "general");
    const pane = page.getByRole("region", { name: "Messages in #general" });
    await expect(
      pane.getByText("Reminder: the new retainer template is in Resources."),
    ).toBeVisible();
    await expect(pane.getByText("Alex Morgan").first()).toBeVisible();

    // With JavaScript, Send is disabled while the box is blank and Enter is refused with the
    // message; without it the server refuses the form.
    const box = page.getByLabel("Message #general");
    const send = page.getByRole("button", { name: "Send" });
    await box.fill("   ");
    if (jsEnabled(testInfo)) {
      await expect(send).toHaveAttribute("aria-disabled", "true");
      await box.press("Enter");
    } else {
      await send.click();
    }
    await expectFieldError(page, "Enter a message before sending");

    // Text that looks like markup is shown as typed, never run.
    const text = `${unique("note")} <img src=x onerror=alert(1)> <b>bold</b>`;
    page.on("dialog", () => {
      throw new Error("a message ran as HTML");
    });
    await box.fill(text);
    if (jsEnabled(testInfo)) await box.press("Enter");
    else await send.click();
    await expect(pane.getByText(text)).toBeVisible();
    await expect(page.getByLabel("Message #general")).toHaveValue("");
    await expect(page).toHaveURL(/tab=chat&channel=1$/);
  });

  test("chat: create a public and a private channel; the private one is for members only", async ({
    page,
    colleague,
  }) => {
    await signInAsStaff(page);

    const open = unique("open");
    await page.getByRole("link", { name: "New Channel" }).click();
    let dialog = page.getByRole("dialog", { name: "New Channel" });
    await expect(dialog.getByLabel("Private channel")).not.toBeChecked();
    await dialog.getByRole("button", { name: "Create Channel" }).click();
    await expectFieldError(dialog, "Channel name is required");
    await dialog.getByLabel("Channel name").fill(open);
    await dialog.getByLabel("Description (optional)").fill("Anyone on staff");
    await dialog.getByRole("button", { name: "Create Channel" }).click();
    await expect(page.getByRole("heading", { name: `#${open}`, level: 4 })).toBeVisible();
    await expect(page.getByText("Anyone on staff")).toBeVisible();

    const secret = unique("secret");
    await page.getByRole("link", { name: "New Channel" }).click();
    dialog = page.getByRole("dialog", { name: "New Channel" });
    await dialog.getByLabel("Channel name").fill(secret);
    await dialog.getByLabel("Private channel").check();
    await dialog.getByRole("button", { name: "Create Channel" }).click();
    await expect(page.getByRole("heading", { name: `#${secret} Private`, level: 4 })).toBeVisible();
    await expect(
      page
        .getByRole("navigation", { name: "Channels" })
        .getByRole("link", { name: `# ${secret} Private` }),
    ).toBeVisible();
    const channelId = Number(new URL(page.url()).searchParams.get("channel"));

    // Not a member yet: the channel is not there for them.
    const before = await colleague.api.get(`/api/collaboration/chats/${channelId}/messages`);
    expect(before.status()).toBe(404);
    const list = await (await colleague.api.get("/api/collaboration/chats")).json();
    expect(list.map((channel: { id: number }) => channel.id)).not.toContain(channelId);

    await page.getByLabel("Add a staff member").selectOption(String(colleague.id));
    await page.getByRole("button", { name: "Add member" }).click();
    await expect(page.getByText(`Members:`).locator("..")).toContainText(colleague.name);
    const after = await colleague.api.get(`/api/collaboration/chats/${channelId}/messages`);
    expect(after.status()).toBe(200);
  });

  test("chat: All channels lists every channel by name, a page at a time", async ({ page }) => {
    await signInAsStaff(page);
    await page.goto("/dashboard?tab=chat&channels=all");
    const channels = page.getByRole("navigation", { name: "Channels" });
    await expect(channels.getByText(/^All \d+ channels, by name\. Page 1 of \d+\.$/)).toBeVisible();
    await openChannel(page, "case-strategy");
    // The list stays as it was while a channel is read.
    await expect(page).toHaveURL(/channel=2&channels=all$/);
    await channels.getByRole("link", { name: "Recently active" }).click();
    await expect(page).toHaveURL(/tab=chat&channel=2$/);
    await expect(channels.getByRole("link", { name: /^# case-strategy/ })).toBeVisible();
  });

  test("chat: someone else's private channel is a 404 page", async ({ page, colleague }) => {
    const created = await colleague.api.post("/api/collaboration/chats", {
      data: { channelName: unique("theirs"), isPrivate: true },
    });
    const { id } = await created.json();
    await signInAsStaff(page);
    await expectNotFoundPage(page, `/dashboard?tab=chat&channel=${id}`);
  });

  test("tasks: create one, start it and complete it", async ({ page }, testInfo) => {
    await signInAsStaff(page);
    await openTab(page, testInfo, "Tasks");
    const title = unique("Serve subpoena");

    await page.getByRole("link", { name: "New Task" }).click();
    const dialog = page.getByRole("dialog", { name: "New Task" });
    await expect(dialog.getByLabel("Priority")).toHaveValue("medium");
    await dialog.getByLabel("Case number (optional)").fill("abc");
    await dialog.getByRole("button", { name: "Create Task" }).click();
    await expectFieldError(dialog, "Title is required");
    await expectFieldError(dialog, "Case ID must be a whole number");

    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Description (optional)").fill("Use the process server on Main St.");
    await dialog.getByLabel("Case number (optional)").fill("1");
    await dialog.getByLabel("Due date (optional)").fill("2031-03-14");
    await dialog.getByLabel("Assign to (optional)").selectOption({ label: DEMO.staff.name });
    await dialog.getByRole("button", { name: "Create Task" }).click();

    const column = (name: string) => page.getByRole("region", { name: new RegExp(`^${name}`) });
    const card = (name: string) => column(name).getByRole("article", { name: title });
    await expect(card("Pending")).toBeVisible();
    await expect(card("Pending")).toContainText("Priority: Medium");
    await expect(card("Pending")).toContainText("Mar 14, 2031");
    await card("Pending")
      .getByRole("button", { name: `Start task: ${title}` })
      .click();
    await expect(card("In Progress")).toBeVisible();
    await card("In Progress")
      .getByRole("button", { name: `Complete task: ${title}` })
      .click();
    await expect(card("Completed")).toBeVisible();
    await expect(card("Completed").getByRole("button")).toHaveCount(0);
  });

  test("tasks: a move that is no longer possible says why", async ({
    page,
    colleague,
  }, testInfo) => {
    await signInAsStaff(page);
    const title = unique("Race");
    const created = await colleague.api.post("/api/collaboration/tasks", { data: { title } });
    const task = await created.json();
    await openTab(page, testInfo, "Tasks");
    // Someone else starts it while this page still offers Start.
    await colleague.api.patch(`/api/collaboration/tasks/${task.id}`, {
      data: { status: "in_progress" },
    });
    await page.getByRole("button", { name: `Start task: ${title}` }).click();
    // A one-button form: the summary says why, with no field to link to.
    const summary = errorSummary(page);
    await expect(summary.getByRole("listitem")).toHaveText("This task is already in progress.");
  });

  test("knowledge base: search, add an article and open it", async ({ page }, testInfo) => {
    await signInAsStaff(page);
    await openTab(page, testInfo, "Knowledge Base");
    await page.getByLabel("Search articles").fill("filing deadlines");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/tab=knowledge&q=filing\+deadlines/);
    await expect(page.getByRole("link", { name: "Meeting Court Filing Deadlines" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Retainer Agreement: Clause Guide" })).toHaveCount(
      0,
    );
    // Seeded with 118 views; other journeys (the 320 px walk through every screen) may open it too.
    const views = page.getByText(/\b\d+ views\b/);
    await expect(views).toBeVisible();
    expect(Number((await views.textContent())!.match(/(\d+) views/)![1])).toBeGreaterThanOrEqual(
      118,
    );

    const title = unique("Mediation checklist");
    await page.getByRole("link", { name: "Add Article" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Article" });
    await dialog.getByRole("button", { name: "Add Article" }).click();
    await expectFieldError(dialog, "Content is required");
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Category").fill("Procedures");
    await dialog
      .getByLabel("Content")
      .fill("Bring <script>alert(1)</script> the damages schedule.");
    await dialog.getByRole("button", { name: "Add Article" }).click();

    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(
      page.getByText("Bring <script>alert(1)</script> the damages schedule."),
    ).toBeVisible();
    await expect(page.getByText("1 view", { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText("2 views")).toBeVisible();

    await page.getByRole("link", { name: "Back to the Knowledge Base" }).click();
    await page.getByLabel("Search articles").fill(title);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("link", { name: title })).toBeVisible();
  });

  test("performance: the summary cards and the metrics list", async ({ page }, testInfo) => {
    await signInAsStaff(page);
    await openTab(page, testInfo, "Performance");
    const summary = page.getByRole("region", { name: "Performance summary" });
    for (const figure of ["12.5 days", "4.8/5.0", "2.1 hrs", "47"]) {
      await expect(summary.getByText(figure, { exact: true })).toBeVisible();
    }
    const table = page.getByRole("table", { name: "Recorded metrics" });
    await expect(table.getByRole("row", { name: /Billable hours/ }).first()).toBeVisible();
  });

  test("resources: upload a file, download it, and refused files say why", async ({
    page,
  }, testInfo) => {
    await signInAsStaff(page);
    await openTab(page, testInfo, "Resources");
    // The seeded resources carry real (generated) files.
    await expect(page.getByRole("link", { name: "Download Discovery Checklist" })).toBeVisible();

    const name = unique("Deposition checklist");
    await page.getByRole("link", { name: "Upload" }).click();
    let dialog = page.getByRole("dialog", { name: "Upload Resource" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Category").fill("Checklists");
    await dialog.getByLabel("File").setInputFiles({
      name: "page.html",
      mimeType: "text/html",
      buffer: Buffer.from("<p>not allowed</p>"),
    });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expectFieldError(
      dialog,
      "Only PDF, Word, Excel, text, PNG, JPEG, GIF and WebP files can be uploaded",
    );

    dialog = page.getByRole("dialog", { name: "Upload Resource" });
    await expect(dialog.getByLabel("Name")).toHaveValue(name);
    await dialog.getByLabel("File").setInputFiles({
      name: "checklist.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("1. Confirm the court reporter\n2. Send the exhibits\n"),
    });
    await dialog.getByRole("button", { name: "Upload" }).click();

    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(card).toContainText("0 downloads");
    const { fileName, bytes, attempts } = await followDownload(
      page,
      card.getByRole("link", { name: `Download ${name}` }),
    );
    expect(fileName).toBe("checklist.txt");
    expect(bytes).toEqual(Buffer.from("1. Confirm the court reporter\n2. Send the exhibits\n"));
    await page.reload();
    // Once followed, one download; canceled tries before it the server may have counted too.
    const counted = (await card.textContent())!.match(/(\d+) downloads?(?!\w)/);
    expect(Number(counted?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(counted?.[1])).toBeLessThanOrEqual(attempts);
  });
});

test.describe("with JavaScript", () => {
  // eslint-disable-next-line no-empty-pattern -- Playwright hooks name the fixtures they use
  test.beforeEach(({}, testInfo) => {
    test.skip(!jsEnabled(testInfo), "live updates and keyboard tabs need JavaScript");
  });

  test("messages others post appear within 5 s and are announced", async ({ page, colleague }) => {
    await signInAsStaff(page);
    await openChannel(page, "case-strategy");
    const text = unique("Footage arrived");
    const sent = await colleague.api.post("/api/collaboration/chats/2/messages", {
      data: { content: text },
    });
    expect(sent.status()).toBe(201);
    const pane = page.getByRole("region", { name: "Messages in #case-strategy" });
    await expect(pane.getByText(text)).toBeVisible({ timeout: 5_000 });
    await expect(page.getByTestId("chat-announcer")).toHaveText(
      `New message from ${colleague.name}: ${text}`,
    );
  });

  test("tabs follow the arrow keys; Escape closes a dialog and returns focus", async ({ page }) => {
    await signInAsStaff(page);
    const chat = page.getByRole("tab", { name: "Internal Chat" });
    await expect(chat).toHaveAttribute("aria-selected", "true");
    await chat.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Tasks" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/tab=tasks/);
    await expect(page.getByRole("tab", { name: "Tasks" })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("link", { name: "New Task" }).click();
    await expect(page.getByRole("dialog", { name: "New Task" }).getByLabel("Title")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/tab=tasks$/);
    await expect(page.getByRole("link", { name: "New Task" })).toBeFocused();
  });
});

test.describe("accessibility", () => {
  // Three journeys, not one: each of the dashboard's sixteen states is a scan of 10-15 s on these
  // 2-core machines, and together they went past one journey's time budget (CI, 2.6 min).
  const scanned = async (page: Page, paths: string[]) => {
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator("main h1").first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  };

  test("the dashboard, its chat and its tasks, with their dialogs, have no axe violations", async ({
    page,
  }, testInfo) => {
    scanOnlyWithJavaScript(testInfo);
    await signInAsStaff(page);
    await expectNoAxeViolations(page);
    await scanned(page, [
      "/dashboard?tab=chat&channel=1",
      "/dashboard?tab=chat&channel=3",
      "/dashboard?tab=chat&channel=1&channels=all",
      "/dashboard?tab=chat&channel=1&dialog=new-channel",
      "/dashboard?tab=tasks",
      "/dashboard?tab=tasks&dialog=new-task",
    ]);
  });

  test("the knowledge, performance and resources tabs, with their dialogs, have no axe violations", async ({
    page,
  }, testInfo) => {
    scanOnlyWithJavaScript(testInfo);
    await signInAsStaff(page);
    await scanned(page, [
      "/dashboard?tab=knowledge",
      "/dashboard?tab=knowledge&q=zzz-nothing",
      "/dashboard?tab=knowledge&dialog=new-article",
      "/dashboard?tab=performance",
      "/dashboard?tab=resources",
      "/dashboard?tab=resources&dialog=upload-resource",
      "/dashboard/knowledge/1",
    ]);
  });

  test("the dashboard's refused forms have no axe violations", async ({ page }, testInfo) => {
    scanOnlyWithJavaScript(testInfo);
    await signInAsStaff(page);
    await page.goto("/dashboard?tab=chat&channel=1");
    // Enter sends once the page is hydrated (its hint says so); before, it is a new line.
    await expect(page.getByText("Enter sends; Shift+Enter starts a new line.")).toBeVisible();
    await page.getByLabel("Message #general").press("Enter");
    await expectFieldError(page, "Enter a message before sending");
    await expectNoAxeViolations(page);
    await page.goto("/dashboard?tab=tasks&dialog=new-task");
    await page.getByRole("button", { name: "Create Task" }).click();
    await expectFieldError(page, "Title is required");
    await expectNoAxeViolations(page);
    await page.goto("/dashboard?tab=resources&dialog=upload-resource");
    await page.getByRole("button", { name: "Upload" }).click();
    await expectFieldError(page, "Name is required");
    await expectNoAxeViolations(page);
  });
});
