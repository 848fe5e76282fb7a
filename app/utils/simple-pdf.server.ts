/**
 * A small PDF writer for documents of text (issue 41: the approved settlement statement): lines
 * flow down US Letter pages in the standard fonts every PDF reader has (Helvetica for text,
 * Courier for figures, so a column of amounts lines up on the right), with no dependency and no
 * browser code. Characters past Windows-1252 print as "?": names and amounts are Latin.
 */

type Font = "regular" | "bold" | "mono";

const FONT_NAMES: Record<Font, string> = { regular: "F1", bold: "F2", mono: "F3" };
const PAGE = { width: 612, height: 792, margin: 54 };
/** Courier's advance is 600/1000 of the size, for every character. */
const MONO_ADVANCE = 0.6;

/** Windows-1252's characters above Latin-1's 0x80-0x9F gap, as the PDF's WinAnsiEncoding has them. */
const WIN_ANSI: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  "„": 0x84,
  "…": 0x85,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "™": 0x99,
};
const SPELLED: Record<string, string> = { "⅓": "1/3", "⅔": "2/3", "\u00a0": " ", "\u2009": " " };

/** The text as the bytes of a PDF string literal (parentheses and backslashes escaped). */
function pdfString(text: string): string {
  let out = "";
  for (const character of text) {
    const spelled = SPELLED[character];
    if (spelled) {
      out += spelled;
      continue;
    }
    const code = character.codePointAt(0)!;
    const byte =
      WIN_ANSI[character] ??
      (code >= 0x20 && code <= 0xff && (code < 0x7f || code >= 0xa0) ? code : 0x3f);
    const char = String.fromCharCode(byte);
    out += char === "(" || char === ")" || char === "\\" ? `\\${char}` : char;
  }
  return `(${out})`;
}

/** Words put on lines of at most `width` characters (a long word on a line of its own). */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [""];
}

export class PdfDocument {
  private pages: string[][] = [[]];
  private y = PAGE.height - PAGE.margin;

  private get ops() {
    return this.pages[this.pages.length - 1]!;
  }

  /** Room for `height` points on this page, or a new page. */
  private room(height: number) {
    if (this.y - height < PAGE.margin) {
      this.pages.push([]);
      this.y = PAGE.height - PAGE.margin;
    }
  }

  private text(x: number, font: Font, size: number, text: string) {
    this.ops.push(
      `BT /${FONT_NAMES[font]} ${size} Tf ${x.toFixed(2)} ${this.y.toFixed(2)} Td ${pdfString(text)} Tj ET`,
    );
  }

  /** A line of text, wrapped to the page's width. */
  paragraph(text: string, options: { font?: Font; size?: number; gap?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.font ?? "regular";
    // Helvetica averages about half its size a character: 0.52 keeps a line inside the margin.
    const perLine = Math.floor((PAGE.width - 2 * PAGE.margin) / (size * 0.52));
    for (const line of wrapText(text, perLine)) {
      this.room(size * 1.4);
      this.y -= size * 1.4;
      this.text(PAGE.margin, font, size, line);
    }
    this.y -= options.gap ?? 0;
    return this;
  }

  /** A label on the left and a figure on the right, in Courier so the figures line up. */
  row(label: string, figure: string, options: { bold?: boolean } = {}) {
    const size = 10;
    const figureWidth = figure.length * size * MONO_ADVANCE;
    const right = PAGE.width - PAGE.margin;
    const labelLines = wrapText(label, Math.floor((right - PAGE.margin - figureWidth - 18) / 5.2));
    labelLines.forEach((line, index) => {
      this.room(size * 1.5);
      this.y -= size * 1.5;
      this.text(PAGE.margin, options.bold ? "bold" : "regular", size, line);
      if (index === 0) this.text(right - figureWidth, "mono", size, figure);
    });
    return this;
  }

  /** A thin rule across the page. */
  rule() {
    this.room(8);
    this.y -= 6;
    this.ops.push(`0.5 w ${PAGE.margin} ${this.y} m ${PAGE.width - PAGE.margin} ${this.y} l S`);
    return this;
  }

  space(points: number) {
    this.y -= points;
    return this;
  }

  /** The document's bytes. */
  toBytes(title: string): Uint8Array<ArrayBuffer> {
    const objects: string[] = [];
    const fonts = ["Helvetica", "Helvetica-Bold", "Courier"].map(
      (name) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`,
    );
    // 1 catalog, 2 pages, 3-5 fonts, 6 info, then each page and its content.
    const pageIds = this.pages.map((_, index) => 7 + index * 2);
    objects.push("<< /Type /Catalog /Pages 2 0 R >>");
    objects.push(
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`,
    );
    objects.push(...fonts);
    objects.push(`<< /Title ${pdfString(title)} /Producer (Law practice portal) >>`);
    this.pages.forEach((ops, index) => {
      const contentId = pageIds[index]! + 1;
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
          `/Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents ${contentId} 0 R >>`,
      );
      const stream = ops.join("\n");
      objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    });
    let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
    const offsets: number[] = [];
    objects.forEach((object, index) => {
      offsets.push(body.length);
      body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = body.length;
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    // Every character above is one byte (pdfString keeps to Windows-1252).
    return Uint8Array.from(body, (character) => character.charCodeAt(0)) as Uint8Array<ArrayBuffer>;
  }
}
