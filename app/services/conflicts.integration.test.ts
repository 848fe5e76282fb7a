import { describe, expect, it } from "vitest";
import { AuditEvent, LegalCase, Party, PartyKey, sequelize } from "~/models/index.server";
import * as checkApi from "~/routes/api.conflicts.check";
import * as partiesApi from "~/routes/api.cases.$caseId.parties";
import { action as conflictsAction } from "~/routes/conflicts";
import { ServiceError } from "~/utils/service-error";
import { buildCase } from "../../tests/factories/cases";
import { callApi, callRoute, formRequest } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";
import { buildUser } from "../../tests/factories/users";
import { toPublicUser } from "./auth.server";
import { openCase } from "./cases.server";
import { checkConflicts } from "./conflicts.server";
import { addCaseParty, listCaseParties, removeCaseParty } from "./parties.server";

/** Parties on cases and the conflict check over them (issue 17), on SQLite and MySQL. */

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
};

describe("a case's parties", () => {
  it("start with the client, take the ones its attorney adds, and keep the removed", async () => {
    const client = toPublicUser(
      await buildUser({ role: "client", firstName: "Odile", lastName: "Vasquez-Brand" }),
    );
    const legalCase = await sequelize.transaction((transaction) =>
      openCase(
        client,
        {
          title: "Vasquez-Brand v. Harbor",
          caseType: "Other",
          priority: "low",
          description: "",
          origin: "from a test",
        },
        transaction,
      ),
    );
    const attorney = toPublicUser(await buildUser({ role: "staff" }));
    await LegalCase.update({ staffId: attorney.id }, { where: { id: legalCase.id } });
    expect(
      (await listCaseParties(attorney, legalCase.id)).map((party) => [party.name, party.role]),
    ).toEqual([["Odile Vasquez-Brand", "client"]]);

    const insurer = await addCaseParty(attorney, legalCase.id, {
      name: "Quillfeather Mutual Insurance Co.",
      kind: "organisation",
      role: "insurer",
    });
    expect(insurer).toMatchObject({ kind: "organisation", role: "insurer", removedAt: null });
    // Its name is found by its keys: words in order and sound codes.
    expect(await PartyKey.count({ where: { partyId: insurer.id } })).toBeGreaterThan(2);

    // Bad input, the client, and another attorney change nothing.
    const before = await Party.count();
    expect(
      (
        await refusal(
          addCaseParty(attorney, legalCase.id, { name: " ", kind: "person", role: "witness" }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await refusal(
          addCaseParty(attorney, legalCase.id, { name: "X", kind: "person", role: "client" }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await refusal(
          addCaseParty(client, legalCase.id, { name: "Y", kind: "person", role: "witness" }),
        )
      ).status,
    ).toBe(403);
    const other = toPublicUser(await buildUser({ role: "staff" }));
    expect(
      (
        await refusal(
          addCaseParty(other, legalCase.id, { name: "Z", kind: "person", role: "witness" }),
        )
      ).status,
    ).toBe(404);
    expect((await refusal(listCaseParties(client, legalCase.id))).status).toBe(403);
    expect(await Party.count()).toBe(before);

    const removed = await removeCaseParty(attorney, legalCase.id, insurer.id);
    expect(removed.removedAt).not.toBeNull();
    const clientParty = (await listCaseParties(attorney, legalCase.id))[0]!;
    expect((await refusal(removeCaseParty(attorney, legalCase.id, clientParty.id))).status).toBe(
      400,
    );
    expect(
      (await listCaseParties(attorney, legalCase.id)).map((party) => [
        party.name,
        party.removedAt !== null,
      ]),
    ).toEqual([
      ["Odile Vasquez-Brand", false],
      ["Quillfeather Mutual Insurance Co.", true],
    ]);
    // The removal is in the audit log.
    expect(
      await AuditEvent.count({
        where: { action: "party_removed", targetId: String(legalCase.id) },
      }),
    ).toBe(1);
  });

  it("through /api/cases/{id}/parties: 201 with the party, 400 with what is wrong", async () => {
    const { user: attorney, cookie } = await signedIn("staff");
    const legalCase = await buildCase({ staffId: attorney.id });
    const path = `/api/cases/${legalCase.id}/parties`;
    const params = { caseId: String(legalCase.id) };
    const created = await callApi(partiesApi, "POST", path, {
      cookie,
      params,
      body: { name: "Tobias Wrenfield", kind: "person", role: "adverse_counsel" },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      party: { name: "Tobias Wrenfield", role: "adverse_counsel" },
    });
    const refused = await callApi(partiesApi, "POST", path, {
      cookie,
      params,
      body: { kind: "alien" },
    });
    expect(refused.status).toBe(400);
    expect(
      ((await refused.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors,
    ).toMatchObject({
      name: ["Name is required"],
      kind: ["Choose person or organisation"],
      role: ["Choose the party's role"],
    });
    const listed = await callApi(partiesApi, "GET", path, { cookie, params });
    expect(((await listed.json()) as { parties: unknown[] }).parties).toHaveLength(1);
  });
});

describe("the conflict check", () => {
  it("finds a party under another spelling, order or initial, says why, and reads removed parties too", async () => {
    const attorney = toPublicUser((await signedIn("staff")).user);
    const closed = await buildCase({
      staffId: attorney.id,
      status: "completed",
      title: "Old matter",
    });
    const current = await buildCase({ staffId: null, title: "Someone else's matter" });
    await addCaseParty(attorney, closed.id, {
      name: "Smythe, Jonah",
      kind: "person",
      role: "adverse_party",
    });
    const admin = toPublicUser(await buildUser({ role: "admin" }));
    const removed = await addCaseParty(admin, current.id, {
      name: "Jonah Smith",
      kind: "person",
      role: "witness",
    });
    await removeCaseParty(admin, current.id, removed.id);
    await addCaseParty(admin, current.id, {
      name: "Brightwater Freight LLC",
      kind: "organisation",
      role: "insurer",
    });

    const result = await checkConflicts(attorney, {
      names: ["Jonah Smith", "  ", "Brightwater Freight, Inc.", "Zebulon Quark"],
    });
    expect(result.names).toEqual(["Jonah Smith", "Brightwater Freight, Inc.", "Zebulon Quark"]);
    const byName = (query: string) => result.matches.filter((match) => match.query === query);
    expect(
      byName("Jonah Smith").map((match) => [
        match.partyName,
        match.reason,
        match.status,
        match.removed,
        match.canOpen,
      ]),
    ).toEqual([
      ["Jonah Smith", "exact", "current", true, false],
      ["Smythe, Jonah", "sounds alike", "closed", false, true],
    ]);
    expect(byName("Brightwater Freight, Inc.")).toMatchObject([
      {
        partyName: "Brightwater Freight LLC",
        role: "insurer",
        reason: "exact",
        score: 1,
        caseId: current.id,
        caseTitle: "Someone else's matter",
      },
    ]);
    expect(byName("Zebulon Quark")).toEqual([]);

    // Audited: who searched for which names.
    const logged = await AuditEvent.findOne({
      where: { action: "conflict_checked", actorId: attorney.id },
    });
    expect(logged?.details).toMatchObject({ names: result.names, matches: 3 });
  });

  it("answers the screen and /api/conflicts/check alike, for staff and administrators only", async () => {
    const { cookie } = await signedIn("staff");
    const answer = await callApi(checkApi, "POST", "/api/conflicts/check", {
      cookie,
      body: { names: ["Nobody Atall"] },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ names: ["Nobody Atall"], matches: [] });
    const empty = await callApi(checkApi, "POST", "/api/conflicts/check", {
      cookie,
      body: { names: [] },
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      fieldErrors: { names: ["Enter at least one name"] },
    });
    const tooMany = await callApi(checkApi, "POST", "/api/conflicts/check", {
      cookie,
      body: { names: Array.from({ length: 21 }, (_, index) => `Person ${index}`) },
    });
    expect(tooMany.status).toBe(400);
    const client = await signedIn("client");
    expect(
      (
        await callApi(checkApi, "POST", "/api/conflicts/check", {
          cookie: client.cookie,
          body: { names: ["A B"] },
        })
      ).status,
    ).toBe(403);

    // The screen's form: names one per line, the results on the answer, nothing in the address.
    const page = (await callRoute(
      conflictsAction,
      formRequest("/conflicts", { intent: "check", names: "Nobody Atall\nNo One Else" }, cookie),
    )) as Response;
    expect(await page.json()).toMatchObject({
      intent: "check",
      names: ["Nobody Atall", "No One Else"],
      matches: [],
    });
    const checked = await AuditEvent.count({ where: { action: "conflict_checked" } });
    const blank = await callRoute(
      conflictsAction,
      formRequest("/conflicts", { intent: "check", names: "\n \n" }, cookie),
    );
    // Refused beside the field, and nothing searched or logged.
    expect(JSON.stringify(blank)).toContain("Enter at least one name");
    expect(await AuditEvent.count({ where: { action: "conflict_checked" } })).toBe(checked);
  });
});
