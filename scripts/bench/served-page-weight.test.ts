import { describe, expect, it } from "vitest";
import { loadedScripts } from "./served-page-weight";

describe("the scripts a served page loads", () => {
  it("are its script src, modulepreloads and inline module imports, not URLs named as data", () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="stylesheet" href="/build/_assets/tailwind-X.css"/>
      <link rel="modulepreload" href="/build/entry.client-A.js"/>
      <link rel="modulepreload" href="/build/root-B.js"/>
      </head><body>
      <script>window.__remixManifest = {"url":"/build/manifest-C.js","routes":{"routes/_index":{"module":"/build/routes/_index-D.js"}}};</script>
      <script type="module" async="">import "/build/manifest-C.js";
import * as route0 from "/build/root-B.js";
import * as route1 from "/build/routes/dashboard-E.js";
window.__remixRouteModules = {"root":route0};</script>
      <script src="/build/legacy-F.js"></script>
      </body></html>`;
    expect(loadedScripts(html).sort()).toEqual([
      "/build/entry.client-A.js",
      "/build/legacy-F.js",
      "/build/manifest-C.js",
      "/build/root-B.js",
      "/build/routes/dashboard-E.js",
    ]);
  });

  it("leave out a route module only the inline manifest names", () => {
    const html = `<script>window.__remixManifest = {"module":"/build/routes/_index-D.js"};</script>`;
    expect(loadedScripts(html)).toEqual([]);
  });
});
