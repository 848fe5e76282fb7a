import path from "node:path";
import { describe, expect, it } from "vitest";
import { exportedNames, sharedExportNames, sourceFiles } from "./export-names";

const root = path.resolve(import.meta.dirname, "../..");

describe("one name per thing", () => {
  it("no two modules export the same name for different things", () => {
    const files = sourceFiles(root, ["app", "db", "tests/factories", "tests/e2e", "scripts"]);
    expect(files.length).toBeGreaterThan(100);
    expect(sharedExportNames(files)).toEqual({});
  });

  it("finds a name exported twice, and leaves the route and migration conventions alone", () => {
    const files = [
      { path: "app/components/a.tsx", source: "export function ChatPanel() {}\n" },
      { path: "app/components/b.tsx", source: "export interface ChatPanel { id: number }\n" },
      { path: "app/routes/x.tsx", source: "export const loader = () => 1;\n" },
      { path: "app/routes/y.ts", source: "export const { loader, action } = kit();\n" },
      { path: "db/migrations/1.ts", source: "export async function up() {}\n" },
      { path: "db/migrations/2.ts", source: "export async function up() {}\n" },
    ];
    expect(sharedExportNames(files)).toEqual({
      ChatPanel: ["app/components/a.tsx", "app/components/b.tsx"],
    });
    expect(exportedNames("export const { loader, action: act } = kit();")).toEqual([
      "loader",
      "act",
    ]);
  });
});
