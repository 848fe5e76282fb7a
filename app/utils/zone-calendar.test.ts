import { describe, expect, it } from "vitest";
import { dayStart, startOf } from "./zone-calendar";

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
