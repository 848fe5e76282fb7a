/**
 * `attachment` with the file's own name, made safe for a header: an ASCII stand-in in `filename`
 * (no quotes, backslashes, separators or control characters) and the exact name, percent-encoded,
 * in `filename*` (RFC 6266).
 */
export function attachmentDisposition(fileName: string): string {
  const name = fileName.replace(/[\\/]/g, "_").trim() || "download";
  const ascii = name.replace(/[^\x20-\x7e]|["%;\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
