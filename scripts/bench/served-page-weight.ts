import { gzipSync } from "node:zlib";

/** What a page costs a slow phone: gzip -9 of its HTML, its stylesheets and every script it names. */
export interface ServedPageWeight {
  page: string;
  status: number;
  htmlGz: number;
  cssGz: number;
  jsGz: number;
  scripts: number;
}

const gzipped = (bytes: ArrayBuffer | string) =>
  gzipSync(typeof bytes === "string" ? bytes : Buffer.from(bytes), { level: 9 }).length;

/** The stylesheets the HTML links. */
function stylesheets(html: string): string[] {
  const links = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
    (match) => match[0],
  );
  return [...new Set(links.flatMap((link) => link.match(/\bhref="(\/[^"]+)"/)?.[1] ?? []))];
}

/** Static imports in a module's text: `import{a}from"/x.js"`, `import "/y.js"`. */
const IMPORT = /(?:^|[;\s}])import\s*(?:[\w$*{][^;"']*?from\s*)?["'](\/[^"']+\.js)["']/g;

/**
 * The scripts the browser loads for the HTML: script src, modulepreload, and what the inline
 * module scripts import. URLs that only appear as data (the inline route manifest names routes
 * the page does not load) are not loaded, so not counted.
 */
export function loadedScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = tag.startsWith("<script") ? tag.match(/\bsrc="(\/[^"]+)"/)?.[1] : undefined;
    const preload = /\brel="modulepreload"/.test(tag)
      ? tag.match(/\bhref="(\/[^"]+)"/)?.[1]
      : undefined;
    for (const url of [src, preload]) if (url) urls.add(url);
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, url] of body.matchAll(IMPORT)) urls.add(url);
  }
  return [...urls];
}

export async function pageWeight(
  base: string,
  page: string,
  cookie?: string,
): Promise<ServedPageWeight> {
  const response = await fetch(`${base}${page}`, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
  const html = await response.text();
  const fetchText = async (url: string) => {
    const asset = await fetch(`${base}${url}`);
    if (!asset.ok) throw new Error(`${page} names ${url}, which answered ${asset.status}`);
    return asset.text();
  };
  // Every script the page loads, and what those import in turn, as the browser follows them.
  const scripts = new Map<string, string>();
  const follow = async (url: string): Promise<void> => {
    if (scripts.has(url)) return;
    const text = await fetchText(url);
    scripts.set(url, text);
    for (const [, imported] of text.matchAll(IMPORT)) await follow(imported);
  };
  for (const url of loadedScripts(html)) await follow(url);
  let cssGz = 0;
  for (const url of stylesheets(html)) cssGz += gzipped(await fetchText(url));
  return {
    page,
    status: response.status,
    htmlGz: gzipped(html),
    cssGz,
    jsGz: [...scripts.values()].reduce((sum, text) => sum + gzipped(text), 0),
    scripts: scripts.size,
  };
}
