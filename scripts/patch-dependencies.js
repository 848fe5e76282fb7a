// postinstall: the changes we make to installed packages, written out here so that they are
// reviewed like our own code (docs/decisions/006-route-matching.md). Changes 1 to 3 keep, between
// requests, work that Remix v2 redoes on every one and whose answer cannot change while the server
// runs (the routes are fixed by the build):
//
// 1. @remix-run/router 1.23 flattens and sorts every route and builds a regular expression for each
//    route it tries, on every matchRoutes call; Remix calls it several times per request. React
//    Router 7 keeps the flattened, sorted branches (remix-run/react-router#14967); this backports
//    that to the CommonJS build the server loads, and keeps compiled paths too; and (a second
//    change to the same file) each path's matches per routes array.
// 2. @remix-run/react's RemixServer turns the build's ~100 routes into React Router routes on every
//    page render; they are kept per build (its manifest's routes object).
// 3. react-router-dom's createStaticRouter turns those into data routes on every render; they are
//    kept per routes array, so (with 2) every render sees the same route objects.
// 4. @remix-run/server-runtime gives every loader and action a new copy of the request (two, in
//    fact: one without `?index`, one without `?_routes`), even when the URL has neither: four
//    Request objects per signed-in page, and since the copies differ, what is kept per request
//    (the session's user) was looked up again for every loader. A request with nothing to strip is
//    now passed on as it is.
// 5. @remix-run/react's Link, on the server, for a plain path ("/cases/12?tab=messages"): the anchor
//    React Router would render, written directly. React Router resolves such a path to itself, but
//    through a dozen hooks per link (the dashboard has about 50 links). With JavaScript the
//    browser's Link, untouched, takes over the same anchor.
// 6. Sequelize 6.37's SQLite queries ran `PRAGMA table_info` for the table of every SELECT, also
//    for raw statements, which never read the column types it gives (only model results are
//    parsed by them); and formatted a stack trace for every statement, which only an error uses.
//    A raw SELECT now goes without the PRAGMA, and the stack is formatted when there is an error.
// Answers are unchanged. The browser's builds are left as they are.
//
// 7. A correctness fix, not a speed-up: Sequelize 6 writes string values into SQLite statements as
//    quoted literals, and a NUL character in one ends SQLite's reading of the statement
//    ("SQLITE_ERROR: unrecognized token"; sequelize/sequelize#9365, open upstream). A visitor's
//    name with a NUL in it made the consultation form answer 500 on SQLite (MySQL escapes it as
//    \0). A NUL in a SQLite literal is now written as '||char(0)||', the same text with the
//    character in it.
//
// Idempotent. Another version of a package, or a file that no longer reads as expected, is left
// untouched with a warning: the server is then slower, never wrong. A test (route-matching) fails
// when a change is missing, so CI tells.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export const MARKER = "/* justice-streamlined: route branches and compiled paths kept */";
export const SERVER_ROUTES_MARKER = "/* justice-streamlined: server routes kept per build */";
export const DATA_ROUTES_MARKER = "/* justice-streamlined: static data routes kept per routes */";
export const MATCHES_MARKER = "/* justice-streamlined: matches kept per routes and path */";
export const REQUEST_MARKER =
  "/* justice-streamlined: a request with nothing to strip passed on */";
export const SQLITE_MARKER = "/* justice-streamlined: raw SELECTs without PRAGMA table_info */";
export const LINK_MARKER = "/* justice-streamlined: a plain path's anchor written on the server */";
export const NUL_MARKER = "/* justice-streamlined: a NUL in a SQLite literal as char(0) */";

const ROUTER_EDITS = [
  {
    find: "function matchRoutesImpl(routes, locationArg, basename, allowPartial) {",
    replace: `${MARKER}
const keptBranches = new WeakMap();
const keptPaths = new Map();
const KEPT_PATHS = 1000;
function rankedBranches(routes) {
  let branches = keptBranches.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    keptBranches.set(routes, branches);
  }
  return branches;
}
function matchRoutesImpl(routes, locationArg, basename, allowPartial) {`,
  },
  {
    find: `  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  let matches = null;`,
    replace: `  let branches = rankedBranches(routes);
  let matches = null;`,
  },
  {
    find: "function compilePath(path, caseSensitive, end) {",
    replace: `function compilePath(path, caseSensitive, end) {
  let key = path + "\\u0000" + !!caseSensitive + "\\u0000" + (end === undefined || !!end);
  let compiled = keptPaths.get(key);
  if (!compiled) {
    compiled = compileNewPath(path, caseSensitive, end);
    if (keptPaths.size >= KEPT_PATHS) keptPaths.delete(keptPaths.keys().next().value);
    keptPaths.set(key, compiled);
  }
  return compiled;
}
function compileNewPath(path, caseSensitive, end) {`,
  },
];

