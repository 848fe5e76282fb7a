import { describe, expect, it, vi } from "vitest";
import { AuditEvent, Session, User } from "~/models/index.server";
import { action as loginAction } from "~/routes/api.auth.login";
import { action as twoFactorAction } from "~/routes/api.auth.login.two-factor";
import { action as logoutAction } from "~/routes/api.auth.logout";
import { loader as meLoader } from "~/routes/api.auth.me";
import { action as registerAction } from "~/routes/api.auth.register";
import { EMAIL_TAKEN, REGISTER_LIMIT } from "~/services/auth.server";
import * as passwords from "~/services/password.server";
import { uniqueEmail } from "../../tests/factories/emails";
import { FACTORY_PASSWORD, buildUser } from "../../tests/factories/users";
import { cookieFrom, getRequest, jsonRequest, routeArgs } from "../../tests/factories/requests";
import { appCode, enrolledUser } from "../../tests/factories/two-factor";

const login = (body: unknown, ip = "10.0.0.1") =>
  loginAction(
    routeArgs(jsonRequest("/api/auth/login", body), { clientIp: ip }),
  ) as Promise<Response>;
const register = (body: unknown, ip = "10.0.1.1") =>
  registerAction(
    routeArgs(jsonRequest("/api/auth/register", body), { clientIp: ip }),
  ) as Promise<Response>;
const me = (cookie?: string) =>
  meLoader(routeArgs(getRequest("/api/auth/me", cookie))) as Promise<Response>;

describe("POST /api/auth/login", () => {
  it("signs in, sets an HttpOnly SameSite=Lax session cookie holding only an id, and never returns the hash", async () => {
    const user = await buildUser({ role: "staff" });
    const response = await login({ email: user.email, password: FACTORY_PASSWORD });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user).toMatchObject({
      id: user.id,
      email: user.email,
      role: "staff",
      firstName: "Pat",
    });
    expect(JSON.stringify(body)).not.toMatch(/password|\$2[aby]\$/i);
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(decodeURIComponent(setCookie)).not.toContain(user.email);
    expect(await Session.count({ where: { userId: user.id } })).toBe(1);
  });

  it("marks the cookie Secure when the request came over HTTPS", async () => {
    const user = await buildUser();
    const response = (await loginAction(
      routeArgs(jsonRequest("/api/auth/login", { email: user.email, password: FACTORY_PASSWORD }), {
        secure: true,
        clientIp: "10.0.0.99",
      }),
    )) as Response;
    expect(response.headers.get("Set-Cookie")).toMatch(/; Secure/);
  });

  it("accepts the email in any case and with surrounding spaces", async () => {
    const user = await buildUser();
    const response = await login({
      email: `  ${user.email.toUpperCase()} `,
      password: FACTORY_PASSWORD,
    });
    expect(response.status).toBe(200);
  });

  it("gives an unknown email and a wrong password the same 401 answer", async () => {
    const user = await buildUser();
    const wrong = await login({ email: user.email, password: "not-the-password" }, "10.0.0.2");
    const unknown = await login({ email: uniqueEmail("nobody"), password: "whatever" }, "10.0.0.3");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a).toEqual({ message: "Invalid email or password" });
    expect(b).toEqual(a);
    expect(wrong.headers.get("Set-Cookie")).toBeNull();
  });

  it.each([
    ["missing fields", {}, { email: ["Email is required"], password: ["Password is required"] }],
    [
      "a malformed email",
      { email: "not-an-email", password: "x" },
      { email: ["Please enter a valid email address"] },
    ],
    [
      "wrong types",
      { email: 42, password: ["x"] },
      { email: ["Email is required"], password: ["Password is required"] },
    ],
  ])("answers 400 with fieldErrors for %s", async (_label, body, fieldErrors) => {
    const response = await login(body, "10.0.0.4");
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.message).toEqual(expect.any(String));
    expect(json.fieldErrors).toEqual(fieldErrors);
  });

  it.each([
    ["malformed JSON", "{not json", "Request body must be valid JSON"],
    ["an empty body", "", "Request body must be a JSON object"],
    ["a JSON array", "[1,2]", "Request body must be a JSON object"],
  ])("answers 400 for %s", async (_label, raw, message) => {
    const response = await login(raw, "10.0.0.5");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it("answers 413 for a body over 64 KiB", async () => {
    const response = await login({ email: "a@b.test", password: "x".repeat(70_000) }, "10.0.0.6");
    expect(response.status).toBe(413);
  });

  it("locks an account after 5 failures with a 429, even for the right password, while other accounts still sign in", async () => {
    // Browsers without a device cookie for the account (device-cookie.integration.test.ts has
    // the owner's browser, which keeps its own allowance).
    const user = await buildUser();
    const other = await buildUser();
    for (let i = 0; i < 5; i++) {
      const response = await login({ email: user.email, password: "wrong" }, `10.1.0.${i}`);
      expect(response.status).toBe(401);
    }
    const locked = await login({ email: user.email, password: FACTORY_PASSWORD }, "10.1.0.50");
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toMatch(/Too many sign-in attempts/);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(
      (await login({ email: other.email, password: FACTORY_PASSWORD }, "10.1.0.51")).status,
    ).toBe(200);
  });

  it("limits one address to 20 failures across accounts", async () => {
    const ip = "10.2.0.1";
    for (let i = 0; i < 20; i++) {
      expect((await login({ email: uniqueEmail("probe"), password: "wrong" }, ip)).status).toBe(
        401,
      );
    }
    const user = await buildUser();
    const blocked = await login({ email: user.email, password: FACTORY_PASSWORD }, ip);
    expect(blocked.status).toBe(429);
    expect(
      (await login({ email: user.email, password: FACTORY_PASSWORD }, "10.2.0.2")).status,
    ).toBe(200);
  });

  it("records sign-ins and failures in the audit trail without the password", async () => {
    const user = await buildUser();
    await login({ email: user.email, password: "Wrong-Secret-1" }, "10.3.0.1");
    await login({ email: user.email, password: FACTORY_PASSWORD }, "10.3.0.1");
    const events = await AuditEvent.findAll({
      where: { actorId: user.id },
      order: [["id", "ASC"]],
    });
    expect(events.map((event) => event.action)).toEqual(["sign_in_failed", "sign_in"]);
    expect(JSON.stringify(events.map((event) => event.toJSON()))).not.toContain("Wrong-Secret-1");
  });
});

