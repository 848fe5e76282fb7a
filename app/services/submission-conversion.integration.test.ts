import { createHash } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { createGunzip } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  CaseEvent,
  Communication,
  FormSubmission,
  IdempotencyKey,
  Invitation,
  LegalCase,
  Notification,
  User,
  sequelize,
} from "~/models/index.server";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";
import { action as convert } from "~/routes/api.form-submissions.$id.convert";
import { action as newInvitation } from "~/routes/api.cases.$caseId.invitation";
import { action as casePageAction } from "~/routes/cases.$caseId";
import { action as submissionAction } from "~/routes/submissions.$id";
import * as invitationPage from "~/routes/invitations.$token";
import { uniqueEmail } from "../../tests/factories/emails";
import { buildConsultationForm, consultationValues } from "../../tests/factories/forms";
import { callRoute, formRequest, getRequest, jsonRequest } from "../../tests/factories/requests";
import { withTemporaryStorage } from "../../tests/factories/files";
import { sessionCookieFor, signedIn } from "../../tests/factories/sessions";
import { buildUser } from "../../tests/factories/users";
import { failAfterNextMail, invitationLinkIn, invitationMails } from "../../tests/factories/outbox";
import { signIn, toPublicUser } from "./auth.server";
import {
  INVITATION_EXPIRED,
  INVITATION_UNKNOWN,
  INVITATION_USED,
  acceptInvitation,
  invitationShownAlready,
  openInvitation,
  reinviteClient,
} from "./invitations.server";
import { createBackup } from "./database-backup.server";
import { ALREADY_CONVERTED, convertSubmission } from "./submission-conversion.server";

// The backup reads the stored files too: a directory of this file's own.
withTemporaryStorage();

const meta = { ip: "203.0.113.9" };

async function consultation(overrides: Record<string, unknown> = {}) {
  await buildConsultationForm();
  const data = consultationValues({ email: uniqueEmail("ana"), ...overrides });
  return FormSubmission.create({
    formId: CONSULTATION_FORM_ID,
    submitterEmail: String(data.email),
    submitterName: `${data.firstName} ${data.lastName}`,
    data,
    reviewedAt: null,
  });
}

const attorney = async () =>
  toPublicUser(await buildUser({ role: "staff", firstName: "Jordan", lastName: "Lee" }));
const tokenOf = (path: string) => path.split("/").pop()!;

