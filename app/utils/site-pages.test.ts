import { describe, expect, it } from "vitest";
import { pageBlocks } from "./site-pages";

describe("a published page's text", () => {
  it("reads headings, lists and paragraphs, and names the support email", () => {
    expect(
      pageBlocks(
        "Intro line one\nline two.\r\n\r\n## Heading\n\n- one\n- two\n\n## Next\nWrite to {supportEmail}.",
        "help@firm.test",
      ),
    ).toEqual([
      { kind: "paragraph", text: "Intro line one line two." },
      { kind: "heading", text: "Heading" },
      { kind: "list", items: ["one", "two"] },
      { kind: "heading", text: "Next" },
      { kind: "paragraph", text: "Write to help@firm.test." },
    ]);
  });

  it("keeps markup as text", () => {
    expect(pageBlocks("<script>alert(1)</script>", "x")).toEqual([
      { kind: "paragraph", text: "<script>alert(1)</script>" },
    ]);
  });
});
