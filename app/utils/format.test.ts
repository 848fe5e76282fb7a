import { describe, expect, it } from "vitest";
import { badgeCount, formatBytes, formatDay, plural } from "./format";

describe("format", () => {
  it("writes a calendar day as it is, in any time zone", () => {
    expect(formatDay("2026-11-23")).toBe("Nov 23, 2026");
    expect(formatDay("2027-01-01")).toBe("Jan 1, 2027");
  });

  it("counts with the right noun", () => {
    expect(plural(1, "view")).toBe("1 view");
    expect(plural(0, "view")).toBe("0 views");
    expect(plural(142, "download")).toBe("142 downloads");
  });

  it("writes file sizes for people", () => {
    expect(formatBytes(1)).toBe("1 byte");
    expect(formatBytes(840)).toBe("840 bytes");
    expect(formatBytes(126_976)).toBe("124 KB");
    expect(formatBytes(2_457_600)).toBe("2.3 MB");
  });

  it("shows 9+ above nine unread", () => {
    expect(badgeCount(9)).toBe("9");
    expect(badgeCount(10)).toBe("9+");
  });
});