describe("opening a case from a consultation", () => {
  it("makes an invited client, the case assigned to the staff member, and marks the submission", async () => {
    const staff = await attorney();
    const submission = await consultation();
    const converted = await convertSubmission(staff, submission.id);

    expect(converted.newClient).toBe(true);
    expect(converted.case).toMatchObject({
      staffId: staff.id,
      caseType: "Personal Injury",
      status: "active",
      title: "Ana Lopez: personal injury claim",
    });
    expect(converted.case.description).toContain("A delivery van ran a red light");
    const client = await User.findByPk(converted.case.clientId);
    expect(client).toMatchObject({
      email: submission.submitterEmail,
      role: "client",
      phone: "(555) 010-2233",
    });
    // Invited: no password anyone could sign in with.
    await expect(
      signIn({ email: client!.email, password: "Anything-2026" }, meta),
    ).rejects.toMatchObject({ status: 401 });
    expect(await CaseEvent.count({ where: { caseId: converted.case.id } })).toBe(1);
    expect(
      await Communication.count({ where: { caseId: converted.case.id, type: "system" } }),
    ).toBe(1);
    await submission.reload();
    expect(submission.caseId).toBe(converted.case.id);
    expect(submission.convertedAt).not.toBeNull();
    expect(submission.reviewedAt).not.toBeNull();

    // The link is e-mailed to the client, saying only the case's number.
    const [mail, ...more] = await invitationMails(client!.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipientId: client!.id, status: "kept" });
    expect(invitationLinkIn(mail.bodyText)).toBe(converted.invitation!.url);
    expect(mail.bodyText).toContain(`for your case, Case #${converted.case.id}.`);
    expect(mail.bodyText).toContain("Hello Ana,");
    expect(mail.bodyText).not.toContain(converted.case.title);
    expect(mail.bodyText).not.toContain("delivery van");
    expect(converted.invitation).toMatchObject({ email: client!.email, emailed: false });

    // The link's token is stored only as its hash.
    const token = tokenOf(converted.invitation!.url);
    const invitation = await Invitation.findOne({ where: { userId: client!.id } });
    expect(invitation!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(invitation!.tokenHash).not.toContain(token);
    const week = invitation!.expiresAt.getTime() - invitation!.createdAt.getTime();
    expect(Math.round(week / 86_400_000)).toBe(7);
  });

  it("refuses a second conversion and writes nothing more", async () => {
    const staff = await attorney();
    const submission = await consultation();
    const first = await convertSubmission(staff, submission.id);
    const cases = await LegalCase.count();
    const invitations = await Invitation.count();
    await expect(convertSubmission(await attorney(), submission.id)).rejects.toMatchObject({
      status: 409,
      message: `This consultation was already opened as Case #${first.case.id}.`,
    });
    // Two at once: one wins.
    const again = await consultation();
    const results = await Promise.allSettled([
      convertSubmission(staff, again.id),
      convertSubmission(staff, again.id),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await LegalCase.count()).toBe(cases + 1);
    expect(await Invitation.count()).toBe(invitations + 1);
    expect(await invitationMails(String(again.data.email))).toHaveLength(1);
  });

  it("rolled back after the e-mail was queued, leaves no case, client, invitation or e-mail", async () => {
    const submission = await consultation();
    const before = { cases: await LegalCase.count(), invitations: await Invitation.count() };
    failAfterNextMail();
    await expect(convertSubmission(await attorney(), submission.id)).rejects.toThrow(
      "failed after the e-mail",
    );
    expect({ cases: await LegalCase.count(), invitations: await Invitation.count() }).toEqual(
      before,
    );
    expect(await User.count({ where: { email: submission.submitterEmail } })).toBe(0);
    expect(await invitationMails(submission.submitterEmail)).toEqual([]);
    expect((await submission.reload()).caseId).toBeNull();
  });

  it("adds the case to the client who already has the email, notified and not invited", async () => {
    const existing = await buildUser({ role: "client", email: uniqueEmail("known") });
    const converted = await convertSubmission(
      await attorney(),
      (await consultation({ email: existing.email.toUpperCase() })).id,
    );
    expect(converted).toMatchObject({ newClient: false, invitation: null });
    expect(await invitationMails(existing.email)).toEqual([]);
    expect(converted.case.clientId).toBe(existing.id);
    expect(await Invitation.count({ where: { userId: existing.id } })).toBe(0);
    const note = await Notification.findOne({ where: { userId: existing.id } });
    expect(note).toMatchObject({
      title: "A new case was opened for you",
      actionUrl: `/client-portal?case=${converted.case.id}`,
    });
  });

  it("refuses an email that belongs to staff, and refuses clients and administrators", async () => {
    const colleague = await buildUser({ role: "staff", email: uniqueEmail("colleague") });
    const submission = await consultation({ email: colleague.email });
    await expect(convertSubmission(await attorney(), submission.id)).rejects.toMatchObject({
      status: 409,
    });
    for (const role of ["client", "admin"] as const) {
      const outsider = toPublicUser(await buildUser({ role }));
      await expect(convertSubmission(outsider, submission.id)).rejects.toMatchObject({
        status: 403,
      });
    }
    expect((await submission.reload()).caseId).toBeNull();
  });
});

describe("the invitation link", () => {
  async function invited() {
    const converted = await convertSubmission(await attorney(), (await consultation()).id);
    return { token: tokenOf(converted.invitation!.url), caseId: converted.case.id, converted };
  }

  it("sets the password once, under the password policy, and leads to the case", async () => {
    const { token, caseId, converted } = await invited();
    expect(await openInvitation(token)).toMatchObject({ firstName: "Ana" });
    await expect(
      acceptInvitation(token, { password: "short", confirmPassword: "short" }, meta),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { password: expect.any(Array) } });
    await expect(
      acceptInvitation(token, { password: "Good-Pass-2026", confirmPassword: "Other-2026" }, meta),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { confirmPassword: expect.any(Array) } });

    const accepted = await acceptInvitation(
      token,
      { password: "Good-Pass-2026", confirmPassword: "Good-Pass-2026" },
      meta,
    );
    expect(accepted.caseId).toBe(caseId);
    const client = await User.findByPk(converted.case.clientId);
    await expect(
      signIn({ email: client!.email, password: "Good-Pass-2026" }, meta),
    ).resolves.toMatchObject({ status: "signed-in", user: { id: client!.id } });

    // Used: refused, saying so, and the password stays the one chosen.
    await expect(openInvitation(token)).rejects.toMatchObject({
      status: 410,
      message: INVITATION_USED,
    });
    await expect(
      acceptInvitation(
        token,
        { password: "Taken-Over-2026", confirmPassword: "Taken-Over-2026" },
        meta,
      ),
    ).rejects.toMatchObject({ status: 410, message: INVITATION_USED });
    await expect(
      signIn({ email: client!.email, password: "Good-Pass-2026" }, meta),
    ).resolves.toMatchObject({ status: "signed-in", user: { id: client!.id } });
  });

  it("a new link replaces the old one for the case's attorney; refused once a password is set", async () => {
    const { token, converted } = await invited();
    const attorneyOfCase = toPublicUser((await User.findByPk(converted.case.staffId!))!);
    await expect(reinviteClient(await attorney(), converted.case.id)).rejects.toMatchObject({
      status: 404,
    });
    const reissued = await reinviteClient(attorneyOfCase, converted.case.id);
    const fresh = tokenOf(reissued.url);
    expect(fresh).not.toBe(token);
    // E-mailed too, after the first.
    const mails = await invitationMails(reissued.email);
    expect(mails.map((mail) => invitationLinkIn(mail.bodyText))).toEqual([
      converted.invitation!.url,
      reissued.url,
    ]);
    await expect(openInvitation(token)).rejects.toMatchObject({ message: INVITATION_EXPIRED });
    await acceptInvitation(
      fresh,
      { password: "Good-Pass-2026", confirmPassword: "Good-Pass-2026" },
      meta,
    );
    await expect(reinviteClient(attorneyOfCase, converted.case.id)).rejects.toMatchObject({
      status: 409,
    });
  });

  it("refuses an expired link and one that is not ours", async () => {
    const { token, converted } = await invited();
    await Invitation.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { userId: converted.case.clientId } },
    );
    await expect(openInvitation(token)).rejects.toMatchObject({
      status: 410,
      message: INVITATION_EXPIRED,
    });
    await expect(
      acceptInvitation(
        token,
        { password: "Good-Pass-2026", confirmPassword: "Good-Pass-2026" },
        meta,
      ),
    ).rejects.toMatchObject({ status: 410, message: INVITATION_EXPIRED });
    await expect(openInvitation(`${token}x`)).rejects.toMatchObject({
      status: 404,
      message: INVITATION_UNKNOWN,
    });
  });
});

