// postinstall: the one change we make to an installed package, written out here so that it is
// reviewed like our own code (docs/decisions/006-route-matching.md).
//
// @remix-run/router 1.23 (Remix v2's router) flattens and sorts every route and builds a regular
// expression for each route it tries, on every matchRoutes call; Remix calls it several times per
// request. React Router 7 keeps the flattened, sorted branches (remix-run/react-router#14967);
// this backports that to the CommonJS build the server loads, and keeps compiled paths too.
// Matching answers are unchanged. The browser's build (dist/router.js) is left as it is.
//
// Idempotent. Another version of the package, or a file that no longer reads as expected, is left
// untouched with a warning: the server is then slower, never wrong. A test (route-matching) fails
// when the change is missing, so CI tells.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

export const MARKER = "/* justice-streamlined: route branches and compiled paths kept */";
const VERSION = "1.23.3";

const EDITS = [
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

export function patchRouter(require = createRequire(import.meta.url)) {
  const file = require.resolve("@remix-run/router");
  const { version } = require("@remix-run/router/package.json");
  const source = readFileSync(file, "utf8");
  if (source.includes(MARKER)) return "already applied";
  if (version !== VERSION) {
    return `skipped: @remix-run/router is ${version}, the change is written for ${VERSION}`;
  }
  let patched = source;
  for (const { find, replace } of EDITS) {
    if (patched.split(find).length !== 2) return `skipped: ${file} no longer reads as expected`;
    patched = patched.replace(find, () => replace);
  }
  writeFileSync(file, patched);
  return "applied";
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outcome = patchRouter();
  const line = `@remix-run/router route matching kept between calls: ${outcome}`;
  if (outcome.startsWith("skipped")) console.warn(`Warning: ${line}`);
  else console.log(line);
}
