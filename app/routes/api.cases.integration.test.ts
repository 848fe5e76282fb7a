import { describe, expect, it } from "vitest";
import { loader as casesApi } from "~/routes/api.cases";
import { buildCase } from "../../tests/factories/cases";
import { callRoute, getRequest } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";

const list = async (query: string, cookie?: string) => {
  const response = (await callRoute(
    casesApi,
    getRequest(`/api/cases${query}`, cookie),
  )) as Response;
  return { status: response.status, body: await response.json() };
};

describe("GET /api/cases", () => {
  it("answers the caller's cases with the total and the page", async () => {
    const staff = await signedIn("staff");
    const client = await signedIn("client");
    const legalCase = await buildCase({
      client: client.user,
      staffId: staff.user.id,
      title: "Api v. List",
    });
    const answer = await list("?status=active&q=Api", staff.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total: 1, page: 1 });
    expect(answer.body.cases.map((item: { id: number }) => item.id)).toEqual([legalCase.id]);
    // The client reads their own case through the same call; another attorney sees none.
    expect((await list("", client.cookie)).body.total).toBe(1);
    expect((await list("", (await signedIn("staff")).cookie)).body.total).toBe(0);
  });

  it("refuses no session (401) and a bad filter (400, naming it)", async () => {
    expect((await list("")).status).toBe(401);
    const { cookie } = await signedIn("staff");
    const bad = await list("?status=sleeping&page=0", cookie);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(["page", "status"]);
  });
});