describe("POST /api/form-submissions/{id}/convert and the invitation page", () => {
  it("answers 201 with the case and the absolute link; a second call is 409; the page sets the password", async () => {
    const submission = await consultation();
    const { cookie } = await signedIn("staff");
    const path = `/api/form-submissions/${submission.id}/convert`;
    const params = { id: String(submission.id) };

    const first = (await callRoute(convert, jsonRequest(path, {}, { cookie }), params)) as Response;
    expect(first.status).toBe(201);
    const body = await first.json();
    expect(body.case).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
    expect(body.invitationUrl).toMatch(/^http:\/\/localhost\/invitations\/[A-Za-z0-9_-]{43}$/);
    const second = (await callRoute(
      convert,
      jsonRequest(path, {}, { cookie }),
      params,
    )) as Response;
    expect(second.status).toBe(409);

    const token = tokenOf(body.invitationUrl);
    const page = `/invitations/${token}`;
    const refused = (await callRoute(
      invitationPage.action,
      formRequest(page, { intent: "set-password", password: "x", confirmPassword: "x" }),
      { token },
    )) as { init: { status: number } };
    expect(refused.init.status).toBe(400);
    const accepted = (await callRoute(
      invitationPage.action,
      formRequest(page, {
        intent: "set-password",
        password: "Good-Pass-2026",
        confirmPassword: "Good-Pass-2026",
      }),
      { token },
    )) as Response;
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe(`/client-portal?case=${body.case.id}`);
    expect(accepted.headers.get("Set-Cookie")).toContain("__session=");
    // Opened again: the page says the link was used, with 410.
    const again = (await callRoute(invitationPage.loader, getRequest(page), { token })) as {
      data: { refusal: string };
      init: { status: number };
    };
    expect(again.init.status).toBe(410);
    expect(again.data.refusal).toBe(INVITATION_USED);
  });
});

