import { describe, expect, it } from "vitest";
import { loader as statsApi } from "~/routes/api.admin.stats";
import { action as roleApi } from "~/routes/api.admin.users.$userId.role";
import { action as createUserApi, loader as usersApi } from "~/routes/api.admin.users";
import { loader as staffApi } from "~/routes/api.users.staff";
import { User } from "~/models/index.server";
import { ADMIN_ONLY } from "~/utils/policy";
import { uniqueEmail } from "../../tests/factories/emails";
import { callRoute, getRequest, jsonRequest } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";

type Who = "anonymous" | "client" | "staff" | "admin";
const WHO: Who[] = ["anonymous", "client", "staff", "admin"];

async function cookieOf(who: Who) {
  return who === "anonymous" ? undefined : (await signedIn(who)).cookie;
}

async function answer(work: Promise<unknown>) {
  const response = (await work) as Response;
  return { status: response.status, body: await response.json() };
}

/** What each caller gets from a GET: 401 without a session, the admin-only 403, or 200. */
async function eachCaller(path: string, route: typeof statsApi) {
  const answers: Record<string, number> = {};
  for (const who of WHO) {
    const { status, body } = await answer(callRoute(route, getRequest(path, await cookieOf(who))));
    answers[who] = status;
    if (status === 403) expect(body).toEqual({ message: ADMIN_ONLY });
  }
  return answers;
}

const ADMIN_ONLY_STATUSES = { anonymous: 401, client: 403, staff: 403, admin: 200 };

describe("/api/admin", () => {
  it("GET /api/admin/stats: the figures, for administrators only", async () => {
    expect(await eachCaller("/api/admin/stats", statsApi)).toEqual(ADMIN_ONLY_STATUSES);
    const { cookie } = await signedIn("admin");
    const { body } = await answer(callRoute(statsApi, getRequest("/api/admin/stats", cookie)));
    expect(Object.keys(body.stats).sort()).toEqual([
      "activeCases",
      "newSubmissionsToday",
      "newUsersThisMonth",
      "totalCases",
      "totalSubmissions",
      "totalUsers",
    ]);
    expect(body.stats.totalUsers).toBe(await User.count());
  });

  it("GET /api/admin/users: a page of accounts with the total, searched", async () => {
    expect(await eachCaller("/api/admin/users", usersApi)).toEqual(ADMIN_ONLY_STATUSES);
    const { cookie } = await signedIn("admin");
    const { user } = await signedIn("client", { lastName: "Quillfeather" });
    const { body } = await answer(
      callRoute(usersApi, getRequest("/api/admin/users?q=quillfeather&role=client", cookie)),
    );
    expect(body).toMatchObject({ total: 1, page: 1 });
    expect(body.users[0]).toMatchObject({ id: user.id, role: "client", status: "active" });
    expect(body.users[0]).not.toHaveProperty("passwordHash");
    const bad = await answer(
      callRoute(usersApi, getRequest("/api/admin/users?role=owner", cookie)),
    );
    expect(bad.status).toBe(400);
  });

  it("POST /api/admin/users: 201 with the user; each refusal says why and creates nothing", async () => {
    const body = () => ({
      firstName: "Dana",
      lastName: "Whit",
      email: uniqueEmail("api-created"),
      role: "client",
    });
    for (const who of ["anonymous", "client", "staff"] as const) {
      const input = body();
      const { status } = await answer(
        callRoute(
          createUserApi,
          jsonRequest("/api/admin/users", input, { cookie: await cookieOf(who) }),
        ),
      );
      expect(status).toBe(who === "anonymous" ? 401 : 403);
      expect(await User.count({ where: { email: input.email } })).toBe(0);
    }
    const { cookie } = await signedIn("admin");
    const input = body();
    const created = await answer(
      callRoute(createUserApi, jsonRequest("/api/admin/users", input, { cookie })),
    );
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ email: input.email, role: "client" });
    const again = await answer(
      callRoute(createUserApi, jsonRequest("/api/admin/users", input, { cookie })),
    );
    expect(again).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: ["An account with this email already exists"] } },
    });
  });

  it("PATCH /api/admin/users/{id}/role: the new role; the last administrator stays", async () => {
    const { user: target } = await signedIn("client");
    const path = `/api/admin/users/${target.id}/role`;
    const patch = async (cookie: string | undefined, role: string, at = path) =>
      answer(
        callRoute(roleApi, jsonRequest(at, { role }, { method: "PATCH", cookie }), {
          userId: at.split("/")[4],
        }),
      );
    for (const who of ["anonymous", "client", "staff"] as const) {
      expect((await patch(await cookieOf(who), "staff")).status).toBe(
        who === "anonymous" ? 401 : 403,
      );
    }
    expect((await User.findByPk(target.id))?.role).toBe("client");
    const { user: admin, cookie } = await signedIn("admin");
    const changed = await patch(cookie, "staff");
    expect(changed).toMatchObject({
      status: 200,
      body: { user: { id: target.id, role: "staff" } },
    });
    expect((await patch(cookie, "owner")).status).toBe(400);
    expect((await patch(cookie, "staff", "/api/admin/users/99999999/role")).status).toBe(404);
    // Every other administrator gone, the caller is the last one: they cannot demote themselves.
    await User.update({ role: "staff" }, { where: { role: "admin" } });
    await User.update({ role: "admin" }, { where: { id: admin.id } });
    const self = await patch(cookie, "staff", `/api/admin/users/${admin.id}/role`);
    expect(self.status).toBe(400);
    expect((await User.findByPk(admin.id))?.role).toBe("admin");
  });

  it("GET /api/users/staff: the firm's attorneys by name, for staff and administrators", async () => {
    const { user: attorney } = await signedIn("staff", { firstName: "Morgan", lastName: "Ames" });
    const answers: Record<string, number> = {};
    for (const who of WHO) {
      const { status, body } = await answer(
        callRoute(staffApi, getRequest("/api/users/staff", await cookieOf(who))),
      );
      answers[who] = status;
      if (status === 200) {
        expect(body.staff).toContainEqual({
          id: attorney.id,
          firstName: "Morgan",
          lastName: "Ames",
        });
        expect(Object.keys(body.staff[0]).sort()).toEqual(["firstName", "id", "lastName"]);
      }
    }
    expect(answers).toEqual({ anonymous: 401, client: 403, staff: 200, admin: 200 });
  });
});
