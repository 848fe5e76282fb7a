import { describe, expect, it } from "vitest";
import {
  AuditEvent,
  ConflictCheck,
  Form,
  LegalCase,
  Notification,
  Party,
  PartyKey,
  sequelize,
  User,
} from "~/models/index.server";
import * as conflictApi from "~/routes/api.cases.$caseId.conflict";
import * as checkApi from "~/routes/api.conflicts.check";
import * as partiesApi from "~/routes/api.cases.$caseId.parties";
import { action as conflictsAction } from "~/routes/conflicts";
import { ServiceError } from "~/utils/service-error";
import { buildCase } from "../../tests/factories/cases";
import { callApi, callRoute, formRequest } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";
import { buildUser } from "../../tests/factories/users";
import { toPublicUser } from "./auth.server";
import { getCaseDetail, openCase } from "./cases.server";
import { conflictOf, decideConflict } from "./conflict-checks.server";
import { convertSubmission } from "./submission-conversion.server";
import { createSubmission, getSubmission, listSubmissions } from "./submissions.server";
import { buildConsultationForm, consultationValues } from "../../tests/factories/forms";
import { CANDIDATE_LIMIT, checkConflicts, searchParties } from "./conflicts.server";
import { nameKeys } from "./name-matching.server";
import { addCaseParty, listCaseParties, removeCaseParty, writeParty } from "./parties.server";

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
  it("finds an old party under a common first name that hundreds of newer parties share", async () => {
    const legalCase = await buildCase({});
    const tag = Math.random().toString(36).slice(2, 8);
    const first = `Ysolde${tag}`;
    const target = await sequelize.transaction((transaction) =>
      writeParty(
        { caseId: legalCase.id, name: `${first} Dalrenmi`, role: "adverse_party" },
        transaction,
      ),
    );
    // More newer parties share the first name than one name's candidates may hold.
    const crowd = await Party.bulkCreate(
      Array.from({ length: CANDIDATE_LIMIT + 50 }, (_, i) => ({
        name: `${first} Crowd${i}`,
        kind: "person" as const,
        role: "witness" as const,
        caseId: legalCase.id,
      })),
    );
    await PartyKey.bulkCreate(
      crowd.flatMap((party) =>
        nameKeys(party.name).map((nameKey) => ({ partyId: party.id, nameKey })),
      ),
    );
    const found = await searchParties([`${first} Dalrenmi`]);
    expect(found[0]).toMatchObject({ partyId: target.id, reason: "exact" });
  });

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
    // A witness and the other side met again are information; so is an insurer (issue 36).
    expect(byName("Jonah Smith").map((match) => match.kind)).toEqual([
      "information",
      "information",
    ]);
    expect(byName("Brightwater Freight, Inc.")).toMatchObject([
      {
        partyName: "Brightwater Freight LLC",
        role: "insurer",
        reason: "exact",
        score: 1,
        caseId: current.id,
        caseTitle: "Someone else's matter",
        kind: "information",
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

describe("the automatic check and the decision on it", () => {
  const ask = (values: Record<string, unknown>, ip = "198.51.100.7") =>
    createSubmission({ formId: 1, data: consultationValues(values) }, { ip });

  it("flags a request naming a client of the firm, withholds its story, and refuses a case until it is decided", async () => {
    await buildConsultationForm();
    const attorney = toPublicUser(await buildUser({ role: "staff" }));
    await Form.update({ autoAssignTo: attorney.id }, { where: { id: 1 } });
    const admin = toPublicUser(await buildUser({ role: "admin" }));
    const otherAttorney = toPublicUser(await buildUser({ role: "staff" }));
    const matter = await buildCase({ staffId: attorney.id, title: "Harlow v. Quintessa Freight" });
    await addCaseParty(attorney, matter.id, {
      name: "Quintessa Freight Lines LLC",
      kind: "organisation",
      role: "adverse_party",
    });
    // Dorian Pike was the firm's client: the request names him as the other side.
    const former = await buildCase({ status: "closed", title: "Pike's old matter" });
    await sequelize.transaction((transaction) =>
      writeParty({ caseId: former.id, name: "Dorian Pike", role: "client" }, transaction),
    );

    const { submission } = await ask({
      firstName: "Marisol",
      lastName: "Etxeberria",
      email: "marisol@example.test",
      otherParties: "Quintessa Freight Lines Inc.\n\nDorian Pike",
    });
    const id = submission!.id;
    // The people it names are prospective parties from now on.
    expect(
      (await Party.findAll({ where: { submissionId: id }, order: [["id", "ASC"]] })).map((p) => [
        p.name,
        p.role,
        p.kind,
      ]),
    ).toEqual([
      ["Marisol Etxeberria", "prospective_client", "person"],
      ["Quintessa Freight Lines Inc.", "prospective_adverse_party", "organisation"],
      ["Dorian Pike", "prospective_adverse_party", "person"],
    ]);
    const check = await ConflictCheck.findOne({ where: { submissionId: id } });
    expect(check).toMatchObject({ status: "potential" });
    expect(check!.matches.map((m) => [m.query, m.partyName, m.caseId, m.reason, m.kind])).toEqual([
      [
        "Quintessa Freight Lines Inc.",
        "Quintessa Freight Lines LLC",
        matter.id,
        "exact",
        "information",
      ],
      ["Dorian Pike", "Dorian Pike", former.id, "exact", "conflict"],
    ]);
    // The attorney the form assigns and the administrators are told; nobody else.
    const told = await Notification.findAll({
      where: { title: "Potential conflict", actionUrl: `/submissions/${id}` },
    });
    const admins = await User.findAll({ where: { role: "admin" }, attributes: ["id"] });
    expect(told.map((row) => row.userId).sort()).toEqual(
      [attorney.id, ...admins.map((row) => row.id)].sort(),
    );
    expect(told.map((row) => row.userId)).toContain(admin.id);
    expect(told.map((row) => row.userId)).not.toContain(otherAttorney.id);

    // Withheld from the other attorneys, on the page and in the list; not from the deciders.
    const seenBy = async (user: typeof attorney) => (await getSubmission(user, id)).data;
    expect(await seenBy(otherAttorney)).not.toHaveProperty("incidentDescription");
    expect((await getSubmission(otherAttorney, id)).withheld).toEqual(["incidentDescription"]);
    const listed = await listSubmissions(otherAttorney, { formId: 1 });
    expect(listed.items.find((item) => item.id === id)?.data).not.toHaveProperty(
      "incidentDescription",
    );
    expect(await seenBy(attorney)).toHaveProperty("incidentDescription");
    expect(await seenBy(admin)).toHaveProperty("incidentDescription");

    // No case before a decision; another attorney may not decide; a waiver needs its note.
    const refused = await refusal(convertSubmission(attorney, id));
    expect([refused.status, refused.message]).toEqual([
      409,
      "This request may be a conflict of interest: decide on the conflict check (clear it, or waive it with a note) before opening a case.",
    ]);
    expect(
      (await refusal(decideConflict(otherAttorney, { submissionId: id }, { decision: "cleared" })))
        .status,
    ).toBe(403);
    const noNote = await refusal(
      decideConflict(attorney, { submissionId: id }, { decision: "waived" }),
    );
    expect(noNote.fieldErrors).toEqual({
      note: ["A waiver needs a note: how the client gave informed consent in writing"],
    });
    expect(await ConflictCheck.findOne({ where: { submissionId: id } })).toMatchObject({
      status: "potential",
    });

    const waived = await decideConflict(
      attorney,
      { submissionId: id },
      {
        decision: "waived",
        note: "Both clients consented in writing on 12 May.",
      },
    );
    expect(waived).toMatchObject({
      status: "waived",
      note: "Both clients consented in writing on 12 May.",
    });
    expect(
      await AuditEvent.findOne({ where: { action: "conflict_decided", targetId: String(id) } }),
    ).toMatchObject({ actorId: attorney.id, details: { decision: "waived" } });
    expect(await seenBy(otherAttorney)).toHaveProperty("incidentDescription");

    // Now a case: the other side comes with it, and so does the decision.
    const converted = await convertSubmission(attorney, id);
    const caseParties = await Party.findAll({
      where: { caseId: converted.case.id },
      order: [["id", "ASC"]],
    });
    expect(caseParties.map((p) => [p.name, p.role])).toEqual([
      ["Marisol Etxeberria", "client"],
      ["Quintessa Freight Lines Inc.", "adverse_party"],
      ["Dorian Pike", "adverse_party"],
    ]);
    expect(await ConflictCheck.findOne({ where: { caseId: converted.case.id } })).toMatchObject({
      status: "waived",
    });
  });

  it("shows the other side met again as information: the request is not held (issue 36)", async () => {
    await buildConsultationForm();
    const attorney = toPublicUser(await buildUser({ role: "staff" }));
    await Form.update({ autoAssignTo: attorney.id }, { where: { id: 1 } });
    const otherAttorney = toPublicUser(await buildUser({ role: "staff" }));
    const tag = Math.random().toString(36).slice(2, 7);
    const insurer = `Keystonia${tag} Mutual`;
    const adverse = `Quillon${tag} Haulage`;
    const matter = await buildCase({ staffId: attorney.id, title: "Ruiz v. Quillon Haulage" });
    await addCaseParty(attorney, matter.id, {
      name: adverse,
      kind: "organisation",
      role: "adverse_party",
    });
    await addCaseParty(attorney, matter.id, {
      name: `${insurer} Insurance Co.`,
      kind: "organisation",
      role: "insurer",
    });
    // An earlier request named the same company as its other side.
    const earlier = await ask(
      {
        firstName: "Idris",
        lastName: `Vantongeren${tag}`,
        email: `iv${tag}@example.test`,
        otherParties: adverse,
      },
      "198.51.100.8",
    );
    const { submission } = await ask(
      {
        firstName: "Philippa",
        lastName: `Odunsi${tag}`,
        email: `po${tag}@example.test`,
        otherParties: `${adverse}\n${insurer}`,
      },
      "198.51.100.8",
    );
    const id = submission!.id;
    const check = await ConflictCheck.findOne({ where: { submissionId: id } });
    // Shown, and nothing held: clear, nobody notified, the story read, a case may be opened.
    expect(check?.status).toBe("clear");
    expect(
      check!.matches
        .map((m) => [m.query, m.role, m.caseId, m.submissionId, m.kind])
        .sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    ).toEqual(
      [
        [adverse, "adverse_party", matter.id, null, "information"],
        [insurer, "insurer", matter.id, null, "information"],
        [adverse, "prospective_adverse_party", null, earlier.submission!.id, "information"],
      ].sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    );
    expect(
      await Notification.count({
        where: { title: "Potential conflict", actionUrl: `/submissions/${id}` },
      }),
    ).toBe(0);
    expect((await getSubmission(otherAttorney, id)).withheld).toEqual([]);

    // Each match links to what its viewer may open: the case for its attorney, plain text for
    // another; the earlier request for both.
    const seen = async (user: typeof attorney) =>
      Object.fromEntries(
        (await getSubmission(user, id)).conflict!.matches.map((m) => [`${m.role}`, m.canOpen]),
      );
    expect(await seen(attorney)).toEqual({
      adverse_party: true,
      insurer: true,
      prospective_adverse_party: true,
    });
    expect(await seen(otherAttorney)).toEqual({
      adverse_party: false,
      insurer: false,
      prospective_adverse_party: true,
    });
    const converted = await convertSubmission(attorney, id);
    expect(converted.case.id).toBeGreaterThan(0);
  });

  it("holds a request whose person asking is the other side in one of the firm's matters", async () => {
    await buildConsultationForm();
    const tag = Math.random().toString(36).slice(2, 7);
    const matter = await buildCase({ title: "Against Ottoline" });
    await sequelize.transaction((transaction) =>
      writeParty(
        { caseId: matter.id, name: `Ottoline Marchbanks${tag}`, role: "adverse_party" },
        transaction,
      ),
    );
    const { submission } = await ask(
      {
        firstName: "Ottoline",
        lastName: `Marchbanks${tag}`,
        email: `om${tag}@example.test`,
      },
      "198.51.100.9",
    );
    const check = await ConflictCheck.findOne({ where: { submissionId: submission!.id } });
    expect(check).toMatchObject({ status: "potential" });
    expect(check!.matches.map((m) => [m.role, m.kind])).toEqual([["adverse_party", "conflict"]]);
  });

  it("is clear for a request that names nobody the firm knows, and for the same person asking again", async () => {
    await buildConsultationForm();
    const first = await ask({
      firstName: "Wendeline",
      lastName: "Okonkwo",
      email: "wo@example.test",
    });
    const again = await ask({
      firstName: "Wendeline",
      lastName: "Okonkwo",
      email: "WO@example.test",
    });
    for (const { submission } of [first, again]) {
      expect(
        await ConflictCheck.findOne({ where: { submissionId: submission!.id } }),
      ).toMatchObject({
        status: "clear",
        matches: [],
      });
    }
  });

  it("checks a case again when a party is added, and the case's attorney decides through /api", async () => {
    const { user: attorney, cookie } = await signedIn("staff");
    const formerClient = await buildUser({
      role: "client",
      firstName: "Bartholomew",
      lastName: "Quayle",
    });
    const former = await buildCase({
      client: formerClient,
      status: "closed",
      title: "Old Quayle matter",
    });
    await sequelize.transaction((transaction) =>
      writeParty({ caseId: former.id, name: "Bartholomew Quayle", role: "client" }, transaction),
    );
    const legalCase = await buildCase({ staffId: attorney.id, title: "New matter against Quayle" });
    await addCaseParty(toPublicUser(attorney), legalCase.id, {
      name: "Quayle, Bartholomew",
      kind: "person",
      role: "adverse_party",
    });
    const check = await ConflictCheck.findOne({ where: { caseId: legalCase.id } });
    expect(check?.status).toBe("potential");

    const path = `/api/cases/${legalCase.id}/conflict`;
    const params = { caseId: String(legalCase.id) };
    const other = await signedIn("staff");
    expect(
      (
        await callApi(conflictApi, "PATCH", path, {
          cookie: other.cookie,
          params,
          body: { decision: "cleared" },
        })
      ).status,
    ).toBe(404);
    const bad = await callApi(conflictApi, "PATCH", path, {
      cookie,
      params,
      body: { decision: "ignored" },
    });
    expect(bad.status).toBe(400);
    const decided = await callApi(conflictApi, "PATCH", path, {
      cookie,
      params,
      body: { decision: "cleared", note: "A different Bartholomew Quayle: other date of birth." },
    });
    expect(decided.status).toBe(200);
    expect(await decided.json()).toMatchObject({ conflict: { status: "cleared" } });
    // The case's page and GET /api/cases/{id} carry it for the firm, never for the client.
    const detail = await getCaseDetail(toPublicUser(attorney), legalCase.id);
    expect(detail.conflict).toMatchObject({ status: "cleared" });
    // Read with the client's contact details, presented as the conflict's own call presents it:
    // the stored matches (JSON, as each engine hands it back), the note, the time it was decided.
    expect(detail.conflict).toEqual(
      await conflictOf({ caseId: legalCase.id }, toPublicUser(attorney)),
    );
    expect(detail.conflict?.matches.map((match) => match.caseId)).toContain(former.id);
    expect(detail.conflict?.note).toBe("A different Bartholomew Quayle: other date of birth.");
    expect(detail.conflict?.decidedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const client = await User.findByPk(legalCase.clientId);
    const theirs = await getCaseDetail(toPublicUser(client!), legalCase.id);
    expect(theirs).not.toHaveProperty("conflict");
    expect(theirs.client).toMatchObject({ id: client!.id, email: client!.email, invited: false });
  });
});
