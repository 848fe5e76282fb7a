import { expect, test, newContext } from "./fixtures";
import {
  DEMO,
  actAsNewVisitor,
  expectFieldError,
  expectNoAxeViolations,
  jsEnabled,
  pressTwiceOnSlowLink,
  randomSurname,
  signInThroughForm,
} from "./helpers";
import { uniqueEmail } from "../factories/emails";

/*
 * Issue 36 item 8: the attorney sends one of the firm's published forms from the case page, the
 * client fills it in from the link in their portal, and the answers are filed on the case.
 */
test("a form sent from a case is filled in by its client and filed on the case", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const js = jsEnabled(testInfo);
  const title = `Medical history ${randomSurname()}`;
  const lastName = randomSurname();
  const caseTitle = `Robin ${lastName}: dog bite`;

  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(DEMO.staff.home);
  // A published form, and a new client's case for this journey (the calls the Form Builder and
  // New case make; the demo client's cases are other journeys').
  const form = await page.request.post("/api/forms", {
    data: {
      title,
      description: "Your treatment so far.",
      fields: [{ id: "treatment", type: "textarea", label: "Treatment so far", required: true }],
      isPublished: true,
      notificationSettings: { email: false, sms: false },
      autoAssignTo: null,
    },
  });
  expect(form.status()).toBe(201);
  const opened = await page.request.post("/api/cases", {
    data: {
      clientFirstName: "Robin",
      clientLastName: lastName,
      clientEmail: uniqueEmail("form-client"),
      practiceArea: "Personal Injury",
      title: caseTitle,
      description: "Bitten by a neighbour's dog on the way to work.",
    },
  });
  expect(opened.status()).toBe(201);
  const { case: created, invitationUrl } = (await opened.json()) as {
    case: { id: number };
    invitationUrl: string;
  };
  const caseId = created.id;

  await page.goto(`/cases/${caseId}`);
  const card = page.getByRole("region", { name: "Forms" });
  await expect(card).toContainText("No form has been sent to the client yet.");
  // Sent with no form chosen: named beside the field (by the server without JavaScript).
  await card.getByRole("button", { name: "Send a form" }).click();
  await expectFieldError(card, "Choose a form to send");
  if (js) await expectNoAxeViolations(page);
  await card.getByLabel("Form to send").selectOption({ label: title });
  const send = card.getByRole("button", { name: "Send a form" });
  if (js) {
    await send.click();
  } else {
    // Pressed twice while the first answer is on its way (issue 18): sent once.
    const link = await pressTwiceOnSlowLink(page, send, new RegExp(`/cases/${caseId}`));
    await expect(page.getByTestId("toast")).toContainText("Form sent");
    expect(link.posts()).toBe(2);
  }
  await expect(page.getByTestId("toast")).toContainText("Form sent");
  await expect(page).toHaveURL(`/cases/${caseId}`);
  const sent = page.getByRole("list", { name: "Forms sent to the client" }).getByRole("listitem");
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText(title);
  await expect(sent).toContainText("Waiting for the client.");

  // The client finds it in their portal, on that case.
  const clientContext = await newContext(browser, { javaScriptEnabled: js });
  const client = await clientContext.newPage();
  await actAsNewVisitor(client);
  await client.goto(new URL(invitationUrl).pathname);
  await client.getByLabel("New password", { exact: true }).fill("Robin-Forms-2026");
  await client.getByLabel("Type it again").fill("Robin-Forms-2026");
  await client.getByRole("button", { name: "Set Password" }).click();
  await expect(client).toHaveURL(`/client-portal?case=${caseId}`);
  const asked = client.getByRole("list", { name: "Asked for by your legal team" });
  await expect(asked).toContainText(`For your case: ${caseTitle}`);
  await asked.getByRole("link", { name: `Fill in ${title}` }).click();
  await expect(client).toHaveURL(new RegExp(`/forms/\\d+\\?case=${caseId}$`));
  await expect(client.getByText("your answers are filed on your case")).toBeVisible();
  await client.getByRole("button", { name: "Submit" }).click();
  await expectFieldError(client, "Treatment so far is required");
  await client.getByLabel("Treatment so far").fill("Stitches at County General, then two visits.");
  await client.getByRole("button", { name: "Submit" }).click();
  await expect(client).toHaveURL(`/client-portal?case=${caseId}`);
  await expect(client.getByTestId("toast")).toContainText("Form submitted successfully");
  await expect(client.getByRole("list", { name: "Asked for by your legal team" })).toHaveCount(0);
  if (js) await expectNoAxeViolations(client);
  await clientContext.close();

  // Filed on the case: the attorney reads the answers from it.
  await page.reload();
  await expect(sent).toContainText(title);
  await sent.getByRole("link", { name: `Answered: read the answers to ${title}` }).click();
  await expect(page).toHaveURL(/\/submissions\/\d+$/);
  await expect(page.getByText("Stitches at County General, then two visits.")).toBeVisible();
  await expect(page.getByText(`Filed on Case #${caseId}`)).toBeVisible();
  if (js) await expectNoAxeViolations(page);
});
