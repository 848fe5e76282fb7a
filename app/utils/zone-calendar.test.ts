import { describe, expect, it } from "vitest";
import { addDays, dayIn, dayStart, startOf, lastAtHour } from "./zone-calendar";

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

describe("lastAtHour", () => {
  it("is today's hour once it has come, else yesterday's, on the zone's clock", () => {
    // 13:30 UTC is 8:30 in New York (EST): today's 8:00 there, 13:00 UTC.
    expect(lastAtHour(8, "America/New_York", new Date("2026-12-03T13:30:00Z")).toISOString()).toBe(
      "2026-12-03T13:00:00.000Z",
    );
    // 12:59 UTC is 7:59 in New York: yesterday's 8:00.
    expect(lastAtHour(8, "America/New_York", new Date("2026-12-03T12:59:00Z")).toISOString()).toBe(
      "2026-12-02T13:00:00.000Z",
    );
    // Across the spring change (8 March 2026): 8:00 EDT is 12:00 UTC.
    expect(lastAtHour(8, "America/New_York", new Date("2026-03-08T15:00:00Z")).toISOString()).toBe(
      "2026-03-08T12:00:00.000Z",
    );
    expect(lastAtHour(8, "UTC", new Date("2026-01-01T08:00:00Z")).toISOString()).toBe(
      "2026-01-01T08:00:00.000Z",
    );
  });
});
