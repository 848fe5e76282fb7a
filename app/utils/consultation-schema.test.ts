import { describe, expect, it } from "vitest";
import { ConsultationSchema } from "./consultation-schema";

const valid = {
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana@example.test",
  incidentDescription: "Rear-ended at a red light on Main Street.",
  agreeToTerms: true,
};

function errorsOf(input: unknown) {
  const result = ConsultationSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("ConsultationSchema", () => {
  it("accepts the required fields alone and the optional ones when well formed", () => {
    expect(errorsOf(valid)).toEqual({});
    expect(
      errorsOf({
        ...valid,
        phone: "(555) 123-4567",
        incidentDate: "2026-01-15",
        injured: "unsure",
      }),
    ).toEqual({});
  });

  it("gives the spec's messages", () => {
    expect(errorsOf({})).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
      incidentDescription: "Please provide at least 10 characters describing your incident",
      agreeToTerms: "You must agree to the terms of service",
    });
    expect(errorsOf({ ...valid, incidentDescription: "too short" }).incidentDescription).toBe(
      "Please provide at least 10 characters describing your incident",
    );
    expect(errorsOf({ ...valid, agreeToTerms: false }).agreeToTerms).toBe(
      "You must agree to the terms of service",
    );
    expect(errorsOf({ ...valid, email: "ana@" }).email).toBe("Please enter a valid email address");
  });

  it("reads the incident date as people type it, as its day", () => {
    for (const typed of ["2026-01-15", "01/15/2026", "1-15-2026", "Jan 15 2026"]) {
      const result = ConsultationSchema.safeParse({ ...valid, incidentDate: typed });
      expect(result.success && result.data.incidentDate).toBe("2026-01-15");
    }
  });

  it("refuses a future incident date, a malformed date, phone or injured value", () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    expect(errorsOf({ ...valid, incidentDate: nextYear }).incidentDate).toBe(
      "Incident date cannot be in the future",
    );
    expect(errorsOf({ ...valid, incidentDate: "02/30/2026" }).incidentDate).toBe(
      "There is no February 30, 2026: February 2026 has 28 days",
    );
    expect(errorsOf({ ...valid, incidentDate: "last week" }).incidentDate).toBe(
      "Incident date must be a date, for example 11/20/2026",
    );
    expect(errorsOf({ ...valid, phone: "call me" }).phone).toBe(
      "Please enter a valid phone number",
    );
    expect(errorsOf({ ...valid, injured: "maybe" }).injured).toBe("Choose Yes, No or Unsure");
  });
});