describe("POST /api/auth/register", () => {
  const valid = () => ({
    firstName: "Robin",
    lastName: "Hale",
    email: uniqueEmail("robin"),
    password: "Sturdy-Pass-1",
    role: "staff",
  });

  it("creates the account, signs it in and answers 201 with the user", async () => {
    const body = { ...valid(), role: "client" };
    const response = await register(body);
    expect(response.status).toBe(201);
    const json = await response.json();
    expect(json.user).toMatchObject({
      email: body.email,
      role: "client",
      firstName: "Robin",
      lastName: "Hale",
    });
    expect(json.user).not.toHaveProperty("passwordHash");
    expect(json.user).not.toHaveProperty("staffRequest");
    const meResponse = await me(cookieFrom(response));
    expect((await meResponse.json()).user.email).toBe(body.email);
    const stored = await User.findOne({ where: { email: body.email } });
    expect(stored!.passwordHash).toMatch(/^\$2[aby]\$1\d\$/);
    expect(stored!.passwordHash).not.toContain(body.password);
  });

  it("never makes staff: role staff is a client's account with a request an administrator decides", async () => {
    const body = valid();
    const response = await register(body);
    expect(response.status).toBe(201);
    expect((await response.json()).user).toMatchObject({
      email: body.email,
      role: "client",
      staffRequest: "pending",
    });
    expect(await User.findOne({ where: { email: body.email } })).toMatchObject({
      role: "client",
      staffRequest: "pending",
    });
    // Its session is no staff session: who am I answers, the firm's data does not.
    const meResponse = await me(cookieFrom(response));
    expect((await meResponse.json()).user).toMatchObject({
      role: "client",
      staffRequest: "pending",
    });
  });

  it("defaults the account type to client", async () => {
    const { role: _role, ...body } = valid();
    const response = await register(body);
    expect((await response.json()).user.role).toBe("client");
  });

  it("refuses a forged admin role with a clear message and creates nothing", async () => {
    const body = { ...valid(), role: "admin" };
    const before = await User.count();
    const response = await register(body);
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.fieldErrors.role).toEqual([
      "Administrator accounts cannot be created by registration",
    ]);
    expect(await User.count()).toBe(before);
  });

  it("refuses a second account with the same email", async () => {
    const body = valid();
    expect((await register(body)).status).toBe(201);
    const again = await register({ ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(400);
    expect((await again.json()).fieldErrors.email).toEqual([
      "An account with this email already exists",
    ]);
  });

  it("counts a taken email against the address's registrations (the 11th in the hour is 429) and hashes no password for it", async () => {
    const taken = await buildUser();
    const ip = "10.1.35.1";
    const hashing = vi.spyOn(passwords, "hashPassword");
    try {
      for (let i = 0; i < REGISTER_LIMIT.max; i++) {
        const again = await register({ ...valid(), email: taken.email }, ip);
        expect(again.status).toBe(400);
        expect((await again.json()).fieldErrors.email).toEqual([EMAIL_TAKEN]);
      }
      const eleventh = await register({ ...valid(), email: taken.email }, ip);
      expect(eleventh.status).toBe(429);
      expect((await eleventh.json()).message).toMatch(/Too many registrations from this address/);
      expect(Number(eleventh.headers.get("Retry-After"))).toBeGreaterThan(0);
      // The address is spent for new accounts too.
      const fresh = valid();
      expect((await register(fresh, ip)).status).toBe(429);
      expect(await User.count({ where: { email: fresh.email } })).toBe(0);
      expect(hashing).not.toHaveBeenCalled();
      // Another address registers, and its new account's password is hashed once.
      expect((await register(valid(), "10.1.35.2")).status).toBe(201);
      expect(hashing).toHaveBeenCalledTimes(1);
    } finally {
      hashing.mockRestore();
    }
  });

  it("applies the password policy (standard: 8+ characters, mixed case)", async () => {
    const response = await register({ ...valid(), password: "alllowercase" });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.password).toEqual([
      "Password must contain both upper and lower case letters",
    ]);
  });

  it("answers 400 naming each missing field", async () => {
    const response = await register({});
    expect(response.status).toBe(400);
    const { fieldErrors } = await response.json();
    expect(Object.keys(fieldErrors).sort()).toEqual(["email", "firstName", "lastName", "password"]);
    expect(fieldErrors.firstName).toEqual(["First name is required"]);
  });
});

