import { describe, expect, it } from "vitest";
import {
  MAX_DRAFT_PROVIDERS,
  claimNumberIn,
  otherInsurerFromAnswer,
  otherInsurerFromField,
  providerKindOf,
  providersFromAnswer,
  providersFromLines,
} from "./injury-facts";

const TODAY = "2026-11-27";

describe("the other side's insurer in an intake answer", () => {
  it("takes the one said to be theirs, with the claim number said with it", () => {
    expect(
      otherInsurerFromAnswer(
        "I have GEICO. The other driver has State Farm, claim number 55-2231-Q09.",
      ),
    ).toEqual({ name: "State Farm", claimNumber: "55-2231-Q09" });
    expect(
      otherInsurerFromAnswer(
        "Mine is Bay State Auto; his is Pacific Coast Auto Insurance, claim 88-1204.",
      ),
    ).toEqual({ name: "Pacific Coast Auto Insurance", claimNumber: "88-1204" });
    expect(otherInsurerFromAnswer("State Farm is theirs and mine is Progressive")).toEqual({
      name: "State Farm",
    });
  });

  it("does not take a claim number given for the client's own insurer", () => {
    expect(
      otherInsurerFromAnswer(
        "The at-fault driver is with Allstate. My claim with USAA is 7788123.",
      ),
    ).toEqual({ name: "Allstate" });
  });

  it("takes the only insurer named when the answer says nothing of whose", () => {
    expect(otherInsurerFromAnswer("progressive, claim #A99812")).toEqual({
      name: "Progressive",
      claimNumber: "A99812",
    });
    expect(otherInsurerFromAnswer("Hometown Mutual Insurance Company")).toEqual({
      name: "Hometown Mutual Insurance Company",
    });
  });

  it("reads nothing from the client's own insurer, a refusal or an unnamed insurer", () => {
    expect(otherInsurerFromAnswer("Only my own, GEICO.")).toBeUndefined();
    expect(otherInsurerFromAnswer("I don't know.")).toBeUndefined();
    expect(otherInsurerFromAnswer("None")).toBeUndefined();
    expect(
      otherInsurerFromAnswer("The other driver's insurance company called me"),
    ).toBeUndefined();
    expect(otherInsurerFromAnswer("")).toBeUndefined();
  });
});

describe("the consultation form's insurer field", () => {
  it("is the company it names, or the first line as typed without its claim number", () => {
    expect(otherInsurerFromField("state farm claim 12-3456")).toEqual({
      name: "State Farm",
      claimNumber: "12-3456",
    });
    expect(otherInsurerFromField("Keystone Auto Group, claim no. KA-00917\nadjuster Bob")).toEqual({
      name: "Keystone Auto Group",
      claimNumber: "KA-00917",
    });
    // The name as typed, even where a company's trade ends it before the end of the name.
    expect(otherInsurerFromField("Keystone Mutual Northeast, claim 77-1234")).toEqual({
      name: "Keystone Mutual Northeast",
      claimNumber: "77-1234",
    });
    expect(otherInsurerFromField("GEICO")).toEqual({ name: "GEICO" });
    expect(otherInsurerFromField("  don't know ")).toBeUndefined();
    expect(otherInsurerFromField("n/a")).toBeUndefined();
    expect(otherInsurerFromField("x")).toBeUndefined();
  });

  it("reads claim numbers only when they hold a digit", () => {
    expect(claimNumberIn("claim is pending")).toBeUndefined();
    expect(claimNumberIn("Claim # 4471-b")).toBe("4471-B");
  });
});

describe("providers in an intake answer", () => {
  it("names each facility or doctor with its kind, and a first visit if dated", () => {
    expect(
      providersFromAnswer(
        "The ER at Highland Hospital on October 12, then Dr. Priya Raman for my wrist, and physical therapy at Bayside Physical Therapy since November.",
        TODAY,
      ),
    ).toEqual([
      { name: "Highland Hospital", kind: "er", firstVisit: "2026-10-12" },
      { name: "Dr. Priya Raman", kind: "physician" },
      { name: "Bayside Physical Therapy", kind: "physical_therapy" },
    ]);
    expect(
      providersFromAnswer(
        "St. Mary's Medical Center; an MRI at Valley Imaging; CVS Pharmacy for the pills.",
        TODAY,
      ),
    ).toEqual([
      { name: "St. Mary's Medical Center", kind: "hospital" },
      { name: "Valley Imaging", kind: "imaging" },
      { name: "CVS Pharmacy", kind: "pharmacy" },
    ]);
    expect(providersFromAnswer("I go to Sunrise Chiropractic twice a week.", TODAY)).toEqual([
      { name: "Sunrise Chiropractic", kind: "chiropractor" },
    ]);
  });

  it("drafts no one from treatment that names no one, or from none", () => {
    expect(
      providersFromAnswer("Urgent care the next day, and physical therapy twice a week.", TODAY),
    ).toEqual([]);
    expect(providersFromAnswer("I went to the ER. Then Physical Therapy.", TODAY)).toEqual([]);
    expect(providersFromAnswer("None yet.", TODAY)).toEqual([]);
    expect(providersFromAnswer("I saw my doctor on Monday", TODAY)).toEqual([]);
  });

  it("names each provider once, and at most ten", () => {
    expect(providersFromAnswer("Dr. Lee, then Dr. Lee again, dr. lee", TODAY)).toEqual([
      { name: "Dr. Lee", kind: "physician" },
    ]);
    const many = Array.from({ length: 14 }, (_, i) => `Clinic Number${"abcdefghijklmn"[i]}`);
    expect(providersFromAnswer(many.join(", "), TODAY)).toHaveLength(MAX_DRAFT_PROVIDERS);
  });
});

describe("the consultation form's providers, one per line", () => {
  it("takes each line up to its comma, its kind guessed or other, its date if given", () => {
    expect(
      providersFromLines(
        "Mercy Hospital ER, 11/02/2026\n\n- dr. okafor (family doctor)\nGreenway Wellness\nnone",
        TODAY,
      ),
    ).toEqual([
      { name: "Mercy Hospital ER", kind: "er", firstVisit: "2026-11-02" },
      { name: "dr. okafor (family doctor)", kind: "physician" },
      { name: "Greenway Wellness", kind: "other" },
    ]);
    expect(providersFromLines("  \n n/a \n", TODAY)).toEqual([]);
    const lines = Array.from({ length: 25 }, (_, i) => `Provider ${i + 1}`).join("\n");
    expect(providersFromLines(lines, TODAY)).toHaveLength(MAX_DRAFT_PROVIDERS);
  });

  it("guesses each kind the issue lists", () => {
    expect(
      [
        "Bay Area Urgent Care",
        "Peak Chiropractic",
        "Core Rehab",
        "Valley Radiology",
        "Walgreens",
        "General Hospital",
        "Dr. Chen",
        "Acme Wellness",
      ].map(providerKindOf),
    ).toEqual([
      "er",
      "chiropractor",
      "physical_therapy",
      "imaging",
      "pharmacy",
      "hospital",
      "physician",
      "other",
    ]);
  });
});
