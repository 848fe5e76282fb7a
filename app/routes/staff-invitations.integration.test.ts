import { describe, expect, it } from "vitest";
import { AuditEvent, IdempotencyKey, Invitation, User } from "~/models/index.server";
import { action as adminAction } from "~/routes/admin";
import * as usersApi from "~/routes/api.admin.users";
import * as invitationApi from "~/routes/api.admin.users.$userId.invitation";
import { loader as dashboardLoader } from "~/routes/dashboard";
import * as invitationPage from "~/routes/invitations.$token";
import { PASSWORD_NOT_ACCEPTED } from "~/services/accounts.server";
import { deliverDue } from "~/services/mail/sender.server";
import {
  INVITATION_EXPIRED,
  INVITATION_USED,
  userInvitationShownAlready,
} from "~/services/invitations.server";
import { uniqueEmail } from "../../tests/factories/emails";
import { failAfterNextMail, invitationLinkIn, invitationMails } from "../../tests/factories/outbox";
import { startTestSmtp } from "../../tests/factories/smtp";
import {
  callApi,
  callRoute,
  cookieFrom,
  formRequest,
  getRequest,
  routeArgs,
  settle,
} from "../../tests/factories/requests";
import { signedIn, toastOf } from "../../tests/factories/sessions";

/**
 * The everyday way into the firm for staff (issue 35): an administrator creates the account
 * without a password, is shown its invitation link once, and the link sets the password and
 * lands the new attorney on the dashboard.
 */

const newStaff = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Quinn",
  lastName: "Avery",
  email: uniqueEmail("invited-staff"),
  role: "staff",
  ...overrides,
});

const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;

/** Sets the password from the invitation page's form, as a browser without JavaScript posts it. */
const acceptAt = (token: string) =>
  callRoute(
    invitationPage.action,
    formRequest(`/invitations/${token}`, {
      intent: "set-password",
      password: "Avery-Esq-2026",
      confirmPassword: "Avery-Esq-2026",
    }),
    { token },
  ) as Promise<Response>;

describe("POST /api/admin/users without a password", () => {
  it("answers 201 { user, invitationUrl }: an invited account whose link sets the password and lands on the dashboard", async () => {
    const { user: admin, cookie } = await signedIn("admin");
    const input = newStaff();
    const response = await callApi(usersApi, "POST", "/api/admin/users", { cookie, body: input });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.user).toMatchObject({ email: input.email, role: "staff", status: "invited" });
    expect(body.invitationUrl).toMatch(/^http:\/\/localhost\/invitations\/[\w-]{43}$/);
    const token = tokenOf(body.invitationUrl);

    // The same link is e-mailed to the person, in the same transaction (kept: no mail server here).
    const mails = await invitationMails(input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "invitation",
      status: "kept",
      recipientId: body.user.id,
    });
    expect(invitationLinkIn(mails[0].bodyText)).toBe(body.invitationUrl);

    // Kept only as its hash, for no case, made by the administrator; audited.
    const row = await User.findOne({ where: { email: input.email } });
    const invitation = await Invitation.findOne({ where: { userId: row!.id } });
    expect(invitation).toMatchObject({ caseId: null, createdBy: admin.id, usedAt: null });
    expect(invitation!.tokenHash).not.toContain(token);
    expect(JSON.stringify(await Invitation.findAll({ raw: true }))).not.toContain(token);
    const events = await AuditEvent.findAll({ where: { targetId: String(row!.id) } });
    expect(events.map((event) => event.action).sort()).toEqual([
      "invitation_created",
      "user_created",
    ]);
    // The list shows the account as invited, and no link.
    const listed = await callApi(usersApi, "GET", `/api/admin/users?q=${input.email}`, { cookie });
    const listing = await listed.json();
    expect(listing.users).toEqual([expect.objectContaining({ id: row!.id, status: "invited" })]);
    expect(JSON.stringify(listing)).not.toContain(token);

    const page = (await callRoute(invitationPage.loader, getRequest(`/invitations/${token}`), {
      token,
    })) as { opened: { firstName: string; role: string } };
    expect(page.opened).toMatchObject({ firstName: "Quinn", role: "staff" });
    const accepted = await acceptAt(token);
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe("/dashboard");
    // Beside the session's cookie, the toast's.
    const toast = accepted.headers.getSetCookie().find((cookie) => cookie.startsWith("__toast="));
    expect(await toastOf(new Response(null, { headers: { "Set-Cookie": toast! } }))).toMatchObject({
      title: "Welcome, Quinn",
      description: "Your password is set.",
    });
    const dashboard = await settle(
      dashboardLoader(routeArgs(getRequest("/dashboard", cookieFrom(accepted)))),
    );
    expect(dashboard).not.toBeInstanceOf(Response);
    // Once.
    const again = (await callRoute(invitationPage.loader, getRequest(`/invitations/${token}`), {
      token,
    })) as { data: { refusal: string }; init: { status: number } };
    expect(again.init.status).toBe(410);
    expect(again.data.refusal).toBe(INVITATION_USED);
  });

  it("refuses a password (400, creating nothing), and takes an empty or null one as none", async () => {
    const { cookie } = await signedIn("admin");
    const refused = newStaff({ password: "Strong-Pass-2026", role: "client" });
    const withPassword = await callApi(usersApi, "POST", "/api/admin/users", {
      cookie,
      body: refused,
    });
    expect(withPassword.status).toBe(400);
    expect(await withPassword.json()).toEqual({
      message: PASSWORD_NOT_ACCEPTED,
      fieldErrors: { password: [PASSWORD_NOT_ACCEPTED] },
    });
    expect(await User.count({ where: { email: refused.email } })).toBe(0);
    expect(await invitationMails(refused.email)).toEqual([]);
    for (const password of ["", null]) {
      const input = newStaff({ password, role: "client" });
      const response = await callApi(usersApi, "POST", "/api/admin/users", { cookie, body: input });
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(body.user).toMatchObject({ role: "client", status: "invited" });
      const [mail] = await invitationMails(input.email);
      expect(invitationLinkIn(mail.bodyText)).toBe(body.invitationUrl);
    }
  });

  it("rolled back after its e-mail was queued, leaves no account, link or e-mail", async () => {
    const { cookie } = await signedIn("admin");
    const input = newStaff();
    failAfterNextMail();
    const response = await callApi(usersApi, "POST", "/api/admin/users", { cookie, body: input });
    expect(response.status).toBe(500);
    expect(await User.count({ where: { email: input.email } })).toBe(0);
    expect(await invitationMails(input.email)).toEqual([]);
  });
});

