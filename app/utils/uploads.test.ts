import { describe, expect, it } from "vitest";
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
  isAllowedUpload,
  uploadTypeOf,
  uploadProblem,
} from "./uploads";

describe("upload allow-list", () => {
  it.each([
    ["brief.pdf", "application/pdf"],
    ["Brief.PDF", "application/pdf"],
    ["letter.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["old.doc", "application/msword"],
    ["fees.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ["fees.xls", "application/vnd.ms-excel"],
    ["notes.txt", "text/plain; charset=utf-8"],
    ["scan.png", "image/png"],
    ["photo.jpg", "image/jpeg"],
    ["photo.jpeg", "image/jpeg"],
    ["scan.gif", "image/gif"],
    ["scan.webp", "image/webp"],
  ])("allows %s sent as %s", (name, type) => {
    expect(isAllowedUpload(name, type)).toBe(true);
  });

  it.each([
    ["an allowed name with another type", "brief.pdf", "text/html"],
    ["an allowed type with another name", "brief.html", "application/pdf"],
    ["no extension", "README", "text/plain"],
    ["a program", "setup.exe", "application/x-msdownload"],
    ["a double extension ending badly", "brief.pdf.exe", "application/pdf"],
    ["an SVG (scripts inside)", "logo.svg", "image/svg+xml"],
  ])("refuses %s", (_label, name, type) => {
    expect(isAllowedUpload(name, type)).toBe(false);
  });

  it("offers the same list to the file picker", () => {
    expect(UPLOAD_ACCEPT).toBe(".pdf,.doc,.docx,.xls,.xlsx,.txt,.png,.jpg,.jpeg,.gif,.webp");
  });

  it("names the type a file's extension stands for, whatever its case, or none", () => {
    expect(uploadTypeOf("Scan.JPG")).toBe("image/jpeg");
    expect(uploadTypeOf("fees.xlsx")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(uploadTypeOf("brief.pdf.exe")).toBeNull();
    expect(uploadTypeOf("README")).toBeNull();
    expect(uploadTypeOf("a.constructor")).toBeNull();
  });

  it("names the problem with a chosen file, or none", () => {
    const ok = { name: "a.pdf", type: "application/pdf", size: 100 };
    expect(uploadProblem(ok)).toBeNull();
    expect(uploadProblem({ ...ok, name: "" })).toBe("Choose a file to upload");
    expect(uploadProblem({ ...ok, name: "a.exe" })).toBe(
      "Only PDF, Word, Excel, text, PNG, JPEG, GIF and WebP files can be uploaded",
    );
    expect(uploadProblem({ ...ok, size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(uploadProblem({ ...ok, size: MAX_UPLOAD_BYTES + 1 })).toBe(
      "The file is larger than 10 MB",
    );
    expect(uploadProblem({ ...ok, size: 0 })).toBe("The file is empty");
  });
});
