import { describe, expect, it } from "vitest";
import { AuditEvent, CaseCost, TimeEntry } from "~/models/index.server";
import * as costRoute from "~/routes/api.cases.$caseId.costs.$costId";
import * as costsRoute from "~/routes/api.cases.$caseId.costs";
import * as timeRoute from "~/routes/api.cases.$caseId.time";
import type { AuditAction } from "~/services/audit.server";
import { MAX_CENTS } from "~/utils/injury";
import { caseWorld, expectAccess, firmOnly } from "../../tests/factories/six-identities";

/*
 * A case's costs and time (issue 41), each call with the six identities: the case's attorney and
 * an administrator read and write; another attorney gets 404; the case's client and any other
 * client 403 (the firm's books, never a client's); no session 401.
 */

async function world() {
  const w = await caseWorld({
    attorney: { firstName: "Avery", lastName: "Stone" },
    otherAttorney: { firstName: "Blake", lastName: "Ortiz" },
    admin: { firstName: "Casey", lastName: "Admin" },
  });
  return { ...w, costs: `/api/cases/${w.caseId}/costs`, time: `/api/cases/${w.caseId}/time` };
}
type World = Awaited<ReturnType<typeof world>>;

/** The case's audit events of this action. */
const audited = (w: World, action: AuditAction) =>
  AuditEvent.count({ where: { action, targetType: "case", targetId: String(w.caseId) } });

const FILING_FEE = {
  description: "Filing fee",
  incurredOn: "2026-10-01",
  amountCents: 40_000,
  paidFrom: "operating",
};

