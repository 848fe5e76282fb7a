import { afterEach, describe, expect, it } from "vitest";
import { AuditEvent, OutboxMessage, Session, User } from "~/models/index.server";
import { ADMIN_ONLY } from "~/utils/policy";
import { DEFAULT_SETTINGS } from "~/utils/settings";
import { buildCase } from "../../tests/factories/cases";
import { callApi, getRequest } from "../../tests/factories/requests";
import { sessionCookieFor, signedIn } from "../../tests/factories/sessions";
import { buildUser, FACTORY_PASSWORD } from "../../tests/factories/users";
import { uniqueEmail } from "../../tests/factories/emails";
import { failAfterNextMail, invitationLinkIn, invitationMails } from "../../tests/factories/outbox";
import { buildConsultationForm, consultationValues } from "../../tests/factories/forms";
import {
  changeRole,
  createUser,
  LAST_ADMIN,
  PASSWORD_NOT_ACCEPTED,
  listUsers,
  NOT_YOURSELF,
  setUserDisabled,
} from "./accounts.server";
import { getAdminStats } from "./admin-stats.server";
import { auditLogCsv, detailsText, listAuditEvents } from "./audit-log.server";
import * as settingsApi from "~/routes/api.admin.settings";
import {
  ACCOUNT_DISABLED,
  INVALID_CREDENTIALS,
  register,
  signIn,
  toPublicUser,
} from "./auth.server";
import { reportCsv } from "./reports.server";
import { getSessionUser } from "./session.server";
import { getSettings, saveSettings } from "./settings.server";
import { createSubmission } from "./submissions.server";

const meta = { ip: "203.0.113.9" };
const STRONG = "Strong-Pass-2026";

/** What a promise was refused with: its status, message and field errors. */
async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    const { status, message, fieldErrors } = error as {
      status: number;
      message: string;
      fieldErrors?: Record<string, string[]>;
    };
    return { status, message, fieldErrors };
  }
  throw new Error("expected a refusal");
}

const newUserInput = (overrides: Record<string, string> = {}) => ({
  firstName: "Robin",
  lastName: "Park",
  email: uniqueEmail("created"),
  role: "staff",
  ...overrides,
});

/** Makes `admin` the only active administrator of this file's database. */
async function onlyAdmin() {
  await User.update({ role: "staff" }, { where: { role: "admin" } });
  return account("admin");
}

/** A user as the services take them (the session's user). */
const account = async (role: "admin" | "staff" | "client" = "client") =>
  toPublicUser(await buildUser({ role }));

const signedInAs = async (user: { id: number }) =>
  getSessionUser(getRequest("/", await sessionCookieFor(user)));

afterEach(async () => {
  const admin = await account("admin");
  await saveSettings(admin, DEFAULT_SETTINGS, meta);
});

