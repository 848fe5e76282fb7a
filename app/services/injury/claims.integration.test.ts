import { describe, expect, it } from "vitest";
import { InsuranceClaim, Party } from "~/models/index.server";
import { toPublicUser } from "~/services/auth.server";
import { buildCase } from "../../../tests/factories/cases";
import { buildUser } from "../../../tests/factories/users";
import { addClaim, updateClaim } from "./claims.server";

/*
 * A claim's insurer is a party of the case, added when a claim first names it. Two posts naming
 * the same new insurer at once (a double click, two paralegals) must add it once.
 */

const insurersOn = (caseId: number) =>
  Party.findAll({ where: { caseId, role: "insurer" }, order: [["id", "ASC"]] });

describe("a claim's insurer added at the same time by two posts", () => {
  it("is added to the case once when two claims naming it are added at once", async () => {
    const attorney = await buildUser({ role: "staff" });
    const user = toPublicUser(attorney);
    // A few rounds, so two transactions meeting in the middle is all but certain.
    for (let round = 0; round < 5; round += 1) {
      const legalCase = await buildCase({ staffId: attorney.id });
      const claims = await Promise.all([
        addClaim(user, legalCase.id, { insurerName: "Acme Mutual", coverage: "liability" }),
        addClaim(user, legalCase.id, { insurerName: "acme mutual ", coverage: "um_uim" }),
      ]);
      const insurers = await insurersOn(legalCase.id);
      expect(insurers).toHaveLength(1);
      // As the first post wrote it, whichever that was.
      expect(insurers[0]!.name.trim().toLowerCase()).toBe("acme mutual");
      expect(claims.map((claim) => claim.insurerPartyId)).toEqual([
        insurers[0]!.id,
        insurers[0]!.id,
      ]);
    }
  });

  it("is added once when two claims are changed to name it at once", async () => {
    const attorney = await buildUser({ role: "staff" });
    const user = toPublicUser(attorney);
    for (let round = 0; round < 5; round += 1) {
      const legalCase = await buildCase({ staffId: attorney.id });
      const first = await addClaim(user, legalCase.id, {
        insurerName: "Acme",
        coverage: "liability",
      });
      const second = await addClaim(user, legalCase.id, {
        insurerName: "Acme",
        coverage: "health",
      });
      await Promise.all([
        updateClaim(user, legalCase.id, first.id, { insurerName: "Beacon Insurance" }),
        updateClaim(user, legalCase.id, second.id, { insurerName: "Beacon Insurance" }),
      ]);
      const beacon = (await insurersOn(legalCase.id)).filter(
        (party) => party.name === "Beacon Insurance",
      );
      expect(beacon).toHaveLength(1);
      const claims = await InsuranceClaim.findAll({ where: { caseId: legalCase.id } });
      expect(claims.map((claim) => claim.insurerPartyId)).toEqual([beacon[0]!.id, beacon[0]!.id]);
    }
  });
});
