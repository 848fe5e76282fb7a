import { describe, expect, it } from "vitest";
import { findEmails, findPhones, isEmail, normalizePhone } from "./contact";

describe("findPhones", () => {
  it.each([
    ["(415) 555-0132", "(415) 555-0132"],
    ["415-555-0132", "(415) 555-0132"],
    ["415.555.0132", "(415) 555-0132"],
    ["4155550132", "(415) 555-0132"],
    ["415 555 0132", "(415) 555-0132"],
    ["(415)555-0132", "(415) 555-0132"],
    ["+1 415 555 0132", "(415) 555-0132"],
    ["+1 (415) 555-0132", "(415) 555-0132"],
    ["1-415-555-0132", "(415) 555-0132"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+91 98765 43210", "+919876543210"],
  ])("reads %s as %s", (written, normalised) => {
    expect(findPhones(`You can call me on ${written}, thanks.`)).toEqual([normalised]);
  });

  it("does not take amounts, dates, years or short numbers for phone numbers", () => {
    expect(
      findPhones(
        "I owe $60,000 since 01/15/2024, case 2023-45, invoice 18000, call 555-0199 or room 12",
      ),
    ).toEqual([]);
    expect(findPhones("$4155550132")).toEqual([]);
  });

  it("lists several numbers once each, in order", () => {
    expect(findPhones("cell 312-555-0184, office (312) 555 0100, cell again 3125550184")).toEqual([
      "(312) 555-0184",
      "(312) 555-0100",
    ]);
  });
});

describe("normalizePhone", () => {
  it("refuses what is not a phone number", () => {
    expect(normalizePhone("call me")).toBeNull();
    expect(normalizePhone("12345")).toBeNull();
    expect(normalizePhone("555-0199")).toBeNull();
  });
});

describe("findEmails", () => {
  it("finds addresses in any case, without surrounding punctuation", () => {
    expect(findEmails("It's <JAMES.OCONNOR@Outlook.COM>.")).toEqual(["james.oconnor@outlook.com"]);
    expect(findEmails("priya_s+legal@company.co.uk, or priya@raman.co")).toEqual([
      "priya_s+legal@company.co.uk",
      "priya@raman.co",
    ]);
  });

  it("reads a spelled-out address only where one is expected", () => {
    expect(findEmails("carlos at example dot com", { spelledOut: true })).toEqual([
      "carlos@example.com",
    ]);
    expect(findEmails("d.kim [at] protonmail [dot] com", { spelledOut: true })).toEqual([
      "d.kim@protonmail.com",
    ]);
    expect(findEmails("I was at home dot com", { spelledOut: false })).toEqual([]);
  });

  it("checks a single address", () => {
    expect(isEmail("a.b@example.org")).toBe(true);
    expect(isEmail("a.b@example")).toBe(false);
  });
});
