import { describe, expect, it } from "vitest";
import { PdfDocument, wrapText } from "./simple-pdf.server";

const text = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join("");

describe("the PDF writer", () => {
  it("writes a PDF whose cross-reference table points at each object", () => {
    const pdf = text(
      new PdfDocument()
        .paragraph("Settlement statement", { font: "bold", size: 16 })
        .row("Acme Mutual", "$60,000.00")
        .rule()
        .toBytes("A title"),
    );
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    expect(pdf.endsWith("%%EOF\n")).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe("xref");
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets).toHaveLength(8);
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true);
    });
    // Each content stream is as long as it says.
    for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = match.index! + match[0].length;
      expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe(
        "\nendstream",
      );
    }
    expect(pdf).toContain("(Acme Mutual) Tj");
    expect(pdf).toContain("($60,000.00) Tj");
  });

  it("escapes what a PDF string cannot hold, and spells out what Windows-1252 lacks", () => {
    const pdf = text(new PdfDocument().paragraph("Fee (1/3) \\ O’Brien – ⅓ 東").toBytes("t"));
    expect(pdf).toContain("(Fee \\(1/3\\) \\\\ O\x92Brien \x96 1/3 ?) Tj");
  });

  it("starts a new page when the text reaches the bottom margin", () => {
    const doc = new PdfDocument();
    for (let line = 0; line < 80; line += 1) doc.row(`Line ${line}`, "$1.00");
    expect(text(doc.toBytes("long"))).toContain("/Count 2");
  });

  it("wraps words to a width", () => {
    expect(wrapText("one two three four", 9)).toEqual(["one two", "three", "four"]);
    expect(wrapText("", 9)).toEqual([""]);
  });
});
