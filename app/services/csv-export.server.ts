import { attachmentDisposition } from "~/utils/content-disposition";
import { csvLine } from "~/utils/csv";

/** An amount of whole cents as a CSV cell: dollars as a plain number (1250.5, -400). */
export const dollarsCell = (cents: number) => cents / 100;

/** Rows per read: an export never holds more than one page of a table in memory. */
export const EXPORT_PAGE = 500;

/**
 * One page of an export: its rows as CSV cells, and the key the next page starts after (null
 * when this was the last). Pages are read by key (`id > after`, or `<` newest first), on the
 * primary key's index, so the thousandth page costs what the first did.
 */
export type ExportPage = (after: number | null) => Promise<{
  rows: Array<ReadonlyArray<string | number | null>>;
  next: number | null;
}>;

/** A CSV download streamed page by page as the browser reads it. */
export function csvResponse(fileName: string, header: readonly string[], page: ExportPage) {
  const encoder = new TextEncoder();
  let after: number | null = null;
  let done = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark, so spreadsheet programs read the file as UTF-8.
      controller.enqueue(encoder.encode(`\ufeff${csvLine(header)}`));
    },
    async pull(controller) {
      if (done) return;
      const read = await page(after);
      if (read.rows.length > 0) {
        controller.enqueue(encoder.encode(read.rows.map((row) => csvLine(row)).join("")));
      }
      after = read.next;
      if (after === null) {
        done = true;
        controller.close();
      }
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachmentDisposition(fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The next key after a page of rows read `limit` at a time (null: that was the last page). */
export const nextKey = (rows: ReadonlyArray<{ id: number }>, limit = EXPORT_PAGE) =>
  rows.length === limit ? rows[rows.length - 1].id : null;
