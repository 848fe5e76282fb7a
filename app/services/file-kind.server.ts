import { fileTypeFromBuffer, fileTypeFromStream, type FileTypeResult } from "file-type";
import { UPLOAD_TYPES } from "~/utils/uploads";
import { openFile } from "./storage.server";

/**
 * What an uploaded file is, by its bytes rather than by what the uploader declared: the magic
 * numbers `file-type` knows, held against the type the file's extension stands for on the
 * allow-list (`app/utils/uploads.ts`). Plain text, which has no magic number, must be UTF-8
 * without control characters. The route kit reads a sample before writing a byte (`storePart` in
 * `app/route-kit/upload.server.ts`).
 */

/**
 * How much of a file is read before anything is written: every kind's signature is in its first
 * bytes, and so is the parts list of a Word or Excel file as Office writes it (first in the ZIP).
 */
export const SAMPLE_BYTES = 64 * 1024;

const TEXT = UPLOAD_TYPES.txt;
const OFFICE_ZIPS: ReadonlySet<string> = new Set([UPLOAD_TYPES.docx, UPLOAD_TYPES.xlsx]);

/**
 * The allow-list's types bytes of this kind may be stored as. file-type's type is ours for PDF,
 * PNG, JPEG, GIF, WebP, DOCX and XLSX; an animated PNG is a PNG to every viewer; an OLE compound
 * file (`cfb`) is a legacy Word or Excel file, which its bytes do not tell apart: the name decides.
 */
function typesOf(detected: FileTypeResult | undefined): string[] {
  if (!detected) return [];
  if (detected.ext === "apng") return [UPLOAD_TYPES.png];
  if (detected.ext === "cfb") return [UPLOAD_TYPES.doc, UPLOAD_TYPES.xls];
  return [detected.mime];
}

/** A file's first bytes, read before it is stored. */
export interface Sample {
  bytes: Buffer;
  /** True when the file ended within the sample. */
  whole: boolean;
  /** The whole file: the sample's pieces, then the rest as it streams in. */
  all: AsyncIterable<Uint8Array>;
}

/**
 * Reads the first `size` bytes (or a little more: whole pieces) of a file as it streams in. The
 * source is read by hand rather than with `for await`, whose early exit would end the source
 * (a Node stream is destroyed): its rest is still `all`'s, or a refusing caller's to drain.
 */
export async function sampleOf(
  data: AsyncIterable<Uint8Array>,
  size = SAMPLE_BYTES,
): Promise<Sample> {
  const source = data[Symbol.asyncIterator]();
  const pieces: Uint8Array[] = [];
  let read = 0;
  let whole = false;
  while (read < size) {
    const next = await source.next();
    if (next.done) {
      whole = true;
      break;
    }
    pieces.push(next.value);
    read += next.value.byteLength;
  }
  async function* all() {
    yield* pieces;
    if (whole) return;
    for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
  }
  return { bytes: Buffer.concat(pieces), whole, all: all() };
}

/** What the sample says: the file is what its name says, is not, or only the whole file can tell. */
export type SampleVerdict = "matches" | "differs" | "whole-file";

/**
 * Whether a file's sample is what its name says (`type`, the allow-list's type for its
 * extension). A ZIP named .docx or .xlsx whose parts list comes after the sample (some tools
 * write it last) can only be told by the whole file: store it, then `storedFileIs`.
 */
export async function checkSample(type: string, sample: Sample): Promise<SampleVerdict> {
  // Text has no magic number, and file-type's two-byte signatures match words ("BMW" reads as a
  // BMP): a .txt file is judged by its characters alone.
  if (type === TEXT) return isPlainText(sample.bytes, sample.whole) ? "matches" : "differs";
  if (typesOf(await detected(() => fileTypeFromBuffer(sample.bytes))).includes(type)) {
    return "matches";
  }
  const zip = sample.bytes.subarray(0, 4).equals(ZIP_SIGNATURE);
  return zip && !sample.whole && OFFICE_ZIPS.has(type) ? "whole-file" : "differs";
}

/** Whether a stored file, read whole from storage, is of this type. */
export async function storedFileIs(type: string, storageKey: string): Promise<boolean> {
  const file = await openFile(storageKey);
  if (!file) return false;
  try {
    return typesOf(await detected(() => fileTypeFromStream(file.stream))).includes(type);
  } finally {
    // file-type stops at the ZIP entry that decides; the rest of the file is not wanted.
    await file.stream.cancel().catch(() => undefined);
  }
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** file-type's answer; bytes it cannot parse (a damaged or hostile ZIP) are of no known kind. */
async function detected(
  detect: () => Promise<FileTypeResult | undefined>,
): Promise<FileTypeResult | undefined> {
  try {
    return await detect();
  } catch {
    return undefined;
  }
}

/**
 * UTF-8 (a sample may end inside a character) without control characters other than tab, line
 * feed, form feed and carriage return. UTF-8 never uses bytes below 0x80 inside a character, so
 * the control bytes can be looked for byte by byte.
 */
function isPlainText(bytes: Uint8Array, whole: boolean): boolean {
  for (const byte of bytes) {
    const allowedControl = byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d;
    if ((byte < 0x20 && !allowedControl) || byte === 0x7f) return false;
  }
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: !whole });
    return true;
  } catch {
    return false;
  }
}