describe("an invitation link is kept nowhere in clear (issue 35)", () => {
  const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
  /** A JSON POST with an Idempotency-Key, as a client library retrying would send it. */
  const keyed = (path: string, cookie: string, key: string) =>
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie, "Idempotency-Key": key },
      body: "{}",
    });
  const keptAnswers = async () =>
    (await IdempotencyKey.findAll()).map((row) => row.body ?? "").join("\n");

  it("a conversion repeated with its Idempotency-Key answers the case without the link, and says how to make one", async () => {
    const submission = await consultation();
    const { cookie } = await signedIn("staff");
    const path = `/api/form-submissions/${submission.id}/convert`;
    const params = { id: String(submission.id) };
    const first = (await callRoute(convert, keyed(path, cookie, "convert-1"), params)) as Response;
    expect(first.status).toBe(201);
    const body = await first.json();
    const token = tokenOf(body.invitationUrl);

    const again = (await callRoute(convert, keyed(path, cookie, "convert-1"), params)) as Response;
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual({
      case: body.case,
      invitationUrl: null,
      message: invitationShownAlready(body.case.id),
    });
    expect(invitationShownAlready(body.case.id)).toBe(
      `The invitation link was e-mailed to the client and shown once, in the first answer; it is ` +
        `not shown again. For a new one, press "New invitation link" on the case's page ` +
        `(/cases/${body.case.id}) or call POST /api/cases/${body.case.id}/invitation.`,
    );
    // Before: the kept answer held the link, and the repeat showed it again.
    const kept = await keptAnswers();
    expect(kept).toContain(`"id":${body.case.id}`);
    expect(kept).not.toContain(token);
    expect(await Invitation.count({ where: { tokenHash: sha256(token) } })).toBe(1);
  });

  it("POST /api/cases/{id}/invitation makes a new link for the case's attorney or an administrator, once a key", async () => {
    const converted = await convertSubmission(await attorney(), (await consultation()).id);
    const caseId = converted.case.id;
    const oldToken = tokenOf(converted.invitation!.url);
    const attorneyOfCase = (await User.findByPk(converted.case.staffId!))!;
    const cookie = await sessionCookieFor(attorneyOfCase);
    const path = `/api/cases/${caseId}/invitation`;
    const params = { caseId: String(caseId) };

    const made = (await callRoute(
      newInvitation,
      keyed(path, cookie, "again-1"),
      params,
    )) as Response;
    expect(made.status).toBe(201);
    const { invitationUrl } = await made.json();
    expect(invitationUrl).toMatch(/^http:\/\/localhost\/invitations\/[A-Za-z0-9_-]{43}$/);
    const client = (await User.findByPk(converted.case.clientId))!;
    const mails = await invitationMails(client.email);
    expect(invitationLinkIn(mails[mails.length - 1].bodyText)).toBe(invitationUrl);
    await expect(openInvitation(oldToken)).rejects.toMatchObject({ message: INVITATION_EXPIRED });
    const invitations = await Invitation.count({ where: { userId: converted.case.clientId } });

    // The same key again: no new link, and the one shown is not shown again.
    const replayed = (await callRoute(
      newInvitation,
      keyed(path, cookie, "again-1"),
      params,
    )) as Response;
    expect(replayed.status).toBe(201);
    expect(await replayed.json()).toEqual({
      invitationUrl: null,
      message: invitationShownAlready(caseId),
    });
    expect(await Invitation.count({ where: { userId: converted.case.clientId } })).toBe(
      invitations,
    );
    expect(await keptAnswers()).not.toContain(tokenOf(invitationUrl));

    // Another attorney: no such case; an administrator may.
    const stranger = (await callRoute(
      newInvitation,
      keyed(path, (await signedIn("staff")).cookie, "again-2"),
      params,
    )) as Response;
    expect(stranger.status).toBe(404);
    const byAdmin = (await callRoute(
      newInvitation,
      keyed(path, (await signedIn("admin")).cookie, "again-3"),
      params,
    )) as Response;
    expect(byAdmin.status).toBe(201);

    // Once the client has a password: 409.
    await acceptInvitation(
      tokenOf((await byAdmin.json()).invitationUrl),
      { password: "Good-Pass-2026", confirmPassword: "Good-Pass-2026" },
      meta,
    );
    const late = (await callRoute(
      newInvitation,
      keyed(path, cookie, "again-4"),
      params,
    )) as Response;
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      message: "The client has already set a password and can sign in.",
    });
  });

  it("the screens keep no link for a repeated form, and the administrator's backup holds only hashes", async () => {
    const { cookie } = await signedIn("staff");
    const submission = await consultation();
    const formToken = "form-token-issue-35-convert";
    const opened = (await callRoute(
      submissionAction,
      formRequest(`/submissions/${submission.id}`, { intent: "open-case", formToken }, cookie),
      { id: String(submission.id) },
    )) as Response;
    const { opened: shown } = await opened.json();
    const tokens = [tokenOf(shown.invitation.url)];
    // The same form again: refused (the case exists), the link not shown again.
    const repeat = await callRoute(
      submissionAction,
      formRequest(`/submissions/${submission.id}`, { intent: "open-case", formToken }, cookie),
      { id: String(submission.id) },
    );
    expect(JSON.stringify(repeat)).toContain(ALREADY_CONVERTED(shown.caseId));
    expect(JSON.stringify(repeat)).not.toContain(tokens[0]);

    // "New invitation link" on the case's page, with its form token.
    const reinvited = (await callRoute(
      casePageAction,
      formRequest(
        `/cases/${shown.caseId}`,
        { intent: "reinvite", formToken: "form-token-issue-35-reinvite" },
        cookie,
      ),
      { caseId: String(shown.caseId) },
    )) as Response;
    tokens.push(tokenOf((await reinvited.json()).invitation.url));

    // And through /api with an Idempotency-Key, replayed.
    const other = await consultation();
    const path = `/api/form-submissions/${other.id}/convert`;
    for (let i = 0; i < 2; i++) {
      const answer = (await callRoute(convert, keyed(path, cookie, "backup-1"), {
        id: String(other.id),
      })) as Response;
      const { invitationUrl } = await answer.json();
      if (invitationUrl) tokens.push(tokenOf(invitationUrl));
    }
    expect(tokens).toHaveLength(3);

    const admin = toPublicUser(await buildUser({ role: "admin" }));
    const backup = createBackup(admin, meta, sequelize);
    const text = (await buffer(backup.stream.pipe(createGunzip()))).toString();
    expect(text).toContain('"table":"idempotency_keys"');
    expect(text).toContain('"table":"audit_events"');
    // The invitation e-mails are in it (kept: no mail server), their links without the token.
    expect(text).toContain('"table":"outbox_messages"');
    expect(text).toContain("/invitations/[not kept]");
    for (const token of tokens) {
      expect(text).not.toContain(token);
      expect(text).toContain(sha256(token));
    }
  });
});
