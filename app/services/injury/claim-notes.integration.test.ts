import { describe, expect, it } from "vitest";
import { toPublicUser } from "~/services/auth.server";
import { buildCase } from "../../../tests/factories/cases";
import { buildUser } from "../../../tests/factories/users";
import { CLAIM_NOTES_SHOWN, addClaim, addClaimNote, latestClaimNotes } from "./claims.server";

/*
 * The injury file's claims list shows each claim's latest few notes (issue 40): per claim, the
 * latest first, at most CLAIM_NOTES_SHOWN, none of another case's claims, and for the firm only.
 */

describe("latestClaimNotes", () => {
  it("gives each claim of the page its latest notes, bounded, and nothing of another case", async () => {
    const attorney = toPublicUser(await buildUser({ role: "staff" }));
    const other = toPublicUser(await buildUser({ role: "staff" }));
    const client = await buildUser({ role: "client" });
    const legalCase = await buildCase({ client, staffId: attorney.id });
    const elsewhere = await buildCase({ client, staffId: attorney.id });
    const first = await addClaim(attorney, legalCase.id, {
      insurerName: "Acme",
      coverage: "liability",
    });
    const second = await addClaim(attorney, legalCase.id, {
      insurerName: "Blue",
      coverage: "health",
    });
    const foreign = await addClaim(attorney, elsewhere.id, {
      insurerName: "Cove",
      coverage: "pip_medpay",
    });
    const days = ["2026-03-01", "2026-03-05", "2026-03-03", "2026-03-09", "2026-03-07"];
    for (const day of days) {
      await addClaimNote(attorney, legalCase.id, first.id, {
        body: `Call on ${day}`,
        notedOn: day,
      });
    }
    await addClaimNote(attorney, elsewhere.id, foreign.id, {
      body: "Not this case",
      notedOn: "2026-03-02",
    });

    const notes = await latestClaimNotes(attorney, legalCase.id, [first.id, second.id, foreign.id]);
    expect(CLAIM_NOTES_SHOWN).toBe(3);
    expect(notes[first.id]!.map((note) => note.notedOn)).toEqual([
      "2026-03-09",
      "2026-03-07",
      "2026-03-05",
    ]);
    expect(notes[second.id]).toEqual([]);
    expect(notes[foreign.id]).toBeUndefined();
    expect(await latestClaimNotes(attorney, legalCase.id, [])).toEqual({});

    await expect(latestClaimNotes(other, legalCase.id, [first.id])).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      latestClaimNotes(toPublicUser(client), legalCase.id, [first.id]),
    ).rejects.toMatchObject({ status: 403 });
  });
});
