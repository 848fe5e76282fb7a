import { describe, expect, it } from "vitest";
import { withQueryLog } from "~/db.server";
import { loader as rootLoader } from "~/root";
import { loader as notificationsApi } from "~/routes/api.notifications";
import { loader as caseLoader } from "~/routes/cases.$caseId";
import { loader as casesLoader } from "~/routes/cases._index";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { loader as portalLoader } from "~/routes/client-portal";
import { loader as welcomeLoader } from "~/routes/_index";
import { notifyUsers } from "~/services/notifications.server";
import { callRoute, getRequest } from "../tests/factories/requests";
import { buildCaseFile } from "../tests/factories/cases";
import { signedIn } from "../tests/factories/sessions";

/**
 * Issue 9: the statements each hot request sends, counted and listed (a failure prints them). A
 * page is its root loader and its route's loader, run side by side as Remix runs them, on one
 * Request. The counts are what each request needs; a new query on these paths has to earn its
 * place here.
 */
type Loader = Parameters<typeof callRoute>[0];

async function queriesOf(
  path: string,
  cookie: string | undefined,
  loaders: Loader[],
  params: Record<string, string> = {},
) {
  const request = getRequest(path, cookie);
  const { result, queries } = await withQueryLog(() =>
    Promise.all(loaders.map((loader) => callRoute(loader, request, params))),
  );
  for (const answer of result) {
    expect(answer instanceof Response ? answer.status : 200).toBe(200);
  }
  return queries;
}

const listed = (queries: string[]) => `${queries.length} queries:\n${queries.join("\n")}`;

describe("queries per request", () => {
  it("the notifications poll: the session with its user, then the list unless kept", async () => {
    const { user, cookie } = await signedIn("staff");
    // Settings are read once and kept for a few seconds; the first request may read them.
    await queriesOf("/api/notifications?unread=true", cookie, [notificationsApi]);
    // A new notification drops the kept list: the next poll reads it.
    await notifyUsers([user.id], { type: "system", title: "Hello", message: "A note" });
    const queries = await queriesOf("/api/notifications?unread=true", cookie, [notificationsApi]);
    expect(queries, listed(queries)).toHaveLength(2);
    expect(queries[0]).toMatch(/FROM `sessions` s JOIN `users` u/);
    expect(queries[1]).toMatch(/FROM `notifications`/);
    // Another tab's poll within a few seconds reads only the session with its user.
    const kept = await queriesOf("/api/notifications?unread=true", cookie, [notificationsApi]);
    expect(kept, listed(kept)).toHaveLength(1);
    expect(kept.join("\n")).not.toMatch(/notifications/);
  });

  it("the signed-out welcome page reads nothing (the settings are kept a few seconds)", async () => {
    await queriesOf("/", undefined, [rootLoader, welcomeLoader]);
    const queries = await queriesOf("/", undefined, [rootLoader, welcomeLoader]);
    expect(queries, listed(queries)).toEqual([]);
  });

  it("the dashboard: one session look-up for both loaders", async () => {
    const queries = await signedInPage("staff", "/dashboard", dashboardLoader);
    expect(
      queries.filter((sql) => /system_settings/.test(sql)),
      listed(queries),
    ).toHaveLength(0);
    expect(queries.length, listed(queries)).toBeLessThanOrEqual(DASHBOARD_QUERIES);
  });

  it("the cases list and a case's timeline: the session once, and a few short reads", async () => {
    const { user, cookie } = await signedIn("staff");
    const { legalCase } = await buildCaseFile({ staffId: user.id });
    await queriesOf("/cases", cookie, [rootLoader, casesLoader]);
    const list = await queriesOf("/cases", cookie, [rootLoader, casesLoader]);
    expect(
      list.filter((sql) => /FROM `sessions`/.test(sql)),
      listed(list),
    ).toHaveLength(1);
    expect(list.length, listed(list)).toBeLessThanOrEqual(CASES_LIST_QUERIES);
    const path = `/cases/${legalCase.id}?tab=timeline`;
    const params = { caseId: String(legalCase.id) };
    const page = await queriesOf(path, cookie, [rootLoader, caseLoader], params);
    expect(
      page.filter((sql) => /FROM `sessions`/.test(sql)),
      listed(page),
    ).toHaveLength(1);
    expect(page.length, listed(page)).toBeLessThanOrEqual(CASE_PAGE_QUERIES);

    // The Dates tab: the case's events, and no list of the firm's attorneys (its Schedule form
    // ticks the case's own, others are typed by name).
    const datesPath = `/cases/${legalCase.id}?tab=dates`;
    const dates = await queriesOf(datesPath, cookie, [rootLoader, caseLoader], params);
    expect(
      dates.filter((sql) => /FROM `users`/.test(sql) && /'staff'/.test(sql)),
      listed(dates),
    ).toEqual([]);
    expect(dates.length, listed(dates)).toBeLessThanOrEqual(CASE_DATES_QUERIES);
  });

  it("the client portal: one session look-up for both loaders", async () => {
    const queries = await signedInPage("client", "/client-portal", portalLoader);
    expect(queries.length, listed(queries)).toBeLessThanOrEqual(PORTAL_QUERIES);
  });
});

/**
 * A signed-in page's statements once its first view has warmed what is kept (the settings),
 * checked to look the session up once for the root's loader and the route's together.
 */
async function signedInPage(role: "staff" | "client", path: string, route: Loader) {
  const { cookie } = await signedIn(role);
  await queriesOf(path, cookie, [rootLoader, route]);
  const queries = await queriesOf(path, cookie, [rootLoader, route]);
  expect(
    queries.filter((sql) => /FROM `sessions`/.test(sql)),
    listed(queries),
  ).toHaveLength(1);
  return queries;
}

const DASHBOARD_QUERIES = 12;
/** What the portal read before (4), and one query for the forms the client may fill in. */
const PORTAL_QUERIES = 5;
/** The cases list: its count, its page, and the page's unread messages. */
const CASES_LIST_QUERIES = 6;
/**
 * A case's timeline: the case, its client and (for the firm) its conflict check side by side, its
 * unread count, then the tab's service checks the case again (each service answers for its own
 * owner rule) and reads the events.
 */
const CASE_PAGE_QUERIES = 9;
/**
 * A case's Dates tab: the session, the case, its client, its conflict check, its unread count and
 * its calendar's events. It read the firm's attorneys too (7) before its Schedule form offered
 * only the case's team.
 */
const CASE_DATES_QUERIES = 6;
