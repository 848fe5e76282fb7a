import { request } from "@playwright/test";
import { expect, test, newContext, randomAddress, type Page } from "./fixtures";
import {
  DEMO,
  actAsNewVisitor,
  expectFieldError,
  expectNoAxeViolations,
  jsEnabled,
  randomSurname,
  signInThroughForm,
} from "./helpers";
import { uniqueEmail } from "../factories/emails";

/*
 * Dates on a case (issue 38): an attorney sets a case's incident date and jurisdiction, sees and
 * confirms its limitation date, counts "21 days after service" and saves it as a deadline,
 * schedules a deposition (the firm's own) and a hearing (shared); all three are on /calendar; the
 * client sees the shared hearing and not the deposition.
 */

const DAY = 86_400_000;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const monthOf = (day: string) => day.slice(0, 7);
/** "Dec 3, 2026", as the pages write a day. */
const written = (day: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
    year: "numeric",
  }).format(new Date(`${day}T00:00:00Z`));

async function openCaseForNewClient(page: Page, lastName: string, email: string) {
  await page.goto("/cases/new");
  await page.getByLabel("First name").fill("Dana");
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Practice area").selectOption("Personal Injury");
  await page.getByLabel("Title").fill(`Dana ${lastName}: rear-end collision`);
  await page.getByLabel("Description").fill("Hit from behind at a red light on Main Street.");
  await page.getByRole("button", { name: "Open Case" }).click();
  const opened = page.getByRole("status").filter({ hasText: "opened" });
  const caseLink = opened.getByRole("link", { name: `Dana ${lastName}: rear-end collision` });
  await expect(caseLink).toBeVisible();
  const invitation = await page.getByLabel("Invitation link").inputValue();
  const href = (await caseLink.getAttribute("href"))!;
  return { caseId: Number(/\/cases\/(\d+)/.exec(href)![1]), invitation };
}

