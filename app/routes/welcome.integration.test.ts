import { describe, expect, it } from "vitest";
import { User } from "~/models/index.server";
import { action, loader } from "~/routes/_index";
import { uniqueEmail } from "../../tests/factories/emails";
import { FACTORY_PASSWORD, buildUser } from "../../tests/factories/users";
import {
  cookieFrom,
  formRequest,
  getRequest,
  routeArgs,
  settle,
} from "../../tests/factories/requests";

/** Runs the welcome screen's action as a no-JavaScript form post would. */
async function post(fields: Record<string, string>, ip = "10.9.0.1") {
  return (await settle(
    action(routeArgs(formRequest("/?index", fields), { clientIp: ip })),
  )) as unknown;
}

/** Remix's `data()` result: what the re-rendered form receives. */
type Reply = {
  data: {
    intent: string;
    result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  };
  init: { status: number };
};

describe("welcome screen: sign in", () => {
  it("redirects to /dashboard with a session cookie for every role", async () => {
    for (const role of ["admin", "staff", "client"] as const) {
      const user = await buildUser({ role });
      const response = (await post({
        intent: "sign-in",
        email: user.email,
        password: FACTORY_PASSWORD,
      })) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/dashboard");
      expect(response.headers.get("Set-Cookie")).toMatch(/^__session=.+HttpOnly/);
    }
  });

  it("re-renders with the red alert's message and without echoing the password", async () => {
    const user = await buildUser();
    const reply = (await post({
      intent: "sign-in",
      email: user.email,
      password: "Wrong-Pass-1",
    })) as Reply;
    expect(reply.init.status).toBe(401);
    expect(reply.data.result.error?.[""]).toEqual(["Invalid email or password"]);
    expect(reply.data.result.initialValue?.email).toBe(user.email);
    expect(reply.data.result.initialValue).not.toHaveProperty("password");
  });

  it("shows each field's message when fields are empty", async () => {
    const reply = (await post({ intent: "sign-in", email: "", password: "" })) as Reply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error?.email).toEqual(["Email is required"]);
    expect(reply.data.result.error?.password).toEqual(["Password is required"]);
  });
});

describe("welcome screen: register", () => {
  const fields = (overrides: Record<string, string> = {}) => ({
    intent: "register",
    firstName: "Sam",
    lastName: "Ortiz",
    email: uniqueEmail("sam"),
    password: "Good-Pass-2026",
    ...overrides,
  });

  it("sends a new client to /client-portal (Client is the default account type)", async () => {
    const response = (await post(fields())) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/client-portal");
  });

  it("sends a new staff attorney to wait for an administrator's approval, as a client's account", async () => {
    const values = fields({ role: "staff" });
    const response = (await post(values)) as Response;
    expect(response.headers.get("Location")).toBe("/account/waiting");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__session=.+HttpOnly/);
    expect(await User.findOne({ where: { email: values.email } })).toMatchObject({
      role: "client",
      staffRequest: "pending",
    });
  });

  it("refuses a forged role=admin with a clear message and creates nothing", async () => {
    const values = fields({ role: "admin" });
    const reply = (await post(values)) as Reply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error?.role).toEqual([
      "Administrator accounts cannot be created by registration",
    ]);
    expect(await User.count({ where: { email: values.email } })).toBe(0);
  });

  it("keeps typed values (but not the password) after a failed post", async () => {
    const values = fields({ firstName: "", password: "short" });
    const reply = (await post(values)) as Reply;
    expect(reply.data.result.error?.firstName).toEqual(["First name is required"]);
    expect(reply.data.result.initialValue).toMatchObject({
      lastName: "Ortiz",
      email: values.email,
    });
    expect(reply.data.result.initialValue).not.toHaveProperty("password");
  });

  it("shows the password policy's message", async () => {
    const reply = (await post(fields({ password: "Short1" }))) as Reply;
    expect(reply.data.result.error?.password).toEqual(["Password must be at least 8 characters"]);
  });
});

describe("welcome screen: loader", () => {
  it("sends a signed-in user to their own home", async () => {
    const user = await buildUser({ role: "staff" });
    const signIn = (await post({
      intent: "sign-in",
      email: user.email,
      password: FACTORY_PASSWORD,
    })) as Response;
    const thrown = await loader(routeArgs(getRequest("/", cookieFrom(signIn)))).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).headers.get("Location")).toBe("/dashboard");
  });

  it("opens the Register tab from the URL", async () => {
    const result = await loader(routeArgs(getRequest("/?tab=register")));
    expect(result.tab).toBe("register");
  });
});
