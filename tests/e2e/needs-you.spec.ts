import { request, type APIRequestContext, type TestInfo } from "@playwright/test";
import { test, expect, newContext, randomAddress } from "./fixtures";
import {
  DEMO,
  expectNoAxeViolations,
  inviteStaffThroughApi,
  jsEnabled,
  randomSurname,
  signInThroughForm,
} from "./helpers";
import { uniqueEmail } from "../factories/emails";

/**
 * Issue 36 item 7: the attorney's day first on the dashboard. A new attorney of the test's own
 * (both projects share one server, so nobody else's work lands in their groups) is given one of
 * each kind of item through the same calls people make: a consultation that becomes their case,
 * whose client writes to them and fills in a form assigned to them, a party on their case that
 * is a potential conflict, a task due tomorrow, a hearing in three days and a records request
 * sent 45 days ago and not received. Intakes awaiting acceptance come with issue 36 item 2 (the
 * status is not on this branch); the integration tests cover the group.
 */

interface Attorney {
  api: APIRequestContext;
  id: number;
  email: string;
  password: string;
}

const session = (testInfo: TestInfo) =>
  request.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": randomAddress() },
  });

/** A staff account made by the demo administrator, signed in on an API session of its own. */
async function newAttorney(testInfo: TestInfo, lastName: string): Promise<Attorney> {
  const admin = await session(testInfo);
  const signedIn = await admin.post("/api/auth/login", {
    data: { email: DEMO.admin.email, password: DEMO.admin.password },
  });
  expect(signedIn.status()).toBe(200);
  const email = uniqueEmail("attorney");
  const password = "Attorney-Pass-2026";
  const api = await session(testInfo);
  const id = await inviteStaffThroughApi(admin, api, {
    email,
    password,
    firstName: "Morgan",
    lastName,
  });
  await admin.dispose();
  return { api, id, email, password };
}

const isoDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("Needs you: empty for a new attorney, then each kind of item with its link", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const surname = randomSurname();
  const attorney = await newAttorney(testInfo, `Counsel${surname}`);

  // With nothing waiting, the section says so, first on the page.
  await signInThroughForm(page, attorney.email, attorney.password);
  await expect(page).toHaveURL("/dashboard");
  const needsYou = page.getByRole("region", { name: "Needs you" });
  // Other journeys' AI intakes go to the least busy attorney, who may be this new one: then those
  // cases are all it holds (with what they bring: a conflict flag, a date, a client's message).
  const empty = needsYou.getByText("Nothing needs you right now");
  const intakes = needsYou.getByRole("region", { name: /^Intakes awaiting your acceptance/ });
  await expect(empty.or(intakes)).toBeVisible();
  if (await intakes.count()) {
    const intakeCases = new Set(
      (
        await intakes
          .getByRole("link")
          .evaluateAll((links) => links.map((a) => a.getAttribute("href")))
      ).map((href) => href!.match(/^\/cases\/(\d+)/)?.[1]),
    );
    // Each item's link (not a group's "and N more"), whatever its group.
    const hrefs = await needsYou
      .getByRole("region")
      .getByRole("link")
      .filter({ hasNotText: /^and \d+ more/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    for (const href of hrefs) {
      const caseId = href.match(/^\/cases\/(\d+)/)?.[1];
      expect(caseId && intakeCases.has(caseId), `${href} is one of the intakes' cases`).toBe(true);
    }
  } else {
    await expect(needsYou.getByRole("region")).toHaveCount(0);
  }
  if (jsEnabled(testInfo)) await expectNoAxeViolations(page);

  // A visitor's consultation request becomes the attorney's case; its client sets a password.
  const visitor = await session(testInfo);
  const clientEmail = uniqueEmail("needs-you-client");
  const sent = await visitor.post("/api/form-submissions", {
    data: {
      formId: 1,
      submitterEmail: clientEmail,
      submitterName: `Robin ${surname}`,
      data: {
        firstName: "Robin",
        lastName: surname,
        email: clientEmail,
        incidentDescription: "A delivery van backed into me in the parking lot on Elm Street.",
        agreeToTerms: true,
      },
    },
  });
  expect(sent.status()).toBe(201);
  const submissionId = (await sent.json()).id;
  await visitor.dispose();
  const converted = await attorney.api.post(`/api/form-submissions/${submissionId}/convert`);
  expect(converted.status()).toBe(201);
  const { case: legalCase, invitationUrl } = await converted.json();
  const caseId: number = legalCase.id;

  const clientContext = await newContext(browser);
  const client = await clientContext.newPage();
  await client.setExtraHTTPHeaders({ "X-Forwarded-For": randomAddress() });
  await client.goto(new URL(invitationUrl).pathname);
  await client.getByLabel("New password", { exact: true }).fill("Robin-Invited-2026");
  await client.getByLabel("Type it again").fill("Robin-Invited-2026");
  await client.getByRole("button", { name: "Set Password" }).click();
  await expect(client).toHaveURL(/\/client-portal\?case=\d+$/);

  // The client writes to the firm: a message waiting for the attorney's reply.
  const wrote = await client.request.post(`/api/cases/${caseId}/messages`, {
    data: { content: `When is the hearing? (${surname})` },
  });
  expect(wrote.status()).toBe(201);

  // A form the attorney publishes, assigned to them, filled in by the client.
  const formTitle = `Medical providers ${surname}`;
  const form = await attorney.api.post("/api/forms", {
    data: {
      title: formTitle,
      description: "Who treated you?",
      fields: [{ id: "provider", type: "text", label: "Provider", required: true }],
      isPublished: true,
      notificationSettings: { email: false, sms: false },
      autoAssignTo: attorney.id,
    },
  });
  expect(form.status()).toBe(201);
  const formBody = await form.json();
  const formId = formBody.id ?? formBody.form?.id;
  const answered = await client.request.post("/api/form-submissions", {
    data: { formId, data: { provider: "Mercy Hospital" } },
  });
  expect(answered.status()).toBe(201);
  await clientContext.close();

  // The other side is the demo's client: a potential conflict for the attorney to decide.
  const party = await attorney.api.post(`/api/cases/${caseId}/parties`, {
    data: { name: DEMO.client.name, kind: "person", role: "adverse_party" },
  });
  expect(party.status()).toBe(201);

  // A task of theirs due tomorrow and a hearing on their case in three days.
  const taskTitle = `File the medical records (${surname})`;
  const task = await attorney.api.post("/api/collaboration/tasks", {
    data: { title: taskTitle, priority: "high", dueDate: isoDay(1), assignedTo: attorney.id },
  });
  expect(task.status()).toBe(201);
  const hearingTitle = `Settlement hearing (${surname})`;
  const hearing = await attorney.api.post(`/api/cases/${caseId}/events`, {
    data: {
      title: hearingTitle,
      description: "County court, room 4.",
      eventType: "hearing",
      occurredAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      sharedWithClient: false,
    },
  });
  expect(hearing.status()).toBe(201);
  // A records request sent 45 days ago and not received (issue 40 item 2): overdue since day 30.
  const providerName = `Valley Imaging (${surname})`;
  const provider = await attorney.api.post(`/api/cases/${caseId}/providers`, {
    data: { name: providerName, kind: "imaging" },
  });
  expect(provider.status()).toBe(201);
  const providerId = (await provider.json()).provider.id;
  const records = await attorney.api.post(`/api/cases/${caseId}/providers/${providerId}/requests`, {
    data: { what: "records", sentOn: isoDay(-45), method: "fax" },
  });
  expect(records.status()).toBe(201);
  await attorney.api.dispose();

  // Each group, headed with its count, holds its item linking to where it is handled.
  await page.goto("/dashboard");
  await expect(needsYou.getByText("Nothing needs you right now")).toHaveCount(0);
  const caseLabel = `Case #${caseId}: Robin ${surname}: personal injury claim`;
  const group = (name: string) => needsYou.getByRole("region", { name });
  const messages = group("Client messages waiting for your reply (1)");
  await expect(messages.getByRole("link", { name: caseLabel })).toHaveAttribute(
    "href",
    `/cases/${caseId}?tab=messages`,
  );
  await expect(messages.getByText(/Robin \S+ has waited \d+ minutes?/)).toBeVisible();
  await expect(
    group("Consultation requests assigned to you (1)").getByRole("link", {
      name: `Robin ${surname}: ${formTitle}`,
    }),
  ).toBeVisible();
  await expect(
    group("Conflicts waiting for your decision (1)").getByRole("link", { name: caseLabel }),
  ).toHaveAttribute("href", `/cases/${caseId}?tab=parties`);
  const tasks = group("Your tasks due this week (1)");
  await expect(tasks.getByRole("link", { name: taskTitle })).toBeVisible();
  await expect(tasks.getByText("Overdue")).toHaveCount(0);
  await expect(
    group("Your cases' events in the next 14 days (1)").getByRole("link", { name: hearingTitle }),
  ).toHaveAttribute("href", `/cases/${caseId}?tab=timeline`);
  const overdue = group("Records requests overdue (1)");
  await expect(
    overdue.getByRole("link", { name: `Records request to ${providerName}` }),
  ).toHaveAttribute("href", `/cases/${caseId}/injury/records`);
  await expect(overdue.getByText(/^Overdue since .+ \(sent .+\), Case #\d+: /)).toBeVisible();

  // It comes before the firm's figures.
  const order = await page
    .locator("#needs-you, #dashboard-stats")
    .evaluateAll((sections) => sections.map((section) => section.id));
  expect(order).toEqual(["needs-you", "dashboard-stats"]);
  if (jsEnabled(testInfo)) await expectNoAxeViolations(page);

  // The message's link opens the case's Messages tab.
  await messages.getByRole("link", { name: caseLabel }).click();
  await expect(page).toHaveURL(`/cases/${caseId}?tab=messages`);
});

test("Needs you: another attorney's items never appear on the demo attorney's dashboard", async ({
  page,
}, testInfo) => {
  const surname = randomSurname();
  const other = await newAttorney(testInfo, `Other${surname}`);
  const taskTitle = `Someone else's deadline (${surname})`;
  const task = await other.api.post("/api/collaboration/tasks", {
    data: { title: taskTitle, priority: "high", dueDate: isoDay(1), assignedTo: other.id },
  });
  expect(task.status()).toBe(201);
  await other.api.dispose();

  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL("/dashboard");
  const needsYou = page.getByRole("region", { name: "Needs you" });
  await expect(needsYou.getByRole("heading", { name: "Needs you", level: 2 })).toBeVisible();
  await expect(needsYou.getByText(taskTitle)).toHaveCount(0);
  // The firm's own list (Upcoming Deadlines) still shows it: the section is the attorney's.
  await expect(
    page.getByRole("region", { name: "Upcoming Deadlines" }).getByText(taskTitle),
  ).toBeVisible();
});
