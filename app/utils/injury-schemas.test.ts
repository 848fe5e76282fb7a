import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { MAX_CENTS } from "./injury";
import { BillSchema, ClaimSchema, LienSchema, RecordRequestSchema } from "./injury-schemas";

type Parsed = {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
};
const issuesOf = (result: Parsed) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));

describe("the personal-injury file's schemas", () => {
  it("reads money as whole cents from 0 to the bound, from JSON numbers or a form's digits", () => {
    const lien = (claimedCents: unknown) =>
      z.safeParse(LienSchema, { holder: "Medicare", holderKind: "medicare", claimedCents });
    expect(lien(0).data?.claimedCents).toBe(0);
    expect(lien("125000").data?.claimedCents).toBe(125_000);
    expect(lien(MAX_CENTS).success).toBe(true);
    for (const bad of [-1, 1.5, MAX_CENTS + 1, "12.50", "abc", true, null]) {
      expect(issuesOf(lien(bad))).toHaveProperty("claimedCents");
    }
  });

  it("reads dates with the one date reader, ISO and US forms alike", () => {
    const request = (sentOn: unknown) =>
      z.safeParse(RecordRequestSchema, { what: "records", sentOn, method: "fax" });
    expect(request("2026-10-01").data?.sentOn).toBe("2026-10-01");
    expect(request("10/01/2026").data?.sentOn).toBe("2026-10-01");
    expect(request("Oct 1, 2026").data?.sentOn).toBe("2026-10-01");
    expect(issuesOf(request("02/30/2026")).sentOn).toMatch(/There is no February 30, 2026/);
    expect(issuesOf(request(""))).toHaveProperty("sentOn");
  });

  it("refuses a choice outside its enumeration, naming the field", () => {
    const claim = z.safeParse(ClaimSchema, { insurerName: "Acme", coverage: "life" });
    expect(issuesOf(claim)).toEqual({ coverage: "Choose whose policy this is" });
    expect(
      z.safeParse(ClaimSchema, { insurerName: "Acme", coverage: "um_uim" }).data,
    ).toMatchObject({ status: "reported", claimNumber: null, limitPerPersonCents: null });
  });

  it("takes a bill's left-out adjustments and payments as 0, and needs what was billed", () => {
    expect(z.safeParse(BillSchema, { providerId: 3, billedCents: 100 }).data).toMatchObject({
      adjustmentCents: 0,
      paidCents: 0,
    });
    expect(issuesOf(z.safeParse(BillSchema, { providerId: "x" }))).toMatchObject({
      providerId: "Choose the provider who billed",
      billedCents: "Amount billed is required",
    });
  });
});
