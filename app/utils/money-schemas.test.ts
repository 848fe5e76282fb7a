import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { MAX_CENTS } from "./injury";
import { CaseCostSchema, TimeEntrySchema } from "./money-schemas";

const issuesOf = (result: {
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));

const COST = {
  description: "Filing fee",
  incurredOn: "2026-10-01",
  amountCents: 40_000,
  paidFrom: "trust",
};

describe("the money schemas", () => {
  it("reads a cost: a form's digits and a US date as a JSON body's, not reimbursed unless said", () => {
    expect(
      z.safeParse(CaseCostSchema, { ...COST, incurredOn: "10/01/2026", amountCents: "40000" }).data,
    ).toEqual({ ...COST, reimbursed: false });
    expect(z.safeParse(CaseCostSchema, { ...COST, reimbursed: "on" }).data?.reimbursed).toBe(true);
  });

  it("takes an amount from one cent to the bound", () => {
    const cost = (amountCents: unknown) => z.safeParse(CaseCostSchema, { ...COST, amountCents });
    expect(cost(1).success).toBe(true);
    expect(cost(MAX_CENTS).success).toBe(true);
    for (const bad of [0, -1, 1.5, MAX_CENTS + 1, "1,000", "", null]) {
      expect(issuesOf(cost(bad))).toHaveProperty("amountCents");
    }
  });

  it("reads time: minutes from 1 to a day, who did it left to the service when blank", () => {
    const entry = { workedOn: "Oct 1, 2026", minutes: "90", activity: " Drafting " };
    expect(z.safeParse(TimeEntrySchema, { ...entry, staffId: "" }).data).toEqual({
      workedOn: "2026-10-01",
      staffId: null,
      minutes: 90,
      activity: "Drafting",
      description: null,
    });
    expect(z.safeParse(TimeEntrySchema, { ...entry, staffId: "7" }).data?.staffId).toBe(7);
    expect(z.safeParse(TimeEntrySchema, { ...entry, minutes: 1440 }).success).toBe(true);
    expect(issuesOf(z.safeParse(TimeEntrySchema, { ...entry, minutes: 1441 }))).toEqual({
      minutes: "Minutes must be a whole number from 1 to 1440",
    });
    expect(issuesOf(z.safeParse(TimeEntrySchema, { ...entry, staffId: "me" }))).toEqual({
      staffId: "Choose who did the work",
    });
  });
});
