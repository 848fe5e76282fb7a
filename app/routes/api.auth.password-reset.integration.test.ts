import { describe, expect, it } from "vitest";
import { AuditEvent, OutboxMessage, PasswordReset, Session, User } from "~/models/index.server";
import { action as forgotAction } from "~/routes/api.auth.forgot-password";
import { action as loginAction } from "~/routes/api.auth.login";
import { action as resetAction } from "~/routes/api.auth.reset-password";
import {
  RESET_DONE,
  RESET_EMAIL_LIMIT,
  RESET_EXPIRED,
  RESET_REQUESTED,
  RESET_USED,
} from "~/services/password-reset.server";
import { uniqueEmail } from "../../tests/factories/emails";
import { jsonRequest, routeArgs } from "../../tests/factories/requests";
import { FACTORY_PASSWORD, buildUser } from "../../tests/factories/users";
import { enrolledUser } from "../../tests/factories/two-factor";

const NEW_PASSWORD = "Brand-New-Pass-2026";
let lastIp = 0;
/** Each request from an address of its own unless told (the address limit is tested apart). */
const nextIp = () => `10.9.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

const forgot = (body: unknown, ip = nextIp()) =>
  forgotAction(
    routeArgs(jsonRequest("/api/auth/forgot-password", body), { clientIp: ip }),
  ) as Promise<Response>;
const reset = (body: unknown) =>
  resetAction(
    routeArgs(jsonRequest("/api/auth/reset-password", body), { clientIp: nextIp() }),
  ) as Promise<Response>;
const login = (email: string, password: string) =>
  loginAction(
    routeArgs(jsonRequest("/api/auth/login", { email, password }), { clientIp: nextIp() }),
  ) as Promise<Response>;

/** The token in the last reset e-mail to this address (read from the outbox, as the e-mail says). */
async function tokenMailedTo(email: string): Promise<string> {
  const message = await OutboxMessage.findOne({
    where: { toAddress: email, kind: "password_reset" },
    order: [["id", "DESC"]],
  });
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(message?.bodyText ?? "")?.[1];
  if (!token) throw new Error(`no reset link was written to ${email}`);
  return token;
}

describe("POST /api/auth/forgot-password", () => {
  it("answers the same, in the same time, whether or not the address has an account", async () => {
    const user = await buildUser();
    const started = Date.now();
    const known = await forgot({ email: user.email.toUpperCase() });
    const knownMs = Date.now() - started;
    const unknownStarted = Date.now();
    const unknown = await forgot({ email: uniqueEmail("nobody") });
    const unknownMs = Date.now() - unknownStarted;
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual({ message: RESET_REQUESTED });
    expect(await unknown.json()).toEqual({ message: RESET_REQUESTED });
    expect(knownMs).toBeGreaterThanOrEqual(390);
    expect(unknownMs).toBeGreaterThanOrEqual(390);
    // Only the account's address got a message, and it names no one else.
    const messages = await OutboxMessage.findAll({ where: { kind: "password_reset" } });
    expect(messages.map((m) => m.toAddress)).toEqual([user.email]);
    expect(messages[0].subject).toBe("Reset your Justice Streamlined password");
    expect(messages[0].bodyText).toMatch(/http:\/\/localhost\/reset-password\/[A-Za-z0-9_-]{43}\n/);
    // The token is kept only as its hash.
    const token = await tokenMailedTo(user.email);
    const row = await PasswordReset.findOne({ where: { userId: user.id } });
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 60 * 60_000)).toBeLessThan(1000);
    expect(
      await AuditEvent.count({ where: { action: "password_reset_requested", actorId: user.id } }),
    ).toBe(1);
  });

  it("sends nothing to a disabled account, and refuses a malformed address", async () => {
    const user = await buildUser();
    await user.update({ disabledAt: new Date() });
    expect((await forgot({ email: user.email })).status).toBe(202);
    expect(await OutboxMessage.count({ where: { toAddress: user.email } })).toBe(0);
    const bad = await forgot({ email: "not an address" });
    expect(bad.status).toBe(400);
  });

  it("limits requests per email and per address", async () => {
    const user = await buildUser();
    for (let n = 0; n < RESET_EMAIL_LIMIT.max; n += 1) {
      expect((await forgot({ email: user.email })).status).toBe(202);
    }
    const refused = await forgot({ email: user.email });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await OutboxMessage.count({ where: { toAddress: user.email } })).toBe(
      RESET_EMAIL_LIMIT.max,
    );
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password once, ends every session, voids the older links and is audited", async () => {
    const user = await buildUser();
    await forgot({ email: user.email });
    const older = await tokenMailedTo(user.email);
    await forgot({ email: user.email });
    const token = await tokenMailedTo(user.email);
    expect(token).not.toBe(older);
    const signedIn = await login(user.email, FACTORY_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(await Session.count({ where: { userId: user.id } })).toBe(1);

    // The older link stopped working when a new one was asked for.
    const stale = await reset({ token: older, password: NEW_PASSWORD });
    expect(stale.status).toBe(410);
    expect((await stale.json()).message).toBe(RESET_EXPIRED);

    const done = await reset({ token, password: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: RESET_DONE });
    expect(await Session.count({ where: { userId: user.id } })).toBe(0);
    expect((await login(user.email, FACTORY_PASSWORD)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    expect(await AuditEvent.count({ where: { action: "password_reset", actorId: user.id } })).toBe(
      1,
    );

    const again = await reset({ token, password: "Another-Pass-2026" });
    expect(again.status).toBe(410);
    expect((await again.json()).message).toBe(RESET_USED);
  });

  it("refuses a password the firm's policy refuses, and the link still works after", async () => {
    const user = await buildUser();
    await forgot({ email: user.email });
    const token = await tokenMailedTo(user.email);
    const weak = await reset({ token, password: "short" });
    expect(weak.status).toBe(400);
    const before = (await User.findByPk(user.id))!.passwordHash;
    expect(before).toBe(user.passwordHash);
    expect((await reset({ token, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("refuses an expired link and one that is not ours", async () => {
    const user = await buildUser();
    await forgot({ email: user.email });
    const token = await tokenMailedTo(user.email);
    await PasswordReset.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { userId: user.id } },
    );
    const expired = await reset({ token, password: NEW_PASSWORD });
    expect(expired.status).toBe(410);
    expect((await expired.json()).message).toBe(RESET_EXPIRED);
    const unknown = await reset({ token: "x".repeat(43), password: NEW_PASSWORD });
    expect(unknown.status).toBe(404);
  });

  it("still asks for the two-factor code at the next sign-in", async () => {
    const { user } = await enrolledUser();
    await forgot({ email: user.email });
    const token = await tokenMailedTo(user.email);
    expect((await reset({ token, password: NEW_PASSWORD })).status).toBe(200);
    const next = await login(user.email, NEW_PASSWORD);
    expect(next.status).toBe(200);
    expect(await next.json()).toMatchObject({ twoFactorRequired: true });
    expect(next.headers.get("Set-Cookie") ?? "").not.toMatch(/__session=[^;]+/);
  });
});
