import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SAMPLE_BYTES } from "~/services/file-kind.server";
import { openFile } from "~/services/storage.server";
import { UPLOAD_TYPES } from "~/utils/uploads";
import {
  compoundFileBytes,
  gifBytes,
  jpegBytes,
  officeBytes,
  pdfBytes,
  pngBytes,
  webpBytes,
  withTemporaryStorage,
  zipBytes,
} from "../../tests/factories/files";
import { rawMultipartRequest } from "../../tests/factories/requests";
import { readUploadForm } from "./upload.server";

const DOCX = UPLOAD_TYPES.docx;
const XLSX = UPLOAD_TYPES.xlsx;
const HTML = Buffer.from("<!doctype html><script>alert(document.cookie)</script>");

/** Parts long enough that only the whole file tells what they are (past the first bytes read). */
const PAST_THE_SAMPLE = SAMPLE_BYTES + 40_000;

describe.each(["disk", "database"] as const)(
  "an upload typed by its bytes (%s storage)",
  (driver) => {
    const storage = withTemporaryStorage(driver);

    /** Reads a form holding one file as the route kit does, the declared type sent as given. */
    const send = (fileName: string, type: string, bytes: Uint8Array) =>
      readUploadForm(
        rawMultipartRequest("/upload", [
          { name: "intent", value: "upload" },
          { name: "file", fileName, type, bytes },
        ]),
      );

    it("refuses a part whose header holds a control character as unreadable, and keeps nothing", async () => {
      const before = await storage.count();
      const { upload, problem } = await send(
        "Notes.txt",
        "text/plain;\x01",
        Buffer.from("Call the adjuster\n"),
      );
      expect(problem).toBe("unreadable");
      expect(upload).toBeNull();
      expect(await storage.count()).toBe(before);
    });

    it.each([
      [
        "a PDF declared with a charset",
        "Brief.pdf",
        "application/pdf; charset=utf-7",
        pdfBytes(),
        "application/pdf",
      ],
      ["a PNG declared as HTML too", "scan.png", "image/png;text/html", pngBytes(), "image/png"],
      [
        "a JPEG declared as any bytes",
        "Photo.JPG",
        "application/octet-stream",
        jpegBytes(),
        "image/jpeg",
      ],
      ["a GIF", "scan.gif", "image/gif", gifBytes(), "image/gif"],
      ["a WebP", "scan.webp", "", webpBytes(), "image/webp"],
      [
        "a Word file declared as a ZIP",
        "Letter.docx",
        "application/zip",
        officeBytes("docx"),
        DOCX,
      ],
      ["an Excel file", "Fees.xlsx", XLSX, officeBytes("xlsx"), XLSX],
      [
        "a Word file whose parts list comes after the first bytes",
        "Long letter.docx",
        DOCX,
        officeBytes("docx", { contentTypesLast: true, padding: PAST_THE_SAMPLE }),
        DOCX,
      ],
      [
        "a legacy Word file",
        "Old.doc",
        "application/msword",
        compoundFileBytes(),
        "application/msword",
      ],
      [
        "a legacy Excel file",
        "Old.xls",
        "application/vnd.ms-excel",
        compoundFileBytes(),
        "application/vnd.ms-excel",
      ],
      [
        "text declared as a PDF",
        "Notes.txt",
        "application/pdf; charset=utf-7",
        Buffer.from("Müller v. Metro\r\n\tHearing on the 1st\f\n"),
        "text/plain",
      ],
      [
        "text that starts like a bitmap",
        "Cars.txt",
        "text/plain",
        Buffer.from("BMW 320d lease"),
        "text/plain",
      ],
    ])(
      "stores %s with its extension's own type",
      async (_label, fileName, declared, bytes, type) => {
        const { upload, problem } = await send(fileName, declared, bytes);
        expect(problem).toBeNull();
        expect(upload).toMatchObject({ fileName, fileType: type, fileSize: bytes.byteLength });
        const stored = await openFile(upload!.storageKey);
        expect(Buffer.from(await new Response(stored!.stream).arrayBuffer()).equals(bytes)).toBe(
          true,
        );
      },
    );

    it.each([
      ["HTML named scan.png", "scan.png", "image/png", HTML],
      ["a PNG named .pdf", "scan.pdf", "application/pdf", pngBytes()],
      ["random bytes named .docx", "Letter.docx", DOCX, randomBytes(5_000)],
      ["a ZIP that is not a Word file", "Letter.docx", DOCX, zipBytes([["notes.txt", "hello"]])],
      [
        "a ZIP past the first bytes that is not a Word file",
        "Letter.docx",
        DOCX,
        zipBytes([
          ["photo.bin", randomBytes(PAST_THE_SAMPLE)],
          ["notes.txt", "hello"],
        ]),
      ],
      ["an Excel file named .docx", "Letter.docx", DOCX, officeBytes("xlsx")],
      [
        "an Excel file named .docx, its parts list past the first bytes",
        "Letter.docx",
        DOCX,
        officeBytes("xlsx", { contentTypesLast: true, padding: PAST_THE_SAMPLE }),
      ],
      ["a legacy Office file named .pdf", "Brief.pdf", "application/pdf", compoundFileBytes()],
      ["a PDF named .txt that holds binary", "Notes.txt", "text/plain", pdfBytes().fill(0, 9, 12)],
      ["a program named .txt", "Notes.txt", "text/plain", Buffer.from("MZ\x90\x00\x03\x00")],
      ["Latin-1 text (not UTF-8) named .txt", "Notes.txt", "text/plain", Buffer.from([77, 252])],
    ])(
      "refuses %s as not what its name says, and keeps nothing",
      async (_label, fileName, declared, bytes) => {
        const before = await storage.count();
        const { upload, problem } = await send(fileName, declared, bytes);
        expect(upload).toBeNull();
        expect(problem).toBe("content");
        expect(await storage.count()).toBe(before);
      },
    );

    it("refuses a name not on the list whatever its bytes, and an empty file, keeping nothing", async () => {
      const before = await storage.count();
      expect(await send("scan.html", "image/png", pngBytes())).toMatchObject({ problem: "type" });
      expect(await send("scan.svg", "image/svg+xml", HTML)).toMatchObject({ problem: "type" });
      expect(await send("scan.png", "image/png", new Uint8Array())).toMatchObject({
        problem: "empty",
      });
      expect(await storage.count()).toBe(before);
    });
  },
);
