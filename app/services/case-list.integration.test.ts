import { describe, expect, it } from "vitest";
import { LegalCase, sequelize } from "~/models/index.server";
import { buildCase } from "../../tests/factories/cases";
import { buildUser } from "../../tests/factories/users";
import { toPublicUser } from "./auth.server";
import { CASE_PAGE_SIZE, searchCases } from "./case-list.server";

const person = async (role: "client" | "staff" | "admin", firstName = "Pat", lastName = "Doe") =>
  toPublicUser(await buildUser({ role, firstName, lastName }));

/** An attorney with three cases of their own, another attorney's case, and their clients. */
async function firm(tag: string) {
  const attorney = await person("staff");
  const other = await person("staff");
  const robin = await person("client", "Robin", `Quill${tag}`);
  const casey = await person("client", "Casey", "Rivera");
  const mine = [
    await buildCase({ client: robin, staffId: attorney.id, title: `${tag} Quill v. Metro` }),
    await buildCase({
      client: casey,
      staffId: attorney.id,
      title: `${tag} Rivera estate`,
      status: "on_hold",
      priority: "low",
    }),
    await buildCase({ client: casey, staffId: attorney.id, title: `${tag} Rivera lease` }),
  ];
  const theirs = await buildCase({
    client: robin,
    staffId: other.id,
    title: `${tag} Other matter`,
  });
  return { attorney, other, robin, casey, mine, theirs };
}

const ids = (result: { cases: Array<{ id: number }> }) => result.cases.map((item) => item.id);

describe("the cases list", () => {
  it("shows an attorney only their cases, latest activity first, with client and attorney", async () => {
    const { attorney, mine, robin } = await firm("Alpha");
    // Activity moves a case up: the latest first, whatever order they were opened in.
    const activity = (legalCase: LegalCase, minutes: number) =>
      sequelize.query("UPDATE cases SET updated_at = :at WHERE id = :id", {
        replacements: { at: new Date(Date.now() + minutes * 60_000), id: legalCase.id },
      });
    await activity(mine[1], 1);
    await activity(mine[2], 2);
    await activity(mine[0], 3);
    const result = await searchCases(attorney);
    expect(ids(result)).toEqual([mine[0].id, mine[2].id, mine[1].id]);
    expect(result.total).toBe(3);
    expect(result.cases[0]).toMatchObject({
      title: "Alpha Quill v. Metro",
      clientId: robin.id,
      clientName: `Robin QuillAlpha`,
      staffName: "Pat Doe",
      status: "active",
      priority: "high",
    });
  });

  it("shows another attorney none of them, a client their own, an administrator every case", async () => {
    const { other, robin, mine, theirs } = await firm("Beta");
    expect(ids(await searchCases(other))).toEqual([theirs.id]);
    expect(ids(await searchCases(robin)).sort()).toEqual([mine[0].id, theirs.id].sort());
    const admin = await person("admin");
    expect((await searchCases(admin, { q: "Beta" })).total).toBe(4);
  });

  it("filters by status and priority, and finds by case number, title words or client name", async () => {
    const { attorney, mine } = await firm("Gamma");
    expect(ids(await searchCases(attorney, { status: "on_hold" }))).toEqual([mine[1].id]);
    expect(ids(await searchCases(attorney, { priority: "high" })).sort()).toEqual(
      [mine[0].id, mine[2].id].sort(),
    );
    expect(ids(await searchCases(attorney, { q: `#${mine[2].id}` }))).toEqual([mine[2].id]);
    expect(ids(await searchCases(attorney, { q: String(mine[2].id) }))).toEqual([mine[2].id]);
    expect(ids(await searchCases(attorney, { q: "rivera LEASE" }))).toEqual([mine[2].id]);
    expect(ids(await searchCases(attorney, { q: "quillgamma" }))).toEqual([mine[0].id]);
    // LIKE's wildcards are text, not patterns: "%" alone finds nothing more than no search.
    expect((await searchCases(attorney, { q: "%" })).total).toBe(3);
    expect((await searchCases(attorney, { q: "zz_nothing" })).total).toBe(0);
  });

  it('finds a client\'s cases by "Last, First" as by "First Last" (issue 36)', async () => {
    const { attorney, mine, robin } = await firm("Delta");
    const casey = [mine[1].id, mine[2].id].sort();
    for (const q of ["Rivera, Casey", "Casey Rivera", "rivera,casey", "Rivera; Casey"]) {
      expect(ids(await searchCases(attorney, { q })).sort(), q).toEqual(casey);
    }
    expect(ids(await searchCases(attorney, { q: `${robin.lastName}, Robin` }))).toEqual([
      mine[0].id,
    ]);
    // Both names must match: another first name finds nothing.
    expect((await searchCases(attorney, { q: "Rivera, Robin" })).total).toBe(0);
  });

  it("pages the list, and a page past the end is the last page", async () => {
    const attorney = await person("staff");
    const client = await person("client");
    for (let i = 0; i < CASE_PAGE_SIZE + 2; i++) {
      await buildCase({ client, staffId: attorney.id, title: `Delta ${i}` });
    }
    const first = await searchCases(attorney);
    expect(first).toMatchObject({ total: CASE_PAGE_SIZE + 2, page: 1, pageCount: 2 });
    expect(first.cases).toHaveLength(CASE_PAGE_SIZE);
    const last = await searchCases(attorney, { page: 9 });
    expect(last.page).toBe(2);
    expect(last.cases).toHaveLength(2);
    expect(new Set([...ids(first), ...ids(last)]).size).toBe(CASE_PAGE_SIZE + 2);
  });
});
