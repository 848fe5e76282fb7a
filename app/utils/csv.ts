/**
 * One CSV line (RFC 4180): every cell quoted when it needs to be. A cell a spreadsheet would run
 * as a formula (it starts with =, +, -, @, a tab or a carriage return) is prefixed with an
 * apostrophe, so an exported name like `=HYPERLINK(...)` stays text (OWASP: CSV injection).
 */
export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
