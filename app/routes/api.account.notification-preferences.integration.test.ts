import { describe, expect, it } from "vitest";
import { NotificationPreference } from "~/models/index.server";
import { action as accountAction, loader as accountLoader } from "~/routes/account";
import * as preferencesRoute from "~/routes/api.account.notification-preferences";
import { alertKindsFor } from "~/utils/alert-kinds";
import { callApi, callRoute, formRequest, getRequest } from "../../tests/factories/requests";
import { signedIn, toastOf } from "../../tests/factories/sessions";

/** Issue 37 item 4: each person's e-mail alerts, through /api and the account page. */

const PATH = "/api/account/notification-preferences";
const get = (cookie?: string) => callApi(preferencesRoute, "GET", PATH, { cookie });
const put = (body: unknown, cookie?: string) =>
  callApi(preferencesRoute, "PUT", PATH, { cookie, body });

const rowsOf = async (userId: number) =>
  Object.fromEntries(
    (await NotificationPreference.findAll({ where: { userId } })).map((row) => [
      row.kind,
      row.mode,
    ]),
  );

describe("GET/PUT /api/account/notification-preferences", () => {
  it("answers every kind of the person's role, at once until chosen otherwise", async () => {
    const client = await signedIn("client");
    const staff = await signedIn("staff");
    const admin = await signedIn("admin");
    const answer = await get(client.cookie);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      preferences: {
        client_message: "instant",
        client_document: "instant",
        client_event: "instant",
        client_status: "instant",
        client_form: "instant",
      },
    });
    const staffKinds = Object.keys((await (await get(staff.cookie)).json()).preferences);
    expect(staffKinds).toEqual(alertKindsFor("staff"));
    expect(staffKinds).toContain("staff_task");
    expect(Object.keys((await (await get(admin.cookie)).json()).preferences)).toEqual(
      alertKindsFor("admin"),
    );
  });

  it("saves the kinds sent, leaves the others, and answers all; at once again removes the row", async () => {
    const { user, cookie } = await signedIn("client");
    const saved = await put(
      { preferences: { client_message: "off", client_document: "digest" } },
      cookie,
    );
    expect(saved.status).toBe(200);
    expect((await saved.json()).preferences).toEqual({
      client_message: "off",
      client_document: "digest",
      client_event: "instant",
      client_status: "instant",
      client_form: "instant",
    });
    expect(await rowsOf(user.id)).toEqual({ client_message: "off", client_document: "digest" });

    const back = await put({ preferences: { client_message: "instant" } }, cookie);
    expect((await back.json()).preferences).toMatchObject({
      client_message: "instant",
      client_document: "digest",
    });
    // The default is no row at all.
    expect(await rowsOf(user.id)).toEqual({ client_document: "digest" });
    expect((await (await get(cookie)).json()).preferences.client_document).toBe("digest");
  });

  it("refuses (400) a kind that is not one, another role's kind and a mode that is not one, saving nothing", async () => {
    const { user, cookie } = await signedIn("client");
    const unknown = await put({ preferences: { client_message: "off", weekly: "off" } }, cookie);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      message: "weekly is not a kind of e-mail alert",
      fieldErrors: { weekly: ["weekly is not a kind of e-mail alert"] },
    });
    const staffKind = await put({ preferences: { staff_task: "off" } }, cookie);
    expect(staffKind.status).toBe(400);
    expect((await staffKind.json()).fieldErrors).toEqual({
      staff_task: ["staff_task is not an alert your account gets"],
    });
    const badMode = await put({ preferences: { client_form: "weekly" } }, cookie);
    expect(badMode.status).toBe(400);
    expect((await badMode.json()).fieldErrors).toEqual({
      client_form: ["Choose instant, digest or off"],
    });
    for (const body of [{}, { preferences: ["off"] }, { preferences: "off" }]) {
      expect((await put(body, cookie)).status).toBe(400);
    }
    expect(await rowsOf(user.id)).toEqual({});
  });

  it("answers 401 without a session", async () => {
    expect((await get()).status).toBe(401);
    expect((await put({ preferences: { client_message: "off" } })).status).toBe(401);
  });
});

describe("the account page's E-mail alerts", () => {
  const post = (fields: Record<string, string>, cookie: string) =>
    callRoute(
      accountAction,
      formRequest("/account", { intent: "save-alert-preferences", ...fields }, cookie),
    );

  it("lists the role's choices and saves the form, post/redirect/get with a toast", async () => {
    const { user, cookie } = await signedIn("staff");
    const page = (await callRoute(accountLoader, getRequest("/account", cookie))) as {
      data: { alertChoices: Record<string, string> };
    };
    expect(Object.keys(page.data.alertChoices)).toEqual(alertKindsFor("staff"));

    const saved = (await post({ staff_task: "digest", reminders: "off" }, cookie)) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/account");
    expect(await toastOf(saved)).toMatchObject({ title: "E-mail alerts saved" });
    expect(await rowsOf(user.id)).toEqual({ staff_task: "digest", reminders: "off" });
  });

  it("shows a refused choice by its kind, saving nothing", async () => {
    const { user, cookie } = await signedIn("client");
    const refused = (await post({ client_message: "off", staff_task: "off" }, cookie)) as {
      data: { intent: string; result: { error: Record<string, string[]> } };
      init: ResponseInit;
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.intent).toBe("save-alert-preferences");
    expect(refused.data.result.error.staff_task).toEqual([
      "staff_task is not an alert your account gets",
    ]);
    expect(await rowsOf(user.id)).toEqual({});
  });
});
