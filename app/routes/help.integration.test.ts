import { beforeAll, describe, expect, it } from "vitest";
import { OnboardingFlow, Tutorial, TutorialProgress } from "~/models/index.server";
import * as tutorialApi from "~/routes/api.tutorials.$tutorialId";
import { action, loader } from "~/routes/help.$tutorialId";
import { loader as rootLoader } from "~/screens/root.server";
import { helpCatalogue, saveTutorialProgress } from "~/services/tutorials.server";
import { SCREENS, reaches, type ScreenKey } from "~/utils/policy";
import { stepUrl } from "~/utils/tutorials";
import { seedReferenceData } from "../../db/seed/reference-data";
import { ONBOARDING_FLOWS, TUTORIALS } from "../../db/seed/tutorials";
import { callApi, callRoute, formRequest, getRequest } from "../../tests/factories/requests";
import { signedIn, toastOf } from "../../tests/factories/sessions";

/** Help and Tutorials (issue 14): the catalogue, a tutorial's page, and progress kept per user. */

beforeAll(() => seedReferenceData());

type Page = Awaited<ReturnType<typeof loader>>;
type Root = { data: Awaited<ReturnType<typeof rootLoader>>["data"] };

const post = (id: string, intent: string, cookie?: string) =>
  callRoute(action, formRequest(`/help/${id}`, { intent }, cookie), { tutorialId: id });
const open = (id: string, cookie?: string) =>
  callRoute(loader, getRequest(`/help/${id}`, cookie), { tutorialId: id });

/** The screen a path belongs to: the longest screen path it starts with. */
const screenOf = (path: string): ScreenKey =>
  (Object.keys(SCREENS) as ScreenKey[])
    .filter((key) => path === SCREENS[key].path || path.startsWith(`${SCREENS[key].path}/`))
    .sort((a, b) => SCREENS[b].path.length - SCREENS[a].path.length)[0];

