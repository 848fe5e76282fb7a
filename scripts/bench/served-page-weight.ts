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

/** Every same-site URL in the HTML that ends in `extension`: script src, modulepreload, imports. */
function namedAssets(html: string, extension: "js" | "css"): string[] {
  const pattern = new RegExp(`["'](/[^"'\\s]+\\.${extension})["']`, "g");
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1]))];
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
  const sumOf = async (urls: string[]) => {
    let total = 0;
    for (const url of urls) {
      const asset = await fetch(`${base}${url}`);
      if (!asset.ok) throw new Error(`${page} names ${url}, which answered ${asset.status}`);
      total += gzipped(await asset.arrayBuffer());
    }
    return total;
  };
  const scripts = namedAssets(html, "js");
  return {
    page,
    status: response.status,
    htmlGz: gzipped(html),
    cssGz: await sumOf(namedAssets(html, "css")),
    jsGz: await sumOf(scripts),
    scripts: scripts.length,
  };
}
