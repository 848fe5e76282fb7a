import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import {
  AuditEvent,
  CaseCost,
  MedicalProvider,
  ProviderRequest,
  sequelize,
} from "~/models/index.server";
import { toPublicUser } from "~/services/auth.server";
import { firmToday } from "~/services/settings.server";
import { addDays } from "~/utils/zone-calendar";
import { buildCase } from "../../../tests/factories/cases";
import { buildUser } from "../../../tests/factories/users";
import { addClaim, addClaimNote, listClaimNotes } from "./claims.server";
import {
  OVERDUE_REQUEST_LIMIT,
  addRecordRequest,
  caseOverdueRequests,
  overdueRecordRequests,
  updateRecordRequest,
} from "./record-requests.server";

/*
 * The overdue records requests of an attorney's cases (for Needs you) and a claim's dated notes:
 * the service functions a screen will call as the /api routes do.
 */

async function providerOn(caseId: number, name: string) {
  return MedicalProvider.create({
    caseId,
    name,
    kind: "physician",
    phone: null,
    fax: null,
    address: null,
    firstVisit: null,
    lastVisit: null,
  });
}

async function requestTo(
  provider: MedicalProvider,
  sentOn: string,
  receivedOn: string | null = null,
) {
  return ProviderRequest.create({
    providerId: provider.id,
    caseId: provider.caseId,
    what: "records",
    sentOn,
    method: "fax",
    followUpOn: null,
    receivedOn,
    costCents: null,
  });
}

