import { describe, expect, it } from "vitest";
import { LegalCase, User } from "~/models/index.server";
import { action as casesApi, loader as casesList } from "~/routes/api.cases";
import { action as newCaseAction } from "~/routes/cases.new";
import { NO_PASSWORD } from "~/services/password.server";
import { uniqueEmail } from "../../tests/factories/emails";
import { failAfterNextMail, invitationLinkIn, invitationMails } from "../../tests/factories/outbox";
import { callRoute, formRequest, getRequest, jsonRequest } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";
import { buildUser } from "../../tests/factories/users";

const phonedIn = (overrides: Record<string, unknown> = {}) => ({
  clientFirstName: "Morgan",
  clientLastName: "Phoned",
  clientEmail: uniqueEmail("phoned"),
  clientPhone: "(555) 301-4400",
  practiceArea: "Employment",
  title: "Morgan Phoned: unpaid overtime",
  description: "Called about three months of unpaid overtime.",
  ...overrides,
});

const open = async (body: unknown, cookie?: string) => {
  const response = (await callRoute(
    casesApi,
    jsonRequest("/api/cases", body, { cookie }),
  )) as Response;
  return { status: response.status, body: await response.json() };
};

const counts = async () => ({ users: await User.count(), cases: await LegalCase.count() });

describe("POST /api/cases", () => {
  it("opens a case for a new client: their account has no password, the case is assigned to the attorney, the link is answered once", async () => {
    const staff = await signedIn("staff");
    const input = phonedIn({ clientEmail: uniqueEmail("Phoned").toUpperCase() });
    const answer = await open(input, staff.cookie);
    expect(answer.status).toBe(201);
    expect(answer.body.invitationUrl).toMatch(
      /^http:\/\/localhost\/invitations\/[A-Za-z0-9_-]{40,}$/,
    );
    expect(answer.body.case).toMatchObject({ title: input.title, caseType: "Employment" });
    const client = await User.findOne({
      where: { email: String(input.clientEmail).toLowerCase() },
    });
    expect(client).toMatchObject({ role: "client", firstName: "Morgan", lastName: "Phoned" });
    expect(client?.passwordHash).toBe(NO_PASSWORD);
    const legalCase = await LegalCase.findByPk(answer.body.case.id);
    expect(legalCase?.clientId).toBe(client?.id);
    expect(legalCase?.staffId).toBe(staff.user.id);
    // The same link is e-mailed to the client, naming the case by its number only.
    const [mail, ...more] = await invitationMails(client!.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: "invitation", recipientId: client!.id, status: "kept" });
    expect(invitationLinkIn(mail.bodyText)).toBe(answer.body.invitationUrl);
    expect(mail.bodyText).toContain(`for your case, Case #${legalCase!.id}.`);
    expect(mail.bodyText).not.toContain("overtime");
  });

  it("rolled back after the e-mail was queued, leaves no client, case or e-mail", async () => {
    const staff = await signedIn("staff");
    const input = phonedIn();
    const before = await counts();
    failAfterNextMail();
    expect((await open(input, staff.cookie)).status).toBe(500);
    expect(await counts()).toEqual(before);
    expect(await invitationMails(String(input.clientEmail))).toEqual([]);
  });

  it("adds the case to the client the email belongs to, without an invitation", async () => {
    const staff = await signedIn("staff");
    const existing = await signedIn("client");
    const mine = async () =>
      (
        await (
          (await callRoute(casesList, getRequest("/api/cases", existing.cookie))) as Response
        ).json()
      ).cases.map((item: { id: number }) => item.id);
    expect(await mine()).toEqual([]);
    const before = await User.count();
    const answer = await open(phonedIn({ clientEmail: existing.user.email }), staff.cookie);
    expect(answer.status).toBe(201);
    expect(answer.body).not.toHaveProperty("invitationUrl");
    expect(await invitationMails(existing.user.email)).toEqual([]);
    expect(await User.count()).toBe(before);
    expect(await mine()).toEqual([answer.body.case.id]);
  });

  it("refuses a staff member's email on its field, creating nothing", async () => {
    const staff = await signedIn("staff");
    const colleague = await buildUser({ role: "staff" });
    const before = await counts();
    const answer = await open(phonedIn({ clientEmail: colleague.email }), staff.cookie);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fieldErrors)).toEqual(["clientEmail"]);
    expect(await counts()).toEqual(before);
  });

  it("refuses bad input with its fields (400), creating nothing", async () => {
    const staff = await signedIn("staff");
    const before = await counts();
    const answer = await open(
      phonedIn({ clientLastName: "", clientEmail: "not-an-email" }),
      staff.cookie,
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fieldErrors).sort()).toEqual(["clientEmail", "clientLastName"]);
    expect(await counts()).toEqual(before);
  });

  it("is for attorneys: no session 401, a client 403, an administrator 403", async () => {
    const before = await counts();
    expect((await open(phonedIn())).status).toBe(401);
    expect((await open(phonedIn(), (await signedIn("client")).cookie)).status).toBe(403);
    const admin = await signedIn("admin");
    const after = await counts();
    expect((await open(phonedIn(), admin.cookie)).status).toBe(403);
    expect(await counts()).toEqual(after);
    expect(after.cases).toBe(before.cases);
  });
});

describe("New case on /cases/new", () => {
  it("e-mails a new client's invitation and shows the same link once in the action's answer", async () => {
    const staff = await signedIn("staff");
    const input = phonedIn();
    const answer = (await callRoute(
      newCaseAction,
      formRequest("/cases/new", { intent: "open-case", ...input }, staff.cookie),
    )) as Response;
    expect(answer.status).toBe(200);
    const { opened } = await answer.json();
    expect(opened.invitation).toEqual({
      url: expect.stringMatching(/^http:\/\/localhost\/invitations\/[\w-]{43}$/),
      email: String(input.clientEmail),
      emailed: false,
    });
    const [mail] = await invitationMails(String(input.clientEmail));
    expect(invitationLinkIn(mail.bodyText)).toBe(opened.invitation.url);
    expect(mail.bodyText).toContain(`Case #${opened.caseId}`);
  });
});
