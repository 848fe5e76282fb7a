import { afterEach, describe, expect, it, vi } from "vitest";
import { AuditEvent, RecoveryCode, Session, SystemSetting, User } from "~/models/index.server";
import { action as accountAction } from "~/routes/account";
import { action as welcomeAction } from "~/routes/_index";
import { action as codeStepAction, loader as codeStepLoader } from "~/routes/sign-in.two-factor";
import { action as loginAction } from "~/routes/api.auth.login";
import { changeRole } from "~/services/accounts.server";
import {
  SAME_PASSWORD,
  changePassword,
  listSessions,
  revokeOtherSessions,
  revokeSession,
} from "~/services/account-security.server";
import { signIn, toPublicUser } from "~/services/auth.server";
import { requireApiUser, requireScreenUser } from "~/services/guard.server";
import {
  ABSOLUTE_LIFETIME_MS,
  currentSessionHash,
  getSessionUser,
} from "~/services/session.server";
import {
  REQUIRE_OWN_TWO_FACTOR_FIRST,
  forgetSettings,
  saveSettings,
} from "~/services/settings.server";
import { CHALLENGE_EXPIRED } from "~/services/sign-in-challenge.server";
import {
  CODE_LIMIT,
  INVALID_CODE,
  INVALID_SETUP_CODE,
  TWO_FACTOR_REQUIRED_BY_FIRM,
  TWO_FACTOR_SETUP_REQUIRED,
  WRONG_PASSWORD,
  beginEnrolment,
  completeSecondStep,
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  resetTwoFactor,
} from "~/services/two-factor.server";
import { DEFAULT_SETTINGS } from "~/utils/settings";
import { ServiceError } from "~/utils/service-error";
import { FACTORY_PASSWORD, buildUser } from "../../tests/factories/users";
import {
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  settle,
} from "../../tests/factories/requests";
import { sessionCookieFor } from "../../tests/factories/sessions";
import { appCode, enrolledUser } from "../../tests/factories/two-factor";

const meta = { ip: "10.30.0.1" };

/** A route's loader or action called as the server would, with its arguments; settled. */
const call = <T>(
  route: (args: ReturnType<typeof routeArgs>) => Promise<T> | T,
  args: ReturnType<typeof routeArgs>,
) => settle(route(args));

async function refusal(work: Promise<unknown>): Promise<ServiceError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

const lastEvent = (action: string, actorId: number) =>
  AuditEvent.findOne({ where: { action, actorId }, order: [["id", "DESC"]] });

/** The firm's setting, written directly (saving it through the service has its own test). */
async function setTwoFactorMode(mode: "disabled" | "optional" | "required") {
  await SystemSetting.upsert({ id: 1, ...DEFAULT_SETTINGS, twoFactor: mode });
  forgetSettings();
}

async function secondStepToken(email: string) {
  const step = await signIn({ email, password: FACTORY_PASSWORD }, meta);
  if (step.status !== "second-step") throw new Error("expected the code step");
  return step.token;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await setTwoFactorMode("optional");
});

describe("setting up two-factor sign-in", () => {
  it("shows a QR code and the key, keeps the key until confirmed, and stores it encrypted", async () => {
    const user = toPublicUser(await buildUser({ role: "staff" }));
    const first = await beginEnrolment(user);
    expect(first.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(first.uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+.*issuer=Justice/);
    expect(first.key.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32}$/);
    expect((await beginEnrolment(user)).key).toBe(first.key);
    const row = await User.findByPk(user.id);
    expect(row!.twoFactorPendingSecret).toMatch(/^v1\./);
    expect(row!.twoFactorPendingSecret).not.toContain(first.key.replace(/\s/g, ""));
    expect(row!.twoFactorEnabledAt).toBeNull();
  });

  it("refuses a wrong code, then turns on with a current one and shows ten recovery codes once", async () => {
    const user = toPublicUser(await buildUser({ role: "client" }));
    const { key } = await beginEnrolment(user);
    const wrong = await refusal(confirmEnrolment(user, { code: "000000" }, meta));
    expect(wrong.status).toBe(400);
    expect(wrong.fieldErrors).toEqual({ code: [INVALID_SETUP_CODE] });
    expect(await lastEvent("two_factor_failed", user.id)).not.toBeNull();

    const codes = await confirmEnrolment(user, { code: await appCode(key) }, meta);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await RecoveryCode.findAll({ where: { userId: user.id } });
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^scrypt\$/);
      expect(codes.some((code) => row.codeHash.includes(code.replace("-", "")))).toBe(false);
    }
    const row = await User.findByPk(user.id);
    expect(row!.twoFactorEnabledAt).not.toBeNull();
    expect(row!.twoFactorPendingSecret).toBeNull();
    expect(row!.twoFactorSecret).toMatch(/^v1\./);
    expect(await lastEvent("two_factor_enabled", user.id)).not.toBeNull();
  });

  it("is refused while the firm has turned two-factor off", async () => {
    await setTwoFactorMode("disabled");
    const user = toPublicUser(await buildUser());
    expect((await refusal(beginEnrolment(user))).status).toBe(409);
  });
});

