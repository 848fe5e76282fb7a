import { describe, expect, it } from "vitest";
import { STATES, type StateCode } from "~/utils/jurisdictions";
import {
  LIMITATION_SOURCES,
  LIMITATION_TABLE,
  formatPeriod,
  limitationRule,
} from "./limitation-table";

const STATE_CLAIMS = ["personal_injury", "wrongful_death", "property_damage"] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

describe("the limitation table", () => {
  it("has the three claim types in every state and DC, and the FTCA: 154 entries, no repeats", () => {
    for (const state of Object.keys(STATES) as StateCode[]) {
      for (const claimType of STATE_CLAIMS) {
        const entries = LIMITATION_TABLE.filter(
          (p) => p.jurisdiction === state && p.claimType === claimType,
        );
        expect(entries, `${state} ${claimType}`).toHaveLength(1);
      }
    }
    expect(LIMITATION_TABLE).toHaveLength(51 * 3 + 1);
    const keys = new Set(LIMITATION_TABLE.map((p) => `${p.jurisdiction}/${p.claimType}`));
    expect(keys.size).toBe(LIMITATION_TABLE.length);
    expect(LIMITATION_TABLE.filter((p) => p.jurisdiction === "federal")).toEqual([
      expect.objectContaining({ claimType: "government_claim" }),
    ]);
  });

  it("gives each entry exactly one of years and months, a citation, a source and the checked date", () => {
    for (const period of LIMITATION_TABLE) {
      const label = `${period.jurisdiction} ${period.claimType}`;
      expect((period.years === undefined) !== (period.months === undefined), label).toBe(true);
      const amount = period.years ?? period.months ?? 0;
      expect(Number.isInteger(amount) && amount > 0, label).toBe(true);
      expect(period.citation.trim(), label).not.toBe("");
      expect(period.source, label).toMatch(/^https?:\/\/\S+$/);
      expect(period.checked, label).toBe("2026-11-28");
    }
  });

  it("pairs every reform's date with the earlier rule", () => {
    for (const period of LIMITATION_TABLE) {
      const label = `${period.jurisdiction} ${period.claimType}`;
      expect(period.since === undefined, label).toBe(period.before === undefined);
      if (!period.since || !period.before) continue;
      expect(period.since, label).toMatch(DATE);
      expect((period.before.years === undefined) !== (period.before.months === undefined)).toBe(
        true,
      );
      expect(period.before.citation.trim(), label).not.toBe("");
    }
  });

  it("names the references it was checked against", () => {
    expect(LIMITATION_SOURCES.length).toBeGreaterThan(0);
  });
});

describe("limitationRule", () => {
  const examples: Array<
    [Parameters<typeof limitationRule>[0], string, string, number, string, string?]
  > = [
    ["CA", "personal_injury", "2025-06-01", 2, "Cal. Civ. Proc. Code § 335.1"],
    ["CA", "property_damage", "2025-06-01", 3, "Cal. Civ. Proc. Code § 338(c)"],
    ["NY", "personal_injury", "2025-06-01", 3, "N.Y. C.P.L.R. 214(5)"],
    ["NY", "wrongful_death", "2025-06-01", 2, "N.Y. Est. Powers & Trusts Law § 5-4.1", "death"],
    ["TX", "personal_injury", "2025-06-01", 2, "Tex. Civ. Prac. & Rem. Code § 16.003(a)"],
    ["FL", "personal_injury", "2023-03-23", 4, "Fla. Stat. § 95.11(3)(a)"],
    ["FL", "personal_injury", "2023-03-24", 2, "Fla. Stat. § 95.11(5)(a)"],
    ["FL", "personal_injury", "2025-01-15", 2, "Fla. Stat. § 95.11(5)(a)"],
    ["LA", "personal_injury", "2024-06-30", 1, "La. Civ. Code art. 3492"],
    ["LA", "personal_injury", "2024-07-01", 2, "La. Civ. Code art. 3493.1"],
    ["LA", "wrongful_death", "2023-01-01", 1, "La. Civ. Code art. 3492", "death"],
    ["TN", "personal_injury", "2025-06-01", 1, "Tenn. Code Ann. § 28-3-104(a)(1)"],
    ["KY", "personal_injury", "2025-06-01", 1, "Ky. Rev. Stat. § 413.140(1)(a)"],
    ["ME", "personal_injury", "2025-06-01", 6, "Me. Rev. Stat. tit. 14, § 752"],
    ["ND", "personal_injury", "2025-06-01", 6, "N.D. Cent. Code § 28-01-16(5)"],
    ["federal", "government_claim", "2025-06-01", 2, "28 U.S.C. § 2401(b)"],
  ];

  it.each(examples)(
    "%s %s (incident %s): %i years, %s",
    (jurisdiction, claimType, incidentDate, years, citation, runsFrom) => {
      const rule = limitationRule(
        jurisdiction,
        claimType as Parameters<typeof limitationRule>[1],
        incidentDate,
      );
      expect(rule).toMatchObject({ years, citation, checked: "2026-11-28" });
      expect(rule?.months).toBeUndefined();
      expect(rule?.source).toMatch(/^https?:\/\//);
      if (runsFrom) expect(rule?.runsFrom).toContain(runsFrom);
    },
  );

  it("writes the rule as the period and its statute", () => {
    expect(limitationRule("CA", "personal_injury", "2025-06-01")?.rule).toBe(
      "2 years, Cal. Civ. Proc. Code § 335.1",
    );
    expect(limitationRule("TN", "personal_injury", "2025-06-01")?.rule).toBe(
      "1 year, Tenn. Code Ann. § 28-3-104(a)(1)",
    );
    expect(limitationRule("FL", "personal_injury", "2022-12-01")?.rule).toBe(
      "4 years, Fla. Stat. § 95.11(3)(a)",
    );
    expect(limitationRule("LA", "property_damage", "2024-06-30")?.rule).toBe(
      "1 year, La. Civ. Code art. 3492",
    );
    expect(formatPeriod({ years: 1 })).toBe("1 year");
    expect(formatPeriod({ years: 6 })).toBe("6 years");
    expect(formatPeriod({ months: 1 })).toBe("1 month");
    expect(formatPeriod({ months: 18 })).toBe("18 months");
  });

  it("has no rule for the claims the attorney sets by hand", () => {
    expect(limitationRule("CA", "medical_malpractice", "2025-06-01")).toBeNull();
    expect(limitationRule("NY", "product_liability", "2025-06-01")).toBeNull();
    expect(limitationRule("TX", "government_claim", "2025-06-01")).toBeNull();
    expect(limitationRule("TX", "other", "2025-06-01")).toBeNull();
    expect(limitationRule("federal", "personal_injury", "2025-06-01")).toBeNull();
  });

  it("refuses an incident date that is not YYYY-MM-DD", () => {
    expect(() => limitationRule("CA", "personal_injury", "06/01/2025")).toThrow(RangeError);
    expect(() => limitationRule("CA", "personal_injury", "")).toThrow(RangeError);
  });
});
