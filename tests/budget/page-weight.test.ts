import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  BUDGET_KB,
  describePage,
  kb,
  measurePages,
  type PageWeight,
} from "../../scripts/page-weight";

/**
 * Issue 9: no page loads more than 110 KB of JavaScript, gzipped (decision 005), and a form's
 * schema (zod with it) comes only when the form is first used.
 *
 * Reads the production build, which `npm test` makes before the unit tests (`npm run build` first
 * when running this alone).
 */
const LATER_BUDGET_KB = 20;

describe("JavaScript budget", () => {
  // Gzipping every page's modules takes a moment: measured once for the tests that read the build.
  let pages: PageWeight[];
  beforeAll(() => {
    pages = measurePages();
  });

  it(`every page loads at most ${BUDGET_KB} KB gzip`, () => {
    expect(pages.map((page) => page.path)).toContain("/dashboard");
    const over = pages.filter((page) => page.gzip > BUDGET_KB * 1024);
    expect(
      over.map((page) => describePage(page, 5)).join("\n"),
      `${over.length} page(s) over the budget`,
    ).toBe("");
  });

  it("loads no zod with a page: a form's schema comes when the form is used", () => {
    const withZod = pages.flatMap((page) =>
      page.modules
        .filter((module) =>
          readFileSync(path.join("public", module.url), "utf8").includes("$ZodType"),
        )
        .map((module) => `${page.path} loads ${module.url}`),
    );
    expect(withZod).toEqual([]);
    const forms = pages.filter((page) => page.later > 0).map((page) => page.path);
    expect(forms).toEqual(
      expect.arrayContaining(["/", "/public-form", "/dashboard", "/ai-intake"]),
    );
  });

  it(`fetches at most ${LATER_BUDGET_KB} KB gzip more for each part used later (a form, Help, the tour)`, () => {
    const over = pages.flatMap((page) =>
      page.laterParts
        .filter((part) => part.gzip > LATER_BUDGET_KB * 1024)
        .map((part) => `${page.path}: ${part.url} ${kb(part.gzip)} KB later`),
    );
    expect(over).toEqual([]);
    // The parts are counted: a page with forms fetches something later, each part under the budget.
    const dashboard = pages.find((page) => page.path === "/dashboard")!;
    expect(dashboard.laterParts.length).toBeGreaterThan(0);
    expect(dashboard.later).toBeGreaterThanOrEqual(dashboard.laterParts[0]!.gzip);
  });

  it("refuses to measure without a build", () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), "no-build-"));
    try {
      expect(() => measurePages({ publicDir: empty })).toThrow(/run `npm run build` first/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("counts the framework every page shares", () => {
    const lightest = pages.at(-1)!;
    // React, React DOM and Remix are about 83 KB gzip: a figure far below means modules went uncounted.
    expect(Number(kb(lightest.gzip))).toBeGreaterThan(80);
  });
});