test("an attorney dates a case: its limitation date, a counted deadline and a deposition, on the calendar; the client sees only the shared hearing", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const js = jsEnabled(testInfo);
  const lastName = randomSurname();
  const email = uniqueEmail("dated");
  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(DEMO.staff.home);
  const { caseId, invitation } = await openCaseForNewClient(page, lastName, email);

  // The incident a week short of two years ago, in California: the limitation date is a week on.
  const incident = new Date(Date.now() + 7 * DAY);
  incident.setUTCFullYear(incident.getUTCFullYear() - 2);
  const incidentDay = incident.toISOString().slice(0, 10);
  await page.goto(`/cases/${caseId}?tab=dates`);
  await expect(
    page.getByRole("heading", { level: 2, name: "Statute of limitations" }),
  ).toBeVisible();
  await expect(page.getByText("No limitation date yet.")).toBeVisible();
  await page.getByLabel("Incident date").fill(incidentDay);
  await page.getByLabel("Jurisdiction").selectOption("CA");
  await page.getByLabel("Claim type").selectOption("personal_injury");
  await page.getByRole("button", { name: "Save facts" }).click();
  await expect(page.getByTestId("toast")).toContainText("Facts saved");
  const limitation = page.getByRole("region", { name: "Statute of limitations" });
  await expect(limitation).toContainText("2 years, Cal. Civ. Proc. Code § 335.1");
  await expect(limitation).toContainText("Unconfirmed");
  const limitationDay = (await limitation.locator("time").first().getAttribute("datetime"))!;
  // The anniversary, or the next court day when it falls on a weekend or holiday.
  expect(limitationDay >= dayFromToday(7) && limitationDay <= dayFromToday(11)).toBe(true);
  if (js) await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm limitation date" }).click();
  await expect(page.getByTestId("toast")).toContainText("Limitation date confirmed");
  await expect(limitation).toContainText("Confirmed");
  await expect(limitation.getByText("Unconfirmed")).toHaveCount(0);

  // 21 days after service (ten days ago): a deadline eleven days on, or the next court day.
  const served = dayFromToday(-10);
  const calculator = page.getByRole("region", { name: "Count a deadline" });
  await calculator.getByLabel("Days", { exact: true }).fill("21");
  await calculator.getByLabel("Trigger date (service, filing, hearing)").fill(served);
  await calculator.getByRole("button", { name: "Count" }).click();
  const answer = calculator.getByRole("status");
  await expect(answer).toContainText(`21 days after`);
  const deadlineDay = (await answer.locator("time").getAttribute("datetime"))!;
  expect(deadlineDay >= dayFromToday(11) && deadlineDay <= dayFromToday(15)).toBe(true);
  await calculator.getByLabel("What is due").fill("Answer to the complaint");
  await calculator.getByRole("button", { name: "Save as deadline" }).click();
  await expect(page.getByTestId("toast")).toContainText("Deadline saved");

  // A deposition, the firm's own; a hearing, shared with the client.
  const depositionDay = dayFromToday(5);
  const schedule = page.getByRole("region", { name: "Schedule an event" });
  await schedule.getByLabel("Event type").selectOption("deposition");
  await schedule.getByLabel("Title").fill("Deposition of the other driver");
  await schedule.getByLabel("Date", { exact: true }).fill(depositionDay);
  await schedule.getByLabel("Start time").fill("09:30");
  await schedule.getByLabel("End time").fill("11:00");
  await schedule.getByLabel("Location").fill("Court reporter's office, 5th floor");
  await schedule.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByTestId("toast")).toContainText("Event scheduled");
  const hearingDay = dayFromToday(6);
  await schedule.getByLabel("Event type").selectOption("hearing");
  await schedule.getByLabel("Title").fill("Case management conference");
  await schedule.getByLabel("Date", { exact: true }).fill(hearingDay);
  await schedule.getByLabel("All day (no times)").check();
  await schedule.getByLabel("The client too (they are notified)").check();
  await schedule.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByTestId("toast")).toContainText("The client has been notified.");
  // The deposition moves to the afternoon: Change fills the same form with it.
  await page.getByRole("link", { name: "Change Deposition of the other driver" }).click();
  const change = page.getByRole("region", { name: "Change Deposition of the other driver" });
  await expect(change.getByLabel("Start time")).toHaveValue("09:30");
  await change.getByLabel("Start time").fill("14:00");
  await change.getByLabel("End time").fill("15:30");
  await change.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Event changed");
  await expect(page.getByRole("region", { name: "Schedule an event" })).toBeVisible();
  const onCalendar = page.getByRole("region", { name: "On the calendar" });
  for (const title of [
    "Statute of limitations",
    "Answer to the complaint",
    "Deposition of the other driver",
    "Case management conference",
  ]) {
    await expect(onCalendar.getByText(title, { exact: true }).first()).toBeVisible();
  }
  await expect(onCalendar).toContainText("2:00 PM – 3:30 PM");
  if (js) await expectNoAxeViolations(page);

  // All three on the firm's calendar, each a link to the case's Dates.
  for (const [day, title] of [
    [limitationDay, "Statute of limitations"],
    [deadlineDay, "Answer to the complaint"],
    [depositionDay, "Deposition of the other driver"],
  ] as const) {
    await page.goto(`/calendar?month=${monthOf(day)}&view=agenda`);
    const dayGroup = page.getByRole("region", { name: written(day) });
    // Each journey (JavaScript on and off) dates a case of its own: this one's link.
    await expect(
      dayGroup.locator(`a[href="/cases/${caseId}?tab=dates"]`).filter({ hasText: title }),
    ).toHaveCount(1);
  }
  await page.goto(`/calendar?month=${monthOf(depositionDay)}`);
  await expect(page.getByRole("table")).toContainText("Deposition of the other driver");
  if (js) await expectNoAxeViolations(page);
  // The grid's links are plain anchors; with JavaScript the app follows them without a new page.
  if (js) await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page
    .getByRole("table")
    .locator(`a[href="/cases/${caseId}?tab=dates"]`)
    .filter({ hasText: "Deposition of the other driver" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/cases/${caseId}\\?tab=dates$`));
  await expect(page.getByRole("heading", { name: "Schedule an event" })).toBeVisible();
  if (js) expect(await page.evaluate(() => "samePage" in window)).toBe(true);

  // And first on the dashboard, where the attorney looks each morning.
  await page.goto("/dashboard");
  const soon = page.getByRole("region", { name: /^Dates within 14 days/ });
  for (const title of [
    "Statute of limitations",
    "Answer to the complaint",
    "Deposition of the other driver",
  ]) {
    await expect(
      soon.locator(`a[href="/cases/${caseId}?tab=dates"]`).filter({ hasText: title }),
    ).toHaveCount(1);
  }

  // The client: the shared hearing is coming up; the deposition, internal, is not there.
  const clientContext = await newContext(browser, { javaScriptEnabled: js });
  const client = await clientContext.newPage();
  await actAsNewVisitor(client);
  await client.goto(new URL(invitation).pathname);
  await client.getByLabel("New password", { exact: true }).fill("Dana-Dated-2026");
  await client.getByLabel("Type it again").fill("Dana-Dated-2026");
  await client.getByRole("button", { name: "Set Password" }).click();
  await expect(client).toHaveURL(/\/client-portal\?case=\d+$/);
  const comingUp = client.getByRole("region", { name: "Coming up" });
  await expect(comingUp.getByText("Case management conference", { exact: true })).toBeVisible();
  await expect(comingUp.getByText("Deposition of the other driver")).toHaveCount(0);
  // The hearing goes into the client's own calendar as an .ics file.
  const ics = comingUp.getByRole("link", { name: /^Add to my calendar/ });
  await expect(ics).toHaveCount(1);
  const file = await client.request.get((await ics.getAttribute("href", { timeout: 5000 }))!);
  expect(file.headers()["content-type"]).toContain("text/calendar");
  expect(await file.text()).toContain("SUMMARY:Case management conference");
  await expect(client.getByText("Statute of limitations")).toHaveCount(0);
  if (js) await expectNoAxeViolations(client);
  await clientContext.close();
});

/** Attorneys of the firm as its administrator makes them (through /api/admin/users). */
async function makeAttorneys(
  baseURL: string,
  people: Array<{ firstName: string; lastName: string }>,
) {
  const admin = await request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": randomAddress() },
  });
  try {
    const signedIn = await admin.post("/api/auth/login", {
      data: { email: DEMO.admin.email, password: DEMO.admin.password },
    });
    expect(signedIn.status()).toBe(200);
    const made: Array<{ id: number; email: string }> = [];
    for (const person of people) {
      const email = uniqueEmail(person.firstName.toLowerCase());
      const created = await admin.post("/api/admin/users", {
        data: { ...person, email, role: "staff" },
      });
      expect(created.status()).toBe(201);
      made.push({ id: (await created.json()).user.id, email });
    }
    return made;
  } finally {
    await admin.dispose();
  }
}

test("those attending a deposition: the case's attorney ticked, colleagues typed by name or email; a name two attorneys share is refused and nothing is saved", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const js = jsEnabled(testInfo);
  // Two attorneys of one surname (a name typed alone means both), and a third.
  const shared = randomSurname();
  const other = randomSurname();
  const [, , skyler] = await makeAttorneys(testInfo.project.use.baseURL!, [
    { firstName: "Taylor", lastName: shared },
    { firstName: "Quinn", lastName: shared },
    { firstName: "Skyler", lastName: other },
  ]);
  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(DEMO.staff.home);
  const { caseId } = await openCaseForNewClient(page, randomSurname(), uniqueEmail("attended"));
  await page.goto(`/cases/${caseId}?tab=dates`);

  // The boxes are the case's team (its attorney), not the firm's list of attorneys.
  const schedule = page.getByRole("region", { name: "Schedule an event" });
  const attending = schedule.getByRole("group", { name: "Attending" });
  await expect(attending.getByRole("checkbox")).toHaveCount(1);
  await attending.getByRole("checkbox", { name: DEMO.staff.name }).check();
  await schedule.getByLabel("Event type").selectOption("deposition");
  await schedule.getByLabel("Title").fill("Deposition of the treating physician");
  await schedule.getByLabel("Date", { exact: true }).fill(dayFromToday(9));
  await schedule.getByLabel("Start time").fill("10:00");
  const others = attending.getByLabel("Other attendees");
  await others.fill(`Skyler ${other}, ${shared}`);
  await schedule.getByRole("button", { name: "Schedule" }).click();
  // Refused beside the box, naming the two it could mean; what was typed and ticked is kept.
  const refusal = page.getByText(`Several attorneys match \u201c${shared}\u201d`).last();
  await expect(refusal).toBeVisible();
  const message = (await refusal.textContent())!;
  expect(message).toContain(`Quinn ${shared}`);
  expect(message).toContain(`Taylor ${shared}`);
  await expectFieldError(schedule, message);
  await expect(others).toHaveValue(`Skyler ${other}, ${shared}`);
  await expect(attending.getByRole("checkbox", { name: DEMO.staff.name })).toBeChecked();
  if (js) await expectNoAxeViolations(page);
  const onCalendar = page.getByRole("region", { name: "On the calendar" });
  await expect(onCalendar.getByText("Deposition of the treating physician")).toHaveCount(0);

  // The one meant, by full name; the other by email.
  await others.fill(`Taylor ${shared}, ${skyler.email}`);
  await schedule.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByTestId("toast")).toContainText("Event scheduled");
  await expect(
    onCalendar.getByText("Deposition of the treating physician", { exact: true }).first(),
  ).toBeVisible();

  // Changing it shows everyone attending, the colleagues from outside the team too, and keeps them.
  await page.getByRole("link", { name: "Change Deposition of the treating physician" }).click();
  const change = page.getByRole("region", { name: "Change Deposition of the treating physician" });
  const boxes = change.getByRole("group", { name: "Attending" });
  for (const name of [DEMO.staff.name, `Taylor ${shared}`, `Skyler ${other}`]) {
    await expect(boxes.getByRole("checkbox", { name })).toBeChecked();
  }
  await boxes.getByRole("checkbox", { name: DEMO.staff.name }).uncheck();
  await change.getByLabel("Location").fill("Dr. Ames's office");
  await change.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Event changed");
  await page.getByRole("link", { name: "Change Deposition of the treating physician" }).click();
  const again = page
    .getByRole("region", { name: "Change Deposition of the treating physician" })
    .getByRole("group", { name: "Attending" });
  await expect(again.getByRole("checkbox", { name: `Taylor ${shared}` })).toBeChecked();
  await expect(again.getByRole("checkbox", { name: `Skyler ${other}` })).toBeChecked();
  // The case's attorney stays offered, unticked.
  await expect(again.getByRole("checkbox", { name: DEMO.staff.name })).not.toBeChecked();
});