describe("creating an account", () => {
  it("makes every one of many accounts an administrator creates at once", async () => {
    // Each adds a user, their invitation and its e-mail: on MariaDB two of these at once
    // deadlocked (each waited on the gap lock the other's search for open links took), and ten
    // at once held every connection while each asked for one more to read the settings.
    const admin = await account("admin");
    const emails = Array.from({ length: 12 }, (_, i) => uniqueEmail(`at-once-${i}`));
    const outcomes = await Promise.allSettled(
      emails.map((email) => createUser(admin, newUserInput({ role: "staff", email }), meta)),
    );
    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
    expect(await User.count({ where: { email: emails } })).toBe(emails.length);
    for (const email of emails) expect(await invitationMails(email)).toHaveLength(1);
  });

  it("makes a staff or client account with no password and e-mails its invitation, recorded in the audit log", async () => {
    const admin = await account("admin");
    const { siteTitle } = await getSettings();
    for (const role of ["staff", "client"]) {
      const input = newUserInput({ role, email: uniqueEmail(`created-${role}`).toUpperCase() });
      const { user: created, invitation } = await createUser(admin, input, {
        ...meta,
        origin: "https://firm.example.test",
      });
      expect(created).toMatchObject({
        email: input.email.toLowerCase(),
        role,
        firstName: "Robin",
        status: "invited",
      });
      expect(created).not.toHaveProperty("passwordHash");
      // No mail server here: the e-mail is kept in the outbox, and the page says so.
      expect(invitation).toEqual({
        url: expect.stringMatching(/^https:\/\/firm\.example\.test\/invitations\/[\w-]{43}$/),
        email: created.email,
        emailed: false,
      });
      const [mail, ...more] = await invitationMails(created.email);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({
        recipientId: created.id,
        status: "kept",
        subject: `Set up your ${siteTitle} account`,
      });
      expect(invitationLinkIn(mail.bodyText)).toBe(invitation.url);
      expect(mail.bodyText).toContain(`${siteTitle} has opened an account for you.`);
      expect(mail.bodyText).toContain("The link works once, for 7 days.");
      expect(mail.bodyText).not.toContain("Case #");
      // Nobody signs in before the person has chosen a password.
      await expect(signIn({ email: created.email, password: STRONG }, meta)).rejects.toMatchObject({
        status: 401,
      });
      const events = await AuditEvent.findAll({ where: { targetId: String(created.id) } });
      expect(events.map((event) => [event.action, event.actorId, event.ipAddress]).sort()).toEqual([
        ["invitation_created", admin.id, meta.ip],
        ["user_created", admin.id, meta.ip],
      ]);
    }
  });

  it("refuses a password: the person chooses their own from the invitation e-mail", async () => {
    const admin = await account("admin");
    const input = newUserInput({ password: STRONG });
    expect(await refusal(createUser(admin, input, meta))).toEqual({
      status: 400,
      message: PASSWORD_NOT_ACCEPTED,
      fieldErrors: { password: [PASSWORD_NOT_ACCEPTED] },
    });
    expect(await User.count({ where: { email: input.email } })).toBe(0);
    expect(await invitationMails(input.email)).toEqual([]);
    // An empty one (a form left blank, a JSON null) is no password.
    for (const password of ["", null]) {
      const created = await createUser(admin, { ...newUserInput(), password }, meta);
      expect(created.user.status).toBe("invited");
    }
  });

  it("refuses an administrator role and a taken email, creating nothing and e-mailing nobody", async () => {
    const admin = await account("admin");
    const before = { users: await User.count(), mails: await OutboxMessage.count() };
    const asAdmin = await refusal(createUser(admin, newUserInput({ role: "admin" }), meta));
    expect(asAdmin).toMatchObject({
      status: 400,
      fieldErrors: { role: ["Choose Staff or Client"] },
    });
    const taken = await refusal(createUser(admin, newUserInput({ email: admin.email }), meta));
    expect(taken.fieldErrors?.email).toEqual(["An account with this email already exists"]);
    expect({ users: await User.count(), mails: await OutboxMessage.count() }).toEqual(before);
  });

  it("rolled back after its e-mail was queued, leaves no account, invitation or e-mail", async () => {
    const admin = await account("admin");
    const input = newUserInput();
    failAfterNextMail();
    await expect(createUser(admin, input, meta)).rejects.toThrow("failed after the e-mail");
    expect(await User.count({ where: { email: input.email } })).toBe(0);
    expect(await invitationMails(input.email)).toEqual([]);
  });

  it("is for administrators only", async () => {
    for (const role of ["staff", "client"] as const) {
      const user = await account(role);
      expect(await refusal(createUser(user, newUserInput(), meta))).toMatchObject({
        status: 403,
        message: ADMIN_ONLY,
      });
    }
    expect((await refusal(createUser(null, newUserInput(), meta))).status).toBe(401);
  });
});

describe("roles", () => {
  it("turns a client into staff and back, audited", async () => {
    const admin = await account("admin");
    const client = await account("client");
    expect(await changeRole(admin, client.id, { role: "staff" }, meta)).toMatchObject({
      role: "staff",
    });
    expect((await User.findByPk(client.id))?.role).toBe("staff");
    const event = await AuditEvent.findOne({
      where: { action: "user_role_changed", targetId: String(client.id) },
    });
    expect(event?.details).toEqual({ from: "client", to: "staff" });
    await changeRole(admin, client.id, { role: "client" }, meta);
    expect((await User.findByPk(client.id))?.role).toBe("client");
  });

  it("keeps the last active administrator and refuses changing one's own role", async () => {
    const admin = await onlyAdmin();
    expect(await refusal(changeRole(admin, admin.id, { role: "staff" }, meta))).toMatchObject({
      status: 400,
      message: NOT_YOURSELF.role,
    });
    // A second administrator may demote the first while both are active, not the other way after.
    const second = await account("admin");
    await changeRole(second, admin.id, { role: "staff" }, meta);
    const third = await account("admin");
    await setUserDisabled(second, third.id, true, meta);
    const last = await refusal(changeRole(third, second.id, { role: "client" }, meta));
    expect(last).toMatchObject({ status: 409, message: LAST_ADMIN });
    expect((await User.findByPk(second.id))?.role).toBe("admin");
  });

  it("answers 404 for an account that does not exist and 400 for a role that is not one", async () => {
    const admin = await account("admin");
    expect((await refusal(changeRole(admin, 99_999_999, { role: "staff" }, meta))).status).toBe(
      404,
    );
    const client = await account();
    expect((await refusal(changeRole(admin, client.id, { role: "owner" }, meta))).status).toBe(400);
  });
});

