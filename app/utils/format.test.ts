import { describe, expect, it } from "vitest";
import { priorityOrMedium } from "./domain";
import { fileTypeLabel, formatFileSize, humanise } from "./format";

describe("formatFileSize", () => {
  it.each([
    [512, "512 B"],
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
    expect(fileTypeLabel("image/webp")).toBe("WEBP");
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
