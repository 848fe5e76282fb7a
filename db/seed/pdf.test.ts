import { describe, expect, it } from "vitest";
import { simplePdf } from "./pdf";

describe("simplePdf", () => {
  const pdf = simplePdf("Complaint (draft)", ["Line one", "Müller \\ 100%"]).toString("ascii");

  it("is a PDF whose cross-reference table points at each object", () => {
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    expect(pdf.endsWith("%%EOF\n")).toBe(true);
    const startxref = Number(pdf.match(/startxref\n(\d+)\n/)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe("xref");
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) =>
      expect(pdf.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`),
    );
  });

  it("escapes the text and gives the stream its exact length", () => {
    expect(pdf).toContain("(Complaint \\(draft\\)) Tj");
    expect(pdf).toContain("(M-ller \\\\ 100%) '");
    const length = Number(pdf.match(/\/Length (\d+)/)![1]);
    const stream = pdf.slice(pdf.indexOf("stream\n") + 7, pdf.indexOf("\nendstream"));
    expect(stream.length).toBe(length);
  });
});