describe("disabling an account", () => {
  it("ends its open sessions at their next request and refuses its sign-in", async () => {
    const admin = await account("admin");
    const { user, cookie } = await signedIn("staff");
    expect(await getSessionUser(getRequest("/", cookie))).toMatchObject({ id: user.id });
    await setUserDisabled(admin, user.id, true, meta);
    expect(await getSessionUser(getRequest("/dashboard", cookie))).toBeNull();
    expect(await Session.count({ where: { userId: user.id } })).toBe(0);
    const disabled = await refusal(signIn({ email: user.email, password: FACTORY_PASSWORD }, meta));
    expect(disabled).toMatchObject({ status: 403, message: ACCOUNT_DISABLED });
    // A wrong password learns nothing about the account.
    const wrong = await refusal(signIn({ email: user.email, password: "Wrong-Pass-2026" }, meta));
    expect(wrong).toMatchObject({ status: 401, message: INVALID_CREDENTIALS });
    const listed = await listUsers(admin, { q: user.email });
    expect(listed.users[0]).toMatchObject({ id: user.id, status: "disabled" });

    await setUserDisabled(admin, user.id, false, meta);
    await expect(
      signIn({ email: user.email, password: FACTORY_PASSWORD }, meta),
    ).resolves.toMatchObject({ status: "signed-in", user: { id: user.id } });
    const actions = await AuditEvent.findAll({
      where: { targetId: String(user.id), targetType: "user" },
      order: [["id", "ASC"]],
    });
    expect(actions.map((event) => event.action)).toEqual(["user_disabled", "user_enabled"]);
  });

  it("refuses one's own account and the last active administrator", async () => {
    const admin = await onlyAdmin();
    expect(await refusal(setUserDisabled(admin, admin.id, true, meta))).toMatchObject({
      status: 400,
      message: NOT_YOURSELF.disable,
    });
    const other = await account("admin");
    await changeRole(other, admin.id, { role: "staff" }, meta);
    await changeRole(other, admin.id, { role: "admin" }, meta);
    await setUserDisabled(admin, other.id, true, meta);
    // `admin` is now the only active one: nobody else may disable them, and they stay enabled.
    const third = await account("admin");
    await setUserDisabled(admin, third.id, true, meta);
    expect(await refusal(changeRole(admin, admin.id, { role: "staff" }, meta))).toMatchObject({
      status: 400,
    });
    expect(await signedInAs(admin)).toMatchObject({ id: admin.id });
  });
});

describe("the users list", () => {
  it("searches names and emails and pages newest first", async () => {
    const admin = await account("admin");
    const marker = `Zz${Date.now()}`;
    const made = [];
    for (let i = 0; i < 27; i += 1) made.push(await buildUser({ lastName: marker }));
    const first = await listUsers(admin, { q: marker });
    expect(first).toMatchObject({ total: 27, page: 1, pageCount: 2 });
    expect(first.users).toHaveLength(25);
    expect(first.users[0].id).toBe(made[26].id);
    const second = await listUsers(admin, { q: marker, page: 2 });
    expect(second.users.map((user) => user.id)).toEqual([made[1].id, made[0].id]);
    expect((await listUsers(admin, { q: `${marker} nobody` })).total).toBe(0);
    expect(await refusal(listUsers(await account("staff")))).toMatchObject({
      status: 403,
    });
  });
});

