import { describe, expect, it } from "vitest";
import { action as accountAction, loader as accountLoader } from "~/routes/account";
import * as feedApi from "~/routes/api.account.calendar-feed";
import { loader as eventFileLoader } from "~/routes/calendar_.events.$eventId";
import { loader as feedLoader } from "~/routes/calendar_.feed.$token";
import { buildCalendarEvent } from "../../tests/factories/calendar";
import { buildCase } from "../../tests/factories/cases";
import {
  callApi,
  callRoute,
  formRequest,
  getRequest,
  routeArgs,
  settle,
} from "../../tests/factories/requests";
import { signedIn, toastOf } from "../../tests/factories/sessions";

/** Issue 38 item 6 through its routes: the feed, its link on /api and the account page, an event's file. */

const API = "/api/account/calendar-feed";
const tokenOf = (url: string) => /\/calendar\/feed\/([^/]+)\.ics$/.exec(url)![1]!;
const readFeed = (file: string) =>
  callRoute(feedLoader, getRequest(`/calendar/feed/${file}`), { token: file }) as Promise<Response>;

describe("POST/DELETE /api/account/calendar-feed and GET /calendar/feed/{token}.ics", () => {
  it("makes a link shown once, reads it as text/calendar, and turns it off", async () => {
    const { cookie } = await signedIn("staff");
    const made = await callApi(feedApi, "POST", API, { cookie });
    expect(made.status).toBe(201);
    const { url } = (await made.json()) as { url: string };
    expect(url).toMatch(/^http:\/\/localhost\/calendar\/feed\/[\w-]+\.ics$/);

    const feed = await readFeed(`${tokenOf(url)}.ics`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("Cache-Control")).toBe("private, max-age=300");
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR$/);
    // The same token without its ending, or with another, is no feed.
    for (const file of [tokenOf(url), `${tokenOf(url)}.txt`, `${tokenOf(url)}.ics.ics`]) {
      expect((await readFeed(file)).status).toBe(404);
    }

    const renewed = await callApi(feedApi, "POST", API, { cookie });
    const { url: next } = (await renewed.json()) as { url: string };
    expect((await readFeed(`${tokenOf(url)}.ics`)).status).toBe(404);
    expect((await readFeed(`${tokenOf(next)}.ics`)).status).toBe(200);

    const off = await callApi(feedApi, "DELETE", API, { cookie });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ revoked: true });
    const gone = await readFeed(`${tokenOf(next)}.ics`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers a repeat with the same Idempotency-Key without the link, making none", async () => {
    const { cookie } = await signedIn("staff");
    const post = () =>
      settle(
        feedApi.action(
          routeArgs(
            new Request(`http://localhost${API}`, {
              method: "POST",
              headers: { Cookie: cookie, "Idempotency-Key": "feed-key-0001" },
            }),
          ),
        ),
      ) as Promise<Response>;
    const { url } = (await (await post()).json()) as { url: string };
    const repeat = await post();
    expect(repeat.status).toBe(201);
    expect(await repeat.json()).toEqual({
      url: null,
      message: expect.stringContaining("shown once"),
    });
    expect((await readFeed(`${tokenOf(url)}.ics`)).status).toBe(200);
  });

  it("is refused to administrators and clients (403) and without a session (401)", async () => {
    for (const role of ["admin", "client"] as const) {
      const { cookie } = await signedIn(role);
      expect((await callApi(feedApi, "POST", API, { cookie })).status).toBe(403);
      expect((await callApi(feedApi, "DELETE", API, { cookie })).status).toBe(403);
    }
    expect((await callApi(feedApi, "POST", API)).status).toBe(401);
  });
});

describe("the account page's Calendar feed card", () => {
  const post = (intent: string, cookie: string) =>
    callRoute(accountAction, formRequest("/account", { intent }, cookie));

  it("shows the link once after Create feed link, and Turn off redirects with a toast", async () => {
    const { cookie } = await signedIn("staff");
    const before = (await callRoute(accountLoader, getRequest("/account", cookie))) as {
      data: { calendarFeed: unknown };
    };
    expect(before.data.calendarFeed).toEqual({ active: false, createdAt: null });

    const made = (await post("create-calendar-feed", cookie)) as Response;
    expect(made.status).toBe(200);
    const answer = (await made.json()) as { intent: string; calendarFeed: { url: string } };
    expect(answer.intent).toBe("create-calendar-feed");
    expect((await readFeed(`${tokenOf(answer.calendarFeed.url)}.ics`)).status).toBe(200);
    const after = (await callRoute(accountLoader, getRequest("/account", cookie))) as {
      data: { calendarFeed: { active: boolean } };
    };
    expect(after.data.calendarFeed.active).toBe(true);
    // The page never holds the link again: only that the feed is on.
    expect(JSON.stringify(after.data)).not.toContain(tokenOf(answer.calendarFeed.url));

    const off = (await post("revoke-calendar-feed", cookie)) as Response;
    expect(off.status).toBe(302);
    expect(off.headers.get("Location")).toBe("/account");
    expect(await toastOf(off)).toMatchObject({ title: "Calendar feed turned off" });
    expect((await readFeed(`${tokenOf(answer.calendarFeed.url)}.ics`)).status).toBe(404);
  });

  it("is not on an administrator's page, whose post is refused (403)", async () => {
    const { cookie } = await signedIn("admin");
    const page = (await callRoute(accountLoader, getRequest("/account", cookie))) as {
      data: { calendarFeed: unknown };
    };
    expect(page.data.calendarFeed).toBeNull();
    const refused = (await post("create-calendar-feed", cookie)) as { init: ResponseInit };
    expect(refused.init.status).toBe(403);
  });
});

describe("GET /calendar/events/{id}.ics", () => {
  it("is an attachment for those who read the event's case; another attorney gets 404", async () => {
    const attorney = await signedIn("staff");
    const client = await signedIn("client");
    const stranger = await signedIn("staff");
    const legalCase = await buildCase({ client: client.user, staffId: attorney.user.id });
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    const shared = await buildCalendarEvent({
      caseId: legalCase.id,
      startsAt,
      sharedWithClient: true,
    });
    const internal = await buildCalendarEvent({
      caseId: legalCase.id,
      type: "deposition",
      title: "Deposition, internal",
      startsAt,
    });
    const download = (id: number | string, cookie?: string) =>
      callRoute(eventFileLoader, getRequest(`/calendar/events/${id}`, cookie), {
        eventId: String(id),
      }) as Promise<Response>;

    const file = await download(`${internal.id}.ics`, attorney.cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(file.headers.get("Content-Disposition")).toContain(
      `attachment; filename="event-${internal.id}.ics"`,
    );
    expect(await file.text()).toContain(`UID:event-${internal.id}@localhost`);

    expect((await download(`${shared.id}.ics`, client.cookie)).status).toBe(200);
    expect((await download(`${internal.id}.ics`, client.cookie)).status).toBe(404);
    expect((await download(`${shared.id}.ics`, stranger.cookie)).status).toBe(404);
    expect((await download(String(shared.id), attorney.cookie)).status).toBe(404);
    const anonymous = await download(`${shared.id}.ics`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/");
  });
});
