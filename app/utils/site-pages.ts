/**
 * The pages a firm publishes (issue 14), for the footer on every page and the places that promise
 * them (the consultation form's terms). Their text is in the database (`site_pages`).
 */
export const SITE_PAGES = [
  { slug: "terms", label: "Terms of service" },
  { slug: "privacy", label: "Privacy policy" },
  { slug: "accessibility", label: "Accessibility statement" },
] as const;

export const sitePageUrl = (slug: (typeof SITE_PAGES)[number]["slug"]) => `/pages/${slug}`;

/** Where a page's text names the firm's support email (it follows the admin's setting). */
export const SUPPORT_EMAIL_TOKEN = "{supportEmail}";

export type PageBlock =
  | { kind: "heading"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "paragraph"; text: string };

/**
 * A page's plain text as blocks: "## " starts a heading, lines starting "- " make a list, other
 * text between blank lines a paragraph. No markup is read, so the text cannot carry any.
 */
export function pageBlocks(body: string, supportEmail: string): PageBlock[] {
  return body
    .replaceAll(SUPPORT_EMAIL_TOKEN, supportEmail)
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .flatMap((chunk) =>
      blocksOf(
        chunk
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    );
}

/** One chunk's blocks: a heading line ends where it is, the lines after it are a block of their own. */
function blocksOf(lines: string[]): PageBlock[] {
  if (lines.length === 0) return [];
  if (lines[0].startsWith("## ")) {
    return [{ kind: "heading", text: lines[0].slice(3).trim() }, ...blocksOf(lines.slice(1))];
  }
  if (lines.every((line) => line.startsWith("- "))) {
    return [{ kind: "list", items: lines.map((line) => line.slice(2).trim()) }];
  }
  return [{ kind: "paragraph", text: lines.join(" ") }];
}
