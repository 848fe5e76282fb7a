/**
 * The HTML part of a message, made from its plain text: paragraphs, links made clickable, nothing
 * remote (no images, no tracking, no stylesheet to fetch).
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

function linked(line: string): string {
  let out = "";
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    out += escape(line.slice(last, match.index));
    const href = escape(match[0]);
    out += `<a href="${href}">${href}</a>`;
    last = (match.index ?? 0) + match[0].length;
  }
  return out + escape(line.slice(last));
}

export function htmlPart(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => `<p>${block.split("\n").map(linked).join("<br>")}</p>`)
    .join("\n");
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">\n${paragraphs}\n</body></html>`;
}