describe("Create New User on User Management", () => {
  it("e-mails the invitation and shows the link once in the action's answer: never in a redirect, a cookie or a toast", async () => {
    const { cookie } = await signedIn("admin");
    const input = newStaff({ role: "client" });
    const answer = (await settle(
      adminAction(
        routeArgs(
          formRequest(
            "/admin?tab=users&dialog=new-user",
            { intent: "create-user", ...input },
            cookie,
          ),
        ),
      ),
    )) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Location")).toBeNull();
    expect(answer.headers.get("Set-Cookie")).toBeNull();
    const body = await answer.json();
    expect(body).toEqual({
      intent: "create-user",
      invited: {
        name: "Quinn Avery",
        role: "client",
        invitation: {
          url: expect.stringMatching(/^http:\/\/localhost\/invitations\/[\w-]{43}$/),
          email: input.email,
          emailed: false,
        },
      },
    });
    const [mail] = await invitationMails(input.email);
    expect(invitationLinkIn(mail.bodyText)).toBe(body.invited.invitation.url);
    const accepted = await acceptAt(tokenOf(body.invited.invitation.url));
    expect(accepted.headers.get("Location")).toBe("/client-portal");
    expect(await User.findOne({ where: { email: input.email } })).toMatchObject({ role: "client" });
  });
});

