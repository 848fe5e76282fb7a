import { describe, expect, it } from "vitest";
import { AuditEvent, CaseEvent, LegalCase, Notification, Task } from "~/models/index.server";
import * as caseRoute from "~/routes/api.cases.$caseId";
import * as casesRoute from "~/routes/api.cases";
import { loader as casesPageLoader } from "~/routes/cases._index";
import { CASE_FILTER_STATUSES, CASE_STATUSES } from "~/utils/domain";
import { action as casePageAction, loader as casePageLoader } from "~/routes/cases.$caseId";
import { buildCase } from "../../tests/factories/cases";
import { callApi, callRoute, formRequest, getRequest } from "../../tests/factories/requests";
import { signedIn, toastOf } from "../../tests/factories/sessions";

/*
 * Issue 36 item 8: case details that can change, through the case page and /api alike.
 */

async function world() {
  const attorney = await signedIn("staff", { firstName: "Jordan", lastName: "Lee" });
  const client = await signedIn("client", { firstName: "Casey", lastName: "Rivera" });
  const otherStaff = await signedIn("staff");
  const legalCase = await buildCase({
    client: client.user,
    staffId: attorney.user.id,
    title: "Rivera v. Example Corp",
  });
  return { attorney, client, otherStaff, id: legalCase.id, path: `/api/cases/${legalCase.id}` };
}

const patch = (w: { path: string; id: number }, cookie: string, body: unknown) =>
  callApi(caseRoute, "PATCH", w.path, { cookie, body, params: { caseId: String(w.id) } });

/** Everything an edit could leave behind, to prove a refused one left nothing. */
async function snapshot(caseId: number) {
  const row = (await LegalCase.findByPk(caseId))!;
  return {
    title: row.title,
    description: row.description,
    caseType: row.caseType,
    events: await CaseEvent.count({ where: { caseId } }),
    notifications: await Notification.count(),
    audits: await AuditEvent.count(),
  };
}

