import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { afterAll, beforeAll } from "vitest";
import { StoredFile } from "~/models/index.server";
import { putFile } from "~/services/storage.server";
import { resetEnvCache } from "~/utils/env.server";

/** Bytes in storage, as an upload leaves them; returns the storage key. */
export async function storeFile(content: string | Uint8Array): Promise<string> {
  const bytes = typeof content === "string" ? Buffer.from(content) : content;
  return (await putFile([bytes])).storageKey;
}

/**
 * Gives the test file's storage a place of its own: UPLOAD_DIR in a new temporary folder, removed
 * afterwards, and the given driver. Returns the folder's path and a count of the stored files
 * (use them after beforeAll).
 */
export function withTemporaryStorage(driver: "disk" | "database" = "disk") {
  const place = {
    dir: "",
    /** How many files are stored, whichever the driver. */
    count: async () => readdirSync(place.dir).length + (await StoredFile.count()),
  };
  beforeAll(() => {
    place.dir = mkdtempSync(path.join(os.tmpdir(), "legal-uploads-"));
    process.env.UPLOAD_DIR = place.dir;
    process.env.STORAGE_DRIVER = driver;
    resetEnvCache();
  });
  afterAll(() => {
    delete process.env.UPLOAD_DIR;
    delete process.env.STORAGE_DRIVER;
    resetEnvCache();
    rmSync(place.dir, { recursive: true, force: true });
  });
  return place;
}

/*
 * Small real files of each kind the firm takes, so upload tests send what a client would: their
 * first bytes are what the server reads to tell the kind (file-type), whatever the name or the
 * declared type say.
 */

/** A PDF's header and trailer, made exactly `size` bytes long if given. */
export function pdfBytes(size?: number) {
  const body = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
  return size === undefined ? body : padded(body, size);
}

/** A 1×1 PNG, made exactly `size` bytes long if given (padded after its end chunk). */
export function pngBytes(size?: number) {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.byteLength);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([head, Buffer.from(type), data, crc]);
  };
  // 1×1, 8-bit RGB; one scanline: filter byte 0 and one grey pixel.
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from([0, 0x80, 0x80, 0x80]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return size === undefined ? png : padded(png, size);
}

/** The start of a JPEG (JFIF): start of image, the APP0 segment, end of image. */
export const jpegBytes = () => Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex");

/** A 1×1 GIF. */
export const gifBytes = () =>
  Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** A 1×1 lossless WebP. */
export const webpBytes = () =>
  Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64");

/** The header of an OLE compound file, as a legacy Word (.doc) or Excel (.xls) file starts. */
export const compoundFileBytes = () =>
  Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(504)]);

/** A ZIP archive of these entries, in this order, stored uncompressed. */
export function zipBytes(entries: [name: string, content: string | Uint8Array][]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.from(content);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.byteLength, 18);
    local.writeUInt32LE(data.byteLength, 22);
    local.writeUInt16LE(fileName.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.byteLength, 20);
    central.writeUInt32LE(data.byteLength, 24);
    central.writeUInt16LE(fileName.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.byteLength + fileName.byteLength + data.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const OFFICE_MAIN = {
  docx: [
    "word/document.xml",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ],
  xlsx: ["xl/workbook.xml", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
} as const;

/**
 * A Word (.docx) or Excel (.xlsx) file as a ZIP: `[Content_Types].xml` first, as Office writes
 * it, or last (`contentTypesLast`, as some other tools do) after a main part of `padding` bytes,
 * so a reader must go past the first bytes to tell it from any other ZIP.
 */
export function officeBytes(
  kind: keyof typeof OFFICE_MAIN,
  options: { contentTypesLast?: boolean; padding?: number } = {},
) {
  const [part, type] = OFFICE_MAIN[kind];
  const contentTypes = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">',
    `<Override PartName="/${part}" ContentType="${type}.main+xml"/>`,
    "</Types>",
  ].join("");
  const main = `<?xml version="1.0"?><root>${"x".repeat(options.padding ?? 0)}</root>`;
  const entries: [string, string][] = [
    ["[Content_Types].xml", contentTypes],
    ["_rels/.rels", '<?xml version="1.0"?><Relationships/>'],
    [part, main],
  ];
  if (options.contentTypesLast) entries.push(entries.shift()!);
  return zipBytes(entries);
}

/** Exactly `size` bytes: `bytes` followed by spaces (or cut short). */
function padded(bytes: Buffer, size: number) {
  const spaces = Buffer.alloc(Math.max(0, size - bytes.byteLength), 0x20);
  return Buffer.concat([bytes.subarray(0, size), spaces]);
}
