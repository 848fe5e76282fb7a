/**
 * Route matching remembered per path (issue 9). Remix asks @remix-run/router's `matchRoutes` for
 * the same request's routes four times (the request handler, the data router, React Router's
 * `useRoutes` and the route discovery manifest), and each call flattens all ~100 routes, sorts
 * them and builds a regular expression for every route it tries: a 404 tries every one. That was
 * a third of the CPU time of a small page.
 *
 * The answer depends only on the routes' shape (ids, paths, index, case sensitivity, nesting),
 * the basename and the pathname, so it is kept under those, as the positions of the matched
 * routes in the tree, and rebuilt against whatever route objects the caller passes (React
 * Router's are new on every render). Everything else about a match (the objects, a params object
 * shared by the matches of one call, as the original does) is as `matchRoutes` answers it.
 */
import { createRequire } from "node:module";
import type { AgnosticRouteMatch, AgnosticRouteObject } from "@remix-run/router";

type MatchRoutes = (
  routes: AgnosticRouteObject[],
  location: string | Partial<{ pathname: string }>,
  basename?: string,
) => AgnosticRouteMatch[] | null;

interface KeptMatch {
  /** The route's position: index in the top-level array, then in each `children`. */
  position: number[];
  pathname: string;
  pathnameBase: string;
}
interface Kept {
  params: Record<string, string | undefined>;
  matches: KeptMatch[];
}

/** Distinct paths kept; the oldest goes first. A path with an id in it is one entry per id. */
export const KEPT_PATHS = 2000;

/** Each distinct shape's number: a key holds the number, not the (long) shape itself. */
const shapeNumbers = new Map<string, number>();
const shapes = new WeakMap<AgnosticRouteObject[], number>();

/** The number of the routes' shape; the same for two trees that match every path alike. */
function shapeOf(routes: AgnosticRouteObject[]): number {
  let number = shapes.get(routes);
  if (number === undefined) {
    const shape = JSON.stringify(routes.map(shapeOfRoute));
    number = shapeNumbers.get(shape);
    if (number === undefined) {
      number = shapeNumbers.size;
      shapeNumbers.set(shape, number);
    }
    shapes.set(routes, number);
  }
  return number;
}

function shapeOfRoute(route: AgnosticRouteObject): unknown {
  return [
    route.id,
    route.path ?? null,
    route.index === true,
    route.caseSensitive === true,
    route.children?.map(shapeOfRoute) ?? null,
  ];
}

function positionOf(
  routes: AgnosticRouteObject[],
  target: AgnosticRouteObject,
  trail: number[] = [],
): number[] | null {
  for (const [index, route] of routes.entries()) {
    if (route === target) return [...trail, index];
    if (route.children) {
      const found = positionOf(route.children, target, [...trail, index]);
      if (found) return found;
    }
  }
  return null;
}

function routeAt(routes: AgnosticRouteObject[], position: number[]): AgnosticRouteObject {
  let route = routes[position[0]];
  for (const index of position.slice(1)) route = route.children![index];
  return route;
}

/** `matchRoutes` with its answers kept; `original` is the library's own. */
export function rememberingMatches(original: MatchRoutes): MatchRoutes {
  const kept = new Map<string, Kept | null>();
  function keep(key: string, value: Kept | null) {
    if (kept.size >= KEPT_PATHS) kept.delete(kept.keys().next().value!);
    kept.set(key, value);
  }
  return function matchRoutes(routes, location, basename = "/") {
    const pathname = typeof location === "string" ? location.split(/[?#]/)[0] : location.pathname;
    if (pathname === undefined) return original(routes, location, basename);
    const key = `${shapeOf(routes)}\u0000${basename}\u0000${pathname}`;
    let found = kept.get(key);
    if (found === undefined) {
      const matches = original(routes, location, basename);
      const positions = matches?.map((match) => positionOf(routes, match.route));
      found =
        matches && positions?.every(Boolean)
          ? {
              params: { ...matches[0]?.params },
              matches: matches.map((match, i) => ({
                position: positions[i]!,
                pathname: match.pathname,
                pathnameBase: match.pathnameBase,
              })),
            }
          : null;
      if (matches && !found) return matches; // a route outside the tree: not kept
      keep(key, found);
      return matches;
    }
    if (found === null) return null;
    const params = { ...found.params };
    return found.matches.map((match) => ({
      params,
      pathname: match.pathname,
      pathnameBase: match.pathnameBase,
      route: routeAt(routes, match.position),
    }));
  };
}

let installed = false;

/**
 * Puts the remembering `matchRoutes` on @remix-run/router's exports, where Remix's server runtime,
 * React Router and Remix's route discovery look it up on every call. Once per process.
 */
export function rememberRouteMatches() {
  if (installed) return;
  installed = true;
  const router = createRequire(import.meta.url)("@remix-run/router") as {
    matchRoutes: MatchRoutes;
  };
  router.matchRoutes = rememberingMatches(router.matchRoutes);
}
