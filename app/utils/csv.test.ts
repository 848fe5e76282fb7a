import { describe, expect, it } from "vitest";
import { csvLine } from "./csv";

describe("csvLine", () => {
  it("quotes what needs quoting and leaves the rest", () => {
    expect(csvLine(["Ada", 'Say "hi"', "a,b", "two\nlines", 3, null])).toBe(
      'Ada,"Say ""hi""","a,b","two\nlines",3,\r\n',
    );
  });

  it("keeps formulas as text", () => {
    expect(csvLine(['=HYPERLINK("x")', "+1", "-2", "@SUM(A1)"])).toBe(
      '"\'=HYPERLINK(""x"")",\'+1,\'-2,\'@SUM(A1)\r\n',
    );
    expect(csvLine([-2])).toBe("-2\r\n");
  });
});
