import { describe, expect, it } from "vitest";
import { roleTitle } from "./roles";

describe("the header's role line", () => {
  it("calls only staff attorneys", () => {
    expect(roleTitle("staff")).toBe("Staff Attorney");
    expect(roleTitle("client")).toBe("Client");
    expect(roleTitle("admin")).toBe("Administrator");
  });
});
