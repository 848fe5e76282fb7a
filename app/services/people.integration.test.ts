import { describe, expect, it } from "vitest";
import { Task } from "~/models/index.server";
import { loader as analyticsLoader } from "~/routes/analytics";
import { loader as staffApi } from "~/routes/api.users.staff";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/dashboard";
import { toPublicUser } from "~/services/auth.server";
import { ServiceError } from "~/utils/service-error";
import { callRoute, formRequest, getRequest } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";
import { buildUser } from "../../tests/factories/users";
import { STAFF_SELECT_MAX, resolveStaff, searchStaff, staffChoices } from "./people.server";

const staffMember = (firstName: string, lastName: string, email?: string) =>
  buildUser({ role: "staff", firstName, lastName, ...(email ? { email } : {}) });

const api = async (path: string, cookie?: string) => {
  const response = (await callRoute(staffApi, getRequest(path, cookie))) as Response;
  return { status: response.status, body: await response.json() };
};

type Reply = {
  data: { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
  init: { status: number };
};

// The tests share one database: each names its own people (Quill, Vance, ...), and the firm
// grows past a drop-down's STAFF_SELECT_MAX only in the last block.
describe("searchStaff", () => {
  it("finds staff by the start of a first or last name, by last name, a page at a time", async () => {
    const admin = toPublicUser(await buildUser({ role: "admin" }));
    const [bea, abe, cy] = [
      await staffMember("Bea", "Quillon"),
      await staffMember("Abe", "Quill"),
      await staffMember("Quillan", "Ames"),
    ];
    await buildUser({ role: "client", firstName: "Quill", lastName: "Client" });
    const found = await searchStaff(admin, { q: "quill" });
    expect(found).toEqual({
      staff: [cy, abe, bea].map((p) => ({
        id: p.id,
        firstName: p.firstName,
        lastName: p.lastName,
      })),
      hasMore: false,
    });
    expect((await searchStaff(admin, { q: "abe QUI" })).staff.map((p) => p.id)).toEqual([abe.id]);
    expect((await searchStaff(admin, { q: "quill%" })).staff).toHaveLength(3);
    const first = await searchStaff(admin, { q: "quill", limit: 2 });
    expect(first).toMatchObject({ hasMore: true });
    expect(first.staff.map((p) => p.id)).toEqual([cy.id, abe.id]);
    const second = await searchStaff(admin, { q: "quill", limit: 2, page: 2 });
    expect(second).toEqual({ staff: [expect.objectContaining({ id: bea.id })], hasMore: false });
    expect((await searchStaff(admin, { q: "nobody-like-this" })).staff).toEqual([]);
  });

  it("is for staff and administrators only", async () => {
    const client = toPublicUser(await buildUser({ role: "client" }));
    await expect(searchStaff(client, { q: "a" })).rejects.toMatchObject({ status: 403 });
    await expect(resolveStaff(client, "a")).rejects.toBeInstanceOf(ServiceError);
  });
});

describe("resolveStaff", () => {
  it("names one attorney by name or email, or says there is none or several", async () => {
    const admin = toPublicUser(await buildUser({ role: "admin" }));
    const one = await staffMember("Vera", "Vance", "vera.vance@firm.example");
    const twin = await staffMember("Vera", "Vancey", "vera.vancey@firm.example");
    const same = await staffMember("Vera", "Vancey", "vera.other@firm.example");
    const person = (p: typeof one) => ({
      person: { id: p.id, firstName: p.firstName, lastName: p.lastName },
    });
    // A full name that is exactly someone's beats the longer names it begins.
    expect(await resolveStaff(admin, " vera vance ")).toEqual(person(one));
    expect(await resolveStaff(admin, "VERA.VANCEY@firm.example")).toEqual(person(twin));
    expect(await resolveStaff(admin, "Vera Vancey (vera.other@firm.example)")).toEqual(
      person(same),
    );
    expect(await resolveStaff(admin, "Zebedee")).toEqual({
      error: "No attorney matches “Zebedee”",
    });
    expect(await resolveStaff(admin, "nobody@firm.example")).toEqual({
      error: "No attorney matches “nobody@firm.example”",
    });
    expect(await resolveStaff(admin, "Vera Vancey")).toEqual({
      error:
        "Several attorneys match “Vera Vancey”: Vera Vancey (vera.vancey@firm.example), Vera Vancey (vera.other@firm.example). Type more of the name, or the email",
    });
  });
});

describe("GET /api/users/staff", () => {
  it("answers a page of the attorneys matching q, and whether more follow; 401 and 403 otherwise", async () => {
    const { cookie } = await signedIn("staff", { firstName: "Wren", lastName: "Wexley" });
    await staffMember("Wade", "Wexley");
    await buildUser({ role: "client", firstName: "Wren", lastName: "Wexley" });
    const found = await api("/api/users/staff?q=wexley", cookie);
    expect(found.status).toBe(200);
    expect(found.body.hasMore).toBe(false);
    expect(found.body.staff.map((p: { firstName: string }) => p.firstName)).toEqual([
      "Wade",
      "Wren",
    ]);
    expect(Object.keys(found.body.staff[0]).sort()).toEqual(["firstName", "id", "lastName"]);
    expect((await api("/api/users/staff?q=wexley&page=2", cookie)).body).toEqual({
      staff: [],
      hasMore: false,
    });
    expect((await api("/api/users/staff?page=0", cookie)).status).toBe(400);
    expect((await api("/api/users/staff?q=wexley")).status).toBe(401);
    const client = await signedIn("client");
    expect((await api("/api/users/staff?q=wexley", client.cookie)).status).toBe(403);
  });
});

describe("a firm with more attorneys than a drop-down holds", () => {
  it("types a name instead: the task goes to the one it names, or the field says why not", async () => {
    const { user, cookie } = await signedIn("staff", { firstName: "Yara", lastName: "Yates" });
    const admin = toPublicUser(await buildUser({ role: "admin" }));
    const existing = (await searchStaff(admin, { limit: 100 })).staff.length;
    for (let i = existing; i <= STAFF_SELECT_MAX; i += 1) {
      await staffMember("Many", `Attorney${String(i).padStart(3, "0")}`);
    }
    const target = await staffMember("Zuri", "Zaragoza");
    await staffMember("Zuri", "Zamora");
    expect(await staffChoices(admin)).toMatchObject({ complete: false });
    expect((await staffChoices(admin)).staff).toHaveLength(STAFF_SELECT_MAX);

    // The New Task dialog offers a box (its first suggestions), not a cut-short drop-down.
    const page = (await callRoute(
      dashboardLoader,
      getRequest("/dashboard?tab=tasks&dialog=new-task", cookie),
    )) as { panel: { staff: { complete: boolean } } };
    expect(page.panel.staff.complete).toBe(false);

    const post = (assignedTo: string, title = "Call the court") =>
      callRoute(
        dashboardAction,
        formRequest(
          "/dashboard",
          { intent: "create-task", title, priority: "", assignedTo, caseId: "" },
          cookie,
        ),
      );
    const created = (await post("zuri zara")) as Response;
    expect(created.status).toBe(302);
    expect(await Task.findOne({ where: { title: "Call the court" } })).toMatchObject({
      assignedTo: target.id,
      createdBy: user.id,
    });

    const several = (await post("Zuri", "Another")) as Reply;
    expect(several.init.status).toBe(400);
    expect(several.data.result.error?.assignedTo?.[0]).toMatch(
      /^Several attorneys match “Zuri”: Zuri Zamora \(.+\), Zuri Zaragoza \(.+\)\./,
    );
    expect(several.data.result.initialValue?.assignedTo).toBe("Zuri");
    const none = (await post("Nobody Here", "Another")) as Reply;
    expect(none.data.result.error).toMatchObject({
      assignedTo: ["No attorney matches “Nobody Here”"],
    });
    // Resolved, but the form is refused for its title: it shows what was typed, not an id.
    const untitled = (await post("Zuri Zaragoza", "")) as Reply;
    expect(untitled.data.result.error).toMatchObject({ title: ["Title is required"] });
    expect(untitled.data.result.error?.assignedTo).toBeUndefined();
    expect(untitled.data.result.initialValue?.assignedTo).toBe("Zuri Zaragoza");
    expect(await Task.count({ where: { title: "Another" } })).toBe(0);
  });

  it("the analytics filter reads a typed attorney, and still staff=<id>", async () => {
    const { cookie } = await signedIn("staff");
    const target = (
      await searchStaff(toPublicUser(await buildUser({ role: "admin" })), {
        q: "Zuri Zaragoza",
      })
    ).staff[0];
    type Page = {
      filter: { staff: string };
      staff: { complete: boolean };
      staffText: string;
      staffError?: string;
      staffName: string | null;
    };
    const load = async (query: string) =>
      (await callRoute(analyticsLoader, getRequest(`/analytics?${query}`, cookie))) as Page;
    const typed = await load("staff=zuri+zaragoza");
    expect(typed).toMatchObject({
      filter: { staff: String(target.id) },
      staff: { complete: false },
      staffName: "Zuri Zaragoza",
    });
    expect(typed.staffText).toMatch(/^Zuri Zaragoza \(.+@.+\)$/);
    expect(typed.staffError).toBeUndefined();
    const byId = await load(`staff=${target.id}`);
    expect(byId).toMatchObject({
      filter: { staff: String(target.id) },
      staffName: "Zuri Zaragoza",
    });
    const several = await load("staff=Zuri");
    expect(several).toMatchObject({ filter: { staff: "" }, staffText: "Zuri", staffName: null });
    expect(several.staffError).toMatch(
      /^Several attorneys match “Zuri”: .*Showing every attorney's cases\.$/,
    );
    expect((await load("staff=Nobody")).staffError).toBe(
      "No attorney matches “Nobody”. Showing every attorney's cases.",
    );
  });
});
