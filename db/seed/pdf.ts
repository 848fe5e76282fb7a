/**
 * A small, valid one-page PDF (Helvetica, a title and lines of text), written by hand so the demo
 * seed needs no PDF library: five objects, a cross-reference table with each object's byte
 * offset, and the trailer. Text is ASCII; anything else becomes "-".
 */
export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const text = (value: string) =>
    value.replace(/[^\x20-\x7e]/g, "-").replace(/[\\()]/g, (char) => `\\${char}`);
  const content = [
    "BT",
    "/F1 18 Tf",
    "72 720 Td",
    `(${text(title)}) Tj`,
    "/F1 11 Tf",
    "16 TL",
    "0 -12 Td",
    ...lines.map((line) => `(${text(line)}) '`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] " +
      "/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "ascii");
}