describe("costs", () => {
  it("lists and adds costs for the attorney and an administrator only, totalled by the database", async () => {
    const w = await world();
    await expectAccess(firmOnly(201), (who) =>
      w.call(who, costsRoute, "POST", w.costs, FILING_FEE),
    );
    await expectAccess(firmOnly(200), (who) => w.call(who, costsRoute, "GET", w.costs));

    const added = await w.call("attorney", costsRoute, "POST", w.costs, {
      description: " Deposition transcript ",
      incurredOn: "09/15/2026",
      amountCents: "125050",
      paidFrom: "trust",
      reimbursed: true,
    });
    expect(added.status).toBe(201);
    expect(added.body.cost).toEqual({
      id: expect.any(Number),
      description: "Deposition transcript",
      incurredOn: "2026-09-15",
      amountCents: 125_050,
      paidFrom: "trust",
      reimbursed: true,
      // Marked paid back by hand, not by a trust payment of the settlement statement's line.
      reimbursedFromSettlement: false,
      requestId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // Another case's costs count for nothing here.
    const other = await world();
    await other.call("attorney", costsRoute, "POST", other.costs, {
      ...FILING_FEE,
      amountCents: 999,
    });

    const listed = await w.call("attorney", costsRoute, "GET", w.costs);
    expect(listed.body).toMatchObject({ page: 1, pageCount: 1, total: 3 });
    // By the day incurred, then as added.
    expect(
      listed.body.costs.map((cost: { incurredOn: string; reimbursed: boolean }) => [
        cost.incurredOn,
        cost.reimbursed,
      ]),
    ).toEqual([
      ["2026-09-15", true],
      ["2026-10-01", false],
      ["2026-10-01", false],
    ]);
    expect(listed.body.costs[1]).toMatchObject({
      ...FILING_FEE,
      reimbursed: false,
      requestId: null,
    });
    expect(listed.body.totals).toEqual({
      advancedCents: 205_050,
      reimbursedCents: 125_050,
      outstandingCents: 80_000,
    });
    expect(await audited(w, "cost_added")).toBe(3);
    expect(await CaseCost.count({ where: { caseId: w.caseId } })).toBe(3);
  });

  it("answers a case with no costs with totals of nothing", async () => {
    const w = await world();
    const empty = await w.call("admin", costsRoute, "GET", w.costs);
    expect(empty.body).toEqual({
      costs: [],
      page: 1,
      pageCount: 1,
      total: 0,
      totals: { advancedCents: 0, reimbursedCents: 0, outstandingCents: 0 },
    });
  });

  it("refuses bad input with each field's message, writing nothing", async () => {
    const w = await world();
    const refused = await w.call("attorney", costsRoute, "POST", w.costs, {
      description: "   ",
      incurredOn: "02/30/2026",
      amountCents: 0,
      paidFrom: "petty cash",
      reimbursed: "maybe",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      description: ["Description is required"],
      incurredOn: [expect.stringMatching(/There is no February 30, 2026/)],
      amountCents: [`Amount must be a whole number of cents from 1 to ${MAX_CENTS}`],
      paidFrom: ["Choose whether it was paid from the operating or the trust account"],
      reimbursed: ["Say whether the client has reimbursed it"],
    });
    for (const amountCents of [-1, 12.5, MAX_CENTS + 1, "12.50", "abc", null, true]) {
      const bad = await w.call("attorney", costsRoute, "POST", w.costs, {
        ...FILING_FEE,
        amountCents,
      });
      expect([bad.status, Object.keys(bad.body.fieldErrors)]).toEqual([400, ["amountCents"]]);
    }
    const missing = await w.call("attorney", costsRoute, "POST", w.costs, {});
    expect(Object.keys(missing.body.fieldErrors).sort()).toEqual([
      "amountCents",
      "description",
      "incurredOn",
      "paidFrom",
    ]);
    const long = await w.call("attorney", costsRoute, "POST", w.costs, {
      ...FILING_FEE,
      description: "x".repeat(201),
    });
    expect(long.body.fieldErrors).toEqual({
      description: ["Description must be at most 200 characters"],
    });
    expect(await CaseCost.count({ where: { caseId: w.caseId } })).toBe(0);
    expect(await audited(w, "cost_added")).toBe(0);
  });

  it("changes a cost by its id, audited; another case's cost is 404", async () => {
    const w = await world();
    const added = await w.call("attorney", costsRoute, "POST", w.costs, FILING_FEE);
    const costId = added.body.cost.id;
    const url = `${w.costs}/${costId}`;
    await expectAccess(firmOnly(200), (who) =>
      w.call(who, costRoute, "PATCH", url, { reimbursed: true }),
    );
    // The administrator's PATCH found it reimbursed already: no change, nothing audited.
    expect(await audited(w, "cost_changed")).toBe(1);
    const changed = await w.call("attorney", costRoute, "PATCH", url, {
      amountCents: 45_000,
      incurredOn: "Oct 2, 2026",
    });
    expect(changed.body.cost).toMatchObject({
      id: costId,
      description: "Filing fee",
      amountCents: 45_000,
      incurredOn: "2026-10-02",
      reimbursed: true,
    });
    const totals = await w.call("attorney", costsRoute, "GET", w.costs);
    expect(totals.body.totals).toEqual({
      advancedCents: 45_000,
      reimbursedCents: 45_000,
      outstandingCents: 0,
    });

    const bad = await w.call("attorney", costRoute, "PATCH", url, {
      amountCents: null,
      description: "",
      paidFrom: "savings",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual([
      "amountCents",
      "description",
      "paidFrom",
    ]);
    const empty = await w.call("attorney", costRoute, "PATCH", url, { unknown: 1 });
    expect(empty.status).toBe(400);
    const row = await CaseCost.findByPk(costId);
    expect([row!.amountCents, row!.description, row!.paidFrom]).toEqual([
      45_000,
      "Filing fee",
      "operating",
    ]);
    expect(await audited(w, "cost_changed")).toBe(2);

    // Another case's attorney, through their case, and this one's, through theirs: not found.
    const other = await world();
    const elsewhere = await other.call("attorney", costRoute, "PATCH", `${other.costs}/${costId}`, {
      reimbursed: false,
    });
    expect(elsewhere.status).toBe(404);
    const theirs = await other.call("attorney", costsRoute, "POST", other.costs, FILING_FEE);
    const wrongCase = await w.call(
      "attorney",
      costRoute,
      "PATCH",
      `${w.costs}/${theirs.body.cost.id}`,
      { reimbursed: true },
    );
    expect(wrongCase.status).toBe(404);
    expect((await CaseCost.findByPk(theirs.body.cost.id))!.reimbursed).toBe(false);
    expect((await w.call("attorney", costRoute, "PATCH", `${w.costs}/abc`, {})).status).toBe(404);
  });
});

describe("time entries", () => {
  it("lists and logs time for the attorney and an administrator only, newest first, totalled", async () => {
    const w = await world();
    const entry = {
      workedOn: "2026-10-01",
      staffId: w.attorney.user.id,
      minutes: 90,
      activity: "Drafting",
      description: "Demand letter",
    };
    await expectAccess(firmOnly(201), (who) => w.call(who, timeRoute, "POST", w.time, entry));
    await expectAccess(firmOnly(200), (who) => w.call(who, timeRoute, "GET", w.time));

    // A member of staff who names no one logs their own time.
    const own = await w.call("attorney", timeRoute, "POST", w.time, {
      workedOn: "10/20/2026",
      minutes: "30",
      activity: "Client call",
    });
    expect(own.status).toBe(201);
    expect(own.body.entry).toEqual({
      id: expect.any(Number),
      staffId: w.attorney.user.id,
      staffName: "Avery Stone",
      workedOn: "2026-10-20",
      minutes: 30,
      activity: "Client call",
      description: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // Any of the firm's people may be named: another attorney, the administrator themselves.
    const byOther = await w.call("admin", timeRoute, "POST", w.time, {
      ...entry,
      workedOn: "2026-09-01",
      staffId: w.otherAttorney.user.id,
      minutes: 15,
    });
    expect(byOther.body.entry.staffName).toBe("Blake Ortiz");
    const byAdmin = await w.call("admin", timeRoute, "POST", w.time, {
      ...entry,
      workedOn: "2026-10-01",
      staffId: w.admin.user.id,
      minutes: 1440,
    });
    expect(byAdmin.status).toBe(201);
    // Another case's time counts for nothing here.
    const other = await world();
    await other.call("attorney", timeRoute, "POST", other.time, { ...entry, staffId: undefined });

    const listed = await w.call("attorney", timeRoute, "GET", w.time);
    expect(listed.body).toMatchObject({ page: 1, pageCount: 1, total: 5, totalMinutes: 1665 });
    expect(
      listed.body.entries.map((one: { workedOn: string; minutes: number; staffName: string }) => [
        one.workedOn,
        one.minutes,
        one.staffName,
      ]),
    ).toEqual([
      ["2026-10-20", 30, "Avery Stone"],
      ["2026-10-01", 1440, "Casey Admin"],
      ["2026-10-01", 90, "Avery Stone"],
      ["2026-10-01", 90, "Avery Stone"],
      ["2026-09-01", 15, "Blake Ortiz"],
    ]);
    expect(listed.body.entries[2]).toMatchObject({ ...entry, staffName: "Avery Stone" });
    expect(await audited(w, "time_entry_added")).toBe(5);
    const event = await AuditEvent.findOne({
      where: { action: "time_entry_added", targetId: String(w.caseId), actorId: w.admin.user.id },
      order: [["id", "ASC"]],
    });
    expect(event!.details).toMatchObject({ staffId: w.attorney.user.id, minutes: 90 });
  });

  it("asks who did the work: an administrator must name them, and only the firm's people", async () => {
    const w = await world();
    const entry = { workedOn: "2026-10-01", minutes: 60, activity: "Research" };
    const unnamed = await w.call("admin", timeRoute, "POST", w.time, entry);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.fieldErrors).toEqual({ staffId: ["Choose who did the work"] });
    for (const staffId of [w.client.user.id, 2_000_000_000, "someone"]) {
      const refused = await w.call("attorney", timeRoute, "POST", w.time, { ...entry, staffId });
      expect([refused.status, Object.keys(refused.body.fieldErrors)]).toEqual([400, ["staffId"]]);
    }
    const asClient = await w.call("attorney", timeRoute, "POST", w.time, {
      ...entry,
      staffId: w.client.user.id,
    });
    expect(asClient.body.fieldErrors.staffId).toEqual(["Choose a member of the firm's staff"]);
    expect(await TimeEntry.count({ where: { caseId: w.caseId } })).toBe(0);
    expect(await audited(w, "time_entry_added")).toBe(0);
  });

  it("refuses bad input with each field's message, writing nothing", async () => {
    const w = await world();
    const refused = await w.call("attorney", timeRoute, "POST", w.time, {
      workedOn: "someday",
      minutes: 0,
      activity: "",
      description: "x".repeat(2001),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      workedOn: ["Date worked must be a date, for example 11/20/2026"],
      minutes: ["Minutes must be a whole number from 1 to 1440"],
      activity: ["Activity is required"],
      description: ["Description must be at most 2000 characters"],
    });
    for (const minutes of [1441, 1.5, -5, "1 hour", null]) {
      const bad = await w.call("attorney", timeRoute, "POST", w.time, {
        workedOn: "2026-10-01",
        minutes,
        activity: "Research",
      });
      expect([bad.status, Object.keys(bad.body.fieldErrors)]).toEqual([400, ["minutes"]]);
    }
    expect(await TimeEntry.count({ where: { caseId: w.caseId } })).toBe(0);
    expect(await audited(w, "time_entry_added")).toBe(0);
  });
});

describe("paging", () => {
  it("reads a case's costs a page at a time by the day incurred, the totals over all of them", async () => {
    const w = await world();
    // Added latest day first, so the order is the day's, not the id's.
    await CaseCost.bulkCreate(
      Array.from({ length: 101 }, (_, index) => ({
        caseId: w.caseId,
        description: `Cost ${index + 1}`,
        incurredOn: `2026-${String(12 - Math.floor(index / 28)).padStart(2, "0")}-${String(28 - (index % 28)).padStart(2, "0")}`,
        amountCents: index + 1,
        paidFrom: "operating" as const,
        reimbursed: index % 2 === 0,
      })),
    );
    const totals = { advancedCents: 5151, reimbursedCents: 2601, outstandingCents: 2550 };
    const first = await w.call("attorney", costsRoute, "GET", w.costs);
    expect(first.body).toMatchObject({ page: 1, pageCount: 2, total: 101, totals });
    expect(first.body.costs).toHaveLength(100);
    expect(first.body.costs[0]).toMatchObject({
      description: "Cost 101",
      incurredOn: "2026-09-12",
    });
    const days = first.body.costs.map((cost: { incurredOn: string }) => cost.incurredOn);
    expect(days).toEqual([...days].sort());
    const second = await w.call("attorney", costsRoute, "GET", `${w.costs}?page=2`);
    expect(second.body).toMatchObject({ page: 2, pageCount: 2, total: 101, totals });
    expect(second.body.costs).toEqual([
      expect.objectContaining({ description: "Cost 1", incurredOn: "2026-12-28" }),
    ]);
    expect((await w.call("attorney", costsRoute, "GET", `${w.costs}?page=x`)).status).toBe(400);
  });

  it("reads a case's time a page at a time, the latest day first, the minutes over all of it", async () => {
    const w = await world();
    await TimeEntry.bulkCreate(
      Array.from({ length: 101 }, (_, index) => ({
        caseId: w.caseId,
        staffId: w.attorney.user.id,
        workedOn: `2026-${String(1 + Math.floor(index / 28)).padStart(2, "0")}-${String(1 + (index % 28)).padStart(2, "0")}`,
        minutes: index + 1,
        activity: `Work ${index + 1}`,
        description: null,
      })),
    );
    const first = await w.call("attorney", timeRoute, "GET", w.time);
    expect(first.body).toMatchObject({ page: 1, pageCount: 2, total: 101, totalMinutes: 5151 });
    expect(first.body.entries).toHaveLength(100);
    expect(first.body.entries[0]).toMatchObject({
      activity: "Work 101",
      workedOn: "2026-04-17",
      staffName: "Avery Stone",
    });
    const second = await w.call("attorney", timeRoute, "GET", `${w.time}?page=2`);
    expect(second.body).toMatchObject({ page: 2, pageCount: 2, total: 101, totalMinutes: 5151 });
    expect(second.body.entries).toEqual([
      expect.objectContaining({ activity: "Work 1", workedOn: "2026-01-01" }),
    ]);
  });
});
