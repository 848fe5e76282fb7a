import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { Link as RemixLink } from "@remix-run/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { Link as RouterLink } from "react-router-dom";
import { StaticRouter } from "react-router-dom/server";
import type { AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { MARKER, PATCHES, patchedFile } from "../../scripts/patch-dependencies.js";

const require = createRequire(import.meta.url);
const router = require("@remix-run/router") as typeof import("@remix-run/router");

/** A tree shaped like the app's: a root layout, index, static, dynamic, optional and splat routes. */
function appRoutes(): AgnosticRouteObject[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "routes/_index", index: true },
        { id: "routes/cases._index", path: "cases", index: true },
        { id: "routes/cases.$caseId", path: "cases/:caseId" },
        { id: "routes/api.cases.$caseId.events", path: "api/cases/:caseId/events" },
        { id: "routes/help.($topic)", path: "help/:topic?" },
        { id: "routes/Admin", path: "Admin", caseSensitive: true },
        { id: "routes/$", path: "*" },
      ],
    },
  ];
}

const PATHS = [
  "/",
  "/cases",
  "/cases/",
  "/cases/12",
  "/cases/12?tab=messages#top",
  "/api/cases/7/events",
  "/help",
  "/help/intake",
  "/Admin",
  "/admin",
  "/no-such-page",
  "/cases/12/more",
  "/caf%C3%A9/%2F",
];

const view = (matches: ReturnType<typeof router.matchRoutes>) =>
  matches?.map((m) => ({
    id: m.route.id,
    params: m.params,
    pathname: m.pathname,
    base: m.pathnameBase,
  }));

