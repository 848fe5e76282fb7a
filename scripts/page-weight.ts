/**
 * The JavaScript each page loads, gzipped (-9), read from the production build:
 * `npm run build && npx tsx scripts/page-weight.ts [--top N]`.
 *
 * A page is what its HTML names: the entry module, root and every route in its parent chain, each
 * with the chunks the manifest lists for it, and every chunk those import in turn (read from the
 * files, so nothing a chunk pulls in is missed). The manifest file counts only when the page loads
 * it: with lazy route discovery (remix.config.js) the HTML inlines the few routes it needs
 * instead, and that inline script is part of the HTML's weight, not this.
 * Resource routes (no default export) render no page and are left out. What the page's modules
 * import dynamically (a form's schema, fetched the first time the form is used) is not part of the
 * page; it is measured apart, as `later`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import remixConfig from "../remix.config.js";

export const BUDGET_KB = 110;

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}
export interface ModuleWeight {
  url: string;
  bytes: number;
  gzip: number;
}
export interface PageWeight {
  routeId: string;
  /** The URL pattern the route answers, e.g. `/dashboard` or `/submissions/:id`. */
  path: string;
  /** Sum of the gzipped modules, in bytes. */
  gzip: number;
  /** Every module the page loads, heaviest first. */
  modules: ModuleWeight[];
  /** What its modules may fetch later (dynamic imports and theirs), gzipped bytes, all told. */
  later: number;
  /**
   * Each part fetched later on its own (a form's schema, the Help dialog, the guided tour): the
   * dynamically imported module and what it imports that the page has not loaded, heaviest first.
   */
  laterParts: ModuleWeight[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The build's one manifest file, or an error that says to build first. */
export function findManifestFile(buildDir: string): string {
  const names = existsSync(buildDir)
    ? readdirSync(buildDir).filter((name) => /^manifest-\w+\.js$/.test(name))
    : [];
  if (names.length === 0) {
    throw new Error(`No build manifest in ${buildDir}: run \`npm run build\` first.`);
  }
  if (names.length > 1) {
    throw new Error(`Several manifests in ${buildDir}: remove public/build and build again.`);
  }
  return path.join(buildDir, names[0]);
}

function readManifest(file: string): Manifest {
  const text = readFileSync(file, "utf8");
  const json = text.replace(/^window\.__remixManifest\s*=\s*/, "").replace(/;\s*$/, "");
  return JSON.parse(json) as Manifest;
}

/** The route's ancestors, root first, and the route itself. */
function chainOf(routes: Record<string, ManifestRoute>, id: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let route: ManifestRoute | undefined = routes[id]; route;) {
    chain.unshift(route);
    route = route.parentId ? routes[route.parentId] : undefined;
  }
  return chain;
}

/** A route renders a page when its source has a default export (a component). */
function rendersPage(appDir: string, id: string): boolean {
  const file = [".tsx", ".ts", ".jsx", ".js", "/route.tsx", "/route.ts"]
    .map((extension) => path.join(appDir, id + extension))
    .find((candidate) => existsSync(candidate));
  return file ? /\bexport\s+default\b/.test(readFileSync(file, "utf8")) : true;
}

/** Static imports between chunks: `import{a as b}from"/build/_shared/chunk-X.js"`. */
const IMPORT = /(?:^|[;\s}])import\s*(?:[\w$*{][^;"']*?from\s*)?["']([^"']+)["']/g;
/** Dynamic imports: `import("./chunk-Y.js")`. */
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** Measures every page of the build in `publicDir/build` (routes in `appDir`). */
export function measurePages({
  publicDir = path.join(root, "public"),
  appDir = path.join(root, "app"),
  lazyRouteDiscovery = Boolean(remixConfig.future?.v3_lazyRouteDiscovery),
} = {}): PageWeight[] {
  const manifestFile = findManifestFile(path.join(publicDir, "build"));
  const manifest = readManifest(manifestFile);

  const weights = new Map<string, ModuleWeight & { imports: string[]; dynamic: string[] }>();
  const weigh = (url: string) => {
    let weight = weights.get(url);
    if (!weight) {
      const file = path.join(publicDir, url);
      if (!existsSync(file))
        throw new Error(`${url} is named by the build but missing: build again.`);
      const source = readFileSync(file);
      const text = source.toString("utf8");
      const resolve = ([, specifier]: RegExpMatchArray) =>
        specifier.startsWith(".") ? path.posix.join(path.posix.dirname(url), specifier) : specifier;
      weight = {
        url,
        bytes: source.length,
        gzip: gzipSync(source, { level: 9 }).length,
        imports: [...text.matchAll(IMPORT)].map(resolve),
        dynamic: [...text.matchAll(DYNAMIC_IMPORT)].map(resolve),
      };
      weights.set(url, weight);
    }
    return weight;
  };

  return Object.values(manifest.routes)
    .filter((route) => route.id !== "root" && rendersPage(appDir, route.id))
    .map((route) => {
      const chain = chainOf(manifest.routes, route.id);
      const seen = new Set<string>();
      const visit = (url: string) => {
        if (seen.has(url)) return;
        seen.add(url);
        weigh(url).imports.forEach(visit);
      };
      if (!lazyRouteDiscovery) visit("/build/" + path.basename(manifestFile));
      [manifest.entry.module, ...manifest.entry.imports].forEach(visit);
      chain.forEach((r) => [r.module, ...(r.imports ?? [])].forEach(visit));
      const modules = [...seen]
        .map((url) => ({ url, bytes: weigh(url).bytes, gzip: weigh(url).gzip }))
        .sort((a, b) => b.gzip - a.gzip);
      const later = new Set<string>();
      const visitLater = (url: string) => {
        if (seen.has(url) || later.has(url)) return;
        later.add(url);
        [...weigh(url).imports, ...weigh(url).dynamic].forEach(visitLater);
      };
      const entries = new Set(modules.flatMap((module) => weigh(module.url).dynamic));
      entries.forEach(visitLater);
      const partOf = (entry: string) => {
        const part = new Set<string>();
        const visitPart = (url: string) => {
          if (seen.has(url) || part.has(url)) return;
          part.add(url);
          weigh(url).imports.forEach(visitPart);
        };
        visitPart(entry);
        return [...part].reduce((sum, url) => sum + weigh(url).gzip, 0);
      };
      const laterParts = [...entries]
        .filter((url) => !seen.has(url))
        .map((url) => ({ url, bytes: weigh(url).bytes, gzip: partOf(url) }))
        .sort((a, b) => b.gzip - a.gzip);
      return {
        routeId: route.id,
        path: "/" + chain.flatMap((r) => (r.path ? [r.path] : [])).join("/"),
        gzip: modules.reduce((sum, module) => sum + module.gzip, 0),
        modules,
        later: [...later].reduce((sum, url) => sum + weigh(url).gzip, 0),
        laterParts,
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A page and its heaviest modules, one per line. */
export function describePage(page: PageWeight, top: number): string {
  const over = page.gzip > BUDGET_KB * 1024 ? "  over budget" : "";
  return [
    `${kb(page.gzip).padStart(6)} KB  ${page.path}  (${page.routeId})${over}` +
      (page.later ? `  (+ up to ${kb(page.later)} KB in parts loaded when used)` : ""),
    ...page.modules
      .slice(0, top)
      .map((module) => `    ${kb(module.gzip).padStart(6)} KB  ${module.url}`),
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const topIndex = process.argv.indexOf("--top");
  const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 3;
  console.log(`JavaScript per page, gzip -9 (budget ${BUDGET_KB} KB)\n`);
  for (const page of measurePages()) console.log(describePage(page, top));
}
