import { expect, test, newContext } from "./fixtures";
import { DEMO, actAsNewVisitor, linkMailedTo, randomSurname, signInThroughForm } from "./helpers";
import { uniqueEmail } from "../factories/emails";

/*
 * Issue 37 item 4: an attorney's reply reaches the client as an e-mail that says a message waits
 * on which case, without a word of it, and its link opens the portal where the message is.
 */
test("an attorney's reply e-mails the client that a message waits, without its text, and the link opens it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const lastName = randomSurname();
  const email = uniqueEmail("alert-client");
  const reply = `The hearing moved to the 14th; bring the photos. (${lastName})`;

  await actAsNewVisitor(page);
  await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(DEMO.staff.home);
  const opened = await page.request.post("/api/cases", {
    data: {
      clientFirstName: "Robin",
      clientLastName: lastName,
      clientEmail: email,
      practiceArea: "Personal Injury",
      title: `Robin ${lastName}: scaffold fall`,
      description: "Fell from a scaffold at work.",
    },
  });
  expect(opened.status()).toBe(201);
  const { case: created, invitationUrl } = (await opened.json()) as {
    case: { id: number };
    invitationUrl: string;
  };
  const caseId = created.id;

  // The attorney replies on the case's thread (the form, with JavaScript or without).
  await page.goto(`/cases/${caseId}?tab=messages`);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill(reply);
  await page.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByRole("region", { name: "Messages" })).toContainText(reply);

  // The e-mail, where a firm without a mail server reads it: Administration → Outbox.
  const adminContext = await newContext(browser);
  let link: string;
  try {
    const admin = await adminContext.newPage();
    await actAsNewVisitor(admin);
    await signInThroughForm(admin, DEMO.admin.email, DEMO.admin.password);
    await expect(admin).toHaveURL("/admin");
    link = await linkMailedTo(admin, email, "/client-portal");
    const message = admin.getByRole("article").first();
    await expect(message.getByRole("heading")).toHaveText(
      `Justice Streamlined: Your legal team sent you a message about Case #${caseId}`,
    );
    await expect(message).not.toContainText("hearing");
    await expect(message).not.toContainText(lastName);
    await expect(message.locator("pre")).toContainText(
      "For your privacy, this e-mail does not say what was written.",
    );
  } finally {
    await adminContext.close();
  }

  // The client (who sets a password from the invitation first) follows the link to the message.
  const clientContext = await newContext(browser);
  try {
    const client = await clientContext.newPage();
    await actAsNewVisitor(client);
    await client.goto(new URL(invitationUrl).pathname);
    await client.getByLabel("New password", { exact: true }).fill(`Robin-${lastName}-2026`);
    await client.getByLabel("Type it again").fill(`Robin-${lastName}-2026`);
    await client.getByRole("button", { name: "Set Password" }).click();
    await expect(client).toHaveURL(`/client-portal?case=${caseId}`);
    const { pathname, search } = new URL(link);
    await client.goto(pathname + search);
    await expect(client.getByRole("main").getByText(reply)).toBeVisible();
  } finally {
    await clientContext.close();
  }
});
