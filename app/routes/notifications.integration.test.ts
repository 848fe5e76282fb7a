import { describe, expect, it } from "vitest";
import { Notification } from "~/models/index.server";
import { action as patchRead } from "~/routes/api.notifications.$id.read";
import { loader as listApi } from "~/routes/api.notifications";
import { action as screenAction, loader as screenLoader } from "~/routes/notifications";
import { notifyUsers } from "~/services/notifications.server";
import { formRequest, getRequest, routeArgs } from "../../tests/factories/requests";
import { BAD_REDIRECT_TARGETS } from "../../tests/factories/redirect-targets";
import { buildUser } from "../../tests/factories/users";
import { sessionCookieFor } from "../../tests/factories/sessions";

async function userWithNotifications() {
  const user = await buildUser({ role: "staff" });
  const [first] = await notifyUsers([user.id], {
    type: "case_update",
    title: "Hearing moved",
    message: "The hearing is now on Friday.",
    actionUrl: "/dashboard",
    relatedCaseId: null,
  });
  await notifyUsers([user.id], { type: "deadline", title: "Filing due", message: "Due tomorrow." });
  return { user, first, cookie: await sessionCookieFor(user) };
}

const patch = (id: number | string, cookie?: string) =>
  patchRead({
    ...routeArgs(
      new Request(`http://localhost/api/notifications/${id}/read`, {
        method: "PATCH",
        headers: cookie ? { Cookie: cookie } : {},
      }),
    ),
    params: { id: String(id) },
  }) as Promise<Response>;

describe("GET /api/notifications", () => {
  it("lists only the caller's notifications, newest first, filtered by unread", async () => {
    const { user, first, cookie } = await userWithNotifications();
    const other = await buildUser();
    await notifyUsers([other.id], { type: "system", title: "Not yours", message: "x" });
    await Notification.update({ isRead: true }, { where: { id: first.id } });

    const all = await (
      await listApi(routeArgs(getRequest("/api/notifications?unread=false", cookie)))
    ).json();
    expect(all.map((n: { title: string }) => n.title)).toEqual(["Filing due", "Hearing moved"]);
    expect(all[1]).toMatchObject({
      type: "case_update",
      isRead: true,
      actionUrl: "/dashboard",
      relatedCaseId: null,
    });
    // Lists are read as raw rows: the answer still has true booleans and ISO times.
    expect(all[0].isRead).toBe(false);
    expect(all[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(all[0].createdAt) - Date.now())).toBeLessThan(60_000);
    const unread = await (
      await listApi(routeArgs(getRequest("/api/notifications?unread=true", cookie)))
    ).json();
    expect(unread.map((n: { title: string }) => n.title)).toEqual(["Filing due"]);
    expect(user.id).not.toBe(other.id);
  });

  it("answers 401 without a session and 400 for a bad filter", async () => {
    expect((await listApi(routeArgs(getRequest("/api/notifications")))).status).toBe(401);
    const { cookie } = await userWithNotifications();
    expect(
      (await listApi(routeArgs(getRequest("/api/notifications?unread=maybe", cookie)))).status,
    ).toBe(400);
  });
});

describe("PATCH /api/notifications/{id}/read", () => {
  it("marks the caller's own notification read", async () => {
    const { first, cookie } = await userWithNotifications();
    const response = await patch(first.id, cookie);
    expect(response.status).toBe(200);
    expect((await response.json()).isRead).toBe(true);
    expect((await Notification.findByPk(first.id))!.isRead).toBe(true);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const owner = await userWithNotifications();
    const intruder = await buildUser({ role: "admin" });
    const response = await patch(owner.first.id, await sessionCookieFor(intruder));
    expect(response.status).toBe(404);
    expect((await Notification.findByPk(owner.first.id))!.isRead).toBe(false);
    expect((await patch("abc", owner.cookie)).status).toBe(404);
    expect((await patch(owner.first.id)).status).toBe(401);
  });
});

/** Presses a notification (a POST form, as the page sends it) and answers the redirect. */
const pressRead = async (fields: Record<string, string>, cookie: string) =>
  (await screenAction(
    routeArgs(formRequest("/notifications", { intent: "read", ...fields }, cookie)),
  )) as Response;

describe("/notifications screen", () => {
  it("filters by the URL and marks read by a POST form, going on to the actionUrl", async () => {
    const { first, cookie } = await userWithNotifications();
    const unread = await screenLoader(
      routeArgs(getRequest("/notifications?filter=unread", cookie)),
    );
    expect(unread.items).toHaveLength(2);
    const response = await pressRead(
      { id: String(first.id), panel: "full", redirectTo: "/notifications" },
      cookie,
    );
    expect(response.headers.get("Location")).toBe("/dashboard");
    expect((await Notification.findByPk(first.id))!.isRead).toBe(true);
  });

  it("stays on the page for the compact panel and never redirects off-site", async () => {
    const { first, cookie } = await userWithNotifications();
    const response = await pressRead(
      { id: String(first.id), panel: "compact", redirectTo: "//evil.example" },
      cookie,
    );
    expect(response.headers.get("Location")).toBe("/notifications");
  });

  it("refuses to mark someone else's notification and says so in a toast", async () => {
    const owner = await userWithNotifications();
    const intruder = await buildUser();
    const response = await pressRead(
      { id: String(owner.first.id), redirectTo: "/client-portal" },
      await sessionCookieFor(intruder),
    );
    expect(response.headers.get("Location")).toBe("/client-portal");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__toast=/);
    expect((await Notification.findByPk(owner.first.id))!.isRead).toBe(false);
  });

  it.each(BAD_REDIRECT_TARGETS)(
    "goes to the notifications page, never elsewhere nor to an error, for %s",
    async (_label, target) => {
      const { first, cookie } = await userWithNotifications();
      const read = await pressRead(
        { id: String(first.id), panel: "compact", redirectTo: target },
        cookie,
      );
      expect([read.status, read.headers.get("Location")]).toEqual([302, "/notifications"]);
      const all = (await screenAction(
        routeArgs(
          formRequest("/notifications", { intent: "read-all", redirectTo: target }, cookie),
        ),
      )) as Response;
      expect([all.status, all.headers.get("Location")]).toEqual([302, "/notifications"]);
    },
  );

  it("does not follow a stored actionUrl off the site, nor list it", async () => {
    const { user, cookie } = await userWithNotifications();
    // What the column holds (500 characters; no NUL, which SQLite's driver takes as the end of
    // a bulk insert's statement).
    const storable = BAD_REDIRECT_TARGETS.filter(([, t]) => t.length <= 500 && !t.includes("\0"));
    for (const [, target] of storable) {
      const [stored] = await notifyUsers([user.id], {
        type: "system",
        title: "Odd link",
        message: "x",
        actionUrl: target,
      });
      const response = await pressRead(
        { id: String(stored.id), panel: "full", redirectTo: "/notifications?filter=unread" },
        cookie,
      );
      expect(response.headers.get("Location")).toBe("/notifications?filter=unread");
    }
    const listed = await (
      await listApi(routeArgs(getRequest("/api/notifications?unread=false", cookie)))
    ).json();
    const odd = listed.filter((n: { title: string }) => n.title === "Odd link");
    expect(odd).toHaveLength(storable.length);
    expect(odd.every((n: { actionUrl: string | null }) => n.actionUrl === null)).toBe(true);
  });
});
