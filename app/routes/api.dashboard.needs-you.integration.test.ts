import { describe, expect, it } from "vitest";
import { Communication } from "~/models/index.server";
import * as needsYouRoute from "~/routes/api.dashboard.needs-you";
import * as statsRoute from "~/routes/api.dashboard.stats";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { buildCase } from "../../tests/factories/cases";
import { callApi, callRoute, getRequest } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";

const PATH = "/api/dashboard/needs-you";

/** A client's message on the case, waiting for the firm's reply. */
const clientWrites = (caseId: number) =>
  Communication.create({
    caseId,
    type: "sent",
    subject: "Any news?",
    content: "Has the insurer answered?",
    senderId: null,
    readAt: null,
    createdAt: new Date(Date.now() - 2 * 86_400_000),
  });

describe("GET /api/dashboard/needs-you", () => {
  it("answers 401 without a session and 403 to a client and an administrator", async () => {
    expect((await callApi(needsYouRoute, "GET", PATH)).status).toBe(401);
    for (const role of ["client", "admin"] as const) {
      const { cookie } = await signedIn(role);
      const response = await callApi(needsYouRoute, "GET", PATH, { cookie });
      expect(`${role}: ${response.status}`).toBe(`${role}: 403`);
      expect(await response.json()).toEqual({ message: "You do not have permission to do this" });
    }
  });

  it("gives the attorney their own waiting messages, as the dashboard shows them", async () => {
    const me = await signedIn("staff");
    const other = await signedIn("staff");
    const mine = await buildCase({ staffId: me.user.id, title: "Rivera v. Keystone" });
    const theirs = await buildCase({ staffId: other.user.id, title: "Someone else's" });
    await clientWrites(mine.id);
    await clientWrites(theirs.id);

    const response = await callApi(needsYouRoute, "GET", PATH, { cookie: me.cookie });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        "conflicts",
        "consultations",
        "dates",
        "events",
        "intakes",
        "messages",
        "records",
        "tasks",
        "timeZone",
        "total",
      ].sort(),
    );
    expect(body.messages).toMatchObject({
      total: 1,
      moreHref: "/cases",
      items: [{ caseId: mine.id, caseTitle: "Rivera v. Keystone", waited: "2 days" }],
    });

    // The screen's loader calls the same service: the same group for the same attorney.
    const page = (await callRoute(dashboardLoader, getRequest("/dashboard", me.cookie))) as {
      needsYou: typeof body;
    };
    expect(page.needsYou.messages).toEqual(body.messages);
    const theirView = await callApi(needsYouRoute, "GET", PATH, { cookie: other.cookie });
    expect(
      (await theirView.json()).messages.items.map((i: { caseId: number }) => i.caseId),
    ).toEqual([theirs.id]);
  });

  it("leaves /api/dashboard/stats as it was", async () => {
    const { cookie } = await signedIn("staff");
    const body = await (
      await callApi(statsRoute, "GET", "/api/dashboard/stats", { cookie })
    ).json();
    expect(Object.keys(body).sort()).toEqual(
      ["activeCases", "formSubmissions", "pendingReviews", "satisfaction"].sort(),
    );
  });
});
