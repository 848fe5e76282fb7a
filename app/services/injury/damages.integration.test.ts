import { describe, expect, it } from "vitest";
import { MedicalProvider } from "~/models/index.server";
import { toPublicUser } from "~/services/auth.server";
import { addDays } from "~/utils/zone-calendar";
import { buildCase } from "../../../tests/factories/cases";
import { buildUser } from "../../../tests/factories/users";
import { damagesOf, injuryFileFrame } from "./damages.server";
import { treatmentGaps, type TreatmentSpan } from "./treatment-gaps";

/*
 * The damages summary's gaps in treatment are found by the database (a running maximum of the
 * providers' last visits); treatmentGaps (./treatment-gaps) is the rule. Both must agree on any
 * case, and no provider may be left out, however many the case has.
 */

const providers = (caseId: number, spans: TreatmentSpan[]) =>
  MedicalProvider.bulkCreate(
    spans.map((span, i) => ({
      caseId,
      name: `Provider ${i}`,
      kind: "physician" as const,
      phone: null,
      fax: null,
      address: null,
      ...span,
    })),
  );

/** A small seeded generator (mulberry32), so a failure can be run again as it was. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe("treatment gaps found by the database", () => {
  it("agree with the treatment-gap rule on random cases", async () => {
    const attorney = await buildUser({ role: "staff" });
    const user = toPublicUser(attorney);
    const next = random(40);
    const day = () => addDays("2025-01-01", Math.floor(next() * 400));
    let gapsSeen = 0;
    for (let trial = 0; trial < 40; trial += 1) {
      const legalCase = await buildCase({ staffId: attorney.id });
      const spans: TreatmentSpan[] = Array.from({ length: Math.floor(next() * 12) }, () => {
        const pick = next();
        // Either date may be missing, and a last visit may be typed before the first.
        if (pick < 0.1) return { firstVisit: null, lastVisit: null };
        if (pick < 0.2) return { firstVisit: day(), lastVisit: null };
        if (pick < 0.3) return { firstVisit: null, lastVisit: day() };
        const firstVisit = day();
        return {
          firstVisit,
          lastVisit: pick < 0.35 ? day() : addDays(firstVisit, Math.floor(next() * 40)),
        };
      });
      await providers(legalCase.id, spans);
      const expected = treatmentGaps(spans);
      gapsSeen += expected.length;
      const { treatmentGaps: found } = await damagesOf(user, legalCase.id);
      expect(found, JSON.stringify(spans)).toEqual(expected);
    }
    // The data found gaps to compare, not only empty lists.
    expect(gapsSeen).toBeGreaterThan(10);
  });

  it("keeps to the 30-day boundary and reads every provider of a large case", async () => {
    const attorney = await buildUser({ role: "staff" });
    const legalCase = await buildCase({ staffId: attorney.id });
    // 600 providers a day apart, then one 31 days after the last: the gap is past the 500th.
    const spans: TreatmentSpan[] = Array.from({ length: 600 }, (_, i) => {
      const visit = addDays("2024-01-01", i);
      return { firstVisit: visit, lastVisit: visit };
    });
    const last = addDays("2024-01-01", 599);
    spans.push({ firstVisit: addDays(last, 30), lastVisit: addDays(last, 30) }); // 30 days: none
    spans.push({ firstVisit: addDays(last, 61), lastVisit: null }); // 31 days after: a gap
    await providers(legalCase.id, spans);
    const { treatmentGaps: found } = await damagesOf(toPublicUser(attorney), legalCase.id);
    expect(found).toEqual([{ from: addDays(last, 30), to: addDays(last, 61), days: 31 }]);
  });
});

describe("the injury file's frame", () => {
  it("heads the file with the case's client and the damages the API answers, for its attorney alone", async () => {
    const attorney = await buildUser({ role: "staff" });
    const other = await buildUser({ role: "staff" });
    const client = await buildUser({ role: "client", firstName: "Rosa", lastName: "Quintero" });
    const legalCase = await buildCase({ staffId: attorney.id, client });
    await providers(legalCase.id, [
      { firstVisit: "2026-01-05", lastVisit: "2026-01-05" },
      { firstVisit: "2026-03-10", lastVisit: "2026-04-20" },
    ]);
    const user = toPublicUser(attorney);

    const frame = await injuryFileFrame(user, legalCase.id);
    expect(frame.legalCase).toEqual({
      id: legalCase.id,
      title: legalCase.title,
      caseType: legalCase.caseType,
      client: { firstName: "Rosa", lastName: "Quintero" },
    });
    expect(frame.damages).toEqual(await damagesOf(user, legalCase.id));
    expect(frame.damages.treatmentGaps).toEqual([
      { from: "2026-01-05", to: "2026-03-10", days: 64 },
    ]);
    await expect(injuryFileFrame(toPublicUser(other), legalCase.id)).rejects.toMatchObject({
      status: 404,
    });
    await expect(injuryFileFrame(toPublicUser(client), legalCase.id)).rejects.toMatchObject({
      status: 403,
    });
  });
});
