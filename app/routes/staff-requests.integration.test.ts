import { describe, expect, it } from "vitest";
import { User } from "~/models/index.server";
import { action as welcomeAction, loader as welcomeLoader } from "~/routes/_index";
import { loader as waitingLoader } from "~/routes/account_.waiting";
import { action as adminAction } from "~/routes/admin";
import * as approveApi from "~/routes/api.admin.users.$userId.approve";
import * as declineApi from "~/routes/api.admin.users.$userId.decline";
import * as registerApi from "~/routes/api.auth.register";
import * as loginApi from "~/routes/api.auth.login";
import * as logoutApi from "~/routes/api.auth.logout";
import * as meApi from "~/routes/api.auth.me";
import * as casesApi from "~/routes/api.cases";
import * as notificationsApi from "~/routes/api.notifications";
import * as submissionsApi from "~/routes/api.form-submissions";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { loader as portalLoader } from "~/routes/client-portal";
import { loader as publicFormLoader } from "~/routes/public-form";
import { loader as notificationsLoader } from "~/routes/notifications";
import { listNotifications } from "~/services/notifications.server";
import { STAFF_REQUEST_WAITING } from "~/services/staff-requests.server";
import { uniqueEmail } from "../../tests/factories/emails";
import {
  callApi,
  cookieFrom,
  formRequest,
  getRequest,
  routeArgs,
  settle,
} from "../../tests/factories/requests";
import { sessionCookieFor, signedIn, toastOf } from "../../tests/factories/sessions";
import { buildUser } from "../../tests/factories/users";

/**
 * A request to be staff through both doors (issue 35): the Register tab and
 * POST /api/auth/register, the waiting page that is all such an account reaches, and the
 * administrator's Approve and Decline on User Management and under /api.
 */

let address = 0;
const nextIp = () => `10.36.0.${++address}`;

/** The Register tab's form with Staff Attorney chosen, as a browser without JavaScript posts it. */
async function registerAsStaff(email = uniqueEmail("morgan")) {
  const response = (await settle(
    welcomeAction(
      routeArgs(
        formRequest("/?index", {
          intent: "register",
          firstName: "Morgan",
          lastName: "Price",
          email,
          password: "Price-Esq-2026",
          role: "staff",
        }),
        { clientIp: nextIp() },
      ),
    ),
  )) as Response;
  return { response, email, cookie: cookieFrom(response) };
}

const location = (result: unknown) =>
  result instanceof Response ? result.headers.get("Location") : "(a page)";

type Loader = (args: ReturnType<typeof routeArgs>) => unknown;
const open = async (loader: Loader, path: string, cookie?: string) =>
  location(await settle(loader(routeArgs(getRequest(path, cookie)))));

describe("the Register tab with Staff Attorney", () => {
  it("signs in a client's account that waits, on the page that says what happens next", async () => {
    const { response, email, cookie } = await registerAsStaff();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account/waiting");
    expect(await User.findOne({ where: { email } })).toMatchObject({
      role: "client",
      staffRequest: "pending",
    });
    const page = await waitingLoader(routeArgs(getRequest("/account/waiting", cookie)));
    expect(page).toEqual({ firstName: "Morgan", email });
  });

  it("keeps such an account on the waiting page: every other screen sends it there", async () => {
    const { cookie } = await registerAsStaff();
    for (const [loader, path] of [
      [welcomeLoader, "/"],
      [dashboardLoader, "/dashboard"],
      [portalLoader, "/client-portal"],
      [publicFormLoader, "/public-form"],
      [notificationsLoader, "/notifications"],
    ] as const) {
      expect(`${path}: ${await open(loader as Loader, path, cookie)}`).toBe(
        `${path}: /account/waiting`,
      );
    }
  });

  it("sends anyone without a request that waits from the waiting page to their own home", async () => {
    for (const role of ["client", "staff", "admin"] as const) {
      const { cookie } = await signedIn(role);
      const home = { client: "/client-portal", staff: "/dashboard", admin: "/admin" }[role];
      expect(await open(waitingLoader as Loader, "/account/waiting", cookie)).toBe(home);
    }
    expect(await open(waitingLoader as Loader, "/account/waiting")).toBe("/");
  });
});

describe("POST /api/auth/register with role staff", () => {
  it("answers 201 with the request visible, and a session that reaches only who am I and signing out", async () => {
    const email = uniqueEmail("api-staff");
    const response = (await settle(
      registerApi.action(
        routeArgs(
          new Request("http://localhost/api/auth/register", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              email,
              password: "Sturdy-Pass-1",
              firstName: "Robin",
              lastName: "Hale",
              role: "staff",
            }),
          }),
          { clientIp: nextIp() },
        ),
      ),
    )) as Response;
    expect(response.status).toBe(201);
    expect((await response.json()).user).toMatchObject({
      email,
      role: "client",
      staffRequest: "pending",
    });
    const cookie = cookieFrom(response);

    const me = await callApi(meApi, "GET", "/api/auth/me", { cookie });
    expect(me.status).toBe(200);
    expect((await me.json()).user).toMatchObject({ role: "client", staffRequest: "pending" });
    for (const [route, method, path, body] of [
      [casesApi, "GET", "/api/cases", undefined],
      [notificationsApi, "GET", "/api/notifications", undefined],
      [loginApi, "POST", "/api/auth/login", { email, password: "Sturdy-Pass-1" }],
      [submissionsApi, "POST", "/api/form-submissions", {}],
    ] as const) {
      const refused = await callApi(route, method, path, { cookie, body });
      expect(`${method} ${path}: ${refused.status}`).toBe(`${method} ${path}: 403`);
      expect(await refused.json()).toEqual({ message: STAFF_REQUEST_WAITING });
    }
    const out = await callApi(logoutApi, "POST", "/api/auth/logout", { cookie });
    expect(out.status).toBe(200);
    expect((await callApi(meApi, "GET", "/api/auth/me", { cookie })).status).toBe(401);
  });
});

