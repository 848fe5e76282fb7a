import { describe, expect, it } from "vitest";
import { BAD_REDIRECT_TARGETS } from "../../tests/factories/redirect-targets";
import { safeRedirectPath, sameSitePath } from "./safe-redirect";

describe("safeRedirectPath (redirect targets from the request or from stored data)", () => {
  it.each(BAD_REDIRECT_TARGETS)("refuses %s, giving the fallback", (_label, target) => {
    expect(sameSitePath(target)).toBeNull();
    expect(safeRedirectPath(target, "/notifications")).toBe("/notifications");
  });

  it("refuses what is not text", () => {
    for (const value of [null, undefined, 42, new File(["/x"], "x.txt")]) {
      expect(safeRedirectPath(value as never, "/fallback")).toBe("/fallback");
    }
    expect(safeRedirectPath(null)).toBe("/");
  });

  it("keeps this site's paths with their query and fragment, as the URL parser writes them", () => {
    for (const path of [
      "/",
      "/notifications?filter=unread",
      "/ai-intake?session=8d3c2a90-1b1e-4a8e-9a4e-0c6c1d5b7f10#latest",
      "/cases/12?tab=documents",
      "/dashboard?tab=chat&channel=3",
      "/search?q=50%", // a stray % decodes to nothing else
      "/%E2%9C%93",
    ]) {
      expect(safeRedirectPath(path, "/fallback")).toBe(path);
    }
    // Outside ASCII is percent-encoded (a header takes nothing else); dot segments are resolved.
    expect(sameSitePath("/cases?q=café")).toBe("/cases?q=caf%C3%A9");
    expect(sameSitePath("/a/./b/../c")).toBe("/a/c");
    // Long, but not too long.
    const long = `/notifications?${"a".repeat(1900)}`;
    expect(sameSitePath(long)).toBe(long);
  });
});