describe("the tutorial catalogue", () => {
  it("is spec section 9's, each step count the number of its steps, each step on a screen of its role", async () => {
    // Staff first, then clients, each in catalogue order (ENUMs sort differently on SQLite and MySQL).
    const rows = (await Tutorial.findAll()).sort(
      (a, b) => b.userRole.localeCompare(a.userRole) || a.sortOrder - b.sortOrder,
    );
    expect(
      rows.map((row) => [row.userRole, row.id, row.duration, row.stepCount, row.category]),
    ).toEqual([
      ["staff", "staff-onboarding", "5-7 minutes", 8, "Essential"],
      ["staff", "case-management", "3-4 minutes", 5, "Cases"],
      ["staff", "form-builder-advanced", "6-8 minutes", 7, "Forms"],
      ["client", "client-onboarding", "4-5 minutes", 7, "Essential"],
      ["client", "communication-guide", "3-4 minutes", 4, "Communication"],
      ["client", "ai-assistant-guide", "2-3 minutes", 3, "AI Tools"],
    ]);
    for (const row of rows) {
      const flow = await OnboardingFlow.findByPk(row.id);
      expect(flow?.userRole).toBe(row.userRole);
      expect(flow?.steps).toHaveLength(row.stepCount);
      for (const step of flow!.steps) {
        // An id selector, so the page without JavaScript can link to the same place.
        expect(step.target).toMatch(/^#[a-z][a-z0-9-]*$/);
        expect(stepUrl(step)).toBe(`${step.route}${step.target}`);
        const path = step.route.split("?")[0];
        expect(reaches({ id: 1, role: row.userRole }, screenOf(path))).toBe(true);
        if (step.nextRoute)
          expect(
            reaches({ id: 1, role: row.userRole }, screenOf(step.nextRoute.split("?")[0])),
          ).toBe(true);
      }
    }
  });

  it("brings stored tutorials up to date with the release, and seeding twice changes nothing", async () => {
    const flow = await OnboardingFlow.findByPk("case-management");
    await flow!.update({ steps: flow!.steps.slice(0, 2), title: "Old title" });
    expect(await seedReferenceData()).toBe(1);
    const again = await OnboardingFlow.findByPk("case-management");
    expect(again?.title).toBe(ONBOARDING_FLOWS.find((f) => f.id === "case-management")?.title);
    expect(again?.steps).toHaveLength(5);
    expect(await seedReferenceData()).toBe(0);
    expect(TUTORIALS).toHaveLength(6);
  });
});

describe("progress", () => {
  it("goes Not Started, In Progress, Completed for one user only, and Replay starts it again", async () => {
    const { user } = await signedIn("staff");
    const { user: colleague } = await signedIn("staff");
    const statuses = async (who: typeof user) =>
      Object.fromEntries((await helpCatalogue(who)).map((t) => [t.id, t.status]));

    expect(await statuses(user)).toEqual({
      "staff-onboarding": "not_started",
      "case-management": "not_started",
      "form-builder-advanced": "not_started",
    });
    await saveTutorialProgress(user, "case-management", { kind: "start" });
    const moved = await saveTutorialProgress(user, "case-management", { kind: "step", step: 3 });
    expect(moved).toMatchObject({ status: "in_progress", currentStep: 3 });
    // A step past the end stays on the last one.
    expect(
      (await saveTutorialProgress(user, "case-management", { kind: "step", step: 99 })).currentStep,
    ).toBe(4);
    await saveTutorialProgress(user, "staff-onboarding", { kind: "complete" });
    expect(await statuses(user)).toMatchObject({
      "staff-onboarding": "completed",
      "case-management": "in_progress",
    });
    expect(await statuses(colleague)).toMatchObject({
      "staff-onboarding": "not_started",
      "case-management": "not_started",
    });

    const replay = await saveTutorialProgress(user, "staff-onboarding", { kind: "start" });
    expect(replay).toMatchObject({ status: "in_progress", currentStep: 0 });
    expect(await TutorialProgress.count({ where: { userId: user.id } })).toBe(2);
  });

  it("refuses another role's tutorial as if it did not exist", async () => {
    const { user: client } = await signedIn("client");
    await expect(
      saveTutorialProgress(client, "staff-onboarding", { kind: "start" }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      saveTutorialProgress(client, "x".repeat(300), { kind: "start" }),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect(await TutorialProgress.count({ where: { userId: client.id } })).toBe(0);
  });
});

describe("/help/{id} and the dialog", () => {
  it("lists the role's tutorials in the dialog only when it is open", async () => {
    const client = await signedIn("client");
    const closed = (await callRoute(
      rootLoader,
      getRequest("/client-portal", client.cookie),
    )) as Root;
    expect(closed.data.help).toBeNull();
    const opened = (await callRoute(
      rootLoader,
      getRequest("/client-portal?tab=documents&dialog=help", client.cookie),
    )) as Root;
    expect(opened.data.help?.map((t) => [t.title, t.stepCount, t.status])).toEqual([
      ["Welcome to Your Portal", 7, "not_started"],
      ["Communicating with Your Legal Team", 4, "not_started"],
      ["Using the AI Assistant", 3, "not_started"],
    ]);
    const anonymous = (await callRoute(rootLoader, getRequest("/?dialog=help"))) as Root;
    expect(anonymous.data.help).toBeNull();
  });

  it("shows the steps, starts with a POST and marks complete with a toast; another role gets 404", async () => {
    const staff = await signedIn("staff");
    const page = (await open("form-builder-advanced", staff.cookie)) as Page;
    expect(page.tutorial.steps.map((s) => s.title)).toHaveLength(7);
    expect(page.tutorial.status).toBe("not_started");

    const started = (await post("form-builder-advanced", "start", staff.cookie)) as Response;
    expect(started.headers.get("Location")).toBe("/help/form-builder-advanced");
    expect(((await open("form-builder-advanced", staff.cookie)) as Page).tutorial.status).toBe(
      "in_progress",
    );

    const done = (await post("form-builder-advanced", "complete", staff.cookie)) as Response;
    expect(done.headers.get("Location")).toBe("/help/form-builder-advanced");
    expect(await toastOf(done)).toMatchObject({ title: "Tutorial completed" });
    expect(((await open("form-builder-advanced", staff.cookie)) as Page).tutorial.status).toBe(
      "completed",
    );

    const client = await signedIn("client");
    expect(((await open("form-builder-advanced", client.cookie)) as Response).status).toBe(404);
    const refused = (await post("form-builder-advanced", "complete", client.cookie)) as Response;
    expect(refused.status).toBe(404);
    expect(await TutorialProgress.count({ where: { userId: client.user.id } })).toBe(0);
    expect(((await open("no-such-tutorial", staff.cookie)) as Response).status).toBe(404);

    const anonymous = (await open("form-builder-advanced")) as Response;
    expect(anonymous.status).toBe(302);
  });
});

describe("the guided tour's /api/tutorials/{id}", () => {
  const api = (method: string, id: string, cookie?: string, body?: unknown) =>
    callApi(tutorialApi, method, `/api/tutorials/${id}`, {
      cookie,
      body,
      params: { tutorialId: id },
    });

  it("reads the steps and records start, step and complete; bad input changes nothing", async () => {
    const client = await signedIn("client");
    const read = await api("GET", "communication-guide", client.cookie);
    expect(read.status).toBe(200);
    const { tutorial } = (await read.json()) as { tutorial: { steps: unknown[]; status: string } };
    expect(tutorial.steps).toHaveLength(4);
    expect(tutorial.status).toBe("not_started");

    for (const body of [
      {},
      { kind: "finish" },
      { kind: "step", step: -1 },
      { kind: "step", step: 1.5 },
    ]) {
      const refused = await api("POST", "communication-guide", client.cookie, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBeTruthy();
    }
    expect(await TutorialProgress.count({ where: { userId: client.user.id } })).toBe(0);

    const step = await api("POST", "communication-guide", client.cookie, { kind: "step", step: 9 });
    // A step past the end is the last step.
    expect(await step.json()).toMatchObject({
      tutorial: { status: "in_progress", currentStep: 3 },
    });
    const done = await api("POST", "communication-guide", client.cookie, { kind: "complete" });
    expect(await done.json()).toMatchObject({ tutorial: { status: "completed" } });
    const again = await api("POST", "communication-guide", client.cookie, { kind: "start" });
    expect(await again.json()).toMatchObject({
      tutorial: { status: "in_progress", currentStep: 0 },
    });

    expect((await api("GET", "staff-onboarding", client.cookie)).status).toBe(404);
    expect((await api("GET", "communication-guide")).status).toBe(401);
  });

  it("starts the guided tour on the first step's screen when the form says JavaScript is on", async () => {
    const client = await signedIn("client");
    const request = formRequest(
      "/help/communication-guide",
      { intent: "start", tour: "on" },
      client.cookie,
    );
    const started = (await callRoute(action, request, {
      tutorialId: "communication-guide",
    })) as Response;
    expect(started.headers.get("Location")).toBe(
      "/client-portal?tab=communications&tour=communication-guide",
    );
  });
});
