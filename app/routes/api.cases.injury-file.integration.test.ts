import { describe, expect, it } from "vitest";
import {
  AuditEvent,
  InsuranceClaim,
  Lien,
  MedicalBill,
  MedicalProvider,
  Party,
  ProviderRequest,
} from "~/models/index.server";
import * as billRoute from "~/routes/api.cases.$caseId.bills.$billId";
import * as billsRoute from "~/routes/api.cases.$caseId.bills";
import * as claimRoute from "~/routes/api.cases.$caseId.claims.$claimId";
import * as claimsRoute from "~/routes/api.cases.$caseId.claims";
import * as damagesRoute from "~/routes/api.cases.$caseId.damages";
import * as lienRoute from "~/routes/api.cases.$caseId.liens.$lienId";
import * as liensRoute from "~/routes/api.cases.$caseId.liens";
import * as providerRoute from "~/routes/api.cases.$caseId.providers.$providerId";
import * as requestRoute from "~/routes/api.cases.$caseId.providers.$providerId.requests.$requestId";
import * as requestsRoute from "~/routes/api.cases.$caseId.providers.$providerId.requests";
import * as providersRoute from "~/routes/api.cases.$caseId.providers";
import { firmToday } from "~/services/settings.server";
import { addDays } from "~/utils/zone-calendar";
import {
  caseWorld,
  expectAccess,
  firmOnly,
  type CaseWorld,
  type Who,
} from "../../tests/factories/six-identities";

/*
 * The personal-injury file's calls (issue 40), each with the six identities: the case's attorney
 * and an administrator read and write; another attorney gets 404; the case's client reads and
 * adds only providers (the firm's record otherwise: 403), without an amount anywhere; another
 * client 404 (403 where clients have no access at all); no session 401.
 */

const AMOUNT_OR_FIRM_FIELD = /cents|amount|balance|phone|fax|address|note|claim|lien|bill/i;
const keysDeep = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysDeep)
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysDeep(inner)])
      : [];

const CLAIM = {
  insurerName: "Acme Mutual",
  coverage: "liability",
  claimNumber: "CL-2026-0042",
  policyNumber: "POL-77",
  limitPerPersonCents: 2_500_000,
  limitPerAccidentCents: 5_000_000,
  adjusterName: "Dana Reyes",
  adjusterPhone: "(555) 010-2000",
  adjusterEmail: "dana.reyes@acme.example",
  status: "acknowledged",
  representationLetterDate: "11/02/2026",
};

async function addProviderAs(w: CaseWorld, who: Who, body: Record<string, unknown>) {
  return w.call(who, providersRoute, "POST", `/api/cases/${w.caseId}/providers`, body);
}

