import { describe, expect, it } from "vitest";
import { ACCESS_MATRIX } from "./matrix";
import { coverage, expectedAnswer, paramsFor, routeFiles, type Probe } from "./route-table";

const probe: Probe<null> = { method: "GET", url: () => "/x" };

describe("the access matrix's own checks", () => {
  it("fail when a route file has no entry, and pass once it has one", () => {
    const files = [...routeFiles("app/routes"), "reports.tsx"];
    expect(coverage(files, ACCESS_MATRIX).missing).toEqual(["reports.tsx"]);
    const withEntry = { ...ACCESS_MATRIX, "reports.tsx": { access: { fixed: 200 }, probes: [] } };
    expect(coverage(files, withEntry)).toEqual({ missing: [], stale: [] });
  });

  it("fail for an entry whose file is gone", () => {
    expect(coverage(["a.tsx"], { "a.tsx": 1, "b.tsx": 1 }).stale).toEqual(["b.tsx"]);
  });

  it("leave tests beside the routes out", () => {
    expect(routeFiles("app/routes").some((file) => file.includes(".test."))).toBe(false);
  });

  it.each([
    ["_index.tsx", "/", {}],
    ["submissions._index.tsx", "/submissions", {}],
    ["submissions.$id.tsx", "/submissions/7", { id: "7" }],
    ["dashboard_.knowledge.$articleId.tsx", "/dashboard/knowledge/3", { articleId: "3" }],
    ["api.notifications.$id.read.ts", "/api/notifications/5/read", { id: "5" }],
    ["$.tsx", "/no/such/page", { "*": "no/such/page" }],
    ["cases.$caseId_.money_.statement[.]pdf.ts", "/cases/4/money/statement.pdf", { caseId: "4" }],
  ])("read %s's parameters from %s", (file, pathname, params) => {
    expect(paramsFor(file, pathname)).toEqual(params);
  });

  it("refuse a URL that is not the file's", () => {
    expect(paramsFor("submissions.$id.tsx", "/submissions")).toBeNull();
    expect(paramsFor("api.notifications.$id.read.ts", "/api/notifications/5")).toBeNull();
    expect(paramsFor("a.b[.]csv.ts", "/a/b/csv")).toBeNull();
  });

  it("expect what the policy says", () => {
    const client = { id: 1, role: "client" } as const;
    const staff = { id: 2, role: "staff" } as const;
    expect(expectedAnswer({ screen: "dashboard" }, probe, "anonymous", null, null)).toEqual({
      redirect: "/",
    });
    expect(expectedAnswer({ screen: "dashboard" }, probe, "clientA", client, null)).toEqual({
      redirect: "/client-portal",
    });
    expect(expectedAnswer({ screen: "dashboard" }, probe, "staffA", staff, null)).toBe(200);
    expect(expectedAnswer({ api: ["read", "task"] }, probe, "anonymous", null, null)).toBe(401);
    expect(expectedAnswer({ api: ["read", "task"] }, probe, "clientA", client, null)).toBe(403);
    const owned: Probe<null> = {
      ...probe,
      record: { permission: ["read", "case"], of: () => ({ clientId: 1, staffId: 9 }) },
    };
    expect(expectedAnswer({ screen: "clientPortal" }, owned, "clientA", client, null)).toBe(200);
    const other = { id: 3, role: "client" } as const;
    expect(expectedAnswer({ screen: "clientPortal" }, owned, "clientB", other, null)).toBe(404);
  });

  it("take a request's own rule over its route's", () => {
    const staffGet: Probe<null> = { ...probe, access: { api: ["read", "formSubmission"] } };
    expect(expectedAnswer({ api: "public" }, staffGet, "anonymous", null, null)).toBe(401);
    expect(expectedAnswer({ api: "public" }, probe, "anonymous", null, null)).toBe(200);
  });
});