describe("GET /api/auth/me and POST /api/auth/logout", () => {
  it("answers 401 without a session", async () => {
    const response = await me();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Not signed in" });
  });

  it("answers 401 for a forged cookie", async () => {
    expect((await me("__session=forged-value")).status).toBe(401);
  });

  it("logout deletes the session, so a copied cookie stops working", async () => {
    const user = await buildUser();
    const cookie = cookieFrom(
      await login({ email: user.email, password: FACTORY_PASSWORD }, "10.4.0.1"),
    );
    expect((await me(cookie)).status).toBe(200);
    const response = (await logoutAction(
      routeArgs(
        new Request("http://localhost/api/auth/logout", {
          method: "POST",
          headers: { Cookie: cookie },
        }),
      ),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect((await me(cookie)).status).toBe(401);
    expect(await Session.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("POST /api/auth/login with two-factor, then POST /api/auth/login/two-factor", () => {
  const secondStep = (body: unknown, ip = "10.0.7.1") =>
    twoFactorAction(
      routeArgs(jsonRequest("/api/auth/login/two-factor", body), { clientIp: ip }),
    ) as Promise<Response>;

  it("answers that a code is needed, with a short-lived token and no session; the code completes it once", async () => {
    const { row, key } = await enrolledUser("staff");
    const first = await login({ email: row.email, password: FACTORY_PASSWORD }, "10.0.7.2");
    expect(first.status).toBe(200);
    expect(first.headers.get("Set-Cookie")).toBeNull();
    const body = await first.json();
    expect(body).toEqual({
      twoFactorRequired: true,
      token: expect.any(String),
      expiresAt: expect.any(String),
    });
    const expiresIn = Date.parse(body.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(4 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);

    const missing = await secondStep({ token: body.token });
    expect(missing.status).toBe(400);
    expect((await missing.json()).fieldErrors).toHaveProperty("code");
    const wrong = await secondStep({ token: body.token, code: "000000" });
    expect(wrong.status).toBe(400);

    const code = await appCode(key);
    const done = await secondStep({ token: body.token, code });
    expect(done.status).toBe(200);
    expect((await done.json()).user).toMatchObject({ id: row.id, role: "staff" });
    const cookie = cookieFrom(done);
    expect((await (await me(cookie)).json()).user.id).toBe(row.id);

    // The token made its session: a second completion, even with a new code, is refused.
    for (const again of [code, await appCode(key, 1)]) {
      const replay = await secondStep({ token: body.token, code: again });
      expect(replay.status).toBe(401);
      expect(await replay.json()).toEqual({
        message: "Your sign-in has expired. Please sign in again.",
      });
      expect(replay.headers.get("Set-Cookie")).toBeNull();
    }
    expect(await Session.count({ where: { userId: row.id } })).toBe(1);
  });

  it("of two completions of one token sent at once, one signs in and the other answers 401", async () => {
    const { row, key, recoveryCodes } = await enrolledUser("client");
    const { token } = await (
      await login({ email: row.email, password: FACTORY_PASSWORD }, "10.0.7.3")
    ).json();
    const answers = await Promise.all([
      secondStep({ token, code: await appCode(key) }),
      secondStep({ token, code: recoveryCodes[0] }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(await Session.count({ where: { userId: row.id } })).toBe(1);
  });

  it("answers 401 for a token that is not one, and 429 after five wrong codes", async () => {
    const bogus = await secondStep({ token: "12.1893456000000.not-a-signature", code: "123456" });
    expect(bogus.status).toBe(401);
    expect(await bogus.json()).toEqual({
      message: "Your sign-in has expired. Please sign in again.",
    });

    const { row } = await enrolledUser("client");
    const { token } = await (await login({ email: row.email, password: FACTORY_PASSWORD })).json();
    for (let i = 0; i < 5; i++) {
      expect((await secondStep({ token, code: "111111" })).status).toBe(400);
    }
    const limited = await secondStep({ token, code: "111111" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});