const SERVER_ROUTES_EDITS = [
  {
    find: "function RemixServer({",
    replace: `${SERVER_ROUTES_MARKER}
const keptServerRoutes = new WeakMap();
function RemixServer({`,
  },
  {
    find: "  let routes$1 = routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);",
    replace: `  let routes$1 = keptServerRoutes.get(manifest.routes);
  if (!routes$1) {
    routes$1 = routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);
    keptServerRoutes.set(manifest.routes, routes$1);
  }`,
  },
];

const DATA_ROUTES_EDITS = [
  {
    find: "function createStaticRouter(routes, context, opts = {}) {",
    replace: `${DATA_ROUTES_MARKER}
const keptDataRoutes = new WeakMap();
function createStaticRouter(routes, context, opts = {}) {`,
  },
  {
    find: `  let manifest = {};
  let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);`,
    replace: `  let kept = keptDataRoutes.get(routes);
  if (!kept) {
    let manifest = {};
    let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);
    kept = { manifest, dataRoutes };
    keptDataRoutes.set(routes, kept);
  }
  let { manifest, dataRoutes } = kept;`,
  },
];

const MATCHES_EDITS = [
  {
    find: `function matchRoutes(routes, locationArg, basename) {
  if (basename === void 0) {
    basename = "/";
  }
  return matchRoutesImpl(routes, locationArg, basename, false);
}`,
    replace: `${MATCHES_MARKER}
const keptMatches = new WeakMap();
const KEPT_MATCHES = 2000;
function matchRoutes(routes, locationArg, basename) {
  if (basename === void 0) {
    basename = "/";
  }
  let pathname = typeof locationArg === "string" ? parsePath(locationArg).pathname : locationArg.pathname;
  if (typeof pathname !== "string") return matchRoutesImpl(routes, locationArg, basename, false);
  let perPath = keptMatches.get(routes);
  if (!perPath) {
    perPath = new Map();
    keptMatches.set(routes, perPath);
  }
  let key = basename + "\u0000" + pathname;
  let kept = perPath.get(key);
  if (kept === undefined) {
    kept = matchRoutesImpl(routes, locationArg, basename, false);
    if (perPath.size >= KEPT_MATCHES) perPath.delete(perPath.keys().next().value);
    perPath.set(key, kept);
  }
  if (kept === null) return null;
  // New match objects on every call, sharing one params object as the original's do.
  let params = Object.assign({}, kept[0] && kept[0].params);
  return kept.map(match => ({
    params,
    pathname: match.pathname,
    pathnameBase: match.pathnameBase,
    route: match.route
  }));
}`,
  },
];

/** Each strip function returns the request itself when its URL has no such parameter. */
const REQUEST_EDITS = [
  {
    find: "function stripIndexParam(request) {",
    replace: `${REQUEST_MARKER}
function hasSearchParam(request, name) {
  return request.url.includes("?") && new URL(request.url).searchParams.has(name);
}
function stripIndexParam(request) {
  if (!hasSearchParam(request, "index")) return request;`,
  },
  {
    find: "function stripDataParam(request) {",
    replace: `function stripDataParam(request) {
  if (!hasSearchParam(request, "_data")) return request;`,
  },
  {
    find: "function stripRoutesParam(request) {",
    replace: `function stripRoutesParam(request) {
  if (!hasSearchParam(request, "_routes")) return request;`,
  },
];

/**
 * Link's fast path: a string that starts with one "/" and has no bare "?" (at its end or before "#")
 * or bare "#" at its end,
 * outside the browser, with the router at "/", not prefetched at render. React Router's href for
 * it is the string itself (resolveTo leaves an absolute pathname as it is; createPath joins it
 * back); its other props are not attributes, as React Router's Link drops them.
 */
const LINK_EDITS = [
  {
    find: `let Link = /*#__PURE__*/React__namespace.forwardRef(({
  to,
  prefetch = "none",
  discover = "render",
  ...props
}, forwardedRef) => {
`,
    replace: `${LINK_MARKER}
const PLAIN_PATH = /^\\/(?!\\/)(?!.*\\?#)(?:.*[^?#])?$/s;
let Link = /*#__PURE__*/React__namespace.forwardRef(({
  to,
  prefetch = "none",
  discover = "render",
  ...props
}, forwardedRef) => {
  let { basename } = React__namespace.useContext(reactRouterDom.UNSAFE_NavigationContext);
  if (typeof document === "undefined" && prefetch !== "render" && basename === "/" && typeof to === "string" && PLAIN_PATH.test(to)) {
    let { reloadDocument, replace, state, preventScrollReset, relative, viewTransition, onClick, target, ...rest } = props;
    return React__namespace.createElement("a", _rollupPluginBabelHelpers["extends"]({}, rest, {
      "data-discover": getDiscoverAttr(discover, false, reloadDocument),
      href: to,
      ref: forwardedRef,
      target: target
    }));
  }
`,
  },
];