describe("the administrator decides", () => {
  it("Approve on User Management (a form post): staff from the next sign-in, which lands on the dashboard", async () => {
    const admin = await buildUser({ role: "admin" });
    const adminCookie = await sessionCookieFor(admin);
    const { email, cookie } = await registerAsStaff();
    const waiting = await User.findOne({ where: { email } });
    // The administrator's notification leads to the requests.
    const [told] = await listNotifications(admin);
    expect(told).toMatchObject({ actionUrl: "/admin?tab=users&request=pending" });

    const approved = (await settle(
      adminAction(
        routeArgs(
          formRequest(
            "/admin?tab=users&request=pending",
            { intent: "approve-request", userId: String(waiting!.id) },
            adminCookie,
          ),
        ),
      ),
    )) as Response;
    expect(approved.status).toBe(302);
    expect(approved.headers.get("Location")).toBe("/admin?tab=users&request=pending");
    expect(await toastOf(approved)).toMatchObject({
      title: "Staff request approved",
      description: "Morgan Price is now a staff attorney and signs in again to open the dashboard.",
    });
    // The waiting session ended with the change of privilege.
    expect((await callApi(meApi, "GET", "/api/auth/me", { cookie })).status).toBe(401);
    const signIn = (await settle(
      welcomeAction(
        routeArgs(
          formRequest("/?index", { intent: "sign-in", email, password: "Price-Esq-2026" }),
          { clientIp: nextIp() },
        ),
      ),
    )) as Response;
    expect(signIn.headers.get("Location")).toBe("/dashboard");
    expect(await open(dashboardLoader as Loader, "/dashboard", cookieFrom(signIn))).toBe(
      "(a page)",
    );
  });

  it("Decline on User Management: the account is closed and signed out", async () => {
    const adminCookie = await sessionCookieFor(await buildUser({ role: "admin" }));
    const { email, cookie } = await registerAsStaff();
    const waiting = await User.findOne({ where: { email } });
    const declined = (await settle(
      adminAction(
        routeArgs(
          formRequest(
            "/admin?tab=users",
            { intent: "decline-request", userId: String(waiting!.id) },
            adminCookie,
          ),
        ),
      ),
    )) as Response;
    expect(await toastOf(declined)).toMatchObject({
      title: "Staff request declined",
      description: "Morgan Price's account is closed and signed out; its records are kept.",
    });
    expect(await User.findByPk(waiting!.id)).toMatchObject({ staffRequest: "declined" });
    expect((await User.findByPk(waiting!.id))!.disabledAt).toBeInstanceOf(Date);
    expect(await open(waitingLoader as Loader, "/account/waiting", cookie)).toBe("/");
  });

  it("POST /api/admin/users/{id}/approve and /decline: administrators only; 404 unknown, 409 with no request", async () => {
    const { cookie: adminCookie } = await signedIn("admin");
    const first = await buildUser({ staffRequest: "pending" });
    const second = await buildUser({ staffRequest: "pending" });
    const post = (route: typeof approveApi, id: number | string, cookie?: string) =>
      callApi(route, "POST", `/api/admin/users/${id}/x`, {
        cookie,
        params: { userId: String(id) },
      });
    for (const route of [approveApi, declineApi]) {
      expect((await post(route, first.id)).status).toBe(401);
      for (const role of ["client", "staff"] as const) {
        expect((await post(route, first.id, (await signedIn(role)).cookie)).status).toBe(403);
      }
      expect((await post(route, 999_999, adminCookie)).status).toBe(404);
      expect((await post(route, "not-an-id", adminCookie)).status).toBe(404);
    }
    const approved = await post(approveApi, first.id, adminCookie);
    expect(approved.status).toBe(200);
    expect((await approved.json()).user).toMatchObject({
      id: first.id,
      role: "staff",
      staffRequest: null,
      status: "active",
    });
    const declined = await post(declineApi, second.id, adminCookie);
    expect(declined.status).toBe(200);
    expect((await declined.json()).user).toMatchObject({
      id: second.id,
      role: "client",
      staffRequest: "declined",
      status: "disabled",
    });
    for (const [route, id] of [
      [approveApi, first.id],
      [declineApi, first.id],
      [approveApi, second.id],
    ] as const) {
      const again = await post(route, id, adminCookie);
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({
        message: "This account has no staff request waiting for a decision.",
      });
    }
  });
});