describe("signing in with two-factor", () => {
  it("asks for a code after the password and makes no session until the code is right", async () => {
    const { row, key } = await enrolledUser();
    const sessionsBefore = await Session.count({ where: { userId: row.id } });
    const step = await signIn({ email: row.email, password: FACTORY_PASSWORD }, meta);
    expect(step).toMatchObject({ status: "second-step", token: expect.any(String) });
    expect(step).not.toHaveProperty("user");
    expect(await Session.count({ where: { userId: row.id } })).toBe(sessionsBefore);
    expect(await lastEvent("sign_in_code_requested", row.id)).not.toBeNull();

    const token = (step as { token: string }).token;
    const wrong = await refusal(completeSecondStep(token, { code: "123456" }, meta));
    expect(wrong).toMatchObject({ status: 400, message: INVALID_CODE });
    const user = await completeSecondStep(token, { code: await appCode(key) }, meta);
    expect(user.id).toBe(row.id);
    const event = await lastEvent("sign_in", row.id);
    expect(event!.details).toEqual({ twoFactor: "app" });
  });

  it("accepts a code once: the same code again, or an older one, is refused", async () => {
    const { row, key } = await enrolledUser();
    const code = await appCode(key);
    await completeSecondStep(await secondStepToken(row.email), { code }, meta);
    const replay = await refusal(
      completeSecondStep(await secondStepToken(row.email), { code }, meta),
    );
    expect(replay).toMatchObject({ status: 400, message: INVALID_CODE });
    // The next step's code is new; then the current one is older than the last used.
    await completeSecondStep(
      await secondStepToken(row.email),
      { code: await appCode(key, 1) },
      meta,
    );
    const older = await refusal(
      completeSecondStep(await secondStepToken(row.email), { code }, meta),
    );
    expect(older).toMatchObject({ status: 400, message: INVALID_CODE });
  });

  it("completes one sign-in per token: a second, even with a new code, is 401; wrong codes do not spend it", async () => {
    const { row, key, recoveryCodes } = await enrolledUser();
    const token = await secondStepToken(row.email);
    for (let i = 0; i < 2; i++) {
      const wrong = await refusal(completeSecondStep(token, { code: "000000" }, meta));
      expect(wrong).toMatchObject({ status: 400, message: INVALID_CODE });
    }
    expect((await completeSecondStep(token, { code: await appCode(key) }, meta)).id).toBe(row.id);

    const again = await refusal(completeSecondStep(token, { code: await appCode(key, 1) }, meta));
    expect(again).toMatchObject({ status: 401, message: CHALLENGE_EXPIRED });
    // A spent token is refused before its code is looked at: the recovery code stays unused,
    // and no wrong code is counted.
    const withRecovery = await refusal(completeSecondStep(token, { code: recoveryCodes[0] }, meta));
    expect(withRecovery.status).toBe(401);
    expect(await RecoveryCode.count({ where: { userId: row.id, usedAt: null } })).toBe(10);
    expect(
      await AuditEvent.count({ where: { action: "two_factor_failed", actorId: row.id } }),
    ).toBe(2);
    expect(await AuditEvent.count({ where: { action: "sign_in", actorId: row.id } })).toBe(1);
    // The next step's code still signs in, with a new token.
    const fresh = await secondStepToken(row.email);
    expect((await completeSecondStep(fresh, { code: await appCode(key, 1) }, meta)).id).toBe(
      row.id,
    );
  });

  it("takes two completions of one token at once, each with a right code, only once", async () => {
    const { row, key, recoveryCodes } = await enrolledUser();
    const token = await secondStepToken(row.email);
    const results = await Promise.allSettled([
      completeSecondStep(token, { code: await appCode(key) }, meta),
      completeSecondStep(token, { code: recoveryCodes[0] }, meta),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [lost] = results.filter((result) => result.status === "rejected");
    expect((lost as PromiseRejectedResult).reason).toMatchObject({
      status: 401,
      message: CHALLENGE_EXPIRED,
    });
    expect(await AuditEvent.count({ where: { action: "sign_in", actorId: row.id } })).toBe(1);
  });

  it("takes two sign-ins with the same code at once only once", async () => {
    const { row, key } = await enrolledUser();
    const token = await secondStepToken(row.email);
    const code = await appCode(key);
    const results = await Promise.allSettled([
      completeSecondStep(token, { code }, meta),
      completeSecondStep(token, { code }, meta),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
  });

  it("accepts a recovery code once, and says how many are left", async () => {
    const { row, recoveryCodes } = await enrolledUser();
    const token = await secondStepToken(row.email);
    await completeSecondStep(token, { code: recoveryCodes[3].toUpperCase() }, meta);
    expect((await lastEvent("sign_in", row.id))!.details).toEqual({ twoFactor: "recovery_code" });
    expect((await lastEvent("recovery_code_used", row.id))!.details).toEqual({ remaining: 9 });
    const again = await refusal(
      completeSecondStep(await secondStepToken(row.email), { code: recoveryCodes[3] }, meta),
    );
    expect(again).toMatchObject({ status: 400, message: INVALID_CODE });
  });

  it("stops after five wrong codes, even for the right one, for fifteen minutes", async () => {
    const { row, key } = await enrolledUser();
    const token = await secondStepToken(row.email);
    for (let i = 0; i < CODE_LIMIT.max; i++) {
      expect((await refusal(completeSecondStep(token, { code: "999999" }, meta))).status).toBe(400);
    }
    const limited = await refusal(completeSecondStep(token, { code: await appCode(key) }, meta));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers?.["Retry-After"])).toBeGreaterThan(800);
    expect(
      await AuditEvent.count({ where: { action: "two_factor_failed", actorId: row.id } }),
    ).toBe(CODE_LIMIT.max);
  });

  it("refuses the password step's token once it is five minutes old, or after a password change", async () => {
    const { row, user, key } = await enrolledUser();
    const token = await secondStepToken(row.email);
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 5 * 60_000 + 1);
    const late = await refusal(completeSecondStep(token, { code: "123456" }, meta));
    expect(late).toMatchObject({ status: 401, message: CHALLENGE_EXPIRED });
    vi.restoreAllMocks();

    const fresh = await secondStepToken(row.email);
    await changePassword(
      user,
      {
        currentPassword: FACTORY_PASSWORD,
        newPassword: "Another-Pass-2027",
        confirmPassword: "Another-Pass-2027",
      },
      { ...meta, current: null },
    );
    const void_ = await refusal(completeSecondStep(fresh, { code: await appCode(key) }, meta));
    expect(void_.status).toBe(401);
    expect((await refusal(completeSecondStep("1.2.abc", { code: "123456" }, meta))).status).toBe(
      401,
    );
  });

  it("goes from the sign-in form to the code step (a cookie, no session) and on to the dashboard", async () => {
    const { row, key } = await enrolledUser();
    const form = await call(
      welcomeAction,
      routeArgs(
        formRequest("/?index", { intent: "sign-in", email: row.email, password: FACTORY_PASSWORD }),
      ),
    );
    expect(form).toBeInstanceOf(Response);
    const passwordStep = form as Response;
    expect(passwordStep.status).toBe(302);
    expect(passwordStep.headers.get("Location")).toBe("/sign-in/two-factor");
    const challenge = passwordStep.headers.get("Set-Cookie")!;
    expect(challenge).toMatch(/^__sign_in=.+; Max-Age=300; Path=\/sign-in; HttpOnly; SameSite=Lax/);
    expect(challenge).not.toMatch(/__session=/);

    const done = (await call(
      codeStepAction,
      routeArgs(
        formRequest(
          "/sign-in/two-factor",
          { intent: "verify", code: await appCode(key) },
          challenge.split(";")[0],
        ),
      ),
    )) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/dashboard");
    const cookies = done.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith("__session="))!;
    expect(cookies.some((cookie) => /^__sign_in=;.*Max-Age=0/.test(cookie))).toBe(true);
    const signedIn = await getSessionUser(getRequest("/dashboard", session.split(";")[0]));
    expect(signedIn?.id).toBe(row.id);
  });

  it("on the code step's screen, refuses a token that already signed in (401) and sends the page back to sign in", async () => {
    const { row, key } = await enrolledUser();
    const passwordStep = (await call(
      welcomeAction,
      routeArgs(
        formRequest("/?index", { intent: "sign-in", email: row.email, password: FACTORY_PASSWORD }),
      ),
    )) as Response;
    // A copy of the code step's cookie, kept after the sign-in it made.
    const challenge = passwordStep.headers.get("Set-Cookie")!.split(";")[0];
    const verify = async (code: string) =>
      call(
        codeStepAction,
        routeArgs(formRequest("/sign-in/two-factor", { intent: "verify", code }, challenge)),
      );
    const done = (await verify(await appCode(key))) as Response;
    expect(done.headers.get("Location")).toBe("/dashboard");

    const again = (await verify(await appCode(key, 1))) as unknown as {
      data: { result: { error?: Record<string, string[] | null> } };
      init: { status: number };
    };
    expect(again.init.status).toBe(401);
    expect(again.data.result.error?.[""]).toEqual([CHALLENGE_EXPIRED]);
    expect(await Session.count({ where: { userId: row.id } })).toBe(1);

    const page = (await call(
      codeStepLoader,
      routeArgs(getRequest("/sign-in/two-factor", challenge)),
    )) as Response;
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/");
  });
});