describe("settings", () => {
  it("saves, audits what changed, and takes effect on the next request", async () => {
    const admin = await account("admin");
    const saved = await saveSettings(
      admin,
      {
        ...DEFAULT_SETTINGS,
        siteTitle: "Rivera & Lee LLP",
        passwordPolicy: "strict",
        sessionTimeoutMinutes: "15",
      },
      meta,
    );
    expect(saved).toMatchObject({
      settings: { siteTitle: "Rivera & Lee LLP", sessionTimeoutMinutes: 15 },
      refused: {},
      message: "Settings saved",
    });
    expect(await getSettings()).toMatchObject({
      passwordPolicy: "strict",
      siteTitle: "Rivera & Lee LLP",
    });
    const event = await AuditEvent.findOne({
      where: { action: "setting_changed" },
      order: [["id", "DESC"]],
    });
    expect(event?.details).toEqual({
      siteTitle: { from: DEFAULT_SETTINGS.siteTitle, to: "Rivera & Lee LLP" },
      sessionTimeoutMinutes: { from: 60, to: 15 },
      passwordPolicy: { from: "standard", to: "strict" },
    });

    // The strict policy at registration: 12 characters and a symbol, saying what is missing.
    const weak = await refusal(
      register(
        { firstName: "A", lastName: "B", email: uniqueEmail("reg"), password: "Abcdefgh1234" },
        meta,
      ),
    );
    expect(weak.fieldErrors?.password).toEqual(["Password must contain a symbol"]);

    // The shorter timeout ends a session idle for 20 minutes, even one opened under the old one.
    const { user, cookie } = await signedIn("client");
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000);
    await Session.update({ lastSeenAt: twentyMinutesAgo }, { where: { userId: user.id } });
    expect(await getSessionUser(getRequest("/", cookie))).toBeNull();
  });

  it("refuses bad values and changes nothing", async () => {
    const admin = await account("admin");
    const before = await getSettings();
    const bad = await refusal(
      saveSettings(
        admin,
        {
          ...DEFAULT_SETTINGS,
          siteTitle: " ",
          supportEmail: "nope",
          sessionTimeoutMinutes: "2",
          timeZone: "Mars/Olympus_Mons",
        },
        meta,
      ),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual([
      "sessionTimeoutMinutes",
      "siteTitle",
      "supportEmail",
      "timeZone",
    ]);
    expect(await getSettings()).toEqual(before);
    const staff = await account("staff");
    expect(await refusal(saveSettings(staff, DEFAULT_SETTINGS, meta))).toMatchObject({
      status: 403,
      message: ADMIN_ONLY,
    });
  });
});

describe("settings, each on its own terms (issue 36)", () => {
  it("saves the others and names the refused one, on the service and PATCH /api/admin/settings", async () => {
    const admin = await account("admin");
    await saveSettings(admin, DEFAULT_SETTINGS, meta);
    const saved = await saveSettings(
      admin,
      {
        ...DEFAULT_SETTINGS,
        twoFactor: "required",
        sessionTimeoutMinutes: "45",
        timeZone: "America/Chicago",
      },
      meta,
    );
    expect(saved.message).toBe(
      "Saved, except two-factor: set up your own two-factor sign-in first",
    );
    expect(saved.refused).toEqual({ twoFactor: "Set up your own two-factor sign-in first" });
    expect(await getSettings()).toMatchObject({
      twoFactor: "optional",
      sessionTimeoutMinutes: 45,
      timeZone: "America/Chicago",
    });
    // The audit log reads as labelled text.
    const logged = await listAuditEvents(admin, { action: "setting_changed" });
    expect(logged.events[0].detailsText).toBe(
      "Time zone: UTC → America/Chicago, Session timeout (minutes): 60 → 45",
    );

    // The API: a field not sent stays; a bad zone is named and the title still saved.
    const { cookie } = await signedIn("admin");
    const answer = await callApi(settingsApi, "PATCH", "/api/admin/settings", {
      cookie,
      body: { siteTitle: "Okafor Injury Law", timeZone: "EST5EDT-nowhere" },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      settings: {
        siteTitle: "Okafor Injury Law",
        timeZone: "America/Chicago",
        sessionTimeoutMinutes: 45,
      },
      refused: { timeZone: "Choose one of the time zones in the list" },
      message: "Saved, except time zone: choose one of the time zones in the list",
    });
    const nothing = await callApi(settingsApi, "PATCH", "/api/admin/settings", {
      cookie,
      body: { twoFactor: "required" },
    });
    expect(nothing.status).toBe(400);
    expect(await nothing.json()).toMatchObject({
      fieldErrors: { twoFactor: ["Set up your own two-factor sign-in first"] },
    });
    const listed = await callApi(settingsApi, "GET", "/api/admin/settings", { cookie });
    const { timeZones } = (await listed.json()) as { timeZones: string[] };
    expect(timeZones.slice(0, 2)).toEqual(["America/New_York", "America/Chicago"]);
    expect(timeZones).toContain("Europe/Paris");
    expect(timeZones.length).toBeGreaterThan(300);
    const staff = await signedIn("staff");
    expect(
      (await callApi(settingsApi, "GET", "/api/admin/settings", { cookie: staff.cookie })).status,
    ).toBe(403);
    await saveSettings(admin, DEFAULT_SETTINGS, meta);
  });

  it("shows audit details as labelled text", () => {
    expect(detailsText({ tables: 36, rows: 1212, ms: 161 })).toBe(
      "Tables: 36, Rows: 1,212, Time: 161 ms",
    );
    expect(detailsText({ names: ["A B", "C D"], matches: 0 })).toBe("Names: A B, C D, Matches: 0");
  });
});