describe("overdue records requests", () => {
  it("lists the attorney's requests still out 30 days or more after they were sent, oldest first", async () => {
    const attorney = await buildUser({ role: "staff" });
    const colleague = await buildUser({ role: "staff" });
    const mine = await buildCase({ staffId: attorney.id, title: "Doe v. Acme" });
    const theirs = await buildCase({ staffId: colleague.id });
    const today = await firmToday();
    const clinic = await providerOn(mine.id, "Clinic");
    const hospital = await providerOn(mine.id, "Hospital");
    const oldest = await requestTo(hospital, addDays(today, -90));
    const due = await requestTo(clinic, addDays(today, -30));
    await requestTo(clinic, addDays(today, -29)); // not yet 30 days out
    await requestTo(clinic, addDays(today, -60), addDays(today, -5)); // received
    await requestTo(await providerOn(theirs.id, "Elsewhere"), addDays(today, -90)); // not theirs

    const overdue = await overdueRecordRequests(attorney.id);
    expect(overdue.total).toBe(2);
    expect(overdue.items).toEqual([
      {
        id: oldest.id,
        caseId: mine.id,
        caseTitle: "Doe v. Acme",
        providerId: hospital.id,
        providerName: "Hospital",
        what: "records",
        sentOn: addDays(today, -90),
        followUpOn: null,
      },
      expect.objectContaining({ id: due.id, sentOn: addDays(today, -30) }),
    ]);
    expect(await overdueRecordRequests(attorney.id, 1)).toMatchObject({
      items: [{ id: oldest.id }],
      total: 2,
    });
    expect((await overdueRecordRequests(colleague.id)).items).toHaveLength(1);
    expect(OVERDUE_REQUEST_LIMIT).toBeLessThanOrEqual(100);

    // The case's own list, for its page: its attorney's; another attorney's case is 404.
    const asAttorney = toPublicUser(attorney);
    expect((await caseOverdueRequests(asAttorney, mine.id)).map((row) => row.id)).toEqual([
      oldest.id,
      due.id,
    ]);
    await expect(caseOverdueRequests(asAttorney, theirs.id)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("reads the requests still out on an index, never by a scan", async () => {
    const sql = `SELECT r.id FROM cases c
         JOIN provider_requests r ON r.case_id = c.id AND r.received_on IS NULL AND r.sent_on <= ?
        WHERE c.staff_id = ?`;
    const replacements = ["2026-01-01", 1];
    if (sequelize.getDialect() === "sqlite") {
      const plan = await sequelize.query<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, {
        replacements,
        type: QueryTypes.SELECT,
      });
      // Firm-wide by (received_on, sent_on) or per case by (case_id, received_on, sent_on), as
      // the planner judges: never a scan of the requests.
      const steps = plan.map((row) => row.detail).join("\n");
      expect(steps).toMatch(
        /SEARCH r USING (COVERING )?INDEX provider_requests_(case_)?outstanding/,
      );
      expect(steps).not.toMatch(/SCAN r\b/);
    } else {
      const plan = await sequelize.query<{ table: string; key: string | null }>(`EXPLAIN ${sql}`, {
        replacements,
        type: QueryTypes.SELECT,
      });
      expect(plan.find((row) => row.table === "r")?.key).toMatch(
        /^provider_requests_(case_)?outstanding$/,
      );
    }
  });
});

describe("a claim's dated notes", () => {
  it("adds notes for the firm, latest first, audited; others are refused", async () => {
    const attorney = toPublicUser(await buildUser({ role: "staff" }));
    const other = toPublicUser(await buildUser({ role: "staff" }));
    const client = await buildUser({ role: "client" });
    const legalCase = await buildCase({ client, staffId: attorney.id });
    const claim = await addClaim(attorney, legalCase.id, {
      insurerName: "Acme",
      coverage: "liability",
    });
    await addClaimNote(attorney, legalCase.id, claim.id, {
      body: "Adjuster acknowledged the letter",
      notedOn: "11/03/2026",
    });
    await addClaimNote(attorney, legalCase.id, claim.id, {
      body: "Offer of $12,000",
      notedOn: "2026-11-20",
    });
    const notes = await listClaimNotes(attorney, legalCase.id, claim.id);
    expect(notes.map((note) => [note.notedOn, note.body])).toEqual([
      ["2026-11-20", "Offer of $12,000"],
      ["2026-11-03", "Adjuster acknowledged the letter"],
    ]);
    expect(await AuditEvent.count({ where: { action: "claim_note_added" } })).toBe(2);
    await expect(listClaimNotes(other, legalCase.id, claim.id)).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      listClaimNotes(toPublicUser(client), legalCase.id, claim.id),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      addClaimNote(attorney, legalCase.id, claim.id, { body: "", notedOn: "soon" }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { body: expect.any(Array), notedOn: expect.any(Array) },
    });
  });
});

describe("a records request's copies", () => {
  it("are a cost of the case that follows the request until the client has paid it back", async () => {
    const attorney = await buildUser({ role: "staff" });
    const legalCase = await buildCase({ staffId: attorney.id });
    const user = toPublicUser(attorney);
    const clinic = await providerOn(legalCase.id, "Harbor Clinic");
    const costOf = (requestId: number) => CaseCost.findOne({ where: { requestId } });
    const free = await addRecordRequest(user, legalCase.id, clinic.id, {
      what: "records",
      sentOn: "2026-10-01",
      method: "fax",
    });
    expect(await costOf(free.id)).toBeNull();

    const request = await addRecordRequest(user, legalCase.id, clinic.id, {
      what: "both",
      sentOn: "2026-10-02",
      method: "mail",
      costCents: 2_850,
    });
    expect(await costOf(request.id)).toMatchObject({
      caseId: legalCase.id,
      description: "Records and bills copies: Harbor Clinic",
      incurredOn: "2026-10-02",
      amountCents: 2_850,
      paidFrom: "operating",
      reimbursed: false,
    });
    // Received, at a different price: the cost follows, dated the day the records came.
    const path = [user, legalCase.id, clinic.id, request.id] as const;
    await updateRecordRequest(...path, { receivedOn: "2026-10-20", costCents: 3_100 });
    expect(await costOf(request.id)).toMatchObject({
      incurredOn: "2026-10-20",
      amountCents: 3_100,
    });
    expect(await CaseCost.count({ where: { caseId: legalCase.id } })).toBe(1);
    // No cost after all: it leaves the case's costs.
    await updateRecordRequest(...path, { costCents: null });
    expect(await costOf(request.id)).toBeNull();
    // Once the client has paid it back, the cost stays as it was paid.
    await updateRecordRequest(...path, { costCents: 1_500 });
    await CaseCost.update({ reimbursed: true }, { where: { requestId: request.id } });
    await updateRecordRequest(...path, { costCents: 9_900 });
    expect(await costOf(request.id)).toMatchObject({ amountCents: 1_500, reimbursed: true });
  });
});