describe("recovery codes and turning two-factor off", () => {
  it("makes new recovery codes for a current code; the old ones stop working", async () => {
    const { row, user, key, recoveryCodes } = await enrolledUser("client");
    const fresh = await regenerateRecoveryCodes(user, { code: await appCode(key) }, meta);
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect(await lastEvent("recovery_codes_regenerated", row.id)).not.toBeNull();
    const token = await secondStepToken(row.email);
    expect(
      (await refusal(completeSecondStep(token, { code: recoveryCodes[0] }, meta))).status,
    ).toBe(400);
    await completeSecondStep(token, { code: fresh[0] }, meta);
  });

  it("turns off with the password and a current code, and not while the firm requires it of staff", async () => {
    const { row, user, key } = await enrolledUser("staff");
    const wrongPassword = await refusal(
      disableTwoFactor(user, { password: "nope", code: await appCode(key) }, meta),
    );
    expect(wrongPassword.fieldErrors).toEqual({ password: [WRONG_PASSWORD] });
    await setTwoFactorMode("required");
    const required = await refusal(
      disableTwoFactor(user, { password: FACTORY_PASSWORD, code: await appCode(key) }, meta),
    );
    expect(required).toMatchObject({ status: 409, message: TWO_FACTOR_REQUIRED_BY_FIRM });
    await setTwoFactorMode("optional");
    await disableTwoFactor(user, { password: FACTORY_PASSWORD, code: await appCode(key) }, meta);
    const after = await User.findByPk(row.id);
    expect(after!.twoFactorSecret).toBeNull();
    expect(after!.twoFactorEnabledAt).toBeNull();
    expect(await RecoveryCode.count({ where: { userId: row.id } })).toBe(0);
    expect(await lastEvent("two_factor_disabled", row.id)).not.toBeNull();
    expect(await signIn({ email: row.email, password: FACTORY_PASSWORD }, meta)).toMatchObject({
      status: "signed-in",
    });
  });

  it("is reset by an administrator (audited): the person's sessions end", async () => {
    const { row } = await enrolledUser("staff");
    const cookie = await sessionCookieFor(row);
    const admin = toPublicUser(await buildUser({ role: "admin" }));
    const staff = toPublicUser(await buildUser({ role: "staff" }));
    expect((await refusal(resetTwoFactor(staff, row.id, meta))).status).toBe(403);
    expect((await refusal(resetTwoFactor(admin, admin.id, meta))).status).toBe(400);
    await resetTwoFactor(admin, row.id, meta);
    expect((await User.findByPk(row.id))!.twoFactorEnabledAt).toBeNull();
    expect(await getSessionUser(getRequest("/", cookie))).toBeNull();
    const event = await lastEvent("two_factor_reset", admin.id);
    expect(event).toMatchObject({ targetType: "user", targetId: String(row.id) });
  });
});