describe("insurance claims", () => {
  it("lists and adds claims for the attorney and an administrator only, the insurer a party of the case", async () => {
    const w = await caseWorld();
    const url = `/api/cases/${w.caseId}/claims`;
    await expectAccess(firmOnly(201), (who) => w.call(who, claimsRoute, "POST", url, CLAIM));
    await expectAccess(firmOnly(200), (who) => w.call(who, claimsRoute, "GET", url));

    const listed = await w.call("attorney", claimsRoute, "GET", url);
    expect(listed.body).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    expect(listed.body.claims[0]).toMatchObject({
      ...CLAIM,
      representationLetterDate: "2026-11-02",
      caseId: w.caseId,
      needsReview: false,
    });
    expect(typeof listed.body.claims[0].id).toBe("number");
    // One insurer party, whichever way its name is written the second time.
    const insurers = await Party.findAll({ where: { caseId: w.caseId, role: "insurer" } });
    expect(insurers.map((party) => [party.name, party.kind])).toEqual([
      ["Acme Mutual", "organisation"],
    ]);
    const again = await w.call("attorney", claimsRoute, "POST", url, {
      ...CLAIM,
      insurerName: "ACME mutual ",
      coverage: "um_uim",
    });
    expect(again.body.claim.insurerPartyId).toBe(insurers[0]!.id);
    expect(await AuditEvent.count({ where: { action: "claim_added" } })).toBe(3);
    expect(await AuditEvent.count({ where: { action: "party_added" } })).toBe(1);
  });

  it("refuses bad input with each field's message, changing nothing", async () => {
    const w = await caseWorld();
    const refused = await w.call("attorney", claimsRoute, "POST", `/api/cases/${w.caseId}/claims`, {
      insurerName: "",
      coverage: "life",
      limitPerPersonCents: -100,
      limitPerAccidentCents: 12.5,
      adjusterEmail: "not-an-email",
      representationLetterDate: "13/45/2026",
      status: "won",
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fieldErrors).sort()).toEqual(
      [
        "adjusterEmail",
        "coverage",
        "insurerName",
        "limitPerAccidentCents",
        "limitPerPersonCents",
        "representationLetterDate",
        "status",
      ].sort(),
    );
    expect(await InsuranceClaim.count({ where: { caseId: w.caseId } })).toBe(0);
    expect(await Party.count({ where: { caseId: w.caseId, role: "insurer" } })).toBe(0);
  });

  it("changes and removes a claim by its id, audited; another case's claim is 404", async () => {
    const w = await caseWorld();
    const added = await w.call(
      "attorney",
      claimsRoute,
      "POST",
      `/api/cases/${w.caseId}/claims`,
      CLAIM,
    );
    const url = `/api/cases/${w.caseId}/claims/${added.body.claim.id}`;
    await expectAccess(firmOnly(200), (who) =>
      w.call(who, claimRoute, "PATCH", url, { status: "in_negotiation" }),
    );
    const bad = await w.call("attorney", claimRoute, "PATCH", url, { limitPerPersonCents: "lots" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.limitPerPersonCents).toBeDefined();
    const claim = await InsuranceClaim.findByPk(added.body.claim.id);
    expect([claim!.status, claim!.limitPerPersonCents, claim!.claimNumber]).toEqual([
      "in_negotiation",
      2_500_000,
      "CL-2026-0042",
    ]);
    const cleared = await w.call("attorney", claimRoute, "PATCH", url, { claimNumber: null });
    expect(cleared.body.claim).toMatchObject({ claimNumber: null, status: "in_negotiation" });
    // The administrator's PATCH set the status it already had: no change, nothing audited.
    expect(await AuditEvent.count({ where: { action: "claim_changed" } })).toBe(2);

    const other = await caseWorld();
    const elsewhere = await other.call(
      "attorney",
      claimRoute,
      "PATCH",
      `/api/cases/${other.caseId}/claims/${added.body.claim.id}`,
      { status: "closed" },
    );
    expect(elsewhere.status).toBe(404);

    const removals = firmOnly(200);
    removals.admin = 404; // the attorney removed it first
    await expectAccess(removals, (who) => w.call(who, claimRoute, "DELETE", url));
    expect(await InsuranceClaim.count({ where: { caseId: w.caseId } })).toBe(0);
    expect(await AuditEvent.count({ where: { action: "claim_removed" } })).toBe(1);
  });
});

describe("medical providers and their records requests", () => {
  it("lets the firm and the case's client list providers; the client sees no amount or firm field", async () => {
    const w = await caseWorld();
    const firmProvider = {
      name: "Mercy Hospital",
      kind: "er",
      phone: "555-111-2222",
      fax: "555-111-3333",
      address: "1 Main St",
      firstVisit: "2026-06-01",
      lastVisit: "06/02/2026",
      stillTreating: false,
    };
    await expectAccess({ ...firmOnly(201), client: 201, otherClient: 404 }, (who) =>
      addProviderAs(w, who, firmProvider),
    );
    const url = `/api/cases/${w.caseId}/providers`;
    await expectAccess({ ...firmOnly(200), client: 200, otherClient: 404 }, (who) =>
      w.call(who, providersRoute, "GET", url),
    );

    const asFirm = await w.call("attorney", providersRoute, "GET", url);
    expect(asFirm.body.providers).toHaveLength(3);
    expect(asFirm.body.providers[0]).toMatchObject({ ...firmProvider, lastVisit: "2026-06-02" });
    // The client's own: only what they can tell, marked for the attorney.
    const byClient = asFirm.body.providers.find(
      (provider: { addedByClient: boolean }) => provider.addedByClient,
    );
    expect(byClient).toMatchObject({ phone: null, fax: null, address: null, needsReview: true });

    const asClient = await w.call("client", providersRoute, "GET", url);
    for (const provider of asClient.body.providers) {
      expect(Object.keys(provider).sort()).toEqual(
        [
          "firstVisit",
          "id",
          "kind",
          "lastVisit",
          "name",
          "recordsReceived",
          "stillTreating",
        ].sort(),
      );
    }
    expect(keysDeep(asClient.body).filter((key) => AMOUNT_OR_FIRM_FIELD.test(key))).toEqual([]);
  });

  it("marks a client's provider as theirs, reading only name, kind and the visits", async () => {
    const w = await caseWorld();
    const added = await addProviderAs(w, "client", {
      name: "Dr. Patel",
      kind: "physician",
      firstVisit: "Jul 1, 2026",
      phone: "555-999-0000",
      stillTreating: true,
    });
    expect(added.status).toBe(201);
    expect(added.body.provider).toEqual({
      id: added.body.provider.id,
      name: "Dr. Patel",
      kind: "physician",
      firstVisit: "2026-07-01",
      lastVisit: null,
      stillTreating: false,
      recordsReceived: false,
    });
    const row = await MedicalProvider.findByPk(added.body.provider.id);
    expect([row!.addedByClient, row!.needsReview, row!.phone]).toEqual([true, true, null]);
    expect(
      await AuditEvent.count({ where: { action: "provider_added", actorId: w.client.user.id } }),
    ).toBe(1);
    const refused = await addProviderAs(w, "client", {
      name: "Dr. Patel",
      kind: "wizard",
      firstVisit: "2026-08-01",
      lastVisit: "2026-07-01",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toHaveProperty("kind");
    expect(await MedicalProvider.count({ where: { caseId: w.caseId } })).toBe(1);
  });

  it("changes and removes providers (the firm's), refusing one whose bills are on the file", async () => {
    const w = await caseWorld();
    const added = await addProviderAs(w, "attorney", {
      name: "Spine PT",
      kind: "physical_therapy",
    });
    const url = `/api/cases/${w.caseId}/providers/${added.body.provider.id}`;
    await expectAccess(firmOnly(200), (who) =>
      w.call(who, providerRoute, "PATCH", url, { stillTreating: true, needsReview: false }),
    );
    const order = await w.call("attorney", providerRoute, "PATCH", url, {
      firstVisit: "2026-05-01",
      lastVisit: "2026-04-01",
    });
    expect(order.status).toBe(400);
    expect(order.body.fieldErrors.lastVisit).toEqual(["The last visit cannot be before the first"]);
    await w.call("attorney", billsRoute, "POST", `/api/cases/${w.caseId}/bills`, {
      providerId: added.body.provider.id,
      billedCents: 10_000,
    });
    expect((await w.call("attorney", providerRoute, "DELETE", url)).status).toBe(409);
    await MedicalBill.destroy({ where: { providerId: added.body.provider.id } });
    const removals = { ...firmOnly(200), admin: 404 };
    await expectAccess(removals, (who) => w.call(who, providerRoute, "DELETE", url));
    expect(await AuditEvent.count({ where: { action: "provider_removed" } })).toBe(1);
  });

  it("logs records requests and marks them received; the client learns only that the records came", async () => {
    const w = await caseWorld();
    const provider = await addProviderAs(w, "attorney", {
      name: "Valley Imaging",
      kind: "imaging",
    });
    const url = `/api/cases/${w.caseId}/providers/${provider.body.provider.id}/requests`;
    const today = await firmToday();
    const body = { what: "records", sentOn: addDays(today, -31), method: "fax", costCents: 2500 };
    await expectAccess(firmOnly(201), (who) => w.call(who, requestsRoute, "POST", url, body));
    await expectAccess(firmOnly(200), (who) => w.call(who, requestsRoute, "GET", url));
    const listed = await w.call("attorney", requestsRoute, "GET", url);
    expect(listed.body.requests).toHaveLength(2);
    expect(listed.body.requests[0]).toMatchObject({ ...body, receivedOn: null, overdue: true });

    const requestUrl = `${url}/${listed.body.requests[0].id}`;
    const early = await w.call("attorney", requestRoute, "PATCH", requestUrl, {
      receivedOn: addDays(today, -40),
    });
    expect(early.status).toBe(400);
    expect(early.body.fieldErrors.receivedOn).toBeDefined();
    await expectAccess(firmOnly(200), (who) =>
      w.call(who, requestRoute, "PATCH", requestUrl, { receivedOn: today }),
    );
    const received = await ProviderRequest.findByPk(listed.body.requests[0].id);
    expect(received!.receivedOn).toBe(today);
    expect(await AuditEvent.count({ where: { action: "records_request_changed" } })).toBe(1);

    const asClient = await w.call(
      "client",
      providersRoute,
      "GET",
      `/api/cases/${w.caseId}/providers`,
    );
    expect(asClient.body.providers[0].recordsReceived).toBe(true);
    // The provider as a change answers it: the same rule as the list's.
    const changed = await w.call(
      "attorney",
      providerRoute,
      "PATCH",
      `/api/cases/${w.caseId}/providers/${provider.body.provider.id}`,
      { stillTreating: true },
    );
    expect(changed.body.provider.recordsReceived).toBe(true);
    // A request of another provider's is not this one's.
    const other = await addProviderAs(w, "attorney", { name: "Other", kind: "other" });
    const wrong = await w.call(
      "attorney",
      requestRoute,
      "PATCH",
      `/api/cases/${w.caseId}/providers/${other.body.provider.id}/requests/${listed.body.requests[0].id}`,
      { receivedOn: today },
    );
    expect(wrong.status).toBe(404);
  });
});

describe("bills and liens", () => {
  it("adds, lists, changes and removes bills with a computed balance", async () => {
    const w = await caseWorld();
    const provider = await addProviderAs(w, "attorney", { name: "Mercy", kind: "hospital" });
    const url = `/api/cases/${w.caseId}/bills`;
    const bill = {
      providerId: provider.body.provider.id,
      serviceFrom: "2026-06-01",
      serviceTo: "2026-06-02",
      billedCents: 1_250_000,
      adjustmentCents: 250_000,
      paidCents: 400_000,
      payer: "Health plan",
    };
    await expectAccess(firmOnly(201), (who) => w.call(who, billsRoute, "POST", url, bill));
    await expectAccess(firmOnly(200), (who) => w.call(who, billsRoute, "GET", url));
    const listed = await w.call("attorney", billsRoute, "GET", url);
    expect(listed.body.bills[0]).toMatchObject({ ...bill, balanceCents: 600_000 });

    const other = await caseWorld();
    const foreign = await addProviderAs(other, "attorney", { name: "Elsewhere", kind: "other" });
    const wrongProvider = await w.call("attorney", billsRoute, "POST", url, {
      ...bill,
      providerId: foreign.body.provider.id,
    });
    expect(wrongProvider.status).toBe(400);
    expect(wrongProvider.body.fieldErrors.providerId).toBeDefined();
    const overpaid = await w.call("attorney", billsRoute, "POST", url, {
      ...bill,
      paidCents: 1_100_000,
    });
    expect(overpaid.status).toBe(400);

    const billUrl = `${url}/${listed.body.bills[0].id}`;
    await expectAccess(firmOnly(200), (who) =>
      w.call(who, billRoute, "PATCH", billUrl, { paidCents: 500_000 }),
    );
    const changed = await w.call("attorney", billRoute, "PATCH", billUrl, {
      adjustmentCents: null,
    });
    expect(changed.body.bill).toMatchObject({ adjustmentCents: 0, balanceCents: 750_000 });
    await expectAccess({ ...firmOnly(200), admin: 404 }, (who) =>
      w.call(who, billRoute, "DELETE", billUrl),
    );
    expect(await MedicalBill.count({ where: { caseId: w.caseId } })).toBe(1);
    expect(await AuditEvent.count({ where: { action: "bill_removed" } })).toBe(1);
  });

  it("adds liens, dates each change of status, and removes them", async () => {
    const w = await caseWorld();
    const url = `/api/cases/${w.caseId}/liens`;
    const lien = { holder: "Medicare", holderKind: "medicare", claimedCents: 800_000 };
    await expectAccess(firmOnly(201), (who) => w.call(who, liensRoute, "POST", url, lien));
    await expectAccess(firmOnly(200), (who) => w.call(who, liensRoute, "GET", url));
    const listed = await w.call("attorney", liensRoute, "GET", url);
    const today = await firmToday();
    expect(listed.body.liens[0]).toMatchObject({
      ...lien,
      finalCents: null,
      status: "notified",
      statusChangedOn: today,
    });
    const lienId = listed.body.liens[0].id;
    await Lien.update({ statusChangedOn: "2026-01-01" }, { where: { id: lienId } });
    const lienUrl = `${url}/${lienId}`;
    // A change that leaves the status as it is keeps its date.
    const same = await w.call("attorney", lienRoute, "PATCH", lienUrl, { finalCents: 600_000 });
    expect(same.body.lien).toMatchObject({ finalCents: 600_000, statusChangedOn: "2026-01-01" });
    await expectAccess(firmOnly(200), (who) =>
      w.call(who, lienRoute, "PATCH", lienUrl, { status: "final" }),
    );
    expect((await Lien.findByPk(lienId))!.statusChangedOn).toBe(today);
    const bad = await w.call("attorney", lienRoute, "PATCH", lienUrl, { claimedCents: null });
    expect(bad.status).toBe(400);
    await expectAccess({ ...firmOnly(200), admin: 404 }, (who) =>
      w.call(who, lienRoute, "DELETE", lienUrl),
    );
    expect(await AuditEvent.count({ where: { action: "lien_removed" } })).toBe(1);
  });
});

describe("the damages summary", () => {
  it("adds the file's rows up in the database, with the figures entered and the gaps in treatment", async () => {
    const w = await caseWorld();
    const url = `/api/cases/${w.caseId}/damages`;
    const empty = await w.call("attorney", damagesRoute, "GET", url);
    expect(empty.body.damages).toEqual({
      medicalBilledCents: 0,
      medicalPaidCents: 0,
      lostWagesCents: 0,
      otherEconomicCents: 0,
      liensCents: 0,
      limitsAvailableCents: 0,
      treatmentGaps: [],
    });

    const er = await addProviderAs(w, "attorney", {
      name: "Mercy ER",
      kind: "er",
      firstVisit: "2026-03-01",
      lastVisit: "2026-03-01",
    });
    const pt = await addProviderAs(w, "attorney", {
      name: "Spine PT",
      kind: "physical_therapy",
      firstVisit: "2026-03-10",
      lastVisit: "2026-04-30",
    });
    await addProviderAs(w, "client", {
      name: "Dr. Patel",
      kind: "physician",
      firstVisit: "2026-07-15",
    });
    const bills = `/api/cases/${w.caseId}/bills`;
    await w.call("attorney", billsRoute, "POST", bills, {
      providerId: er.body.provider.id,
      billedCents: 1_000_000,
      paidCents: 300_000,
    });
    await w.call("attorney", billsRoute, "POST", bills, {
      providerId: pt.body.provider.id,
      billedCents: 450_050,
      adjustmentCents: 50_000,
      paidCents: 100_025,
    });
    const liens = `/api/cases/${w.caseId}/liens`;
    await w.call("attorney", liensRoute, "POST", liens, {
      holder: "Medicare",
      holderKind: "medicare",
      claimedCents: 200_000,
      finalCents: 150_000,
    });
    await w.call("attorney", liensRoute, "POST", liens, {
      holder: "Mercy",
      holderKind: "hospital",
      claimedCents: 75_000,
    });
    const claims = `/api/cases/${w.caseId}/claims`;
    await w.call("attorney", claimsRoute, "POST", claims, CLAIM);
    await w.call("attorney", claimsRoute, "POST", claims, {
      insurerName: "Own Auto",
      coverage: "um_uim",
      limitPerPersonCents: 10_000_000,
    });
    await w.call("attorney", claimsRoute, "POST", claims, {
      insurerName: "Health",
      coverage: "health",
    });
    // Another case's rows count for nothing here.
    const other = await caseWorld();
    const otherProvider = await addProviderAs(other, "attorney", { name: "X", kind: "other" });
    await other.call("attorney", billsRoute, "POST", `/api/cases/${other.caseId}/bills`, {
      providerId: otherProvider.body.provider.id,
      billedCents: 999,
    });

    await expectAccess(firmOnly(200), (who) =>
      w.call(who, damagesRoute, "PUT", url, {
        lostWagesCents: 1_200_000,
        otherEconomicCents: 35_000,
      }),
    );
    const refused = await w.call("attorney", damagesRoute, "PUT", url, {
      lostWagesCents: -1,
      otherEconomicCents: "x",
    });
    expect(Object.keys(refused.body.fieldErrors).sort()).toEqual([
      "lostWagesCents",
      "otherEconomicCents",
    ]);
    await expectAccess(firmOnly(200), (who) => w.call(who, damagesRoute, "GET", url));
    const summary = await w.call("attorney", damagesRoute, "GET", url);
    expect(summary.body.damages).toEqual({
      medicalBilledCents: 1_450_050,
      medicalPaidCents: 400_025,
      lostWagesCents: 1_200_000,
      otherEconomicCents: 35_000,
      // The final amount where one is agreed, else what is claimed.
      liensCents: 225_000,
      limitsAvailableCents: 12_500_000,
      treatmentGaps: [{ from: "2026-04-30", to: "2026-07-15", days: 76 }],
    });
    expect(await AuditEvent.count({ where: { action: "damages_changed" } })).toBe(2);
  });
});

describe("paging", () => {
  it("answers a page of a list with its count, and refuses a page that is not a number", async () => {
    const w = await caseWorld();
    const url = `/api/cases/${w.caseId}/liens`;
    await w.call("attorney", liensRoute, "POST", url, {
      holder: "Medicaid",
      holderKind: "medicaid",
      claimedCents: 1,
    });
    const past = await w.call("attorney", liensRoute, "GET", `${url}?page=7`);
    expect(past.body).toMatchObject({ page: 1, pageCount: 1, total: 1 });
    expect(past.body.liens).toHaveLength(1);
    expect((await w.call("attorney", liensRoute, "GET", `${url}?page=x`)).status).toBe(400);
  });

  it("reads a full list a page at a time, in order, counted", async () => {
    const w = await caseWorld();
    const url = `/api/cases/${w.caseId}/liens`;
    await Lien.bulkCreate(
      Array.from({ length: 101 }, (_, index) => ({
        caseId: w.caseId,
        holder: `Holder ${index + 1}`,
        holderKind: "hospital" as const,
        claimedCents: index + 1,
        status: "notified" as const,
        statusChangedOn: "2026-11-02",
      })),
    );
    const first = await w.call("attorney", liensRoute, "GET", url);
    expect(first.body).toMatchObject({ page: 1, pageCount: 2, total: 101 });
    expect(first.body.liens).toHaveLength(100);
    expect(first.body.liens[99]).toMatchObject({ holder: "Holder 100", claimedCents: 100 });
    const second = await w.call("attorney", liensRoute, "GET", `${url}?page=2`);
    expect(second.body).toMatchObject({ page: 2, pageCount: 2, total: 101 });
    expect(second.body.liens).toEqual([
      expect.objectContaining({ holder: "Holder 101", claimedCents: 101, caseId: w.caseId }),
    ]);
  });
});