describe("route matching kept between calls", () => {
  it("answers every path the same the first time and again, for a path or a location", () => {
    for (const path of PATHS) {
      const routes = appRoutes();
      const first = view(router.matchRoutes(routes, path));
      expect(view(router.matchRoutes(routes, path)), `${path}, kept`).toEqual(first);
      const pathname = path.split(/[?#]/)[0];
      expect(view(router.matchRoutes(routes, { pathname })), path).toEqual(first);
    }
    const routes = appRoutes();
    expect(view(router.matchRoutes(routes, "/no-such-page"))?.at(-1)?.id).toBe("routes/$");
    expect(view(router.matchRoutes(routes, "/cases/12"))?.at(-1)).toEqual({
      id: "routes/cases.$caseId",
      params: { caseId: "12" },
      pathname: "/cases/12",
      base: "/cases/12",
    });
    expect(router.matchRoutes(routes, "/cases/9", "/portal")).toBeNull();
  });

  it("tells route trees apart", () => {
    const routes = appRoutes();
    expect(view(router.matchRoutes(routes, "/cases/12"))?.at(-1)?.id).toBe("routes/cases.$caseId");
    const renamed = appRoutes();
    renamed[0].children![2] = { id: "routes/matters.$caseId", path: "matters/:caseId" };
    expect(view(router.matchRoutes(renamed, "/cases/12"))?.at(-1)?.id).toBe("routes/$");
    expect(view(router.matchRoutes(renamed, "/matters/12"))?.at(-1)?.id).toBe(
      "routes/matters.$caseId",
    );
  });
});

describe("@remix-run/router as installed (scripts/patch-dependencies.js)", () => {
  it("keeps ranked branches and compiled paths: npm install applied the change", () => {
    const source = readFileSync(require.resolve("@remix-run/router"), "utf8");
    expect(source).toContain(MARKER);
  });

  it("keeps the server's route objects between renders: npm install applied every change", () => {
    expect(PATCHES).toHaveLength(8);
    for (const patch of PATCHES) {
      expect(readFileSync(patchedFile(patch), "utf8"), patch.name).toContain(patch.marker);
    }
  });

  it("keeps a path's matches per routes array, handing out new match objects every time", () => {
    const routes = appRoutes();
    for (const path of PATHS) {
      const first = router.matchRoutes(routes, path);
      const again = router.matchRoutes(routes, path);
      expect(view(again), path).toEqual(view(first));
      if (first && again) {
        expect(again[0]).not.toBe(first[0]);
        expect(again[0].params).not.toBe(first[0].params);
        // One params object for the matches of one call, as the library's own.
        expect(new Set(again.map((match) => match.params)).size).toBe(1);
      }
    }
    const first = router.matchRoutes(routes, "/cases/12")!;
    (first[0].params as Record<string, string>).caseId = "changed by a caller";
    expect(router.matchRoutes(routes, "/cases/12")!.at(-1)!.params).toEqual({ caseId: "12" });
    expect(router.matchRoutes(routes, "/cases/12", "/cases")?.at(-1)?.route.id).not.toBe(
      "routes/cases.$caseId",
    );
  });

  it("gives every render of the same routes the same data routes, with this request's matches", () => {
    const { createStaticRouter } = require("react-router-dom/server") as {
      createStaticRouter: (
        routes: AgnosticRouteObject[],
        context: { matches: Array<{ route: { id: string } }> },
      ) => { routes: Array<{ id: string; children?: Array<{ id: string }> }> };
    };
    const routes = appRoutes();
    const contextFor = (id: string) => ({
      matches: [{ route: { id: "root" } }, { route: { id } }],
      basename: "/",
      location: { pathname: "/" },
      loaderData: {},
      actionData: null,
      errors: null,
    });
    const first = createStaticRouter(routes, contextFor("routes/cases._index"));
    const second = createStaticRouter(routes, contextFor("routes/cases.$caseId"));
    expect(second.routes).toBe(first.routes);
    expect(first.routes[0].children!.map((route) => route.id)).toEqual(
      routes[0].children!.map((route) => route.id),
    );
    // Another tree (another build) gets its own.
    expect(createStaticRouter(appRoutes(), contextFor("routes/_index")).routes).not.toBe(
      first.routes,
    );
  });

  it("still answers as before, including after many distinct patterns", () => {
    const routes = appRoutes();
    expect(view(router.matchRoutes(routes, "/cases/12"))?.at(-1)).toEqual({
      id: "routes/cases.$caseId",
      params: { caseId: "12" },
      pathname: "/cases/12",
      base: "/cases/12",
    });
    for (let i = 0; i < 1100; i++) router.matchPath(`/p${i}/:id`, `/p${i}/1`);
    expect(
      router.matchPath({ path: "/Admin", caseSensitive: true, end: true }, "/admin"),
    ).toBeNull();
    expect(
      router.matchPath({ path: "/Admin", caseSensitive: false, end: true }, "/admin"),
    ).not.toBeNull();
    expect(router.matchPath({ path: "/cases", end: false }, "/cases/12")?.pathnameBase).toBe(
      "/cases",
    );
    expect(router.matchPath({ path: "/cases", end: true }, "/cases/12")).toBeNull();
    expect(view(router.matchRoutes(routes, "/help/intake"))?.at(-1)?.params).toEqual({
      topic: "intake",
    });
  });
});

/**
 * A two-route build (root, its index and a child) whose loaders and actions note the request they
 * were given, served by Remix's own request handler.
 */
function requestNotingBuild() {
  const seen: Array<{ id: string; request: Request; body?: string }> = [];
  const note =
    (id: string) =>
    async ({ request }: { request: Request }) => {
      const body = request.method === "POST" ? await request.text() : undefined;
      seen.push({ id, request, body });
      return { id };
    };
  const route = (id: string, parentId: string | undefined, path?: string, index = false) => ({
    id,
    parentId,
    path,
    index,
    caseSensitive: undefined,
    module: { loader: note(id), action: note(id), default: () => null },
  });
  const build = {
    mode: "production",
    entry: {
      module: {
        default: async () => new Response("page", { headers: { "Content-Type": "text/html" } }),
      },
    },
    routes: {
      root: route("root", undefined, ""),
      "routes/_index": route("routes/_index", "root", undefined, true),
      "routes/child": route("routes/child", "root", "child"),
    },
    assets: { url: "/m.js", version: "1", entry: { imports: [], module: "/e.js" }, routes: {} },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: { v3_singleFetch: true },
    isSpaMode: false,
  } as unknown as ServerBuild;
  return { handle: createRequestHandler(build, "production"), seen };
}

describe("@remix-run/server-runtime as installed (scripts/patch-dependencies.js)", () => {
  it("hands every loader of a page the request itself, so what is kept per request is read once", async () => {
    const { handle, seen } = requestNotingBuild();
    const request = new Request("http://firm.test/child?tab=messages");
    expect((await handle(request)).status).toBe(200);
    expect(seen.map((s) => s.id)).toEqual(["root", "routes/child"]);
    expect(seen[0].request).toBe(request);
    expect(seen[1].request).toBe(request);
  });

  it("still strips ?index and ?_routes, keeping the other parameters and the body", async () => {
    const { handle, seen } = requestNotingBuild();
    const data = await handle(
      new Request("http://firm.test/child.data?tab=1&_routes=routes%2Fchild"),
    );
    expect(data.status).toBe(200);
    expect(seen.map((s) => [s.id, s.request.url])).toEqual([
      ["routes/child", "http://firm.test/child?tab=1"],
    ]);
    seen.length = 0;
    const posted = await handle(
      new Request("http://firm.test/?index&tab=2", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=save",
      }),
    );
    expect(posted.status).toBeLessThan(400);
    const action = seen.find((s) => s.body !== undefined)!;
    expect([action.id, action.request.url, action.body]).toEqual([
      "routes/_index",
      "http://firm.test/?tab=2",
      "intent=save",
    ]);
  });
});

describe("@remix-run/react's Link on the server, as installed (scripts/patch-dependencies.js)", () => {
  const render = (link: ReturnType<typeof createElement>, basename = "/") =>
    renderToString(
      createElement(StaticRouter, { location: `${basename}cases/12?tab=timeline`, basename }, link),
    );
  const TARGETS = [
    "/",
    "/cases",
    "/cases/",
    "/cases/12?tab=messages",
    "/dashboard?tab=chat&channel=1#latest",
    "/a#b?c",
    "/documents/7?download=1&name=a%20b.pdf",
    "/cases?",
    "/cases#",
    "/cases?#top",
    "//elsewhere.test/x",
    "https://elsewhere.test/x",
    "messages",
    "../11",
    ".",
  ];

  it("writes the anchor React Router's Link writes, for plain paths and every other target", () => {
    for (const to of TARGETS) {
      const external = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);
      const props = { to, className: "text-brand underline", id: "the-link", target: "_self" };
      const expected = render(
        createElement(
          RouterLink,
          { ...props, ...{ "data-discover": external ? undefined : "true" } },
          "Open",
        ),
      );
      expect(render(createElement(RemixLink, props, "Open")), to).toBe(expected);
    }
  });

  it("leaves the router's resolution to the router under a basename and for discover=none", () => {
    const under = render(createElement(RemixLink, { to: "/cases/12" }, "Open"), "/firm/");
    expect(under).toContain('href="/firm/cases/12"');
    const quiet = render(createElement(RemixLink, { to: "/cases/12", discover: "none" }, "Open"));
    expect(quiet).not.toContain("data-discover");
    expect(quiet).toContain('href="/cases/12"');
  });
});