describe("the firm's two-factor setting", () => {
  it("can be made required only by an administrator who uses two-factor", async () => {
    const admin = toPublicUser(await buildUser({ role: "admin" }));
    const required = { ...DEFAULT_SETTINGS, twoFactor: "required" };
    const refused = await refusal(saveSettings(admin, required, meta));
    expect(refused.fieldErrors).toEqual({ twoFactor: [REQUIRE_OWN_TWO_FACTOR_FIRST] });
    const { user: enrolledAdmin } = await enrolledUser("admin");
    await saveSettings(enrolledAdmin, required, meta);
    forgetSettings();
    const event = await lastEvent("setting_changed", enrolledAdmin.id);
    expect(event!.details).toEqual({ twoFactor: { from: "optional", to: "required" } });
  });

  it("with required, sends staff without it to the set-up and refuses their /api calls, but not clients", async () => {
    await setTwoFactorMode("required");
    const staff = await buildUser({ role: "staff" });
    const staffCookie = await sessionCookieFor(staff);
    const redirect = await requireScreenUser(getRequest("/dashboard", staffCookie), "dashboard")
      .then(() => null)
      .catch((thrown: Response) => thrown);
    expect(redirect?.headers.get("Location")).toBe("/account/two-factor");
    await expect(
      requireScreenUser(getRequest("/account/two-factor", staffCookie), "twoFactorSetup"),
    ).resolves.toMatchObject({ id: staff.id });
    const api = await refusal(requireApiUser(getRequest("/api/cases", staffCookie), "signed-in"));
    expect(api).toMatchObject({ status: 403, message: TWO_FACTOR_SETUP_REQUIRED });
    await expect(
      requireApiUser(getRequest("/api/auth/me", staffCookie), "signed-in", {
        beforeTwoFactor: true,
      }),
    ).resolves.toMatchObject({ id: staff.id });

    const client = await buildUser({ role: "client" });
    await expect(
      requireScreenUser(
        getRequest("/client-portal", await sessionCookieFor(client)),
        "clientPortal",
      ),
    ).resolves.toMatchObject({ id: client.id });

    // Once it is set up, everything is open again.
    const user = toPublicUser(staff);
    const { key } = await beginEnrolment(user);
    await confirmEnrolment(user, { code: await appCode(key) }, meta);
    await expect(
      requireScreenUser(getRequest("/dashboard", staffCookie), "dashboard"),
    ).resolves.toMatchObject({ id: staff.id });
  });
});

