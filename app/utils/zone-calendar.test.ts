import { describe, expect, it } from "vitest";
import { addDays, dayIn, dayStart, startOf } from "./zone-calendar";

describe("zone calendar", () => {
  it("starts the day and the month at the zone's midnight", () => {
    const now = new Date("2026-11-24T03:30:00Z"); // 22:30 on the 23rd in New York
    expect(startOf("day", "UTC", now).toISOString()).toBe("2026-11-24T00:00:00.000Z");
    expect(startOf("day", "EST", now).toISOString()).toBe("2026-11-23T05:00:00.000Z");
    expect(startOf("month", "PST", now).toISOString()).toBe("2026-11-01T07:00:00.000Z");
    expect(startOf("month", "UTC", now).toISOString()).toBe("2026-11-01T00:00:00.000Z");
  });

  it("knows summer time", () => {
    const now = new Date("2026-07-10T12:00:00Z");
    expect(startOf("day", "EST", now).toISOString()).toBe("2026-07-10T04:00:00.000Z");
  });

  it("reads a day, or refuses one that is not real", () => {
    expect(dayStart("2026-03-08", "EST")?.toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(dayStart("2026-03-08", "EST", true)?.toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(dayStart("2026-12-31", "UTC", true)?.toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(dayStart("2026-02-30", "UTC")).toBeNull();
    expect(dayStart("yesterday", "UTC")).toBeNull();
  });
});

describe("dayIn and addDays", () => {
  it("give today's date on the firm's calendar", () => {
    const lateEvening = new Date("2026-11-28T03:00:00Z");
    expect(dayIn("UTC", lateEvening)).toBe("2026-11-28");
    expect(dayIn("EST", lateEvening)).toBe("2026-11-27");
    expect(dayIn("PST", new Date("2026-01-01T07:59:00Z"))).toBe("2025-12-31");
  });

  it("count calendar days across months and years", () => {
    expect(addDays("2026-11-27", 7)).toBe("2026-12-04");
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