describe("stat cards", () => {
  it("count from the database as the data changes", async () => {
    const admin = await account("admin");
    const before = await getAdminStats(admin);
    const client = await account();
    await buildCase({ client, status: "active" });
    await buildCase({ client, status: "completed" });
    await buildConsultationForm();
    await createSubmission({ formId: 1, data: consultationValues() }, { ip: "10.70.0.2" });
    const after = await getAdminStats(admin);
    expect(after).toEqual({
      totalUsers: before.totalUsers + 1,
      newUsersThisMonth: before.newUsersThisMonth + 1,
      totalCases: before.totalCases + 2,
      activeCases: before.activeCases + 1,
      totalSubmissions: before.totalSubmissions + 1,
      newSubmissionsToday: before.newSubmissionsToday + 1,
    });
    expect((await refusal(getAdminStats(client))).status).toBe(403);
  });
});

describe("the audit log", () => {
  it("filters by person, action and day, and exports the same as CSV", async () => {
    const admin = await account("admin");
    const client = await account();
    await changeRole(admin, client.id, { role: "staff" }, meta);
    await changeRole(admin, client.id, { role: "client" }, meta);
    const today = new Date().toISOString().slice(0, 10);
    const mine = await listAuditEvents(admin, {
      person: admin.email.toUpperCase(),
      action: "user_role_changed",
      from: today,
      to: today,
    });
    expect(mine.total).toBe(2);
    expect(mine.events[0]).toMatchObject({
      actor: { id: admin.id, email: admin.email },
      action: "user_role_changed",
      description: "Changed an account's role",
      target: `user ${client.id}`,
      ipAddress: meta.ip,
    });
    expect(JSON.parse(mine.events[0].details!)).toEqual({ from: "staff", to: "client" });
    expect((await listAuditEvents(admin, { person: "nobody@example.com" })).total).toBe(0);
    expect(
      (await listAuditEvents(admin, { person: admin.email, from: "2000-01-01", to: "2000-01-02" }))
        .total,
    ).toBe(0);

    const csv = await (
      await auditLogCsv(admin, { person: admin.email, action: "user_role_changed" }, meta)
    ).text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("Time (UTC),Person,Email,Action,Description,Record,Address,Details");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${admin.email},user_role_changed`);
    expect((await refusal(listAuditEvents(await account("staff")))).status).toBe(403);
  });
});

describe("reports", () => {
  it("streams every user as CSV without password hashes, formulas kept as text", async () => {
    const admin = await account("admin");
    const sneaky = await buildUser({ firstName: '=HYPERLINK("http://x")' });
    const response = await reportCsv(admin, "users", meta);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="users-/);
    const csv = await response.text();
    const rows = csv.trim().split("\r\n");
    expect(rows).toHaveLength((await User.count()) + 1);
    expect(csv).toContain(`${sneaky.id},"'=HYPERLINK(""http://x"")"`);
    expect(csv).not.toContain("$2b$");
    expect(
      await AuditEvent.count({ where: { action: "report_exported", actorId: admin.id } }),
    ).toBe(1);
  });
});