describe("changing the password", () => {
  it("needs the current password and the firm's policy, and ends every other session", async () => {
    const row = await buildUser({ role: "client" });
    const user = toPublicUser(row);
    const here = await sessionCookieFor(row);
    const elsewhere = await sessionCookieFor(row);
    const current = await currentSessionHash(getRequest("/", here));
    const input = (currentPassword: string, newPassword: string) => ({
      currentPassword,
      newPassword,
      confirmPassword: newPassword,
    });

    const wrong = await refusal(
      changePassword(user, input("nope", "Better-Pass-2027"), { ...meta, current }),
    );
    expect(wrong.fieldErrors).toEqual({ currentPassword: [WRONG_PASSWORD] });
    expect(await lastEvent("password_change_failed", row.id)).not.toBeNull();
    const weak = await refusal(
      changePassword(user, input(FACTORY_PASSWORD, "short"), { ...meta, current }),
    );
    expect(weak.fieldErrors?.newPassword?.[0]).toBe("Password must be at least 8 characters");
    const same = await refusal(
      changePassword(user, input(FACTORY_PASSWORD, FACTORY_PASSWORD), { ...meta, current }),
    );
    expect(same.fieldErrors).toEqual({ newPassword: [SAME_PASSWORD] });
    const mismatch = await refusal(
      changePassword(
        user,
        {
          currentPassword: FACTORY_PASSWORD,
          newPassword: "Better-Pass-2027",
          confirmPassword: "x",
        },
        { ...meta, current },
      ),
    );
    expect(mismatch.fieldErrors).toHaveProperty("confirmPassword");

    const done = await changePassword(user, input(FACTORY_PASSWORD, "Better-Pass-2027"), {
      ...meta,
      current,
    });
    expect(done.otherSessionsEnded).toBe(1);
    expect(await getSessionUser(getRequest("/", elsewhere))).toBeNull();
    expect((await getSessionUser(getRequest("/", here)))?.id).toBe(row.id);
    expect((await lastEvent("password_changed", row.id))!.details).toEqual({
      otherSessionsEnded: 1,
    });
    await expect(
      signIn({ email: row.email, password: "Better-Pass-2027" }, meta),
    ).resolves.toMatchObject({ status: "signed-in" });
  });

  it("on the account page, gives this browser a new session id and keeps it signed in", async () => {
    const row = await buildUser({ role: "staff" });
    const cookie = await sessionCookieFor(row);
    const response = (await call(
      accountAction,
      routeArgs(
        formRequest(
          "/account",
          {
            intent: "change-password",
            currentPassword: FACTORY_PASSWORD,
            newPassword: "Better-Pass-2027",
            confirmPassword: "Better-Pass-2027",
          },
          cookie,
        ),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    const session = response.headers
      .getSetCookie()
      .find((header) => header.startsWith("__session="))!;
    expect(session.split(";")[0]).not.toBe(cookie);
    expect(await getSessionUser(getRequest("/", cookie))).toBeNull();
    expect((await getSessionUser(getRequest("/", session.split(";")[0])))?.id).toBe(row.id);
  });
});

describe("sessions", () => {
  it("lists the account's sessions with their device, and ends one, or all the others", async () => {
    const row = await buildUser({ role: "client" });
    const user = toPublicUser(row);
    const here = await sessionCookieFor(row);
    const phone = await sessionCookieFor(row);
    const third = await sessionCookieFor(row);
    await Session.update(
      {
        userAgent:
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1",
      },
      { where: { idHash: (await currentSessionHash(getRequest("/", phone)))! } },
    );
    const current = await currentSessionHash(getRequest("/", here));
    const sessions = await listSessions(user, current);
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const iphone = sessions.find((session) => session.device === "Safari on iPhone")!;
    expect(iphone.id).toMatch(/^[\w-]{22}$/);
    expect(JSON.stringify(sessions)).not.toContain(current!);

    // Someone else cannot end it by its handle.
    const other = toPublicUser(await buildUser());
    expect(
      (await refusal(revokeSession(other, iphone.id, { ...meta, current: null }))).status,
    ).toBe(404);
    await revokeSession(user, iphone.id, { ...meta, current });
    expect(await getSessionUser(getRequest("/", phone))).toBeNull();
    expect(await lastEvent("session_revoked", row.id)).not.toBeNull();

    expect(await revokeOtherSessions(user, { ...meta, current })).toBe(1);
    expect(await getSessionUser(getRequest("/", third))).toBeNull();
    expect((await getSessionUser(getRequest("/", here)))?.id).toBe(row.id);
    expect((await lastEvent("sessions_revoked", row.id))!.details).toEqual({ ended: 1 });
  });

  it("ends a session twelve hours after sign-in, however active", async () => {
    const row = await buildUser();
    const cookie = await sessionCookieFor(row);
    const idHash = (await currentSessionHash(getRequest("/", cookie)))!;
    await Session.update(
      { createdAt: new Date(Date.now() - ABSOLUTE_LIFETIME_MS - 1000), lastSeenAt: new Date() },
      { where: { idHash } },
    );
    expect(await getSessionUser(getRequest("/", cookie))).toBeNull();
    expect(await Session.count({ where: { idHash } })).toBe(0);
  });

  it("gets a new id at sign-in: the session the browser came with ends", async () => {
    const row = await buildUser({ role: "staff" });
    const before = await sessionCookieFor(row);
    const request = jsonRequest(
      "/api/auth/login",
      { email: row.email, password: FACTORY_PASSWORD },
      { cookie: before },
    );
    const response = (await call(loginAction, routeArgs(request))) as Response;
    expect(response.status).toBe(200);
    const after = response.headers.get("Set-Cookie")!.split(";")[0];
    expect(after).not.toBe(before);
    expect(await getSessionUser(getRequest("/", before))).toBeNull();
    expect((await getSessionUser(getRequest("/", after)))?.id).toBe(row.id);
  });

  it("ends at a change of role: the person signs in again under the new one", async () => {
    const row = await buildUser({ role: "client" });
    const cookie = await sessionCookieFor(row);
    const admin = toPublicUser(await buildUser({ role: "admin" }));
    await changeRole(admin, row.id, { role: "staff" }, meta);
    expect(await getSessionUser(getRequest("/", cookie))).toBeNull();
  });
});
