import { afterEach, describe, expect, it, vi } from "vitest";
import { action as welcomeAction } from "~/routes/_index";
import { action as loginAction } from "~/routes/api.auth.login";
import { action as twoFactorAction } from "~/routes/api.auth.login.two-factor";
import { action as codeStepAction } from "~/routes/sign-in.two-factor";
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, DEVICE_LIMIT } from "~/services/auth.server";
import { DEVICE_ENTRIES_MAX, deviceCookieHeader } from "~/services/device-cookie.server";
import { getSessionUser } from "~/services/session.server";
import { defaultAppContext } from "~/utils/app-context";
import {
  deviceCookieFrom,
  deviceCookieOf,
  deviceEntries,
  deviceSetCookie,
} from "../../tests/factories/devices";
import { uniqueEmail } from "../../tests/factories/emails";
import {
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  settle,
} from "../../tests/factories/requests";
import { appCode, enrolledUser } from "../../tests/factories/two-factor";
import { FACTORY_PASSWORD, buildUser } from "../../tests/factories/users";

/** POST /api/auth/login from a browser at `ip` that sends `cookie`. */
const login = (
  email: string,
  password: string,
  from: { ip: string; cookie?: string; secure?: boolean },
) =>
  loginAction(
    routeArgs(jsonRequest("/api/auth/login", { email, password }, { cookie: from.cookie }), {
      clientIp: from.ip,
      secure: from.secure ?? false,
    }),
  ) as Promise<Response>;

/** The account's owner signs in once from their browser: its device cookie. */
async function ownersBrowser(email: string, ip: string): Promise<string> {
  const response = await login(email, FACTORY_PASSWORD, { ip });
  expect(response.status).toBe(200);
  return deviceCookieFrom(response);
}