describe("editing a case's title, description and practice area", () => {
  it("PATCH /api/cases/{id} changes them, notes each for the firm only, tells no one and audits", async () => {
    const w = await world();
    const notices = await Notification.count({ where: { userId: w.client.user.id } });
    const answer = await patch(w, w.attorney.cookie, {
      title: "Rivera v. Example Corp (slip and fall)",
      description: "A fall on a wet floor; the store had no warning sign.",
      practiceArea: "Personal Injury",
    });
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body).toMatchObject({
      case: {
        id: w.id,
        title: "Rivera v. Example Corp (slip and fall)",
        description: "A fall on a wet floor; the store had no warning sign.",
        caseType: "Personal Injury",
      },
      // The practice area was already Personal Injury: not a change.
      changes: ["Title changed", "Description changed"],
    });
    const events = await CaseEvent.findAll({ where: { caseId: w.id }, order: [["id", "ASC"]] });
    expect(events.map((event) => [event.title, event.sharedWithClient])).toEqual([
      ["Title changed", false],
      ["Description changed", false],
    ]);
    expect(await Notification.count({ where: { userId: w.client.user.id } })).toBe(notices);
    const audit = await AuditEvent.findOne({
      where: { action: "case_updated", targetId: String(w.id) },
    });
    expect(audit!.details).toMatchObject({
      edited: ["title", "description"],
      title: "Rivera v. Example Corp (slip and fall)",
    });

    const area = await patch(w, w.attorney.cookie, { practiceArea: "Employment" });
    expect(await area.json()).toMatchObject({
      case: { caseType: "Employment" },
      changes: ["Practice area changed to Employment"],
    });
  });

  it("refuses a practice area that is not one, an empty title, the client and another attorney", async () => {
    const w = await world();
    const before = await snapshot(w.id);
    const bad = await patch(w, w.attorney.cookie, { title: "  ", practiceArea: "Maritime" });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fieldErrors).sort()).toEqual(["practiceArea", "title"]);
    expect((await patch(w, w.client.cookie, { title: "Mine now" })).status).toBe(403);
    expect((await patch(w, w.otherStaff.cookie, { title: "Mine now" })).status).toBe(404);
    expect(await snapshot(w.id)).toEqual(before);
  });

  it("the case page's Edit details form saves them (post/redirect/get) and keeps a refused one's values", async () => {
    const w = await world();
    const page = `/cases/${w.id}?edit=details`;
    const shown = (await callRoute(casePageLoader, getRequest(page, w.attorney.cookie), {
      caseId: String(w.id),
    })) as { editing: boolean };
    expect(shown.editing).toBe(true);
    // The client never gets the form (their case is in the portal).
    const clientView = await callRoute(casePageLoader, getRequest(page, w.client.cookie), {
      caseId: String(w.id),
    });
    expect(clientView).toBeInstanceOf(Response);

    const post = (fields: Record<string, string>) =>
      callRoute(
        casePageAction,
        formRequest(page, { intent: "edit-details", ...fields }, w.attorney.cookie),
        { caseId: String(w.id) },
      );
    const refused = (await post({ title: "", description: "Kept", practiceArea: "Family" })) as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error).toEqual({ title: ["Title is required"] });
    expect(refused.data.result.initialValue).toMatchObject({ description: "Kept" });

    const saved = (await post({
      title: "Rivera v. Example Corp, renamed",
      description: "New words.",
      practiceArea: "Family",
    })) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/cases/${w.id}`);
    expect(await toastOf(saved)).toMatchObject({ title: "Case details saved" });
    expect(await LegalCase.findByPk(w.id)).toMatchObject({
      title: "Rivera v. Example Corp, renamed",
      description: "New words.",
      caseType: "Family",
    });
  });
});

describe("the statuses a case can have", () => {
  it("are the ones /cases filters by and /api takes; staff set three of them; pending is none", async () => {
    const w = await world();
    const list = (await callRoute(
      casesPageLoader,
      getRequest("/cases?status=pending", w.attorney.cookie),
    )) as { filters: { status?: string } };
    // A status no case can have is no filter at all.
    expect(list.filters.status).toBeUndefined();
    expect(CASE_STATUSES).toEqual(["active", "on_hold", "completed"]);
    // An AI intake waits for acceptance; a declined one is closed (issue 36 item 2).
    expect(CASE_FILTER_STATUSES).toEqual(["awaiting_acceptance", ...CASE_STATUSES, "closed"]);
    for (const status of ["pending", "closed"]) {
      const answer = await patch(w, w.attorney.cookie, { status });
      expect(answer.status).toBe(400);
      expect((await answer.json()).fieldErrors).toEqual({ status: [expect.any(String)] });
    }
    const pending = await callApi(casesRoute, "GET", "/api/cases?status=pending", {
      cookie: w.attorney.cookie,
    });
    expect(pending.status).toBe(400);
    const closed = await callApi(casesRoute, "GET", "/api/cases?status=closed", {
      cookie: w.attorney.cookie,
    });
    expect(closed.status).toBe(200);
    expect((await closed.json()).cases).toEqual([]);
    for (const status of CASE_STATUSES) {
      expect((await patch(w, w.attorney.cookie, { status })).status).toBe(200);
      const query = await callApi(casesRoute, "GET", `/api/cases?status=${status}`, {
        cookie: w.attorney.cookie,
      });
      // The case just set to it, and (being the attorney's only case) nothing else.
      expect((await query.json()).cases.map((item: { id: number }) => item.id)).toEqual([w.id]);
    }
  });
});

describe("the Tasks tab's Assign to", () => {
  it("offers the firm's staff, assigns the task to the one chosen (told) and refuses anyone else", async () => {
    const w = await world();
    const params = { caseId: String(w.id) };
    const tab = (await callRoute(
      casePageLoader,
      getRequest(`/cases/${w.id}?tab=tasks`, w.attorney.cookie),
      params,
    )) as { attorneys: { staff: Array<{ id: number }>; complete: boolean }; me: { id: number } };
    expect(tab.attorneys.complete).toBe(true);
    const offered = tab.attorneys.staff.map((person) => person.id);
    expect(offered).toEqual(expect.arrayContaining([w.attorney.user.id, w.otherStaff.user.id]));
    expect(offered).not.toContain(w.client.user.id);
    expect(tab.me.id).toBe(w.attorney.user.id);

    const post = (fields: Record<string, string>) =>
      callRoute(
        casePageAction,
        formRequest(
          `/cases/${w.id}?tab=tasks`,
          { intent: "create-task", caseId: String(w.id), priority: "high", ...fields },
          w.attorney.cookie,
        ),
        params,
      );
    const refused = (await post({
      title: "Call the adjuster",
      assignedTo: String(w.client.user.id),
    })) as { data: { result: { error: Record<string, string[]> } }; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error).toMatchObject({
      assignedTo: ["No staff member has this id"],
    });
    expect(await Task.count({ where: { caseId: w.id } })).toBe(0);

    const made = (await post({
      title: "Call the adjuster",
      assignedTo: String(w.otherStaff.user.id),
    })) as Response;
    expect(made.headers.get("Location")).toBe(`/cases/${w.id}?tab=tasks`);
    expect(await Task.findOne({ where: { caseId: w.id } })).toMatchObject({
      title: "Call the adjuster",
      assignedTo: w.otherStaff.user.id,
      createdBy: w.attorney.user.id,
    });
    expect(
      await Notification.count({
        where: { userId: w.otherStaff.user.id, title: "New task assigned to you" },
      }),
    ).toBe(1);
  });
});