/** Column types only for model results; the stack only for an error. */
const SQLITE_EDITS = [
  {
    find: `  async run(sql, parameters) {
    const conn = this.connection;`,
    replace: `  async run(sql, parameters) {
    ${SQLITE_MARKER}
    const conn = this.connection;`,
  },
  {
    find: "resolve(query._handleQueryResponse(this, columnTypes, executionError, results, errForStack.stack));",
    replace:
      "resolve(query._handleQueryResponse(this, columnTypes, executionError, results, executionError ? errForStack.stack : undefined));",
  },
  {
    find: `      if (this.getDatabaseMethod() === "all") {`,
    replace: `      if (this.getDatabaseMethod() === "all" && !this.options.raw) {`,
  },
];

/** A NUL character inside a SQLite string literal, written as SQLite's char(0) joined in. */
const NUL_EDITS = [
  {
    find: `    val = val.replace(/'/g, "''");
    if (dialect === "postgres") {`,
    replace: `    val = val.replace(/'/g, "''");
    ${NUL_MARKER}
    if (dialect === "sqlite") {
      val = val.replace(/\\0/g, "'||char(0)||'");
    }
    if (dialect === "postgres") {`,
  },
];

/** What is changed where: package, its version, the file in it, the marker and the edits. */
export const PATCHES = [
  {
    name: "@remix-run/router route matching kept between calls",
    packageName: "@remix-run/router",
    version: "1.23.3",
    file: "dist/router.cjs.js",
    marker: MARKER,
    edits: ROUTER_EDITS,
  },
  {
    name: "@remix-run/router matches kept per path",
    packageName: "@remix-run/router",
    version: "1.23.3",
    file: "dist/router.cjs.js",
    marker: MATCHES_MARKER,
    edits: MATCHES_EDITS,
  },
  {
    name: "@remix-run/react server routes kept per build",
    packageName: "@remix-run/react",
    version: "2.17.5",
    file: "dist/server.js",
    marker: SERVER_ROUTES_MARKER,
    edits: SERVER_ROUTES_EDITS,
  },
  {
    name: "react-router-dom static data routes kept per routes",
    packageName: "react-router-dom",
    version: "6.30.4",
    file: "server.js",
    marker: DATA_ROUTES_MARKER,
    edits: DATA_ROUTES_EDITS,
  },
  {
    name: "@remix-run/server-runtime request passed on when there is nothing to strip",
    packageName: "@remix-run/server-runtime",
    version: "2.17.5",
    file: "dist/data.js",
    marker: REQUEST_MARKER,
    edits: REQUEST_EDITS,
  },
  {
    name: "@remix-run/react Link writes a plain path's anchor on the server",
    packageName: "@remix-run/react",
    version: "2.17.5",
    file: "dist/components.js",
    marker: LINK_MARKER,
    edits: LINK_EDITS,
  },
  {
    name: "sequelize SQLite raw SELECTs without PRAGMA table_info",
    packageName: "sequelize",
    version: "6.37.8",
    file: "lib/dialects/sqlite/query.js",
    marker: SQLITE_MARKER,
    edits: SQLITE_EDITS,
  },
  {
    name: "sequelize SQLite strings with a NUL character",
    packageName: "sequelize",
    version: "6.37.8",
    file: "lib/sql-string.js",
    marker: NUL_MARKER,
    edits: NUL_EDITS,
  },
];

/** The installed file a patch changes. */
export function patchedFile(patch, require = createRequire(import.meta.url)) {
  return path.join(path.dirname(require.resolve(`${patch.packageName}/package.json`)), patch.file);
}

export function applyPatch(patch, require = createRequire(import.meta.url)) {
  const file = patchedFile(patch, require);
  const { version } = require(`${patch.packageName}/package.json`);
  const source = readFileSync(file, "utf8");
  if (source.includes(patch.marker)) return "already applied";
  if (version !== patch.version) {
    return `skipped: ${patch.packageName} is ${version}, the change is written for ${patch.version}`;
  }
  let patched = source;
  for (const { find, replace } of patch.edits) {
    if (patched.split(find).length !== 2) return `skipped: ${file} no longer reads as expected`;
    patched = patched.replace(find, () => replace);
  }
  writeFileSync(file, patched);
  return "applied";
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const patch of PATCHES) {
    const outcome = applyPatch(patch);
    const line = `${patch.name}: ${outcome}`;
    if (outcome.startsWith("skipped")) console.warn(`Warning: ${line}`);
    else console.log(line);
  }
}
