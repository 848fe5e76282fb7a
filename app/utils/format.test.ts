import { describe, expect, it } from "vitest";
import { priorityOrMedium } from "./domain";
import {
  badgeCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatFileSize,
  humanise,
  plural,
  waitedWords,
} from "./format";
import { fileTypeLabel } from "./file-types";

describe("formatFileSize", () => {
  it.each([
    [1, "1 byte"],
    [512, "512 bytes"],
    [126_976, "124 KB"],
    [38_912, "38 KB"],
    [482_304, "471 KB"],
    [2_457_600, "2.3 MB"],
    [5 * 1024 ** 3, "5.0 GB"],
  ])("%d bytes read %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe("fileTypeLabel", () => {
  it("names common types in words and falls back to the subtype", () => {
    expect(fileTypeLabel("application/pdf")).toBe("PDF");
    expect(
      fileTypeLabel("application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
    ).toBe("Word document");
    expect(fileTypeLabel("image/webp")).toBe("WebP image");
    expect(fileTypeLabel("image/tiff")).toBe("TIFF");
  });
});

describe("labels", () => {
  it("reads enum values as words", () => {
    expect(humanise("on_hold")).toBe("On hold");
    expect(humanise("urgent")).toBe("Urgent");
  });

  it("treats an unknown urgency as medium (spec section 2)", () => {
    expect(priorityOrMedium("urgent")).toBe("urgent");
    expect(priorityOrMedium("critical")).toBe("medium");
    expect(priorityOrMedium(undefined)).toBe("medium");
  });
});

describe("format", () => {
  it("writes a calendar day as it is, in any time zone", () => {
    expect(formatDay("2026-11-23")).toBe("Nov 23, 2026");
    expect(formatDay("2027-01-01")).toBe("Jan 1, 2027");
  });

  it("writes a day the same the second time (kept once written), and past what it keeps", () => {
    const days = Array.from({ length: 6000 }, (_, index) =>
      new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10),
    );
    const first = days.map(formatDay);
    expect(days.map(formatDay)).toEqual(first);
    expect(first[0]).toBe("Jan 1, 2020");
    expect(first[5999]).toBe(formatDate(`${days[5999]}T00:00:00Z`));
  });

  it("shows a moment in the firm's time zone, UTC for one it does not know", () => {
    const moment = "2026-11-23T02:30:00Z";
    expect(formatDateTime(moment)).toBe("Nov 23, 2026, 2:30 AM");
    expect(formatDateTime(moment, "EST")).toBe("Nov 22, 2026, 9:30 PM");
    expect(formatDateTime(moment, "PST")).toBe("Nov 22, 2026, 6:30 PM");
    expect(formatDate(moment, "EST")).toBe("Nov 22, 2026");
    expect(formatDate(moment, "Mars/Olympus")).toBe("Nov 23, 2026");
    // The formatters are kept per zone: asking again gives the same answer, not the last zone's.
    expect(formatDateTime(moment, "UTC")).toBe("Nov 23, 2026, 2:30 AM");
  });

  it("counts with the right noun", () => {
    expect(plural(1, "view")).toBe("1 view");
    expect(plural(0, "view")).toBe("0 views");
    expect(plural(142, "download")).toBe("142 downloads");
  });

  it("shows 9+ above nine unread", () => {
    expect(badgeCount(9)).toBe("9");
    expect(badgeCount(10)).toBe("9+");
  });
});

describe("waitedWords", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const before = (ms: number) => new Date(now.getTime() - ms);
  it("says the wait in its largest whole unit", () => {
    expect(waitedWords(before(30_000), now)).toBe("0 minutes");
    expect(waitedWords(before(60_000), now)).toBe("1 minute");
    expect(waitedWords(before(59 * 60_000), now)).toBe("59 minutes");
    expect(waitedWords(before(3 * 3_600_000 + 59 * 60_000), now)).toBe("3 hours");
    expect(waitedWords(before(23 * 3_600_000), now)).toBe("23 hours");
    expect(waitedWords(before(47 * 3_600_000), now)).toBe("1 day");
    expect(waitedWords(before(49 * 3_600_000), now)).toBe("2 days");
    expect(waitedWords(before(-60_000), now)).toBe("0 minutes");
  });
});