/** Strangers without the cookie fill the account's window, each from an address of their own. */
async function strangersGuess(email: string, network: string) {
  for (let i = 0; i < ACCOUNT_LIMIT.max; i++) {
    const guess = await login(email, "Wrong-Guess-2026", { ip: `${network}.${i}` });
    expect(guess.status).toBe(401);
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("device cookies: strangers' guesses do not lock the owner out", () => {
  it("lets the owner's browser sign in after strangers' guesses locked the account; others get 429", async () => {
    const user = await buildUser({ role: "admin" });
    const device = await ownersBrowser(user.email, "10.60.0.1");
    await strangersGuess(user.email, "10.60.1");

    const stranger = await login(user.email, FACTORY_PASSWORD, { ip: "10.60.1.9" });
    expect(stranger.status).toBe(429);
    expect((await stranger.json()).message).toMatch(/^Too many sign-in attempts\./);

    const owner = await login(user.email, FACTORY_PASSWORD, { ip: "10.60.0.1", cookie: device });
    expect(owner.status).toBe(200);
    expect((await owner.json()).user.id).toBe(user.id);
    // The owner's sign-in leaves the strangers' window as it was.
    expect((await login(user.email, FACTORY_PASSWORD, { ip: "10.60.1.10" })).status).toBe(429);
  });

  it("is not refused by its address's window either, which strangers there filled", async () => {
    const user = await buildUser();
    const office = "10.61.0.1";
    const device = await ownersBrowser(user.email, office);
    // Sent at once: each takes its hit before its password is compared, so all 20 are compared.
    const probes = await Promise.all(
      Array.from({ length: ADDRESS_LIMIT.max }, () =>
        login(uniqueEmail("probe"), "Wrong-Guess-2026", { ip: office }),
      ),
    );
    expect(probes.map((probe) => probe.status)).toEqual(Array(ADDRESS_LIMIT.max).fill(401));
    expect((await login(user.email, FACTORY_PASSWORD, { ip: office })).status).toBe(429);
    const owner = await login(user.email, FACTORY_PASSWORD, { ip: office, cookie: device });
    expect(owner.status).toBe(200);
  });

  it("gives the device its own allowance: the sixth failure is 429, and the account's window is untouched", async () => {
    const user = await buildUser();
    const device = await ownersBrowser(user.email, "10.62.0.1");
    const from = { ip: "10.62.0.1", cookie: device };

    for (let i = 0; i < DEVICE_LIMIT.max - 1; i++) {
      expect((await login(user.email, "Wrong-Guess-2026", from)).status).toBe(401);
    }
    expect((await login(user.email, FACTORY_PASSWORD, from)).status).toBe(200);
    // The success cleared the device's window: five failures again, then refused.
    for (let i = 0; i < DEVICE_LIMIT.max; i++) {
      expect((await login(user.email, "Wrong-Guess-2026", from)).status).toBe(401);
    }
    const refused = await login(user.email, FACTORY_PASSWORD, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(800);
    // Its failures counted against it alone: another browser signs in to the account.
    expect((await login(user.email, FACTORY_PASSWORD, { ip: "10.62.0.2" })).status).toBe(200);
  });

  it("counts the device's attempts before the password is compared: of ten sent at once, five are compared", async () => {
    const user = await buildUser();
    const device = await ownersBrowser(user.email, "10.63.0.1");
    await strangersGuess(user.email, "10.63.1");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        login(user.email, "Wrong-Guess-2026", { ip: "10.63.0.1", cookie: device }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it("gives no allowance to an altered or forged cookie, another account's, or one past 180 days", async () => {
    const user = await buildUser();
    const other = await buildUser();
    const device = await ownersBrowser(user.email, "10.64.0.1");
    const othersDevice = await ownersBrowser(other.email, "10.64.0.2");
    const [entry] = deviceEntries(device);
    const [othersEntry] = deviceEntries(othersDevice);
    const [id, issued, nonce, signature] = entry.split(".");
    const [, othersIssued, othersNonce, othersSignature] = othersEntry.split(".");
    const flipped = signature.at(-1) === "A" ? "B" : "A";

    vi.spyOn(Date, "now").mockReturnValue(Date.now() - 181 * 24 * 60 * 60_000);
    const old = (await deviceCookieHeader(user.id, getRequest("/"), defaultAppContext)).split(
      ";",
    )[0];
    vi.restoreAllMocks();
    vi.spyOn(Date, "now").mockReturnValue(Date.now() - 179 * 24 * 60 * 60_000);
    const nearlyOld = (await deviceCookieHeader(user.id, getRequest("/"), defaultAppContext)).split(
      ";",
    )[0];
    vi.restoreAllMocks();

    await strangersGuess(user.email, "10.64.1");
    const refusedWith = {
      "an altered signature": deviceCookieOf([
        `${id}.${issued}.${nonce}.${signature.slice(0, -1)}${flipped}`,
      ]),
      "another nonce under the same signature": deviceCookieOf([
        `${id}.${issued}.${othersNonce}.${signature}`,
      ]),
      "an older issue time under the same signature": deviceCookieOf([
        `${id}.${Number(issued) - 1}.${nonce}.${signature}`,
      ]),
      "another account's entry given this account's id": deviceCookieOf([
        `${user.id}.${othersIssued}.${othersNonce}.${othersSignature}`,
      ]),
      "another account's own cookie": othersDevice,
      "an entry issued 181 days ago": old,
      "no entries": deviceCookieOf([]),
      "a value that is not a list": "__device=bm90IGEgbGlzdA%3D%3D",
    };
    for (const [label, cookie] of Object.entries(refusedWith)) {
      const answer = await login(user.email, FACTORY_PASSWORD, { ip: "10.64.2.1", cookie });
      expect([label, answer.status]).toEqual([label, 429]);
    }
    // The genuine cookie, and one issued 179 days ago, still hold.
    expect(
      (await login(user.email, FACTORY_PASSWORD, { ip: "10.64.2.1", cookie: nearlyOld })).status,
    ).toBe(200);
    expect(
      (await login(user.email, FACTORY_PASSWORD, { ip: "10.64.2.1", cookie: device })).status,
    ).toBe(200);
  });
});

describe("setting the device cookie", () => {
  it("sets it at an /api sign-in: HttpOnly, SameSite=Lax, path /, 180 days, Secure over HTTPS", async () => {
    const user = await buildUser();
    const plain = await login(user.email, FACTORY_PASSWORD, { ip: "10.65.0.1" });
    const cookies = plain.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^__session=/);
    const header = deviceSetCookie(plain)!;
    expect(header).toMatch(/^__device=[^;]+; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(deviceEntries(deviceCookieFrom(plain))).toEqual([
      expect.stringMatching(new RegExp(`^${user.id}\\.\\d{10}\\.[\\w-]{22}\\.[\\w-]{43}$`)),
    ]);
    // It holds the account's id, never its email.
    expect(decodeURIComponent(header)).not.toContain(user.email);

    const secure = await login(user.email, FACTORY_PASSWORD, { ip: "10.65.0.1", secure: true });
    expect(deviceSetCookie(secure)).toMatch(/; Secure/);
  });

  it("sets it at the sign-in screen, after the session cookie, and the screen honours it", async () => {
    const user = await buildUser();
    const response = (await settle(
      welcomeAction(
        routeArgs(
          formRequest("/?index", {
            intent: "sign-in",
            email: user.email,
            password: FACTORY_PASSWORD,
          }),
          { clientIp: "10.66.0.1" },
        ),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard");
    const [session, device] = response.headers.getSetCookie();
    expect(session).toMatch(/^__session=.+HttpOnly/);
    expect(device).toMatch(/^__device=[^;]+; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Lax$/);

    // The screen reads it too: after strangers' guesses, this browser's sign-in goes through.
    await strangersGuess(user.email, "10.66.1");
    const owner = (await settle(
      welcomeAction(
        routeArgs(
          formRequest(
            "/?index",
            { intent: "sign-in", email: user.email, password: FACTORY_PASSWORD },
            device.split(";")[0],
          ),
          { clientIp: "10.66.0.1" },
        ),
      ),
    )) as Response;
    expect(owner.status).toBe(302);
    expect(owner.headers.get("Location")).toBe("/dashboard");
  });

  it("sets it when a two-factor sign-in completes (screen and /api), not at the password step", async () => {
    const { row, key } = await enrolledUser("staff");

    const passwordStep = await login(row.email, FACTORY_PASSWORD, { ip: "10.67.0.1" });
    expect(deviceSetCookie(passwordStep)).toBeUndefined();
    const { token } = await passwordStep.json();
    const done = (await twoFactorAction(
      routeArgs(jsonRequest("/api/auth/login/two-factor", { token, code: await appCode(key) }), {
        clientIp: "10.67.0.1",
      }),
    )) as Response;
    expect(done.status).toBe(200);
    expect(deviceSetCookie(done)).toMatch(
      /^__device=[^;]+; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(deviceEntries(deviceCookieFrom(done))[0]).toMatch(new RegExp(`^${row.id}\\.`));

    const form = (await settle(
      welcomeAction(
        routeArgs(
          formRequest("/?index", {
            intent: "sign-in",
            email: row.email,
            password: FACTORY_PASSWORD,
          }),
          { clientIp: "10.67.0.2" },
        ),
      ),
    )) as Response;
    expect(form.headers.get("Location")).toBe("/sign-in/two-factor");
    expect(deviceSetCookie(form)).toBeUndefined();
    const challenge = form.headers.get("Set-Cookie")!.split(";")[0];
    const screenDone = (await settle(
      codeStepAction(
        routeArgs(
          formRequest(
            "/sign-in/two-factor",
            { intent: "verify", code: await appCode(key, 1) },
            challenge,
          ),
          { clientIp: "10.67.0.2" },
        ),
      ),
    )) as Response;
    expect(screenDone.headers.get("Location")).toBe("/dashboard");
    const session = screenDone.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("__session="))!;
    expect((await getSessionUser(getRequest("/", session.split(";")[0])))?.id).toBe(row.id);
    expect(deviceEntries(deviceCookieFrom(screenDone))[0]).toMatch(new RegExp(`^${row.id}\\.`));
  });

  it("keeps the browser's other accounts, newest first, at most five", async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => buildUser()));
    let cookie: string | undefined;
    for (const user of users) {
      cookie = deviceCookieFrom(
        await login(user.email, FACTORY_PASSWORD, { ip: "10.68.0.1", cookie }),
      );
    }
    const idsOf = (entries: string[]) => entries.map((entry) => Number(entry.split(".")[0]));
    const before = deviceEntries(cookie!);
    expect(before).toHaveLength(DEVICE_ENTRIES_MAX);
    expect(idsOf(before)).toEqual(
      users
        .slice(1)
        .reverse()
        .map((user) => user.id),
    );

    const again = deviceCookieFrom(
      await login(users[2].email, FACTORY_PASSWORD, { ip: "10.68.0.1", cookie }),
    );
    const after = deviceEntries(again);
    expect(idsOf(after)).toEqual([2, 5, 4, 3, 1].map((index) => users[index].id));
    const nonceOf = (entries: string[], id: number) =>
      entries.find((entry) => entry.startsWith(`${id}.`))!.split(".")[2];
    expect(nonceOf(after, users[2].id)).not.toBe(nonceOf(before, users[2].id));
    // An older entry in the cookie still gives its account the allowance.
    await strangersGuess(users[1].email, "10.68.1");
    expect(
      (await login(users[1].email, FACTORY_PASSWORD, { ip: "10.68.0.1", cookie: again })).status,
    ).toBe(200);
    // The first account fell out of the cookie: it is limited like any browser.
    await strangersGuess(users[0].email, "10.68.2");
    expect(
      (await login(users[0].email, FACTORY_PASSWORD, { ip: "10.68.0.1", cookie: again })).status,
    ).toBe(429);
  });
});
