import { describe, expect, it } from "vitest";
import { MedicalProvider, ProviderRequest } from "~/models/index.server";
import { toPublicUser } from "~/services/auth.server";
import { firmToday } from "~/services/settings.server";
import { addDays } from "~/utils/zone-calendar";
import { buildCase } from "../../../tests/factories/cases";
import { buildUser } from "../../../tests/factories/users";
import { CASE_REQUEST_LIMIT, listCaseRecordRequests } from "./case-requests.server";

/* The injury file's Treatment section reads every request of the case in one list. */

describe("a case's records requests", () => {
  it("lists every provider's requests of the case, the latest sent first, the overdue ones marked; for its attorney only", async () => {
    const attorney = await buildUser({ role: "staff" });
    const colleague = await buildUser({ role: "staff" });
    const admin = await buildUser({ role: "admin" });
    const mine = await buildCase({ staffId: attorney.id });
    const other = await buildCase({ staffId: attorney.id });
    const today = await firmToday();
    const provider = (caseId: number, name: string) =>
      MedicalProvider.create({ caseId, name, kind: "physician" });
    const request = (on: MedicalProvider, sentOn: string, receivedOn: string | null = null) =>
      ProviderRequest.create({
        providerId: on.id,
        caseId: on.caseId,
        what: "records",
        sentOn,
        method: "fax",
        receivedOn,
      });
    const clinic = await provider(mine.id, "Clinic");
    const hospital = await provider(mine.id, "Hospital");
    const elsewhere = await provider(other.id, "Elsewhere");
    const overdue = await request(clinic, addDays(today, -45));
    const received = await request(hospital, addDays(today, -60), addDays(today, -20));
    const recent = await request(hospital, addDays(today, -3));
    await request(elsewhere, addDays(today, -1));

    const listed = await listCaseRecordRequests(toPublicUser(attorney), mine.id);
    expect(listed.total).toBe(3);
    expect(listed.items.map((item) => [item.id, item.overdue])).toEqual([
      [recent.id, false],
      [overdue.id, true],
      [received.id, false],
    ]);
    expect((await listCaseRecordRequests(toPublicUser(admin), mine.id)).items).toHaveLength(3);
    await expect(listCaseRecordRequests(toPublicUser(colleague), mine.id)).rejects.toMatchObject({
      status: 404,
    });
  });

  it(`says how many there are when a case has more than the ${CASE_REQUEST_LIMIT} it lists`, async () => {
    const attorney = await buildUser({ role: "staff" });
    const legalCase = await buildCase({ staffId: attorney.id });
    const clinic = await MedicalProvider.create({
      caseId: legalCase.id,
      name: "Clinic",
      kind: "physician",
    });
    const count = CASE_REQUEST_LIMIT + 3;
    await ProviderRequest.bulkCreate(
      Array.from({ length: count }, (_, i) => ({
        providerId: clinic.id,
        caseId: legalCase.id,
        what: "records" as const,
        sentOn: addDays("2024-01-01", i),
        method: "fax" as const,
      })),
    );
    const listed = await listCaseRecordRequests(toPublicUser(attorney), legalCase.id);
    expect(listed.total).toBe(count);
    expect(listed.items).toHaveLength(CASE_REQUEST_LIMIT);
    expect(listed.items[0]!.sentOn).toBe(addDays("2024-01-01", count - 1));
  });
});