describe("a new invitation link for an account with no password yet", () => {
  it("replaces the first (which then says it expired) and e-mails the new one, on User Management and through the API; refused once a password is set", async () => {
    const { cookie } = await signedIn("admin");
    const input = newStaff();
    const created = await callApi(usersApi, "POST", "/api/admin/users", { cookie, body: input });
    const { user, invitationUrl: first } = await created.json();
    const userId = String(user.id);

    const again = (await settle(
      adminAction(
        routeArgs(formRequest("/admin?tab=users", { intent: "reinvite-user", userId }, cookie)),
      ),
    )) as Response;
    expect(again.status).toBe(200);
    expect(again.headers.get("Set-Cookie")).toBeNull();
    const second = (await again.json()).invited.invitation.url;
    expect(second).not.toBe(first);
    const opened = (await callRoute(invitationPage.loader, getRequest(new URL(first).pathname), {
      token: tokenOf(first),
    })) as { data: { refusal: string }; init: { status: number } };
    expect(opened.init.status).toBe(410);
    expect(opened.data.refusal).toBe(INVITATION_EXPIRED);

    const third = await callApi(invitationApi, "POST", `/api/admin/users/${userId}/invitation`, {
      cookie,
      params: { userId },
    });
    expect(third.status).toBe(201);
    const { invitationUrl } = await third.json();
    // The second link was replaced by the third: the form says so, with 410.
    const replaced = (await acceptAt(tokenOf(second))) as unknown as { init: { status: number } };
    expect(replaced.init.status).toBe(410);
    // Each link was e-mailed, in order: the first two no longer work.
    const mails = await invitationMails(input.email);
    expect(mails.map((mail) => invitationLinkIn(mail.bodyText))).toEqual([
      first,
      second,
      invitationUrl,
    ]);
    expect((await acceptAt(tokenOf(invitationUrl))).headers.get("Location")).toBe("/dashboard");

    const refused = await callApi(invitationApi, "POST", `/api/admin/users/${userId}/invitation`, {
      cookie,
      params: { userId },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: "This person has already set a password and can sign in.",
    });
  });
});

describe("a staff invitation link is kept nowhere in clear (issue 35)", () => {
  /** A JSON POST with an Idempotency-Key, as a client library retrying would send it. */
  const keyed = (path: string, cookie: string, key: string, body: unknown) =>
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie, "Idempotency-Key": key },
      body: JSON.stringify(body),
    });
  const keptAnswers = async () =>
    (await IdempotencyKey.findAll()).map((row) => row.body ?? "").join("\n");

  it("a creation or a new link repeated with its Idempotency-Key answers the account without the link, and says how to make one", async () => {
    const { cookie } = await signedIn("admin");
    const input = newStaff();
    const first = (await callRoute(
      usersApi.action,
      keyed("/api/admin/users", cookie, "invite-1", input),
    )) as Response;
    expect(first.status).toBe(201);
    const body = await first.json();
    const token = tokenOf(body.invitationUrl);

    const again = (await callRoute(
      usersApi.action,
      keyed("/api/admin/users", cookie, "invite-1", input),
    )) as Response;
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual({
      user: body.user,
      invitationUrl: null,
      message: userInvitationShownAlready(body.user.id),
    });

    const path = `/api/admin/users/${body.user.id}/invitation`;
    const params = { userId: String(body.user.id) };
    const link = (await callRoute(
      invitationApi.action,
      keyed(path, cookie, "relink-1", {}),
      params,
    )) as Response;
    expect(link.status).toBe(201);
    const newToken = tokenOf((await link.json()).invitationUrl);
    const linkAgain = (await callRoute(
      invitationApi.action,
      keyed(path, cookie, "relink-1", {}),
      params,
    )) as Response;
    expect((await linkAgain.json()).invitationUrl).toBeNull();

    const kept = await keptAnswers();
    expect(kept).toContain(`"id":${body.user.id}`);
    expect(kept).not.toContain(token);
    expect(kept).not.toContain(newToken);
  });
});

describe("the invitation e-mail through a mail server", () => {
  it("is delivered with the firm's name and the link at PUBLIC_URL, which then is not kept in the outbox", async () => {
    const smtp = await startTestSmtp();
    try {
      smtp.useAsSmtpUrl();
      const { cookie } = await signedIn("admin");
      const input = newStaff();
      const response = await callApi(usersApi, "POST", "/api/admin/users", { cookie, body: input });
      const { invitationUrl } = await response.json();
      expect(invitationUrl).toMatch(/^https:\/\/law\.example\.test\/invitations\/[\w-]{43}$/);
      expect((await invitationMails(input.email))[0].status).toBe("queued");
      await deliverDue();
      const delivered = smtp.received.find((mail) => mail.to.includes(input.email));
      expect(delivered?.subject).toMatch(/^Set up your .+ account$/);
      expect(delivered?.body).toContain(`<a href="${invitationUrl}">`);
      const [sent] = await invitationMails(input.email);
      expect(sent.status).toBe("sent");
      expect(sent.bodyText).not.toContain(tokenOf(invitationUrl));
      expect((await acceptAt(tokenOf(invitationUrl))).headers.get("Location")).toBe("/dashboard");
    } finally {
      await smtp.close();
    }
  });
});
