import { createCookie } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { Session, SystemSetting } from "~/models/index.server";
import { createUserSession, getSessionUser } from "~/services/session.server";
import { forgetSettings } from "~/services/settings.server";
import { defaultAppContext } from "~/utils/app-context";
import { DEFAULT_SETTINGS } from "~/utils/settings";
import { buildUser } from "../../tests/factories/users";
import { getRequest } from "../../tests/factories/requests";

async function signedInCookie() {
  const user = await buildUser();
  const setCookie = await createUserSession(user.id, getRequest("/"), defaultAppContext);
  return { user, cookie: setCookie.split(";")[0] };
}

describe("database sessions", () => {
  it("stores only a hash of the cookie's id", async () => {
    const { user, cookie } = await signedInCookie();
    const row = await Session.findOne({ where: { userId: user.id } });
    const rawId = JSON.parse(atob(decodeURIComponent(cookie.split("=")[1]).split(".")[0]));
    expect(row!.idHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.idHash).not.toBe(rawId);
    expect((await getSessionUser(getRequest("/", cookie)))!.id).toBe(user.id);
  });

  it("ends a session that has been idle past the administrator's timeout", async () => {
    const { user, cookie } = await signedInCookie();
    await Session.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { userId: user.id } },
    );
    expect(await getSessionUser(getRequest("/", cookie))).toBeNull();
    expect(await Session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("sets the expiry from the session timeout setting and extends it on activity", async () => {
    await SystemSetting.upsert({ ...DEFAULT_SETTINGS, id: 1, sessionTimeoutMinutes: 5 });
    forgetSettings();
    const { user, cookie } = await signedInCookie();
    const created = await Session.findOne({ where: { userId: user.id } });
    const minutes = (created!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);

    await Session.update(
      { lastSeenAt: new Date(Date.now() - 120_000), expiresAt: new Date(Date.now() + 60_000) },
      { where: { userId: user.id } },
    );
    await getSessionUser(getRequest("/", cookie));
    const touched = await Session.findOne({ where: { userId: user.id } });
    expect(touched!.expiresAt.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    await SystemSetting.destroy({ where: { id: 1 } });
    forgetSettings();
  });

  it("rejects the same session id signed with another secret", async () => {
    const { user, cookie } = await signedInCookie();
    const rawId = JSON.parse(atob(decodeURIComponent(cookie.split("=")[1]).split(".")[0]));
    const forger = createCookie("__session", {
      secrets: ["another-secret-of-at-least-32-characters"],
    });
    const forged = (await forger.serialize(rawId)).split(";")[0];
    expect((await getSessionUser(getRequest("/", cookie)))!.id).toBe(user.id);
    expect(await getSessionUser(getRequest("/", forged))).toBeNull();
  });
});
